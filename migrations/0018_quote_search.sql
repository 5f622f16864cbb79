-- The search of the back office over the two quote queues through FTS5 (issue 27, decision 046), written
-- by hand: drizzle-kit cannot describe a virtual table or a trigger.
--
-- One index per queue, of the fields the spec searches (section 5) and no other: the phone and the
-- comments stay unsearched, as before. The trigram tokenizer finds any part of a field of three
-- characters or more, as the substring search before it did, with case and accents folded
-- ('lefevre' finds 'Lefèvre'). Contentless (the words are in the row of the quote itself) with
-- contentless_delete, so a trigger can remove the entry of a quote by its id. The triggers run
-- inside the statement that writes the quote, so the index changes in the same transaction as the
-- row, whatever batch writes it.
CREATE VIRTUAL TABLE `quote_search` USING fts5(
	quote_number, first_name, last_name, email, pickup_location, dropoff_location,
	content='', contentless_delete=1, tokenize='trigram remove_diacritics 1'
);
--> statement-breakpoint
CREATE TRIGGER `quote_search_insert` AFTER INSERT ON `quotes` BEGIN
	INSERT INTO `quote_search` (rowid, quote_number, first_name, last_name, email, pickup_location, dropoff_location)
	VALUES (new.id, new.quote_number, new.first_name, new.last_name, new.email, new.pickup_location, new.dropoff_location);
END;
--> statement-breakpoint
CREATE TRIGGER `quote_search_update` AFTER UPDATE OF quote_number, first_name, last_name, email, pickup_location, dropoff_location ON `quotes` BEGIN
	DELETE FROM `quote_search` WHERE rowid = old.id;
	INSERT INTO `quote_search` (rowid, quote_number, first_name, last_name, email, pickup_location, dropoff_location)
	VALUES (new.id, new.quote_number, new.first_name, new.last_name, new.email, new.pickup_location, new.dropoff_location);
END;
--> statement-breakpoint
CREATE TRIGGER `quote_search_delete` AFTER DELETE ON `quotes` BEGIN
	DELETE FROM `quote_search` WHERE rowid = old.id;
END;
--> statement-breakpoint
INSERT INTO `quote_search` (rowid, quote_number, first_name, last_name, email, pickup_location, dropoff_location)
SELECT id, quote_number, first_name, last_name, email, pickup_location, dropoff_location
FROM `quotes`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `excursion_quote_search` USING fts5(
	ex_quote_number, first_name, last_name, email, excursion_title,
	content='', contentless_delete=1, tokenize='trigram remove_diacritics 1'
);
--> statement-breakpoint
CREATE TRIGGER `excursion_quote_search_insert` AFTER INSERT ON `excursion_quotes` BEGIN
	INSERT INTO `excursion_quote_search` (rowid, ex_quote_number, first_name, last_name, email, excursion_title)
	VALUES (new.id, new.ex_quote_number, new.first_name, new.last_name, new.email, new.excursion_title);
END;
--> statement-breakpoint
CREATE TRIGGER `excursion_quote_search_update` AFTER UPDATE OF ex_quote_number, first_name, last_name, email, excursion_title ON `excursion_quotes` BEGIN
	DELETE FROM `excursion_quote_search` WHERE rowid = old.id;
	INSERT INTO `excursion_quote_search` (rowid, ex_quote_number, first_name, last_name, email, excursion_title)
	VALUES (new.id, new.ex_quote_number, new.first_name, new.last_name, new.email, new.excursion_title);
END;
--> statement-breakpoint
CREATE TRIGGER `excursion_quote_search_delete` AFTER DELETE ON `excursion_quotes` BEGIN
	DELETE FROM `excursion_quote_search` WHERE rowid = old.id;
END;
--> statement-breakpoint
INSERT INTO `excursion_quote_search` (rowid, ex_quote_number, first_name, last_name, email, excursion_title)
SELECT id, ex_quote_number, first_name, last_name, email, excursion_title
FROM `excursion_quotes`;
