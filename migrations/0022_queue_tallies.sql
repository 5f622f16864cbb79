CREATE TABLE `queue_tallies` (
	`queue` text NOT NULL,
	`status` text NOT NULL,
	`important` integer NOT NULL,
	`payment_state` text NOT NULL,
	`requests` integer NOT NULL,
	PRIMARY KEY(`queue`, `status`, `important`, `payment_state`)
);
--> statement-breakpoint
-- The tallies' triggers and their first filling, written by hand (drizzle-kit cannot describe a
-- trigger). An insert adds one to its request's status, flag and payment state; a delete takes one
-- away (an UPDATE: a tally that is not there, as after a test's reset, is left alone, never below
-- zero); a change of any of the three moves one from the old to the new. In the same statement as
-- the change, whatever path makes it (the admin, a webhook, the cron's retention, a restore).
CREATE TRIGGER `queue_tallies_quotes_insert` AFTER INSERT ON `quotes` BEGIN
	INSERT INTO `queue_tallies` (`queue`, `status`, `important`, `payment_state`, `requests`) VALUES ('transfer', new.status, new.important, new.payment_state, 1)
		ON CONFLICT (`queue`, `status`, `important`, `payment_state`) DO UPDATE SET `requests` = `requests` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `queue_tallies_quotes_delete` AFTER DELETE ON `quotes` BEGIN
	UPDATE `queue_tallies` SET `requests` = `requests` - 1
		WHERE `queue` = 'transfer' AND `status` = old.status AND `important` = old.important AND `payment_state` = old.payment_state;
END;
--> statement-breakpoint
CREATE TRIGGER `queue_tallies_quotes_update` AFTER UPDATE OF status, important, payment_state ON `quotes` BEGIN
	UPDATE `queue_tallies` SET `requests` = `requests` - 1
		WHERE `queue` = 'transfer' AND `status` = old.status AND `important` = old.important AND `payment_state` = old.payment_state;
	INSERT INTO `queue_tallies` (`queue`, `status`, `important`, `payment_state`, `requests`) VALUES ('transfer', new.status, new.important, new.payment_state, 1)
		ON CONFLICT (`queue`, `status`, `important`, `payment_state`) DO UPDATE SET `requests` = `requests` + 1;
END;
--> statement-breakpoint
INSERT INTO `queue_tallies` (`queue`, `status`, `important`, `payment_state`, `requests`)
SELECT 'transfer', status, important, payment_state, count(*) FROM `quotes` GROUP BY status, important, payment_state;
--> statement-breakpoint
CREATE TRIGGER `queue_tallies_excursion_quotes_insert` AFTER INSERT ON `excursion_quotes` BEGIN
	INSERT INTO `queue_tallies` (`queue`, `status`, `important`, `payment_state`, `requests`) VALUES ('excursion', new.status, new.important, new.payment_state, 1)
		ON CONFLICT (`queue`, `status`, `important`, `payment_state`) DO UPDATE SET `requests` = `requests` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `queue_tallies_excursion_quotes_delete` AFTER DELETE ON `excursion_quotes` BEGIN
	UPDATE `queue_tallies` SET `requests` = `requests` - 1
		WHERE `queue` = 'excursion' AND `status` = old.status AND `important` = old.important AND `payment_state` = old.payment_state;
END;
--> statement-breakpoint
CREATE TRIGGER `queue_tallies_excursion_quotes_update` AFTER UPDATE OF status, important, payment_state ON `excursion_quotes` BEGIN
	UPDATE `queue_tallies` SET `requests` = `requests` - 1
		WHERE `queue` = 'excursion' AND `status` = old.status AND `important` = old.important AND `payment_state` = old.payment_state;
	INSERT INTO `queue_tallies` (`queue`, `status`, `important`, `payment_state`, `requests`) VALUES ('excursion', new.status, new.important, new.payment_state, 1)
		ON CONFLICT (`queue`, `status`, `important`, `payment_state`) DO UPDATE SET `requests` = `requests` + 1;
END;
--> statement-breakpoint
INSERT INTO `queue_tallies` (`queue`, `status`, `important`, `payment_state`, `requests`)
SELECT 'excursion', status, important, payment_state, count(*) FROM `excursion_quotes` GROUP BY status, important, payment_state;
