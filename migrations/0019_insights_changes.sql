CREATE TABLE `insights_changes` (
	`id` integer PRIMARY KEY NOT NULL,
	`changes` integer NOT NULL
);
--> statement-breakpoint
-- Insights' data version (decision 044), written by hand: drizzle-kit cannot describe a trigger. Every
-- insert and delete of the rows Insights read, and every update of a column they read, moves the one
-- row of insights_changes in the same statement as the change, whatever path makes it (the admin, a
-- webhook, the cron's retention, a restore). The upsert recreates the row if it is ever missing.
CREATE TRIGGER `insights_changes_quotes_insert` AFTER INSERT ON `quotes` BEGIN
	INSERT INTO `insights_changes` (`id`, `changes`) VALUES (1, 1) ON CONFLICT (`id`) DO UPDATE SET `changes` = `changes` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `insights_changes_quotes_delete` AFTER DELETE ON `quotes` BEGIN
	INSERT INTO `insights_changes` (`id`, `changes`) VALUES (1, 1) ON CONFLICT (`id`) DO UPDATE SET `changes` = `changes` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `insights_changes_quotes_update` AFTER UPDATE OF status, lang, created_at, pickup_location, dropoff_location ON `quotes` BEGIN
	INSERT INTO `insights_changes` (`id`, `changes`) VALUES (1, 1) ON CONFLICT (`id`) DO UPDATE SET `changes` = `changes` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `insights_changes_excursion_quotes_insert` AFTER INSERT ON `excursion_quotes` BEGIN
	INSERT INTO `insights_changes` (`id`, `changes`) VALUES (1, 1) ON CONFLICT (`id`) DO UPDATE SET `changes` = `changes` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `insights_changes_excursion_quotes_delete` AFTER DELETE ON `excursion_quotes` BEGIN
	INSERT INTO `insights_changes` (`id`, `changes`) VALUES (1, 1) ON CONFLICT (`id`) DO UPDATE SET `changes` = `changes` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `insights_changes_excursion_quotes_update` AFTER UPDATE OF status, lang, created_at, excursion_title ON `excursion_quotes` BEGIN
	INSERT INTO `insights_changes` (`id`, `changes`) VALUES (1, 1) ON CONFLICT (`id`) DO UPDATE SET `changes` = `changes` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `insights_changes_outbox_insert` AFTER INSERT ON `outbox` BEGIN
	INSERT INTO `insights_changes` (`id`, `changes`) VALUES (1, 1) ON CONFLICT (`id`) DO UPDATE SET `changes` = `changes` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `insights_changes_outbox_delete` AFTER DELETE ON `outbox` BEGIN
	INSERT INTO `insights_changes` (`id`, `changes`) VALUES (1, 1) ON CONFLICT (`id`) DO UPDATE SET `changes` = `changes` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `insights_changes_outbox_update` AFTER UPDATE OF kind, related_type, related_id, created_at ON `outbox` BEGIN
	INSERT INTO `insights_changes` (`id`, `changes`) VALUES (1, 1) ON CONFLICT (`id`) DO UPDATE SET `changes` = `changes` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `insights_changes_offers_insert` AFTER INSERT ON `offers` BEGIN
	INSERT INTO `insights_changes` (`id`, `changes`) VALUES (1, 1) ON CONFLICT (`id`) DO UPDATE SET `changes` = `changes` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `insights_changes_offers_delete` AFTER DELETE ON `offers` BEGIN
	INSERT INTO `insights_changes` (`id`, `changes`) VALUES (1, 1) ON CONFLICT (`id`) DO UPDATE SET `changes` = `changes` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `insights_changes_offers_update` AFTER UPDATE OF quote_kind, quote_id ON `offers` BEGIN
	INSERT INTO `insights_changes` (`id`, `changes`) VALUES (1, 1) ON CONFLICT (`id`) DO UPDATE SET `changes` = `changes` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `insights_changes_payments_insert` AFTER INSERT ON `payments` BEGIN
	INSERT INTO `insights_changes` (`id`, `changes`) VALUES (1, 1) ON CONFLICT (`id`) DO UPDATE SET `changes` = `changes` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `insights_changes_payments_delete` AFTER DELETE ON `payments` BEGIN
	INSERT INTO `insights_changes` (`id`, `changes`) VALUES (1, 1) ON CONFLICT (`id`) DO UPDATE SET `changes` = `changes` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `insights_changes_payments_update` AFTER UPDATE OF quote_kind, quote_id, status, amount_cents, created_at ON `payments` BEGIN
	INSERT INTO `insights_changes` (`id`, `changes`) VALUES (1, 1) ON CONFLICT (`id`) DO UPDATE SET `changes` = `changes` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `insights_changes_refunds_insert` AFTER INSERT ON `refunds` BEGIN
	INSERT INTO `insights_changes` (`id`, `changes`) VALUES (1, 1) ON CONFLICT (`id`) DO UPDATE SET `changes` = `changes` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `insights_changes_refunds_delete` AFTER DELETE ON `refunds` BEGIN
	INSERT INTO `insights_changes` (`id`, `changes`) VALUES (1, 1) ON CONFLICT (`id`) DO UPDATE SET `changes` = `changes` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `insights_changes_refunds_update` AFTER UPDATE OF payment_id, status, amount_cents ON `refunds` BEGIN
	INSERT INTO `insights_changes` (`id`, `changes`) VALUES (1, 1) ON CONFLICT (`id`) DO UPDATE SET `changes` = `changes` + 1;
END;
--> statement-breakpoint
INSERT INTO `insights_changes` (`id`, `changes`) VALUES (1, 1);
