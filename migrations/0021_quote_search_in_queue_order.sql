-- The search indexes of migration 0018 in the queues' own order (issue 27, decision 046), written by
-- hand. Each request's entry was numbered by its id; it is now numbered by its place in its queue:
--   important × 2^62 + (created_at in whole seconds) × 2^30 + id
-- so reading a search's matches from the highest number down is reading them in the queue's order
-- (important first, then newest first; two requests of the same second by arrival), and a page of
-- a search is the index's next fifty matches, however many there are, instead of every match
-- sorted. The id is the number's low 30 bits (`rowid & 1073741823`; ids stay below 2^30), the
-- seconds fit 32 bits until 2106. The triggers now follow the important flag and created_at too,
-- which move a request in its queue. The entries are rewritten once here, then merged into one
-- segment ('optimize').
DROP TRIGGER `quote_search_insert`;
--> statement-breakpoint
DROP TRIGGER `quote_search_update`;
--> statement-breakpoint
DROP TRIGGER `quote_search_delete`;
--> statement-breakpoint
CREATE TRIGGER `quote_search_insert` AFTER INSERT ON `quotes` BEGIN
	INSERT INTO `quote_search` (rowid, quote_number, first_name, last_name, email, pickup_location, dropoff_location)
	VALUES ((new.important * 4611686018427387904 + (new.created_at / 1000) * 1073741824 + new.id), new.quote_number, new.first_name, new.last_name, new.email, new.pickup_location, new.dropoff_location);
END;
--> statement-breakpoint
CREATE TRIGGER `quote_search_update` AFTER UPDATE OF important, created_at, quote_number, first_name, last_name, email, pickup_location, dropoff_location ON `quotes` BEGIN
	DELETE FROM `quote_search` WHERE rowid = (old.important * 4611686018427387904 + (old.created_at / 1000) * 1073741824 + old.id);
	INSERT INTO `quote_search` (rowid, quote_number, first_name, last_name, email, pickup_location, dropoff_location)
	VALUES ((new.important * 4611686018427387904 + (new.created_at / 1000) * 1073741824 + new.id), new.quote_number, new.first_name, new.last_name, new.email, new.pickup_location, new.dropoff_location);
END;
--> statement-breakpoint
CREATE TRIGGER `quote_search_delete` AFTER DELETE ON `quotes` BEGIN
	DELETE FROM `quote_search` WHERE rowid = (old.important * 4611686018427387904 + (old.created_at / 1000) * 1073741824 + old.id);
END;
--> statement-breakpoint
INSERT INTO `quote_search` (`quote_search`) VALUES ('delete-all');
--> statement-breakpoint
INSERT INTO `quote_search` (rowid, quote_number, first_name, last_name, email, pickup_location, dropoff_location)
SELECT (`quotes`.important * 4611686018427387904 + (`quotes`.created_at / 1000) * 1073741824 + `quotes`.id), quote_number, first_name, last_name, email, pickup_location, dropoff_location
FROM `quotes`;
--> statement-breakpoint
INSERT INTO `quote_search` (`quote_search`) VALUES ('optimize');
--> statement-breakpoint
DROP TRIGGER `excursion_quote_search_insert`;
--> statement-breakpoint
DROP TRIGGER `excursion_quote_search_update`;
--> statement-breakpoint
DROP TRIGGER `excursion_quote_search_delete`;
--> statement-breakpoint
CREATE TRIGGER `excursion_quote_search_insert` AFTER INSERT ON `excursion_quotes` BEGIN
	INSERT INTO `excursion_quote_search` (rowid, ex_quote_number, first_name, last_name, email, excursion_title)
	VALUES ((new.important * 4611686018427387904 + (new.created_at / 1000) * 1073741824 + new.id), new.ex_quote_number, new.first_name, new.last_name, new.email, new.excursion_title);
END;
--> statement-breakpoint
CREATE TRIGGER `excursion_quote_search_update` AFTER UPDATE OF important, created_at, ex_quote_number, first_name, last_name, email, excursion_title ON `excursion_quotes` BEGIN
	DELETE FROM `excursion_quote_search` WHERE rowid = (old.important * 4611686018427387904 + (old.created_at / 1000) * 1073741824 + old.id);
	INSERT INTO `excursion_quote_search` (rowid, ex_quote_number, first_name, last_name, email, excursion_title)
	VALUES ((new.important * 4611686018427387904 + (new.created_at / 1000) * 1073741824 + new.id), new.ex_quote_number, new.first_name, new.last_name, new.email, new.excursion_title);
END;
--> statement-breakpoint
CREATE TRIGGER `excursion_quote_search_delete` AFTER DELETE ON `excursion_quotes` BEGIN
	DELETE FROM `excursion_quote_search` WHERE rowid = (old.important * 4611686018427387904 + (old.created_at / 1000) * 1073741824 + old.id);
END;
--> statement-breakpoint
INSERT INTO `excursion_quote_search` (`excursion_quote_search`) VALUES ('delete-all');
--> statement-breakpoint
INSERT INTO `excursion_quote_search` (rowid, ex_quote_number, first_name, last_name, email, excursion_title)
SELECT (`excursion_quotes`.important * 4611686018427387904 + (`excursion_quotes`.created_at / 1000) * 1073741824 + `excursion_quotes`.id), ex_quote_number, first_name, last_name, email, excursion_title
FROM `excursion_quotes`;
--> statement-breakpoint
INSERT INTO `excursion_quote_search` (`excursion_quote_search`) VALUES ('optimize');
