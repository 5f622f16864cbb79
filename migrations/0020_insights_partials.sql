-- The stored answers of 0017 give way to the partials below (decision 044): a period is read from them.
DROP TABLE `insights_answers`;
--> statement-breakpoint
CREATE TABLE `insights_money` (
	`month` text PRIMARY KEY NOT NULL,
	`paid_cents` integer NOT NULL,
	`refunded_cents` integer NOT NULL,
	`payments` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `insights_month_excursions` (
	`month` text NOT NULL,
	`title` text NOT NULL,
	`requests` integer NOT NULL,
	PRIMARY KEY(`month`, `title`)
);
--> statement-breakpoint
CREATE TABLE `insights_month_routes` (
	`month` text NOT NULL,
	`pickup` text NOT NULL,
	`dropoff` text NOT NULL,
	`requests` integer NOT NULL,
	PRIMARY KEY(`month`, `pickup`, `dropoff`)
);
--> statement-breakpoint
CREATE TABLE `insights_months` (
	`month` text PRIMARY KEY NOT NULL,
	`requested` integer NOT NULL,
	`offered` integer NOT NULL,
	`paid` integer NOT NULL,
	`completed` integer NOT NULL,
	`cancelled` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `insights_stale` (
	`scope` text NOT NULL,
	`at` integer NOT NULL,
	PRIMARY KEY(`scope`, `at`)
);
--> statement-breakpoint
CREATE TABLE `insights_weeks` (
	`week` text PRIMARY KEY NOT NULL,
	`transfer` integer NOT NULL,
	`excursion` integer NOT NULL,
	`by_lang` text NOT NULL,
	`replied` integer NOT NULL,
	`reply_delay` real
);
--> statement-breakpoint
-- Insights' partials (decision 044, "Partials"), written by hand: drizzle-kit cannot describe a trigger.
-- Every change the figures read records, in the same statement, the instant it touches (floored to
-- its UTC hour) and which partials it makes stale: a request's creation for its week and month, the
-- request of a reply (its week), of an offer or a payment (its month's funnel), and a payment's own
-- creation for the money of its month (its refunds too). Beside 0019's counter, which stays the
-- data's version. A lookup that finds no row (a request already deleted) marks nothing: the delete
-- of that row marked it.
CREATE TRIGGER `insights_stale_quotes_insert` AFTER INSERT ON `quotes` BEGIN
	INSERT INTO `insights_stale` (`scope`, `at`) VALUES ('week', NEW.`created_at` / 3600000 * 3600000), ('month', NEW.`created_at` / 3600000 * 3600000)
	ON CONFLICT DO NOTHING;
END;
--> statement-breakpoint
CREATE TRIGGER `insights_stale_quotes_delete` AFTER DELETE ON `quotes` BEGIN
	INSERT INTO `insights_stale` (`scope`, `at`) VALUES ('week', OLD.`created_at` / 3600000 * 3600000), ('month', OLD.`created_at` / 3600000 * 3600000)
	ON CONFLICT DO NOTHING;
END;
--> statement-breakpoint
CREATE TRIGGER `insights_stale_quotes_update_week` AFTER UPDATE OF lang, created_at ON `quotes`
	WHEN OLD.`lang` IS NOT NEW.`lang` OR OLD.`created_at` IS NOT NEW.`created_at` BEGIN
	INSERT INTO `insights_stale` (`scope`, `at`) VALUES ('week', OLD.`created_at` / 3600000 * 3600000), ('week', NEW.`created_at` / 3600000 * 3600000)
	ON CONFLICT DO NOTHING;
END;
--> statement-breakpoint
CREATE TRIGGER `insights_stale_quotes_update_month` AFTER UPDATE OF status, created_at, pickup_location, dropoff_location ON `quotes`
	WHEN OLD.`status` IS NOT NEW.`status` OR OLD.`created_at` IS NOT NEW.`created_at` OR OLD.`pickup_location` IS NOT NEW.`pickup_location` OR OLD.`dropoff_location` IS NOT NEW.`dropoff_location` BEGIN
	INSERT INTO `insights_stale` (`scope`, `at`) VALUES ('month', OLD.`created_at` / 3600000 * 3600000), ('month', NEW.`created_at` / 3600000 * 3600000)
	ON CONFLICT DO NOTHING;
END;
--> statement-breakpoint
CREATE TRIGGER `insights_stale_excursion_quotes_insert` AFTER INSERT ON `excursion_quotes` BEGIN
	INSERT INTO `insights_stale` (`scope`, `at`) VALUES ('week', NEW.`created_at` / 3600000 * 3600000), ('month', NEW.`created_at` / 3600000 * 3600000)
	ON CONFLICT DO NOTHING;
END;
--> statement-breakpoint
CREATE TRIGGER `insights_stale_excursion_quotes_delete` AFTER DELETE ON `excursion_quotes` BEGIN
	INSERT INTO `insights_stale` (`scope`, `at`) VALUES ('week', OLD.`created_at` / 3600000 * 3600000), ('month', OLD.`created_at` / 3600000 * 3600000)
	ON CONFLICT DO NOTHING;
END;
--> statement-breakpoint
CREATE TRIGGER `insights_stale_excursion_quotes_update_week` AFTER UPDATE OF lang, created_at ON `excursion_quotes`
	WHEN OLD.`lang` IS NOT NEW.`lang` OR OLD.`created_at` IS NOT NEW.`created_at` BEGIN
	INSERT INTO `insights_stale` (`scope`, `at`) VALUES ('week', OLD.`created_at` / 3600000 * 3600000), ('week', NEW.`created_at` / 3600000 * 3600000)
	ON CONFLICT DO NOTHING;
END;
--> statement-breakpoint
CREATE TRIGGER `insights_stale_excursion_quotes_update_month` AFTER UPDATE OF status, created_at, excursion_title ON `excursion_quotes`
	WHEN OLD.`status` IS NOT NEW.`status` OR OLD.`created_at` IS NOT NEW.`created_at` OR OLD.`excursion_title` IS NOT NEW.`excursion_title` BEGIN
	INSERT INTO `insights_stale` (`scope`, `at`) VALUES ('month', OLD.`created_at` / 3600000 * 3600000), ('month', NEW.`created_at` / 3600000 * 3600000)
	ON CONFLICT DO NOTHING;
END;
--> statement-breakpoint
CREATE TRIGGER `insights_stale_outbox_insert` AFTER INSERT ON `outbox`
	WHEN NEW.`related_type` = 'reply' AND NEW.`kind` IN ('reply.transfer', 'reply.excursion') BEGIN
	INSERT INTO `insights_stale` (`scope`, `at`)
	SELECT 'week', `created_at` / 3600000 * 3600000 FROM `quotes` WHERE NEW.`related_type` = 'reply' AND NEW.`kind` = 'reply.transfer' AND `id` = NEW.`related_id`
	ON CONFLICT DO NOTHING;
	INSERT INTO `insights_stale` (`scope`, `at`)
	SELECT 'week', `created_at` / 3600000 * 3600000 FROM `excursion_quotes` WHERE NEW.`related_type` = 'reply' AND NEW.`kind` = 'reply.excursion' AND `id` = NEW.`related_id`
	ON CONFLICT DO NOTHING;
END;
--> statement-breakpoint
CREATE TRIGGER `insights_stale_outbox_delete` AFTER DELETE ON `outbox`
	WHEN OLD.`related_type` = 'reply' AND OLD.`kind` IN ('reply.transfer', 'reply.excursion') BEGIN
	INSERT INTO `insights_stale` (`scope`, `at`)
	SELECT 'week', `created_at` / 3600000 * 3600000 FROM `quotes` WHERE OLD.`related_type` = 'reply' AND OLD.`kind` = 'reply.transfer' AND `id` = OLD.`related_id`
	ON CONFLICT DO NOTHING;
	INSERT INTO `insights_stale` (`scope`, `at`)
	SELECT 'week', `created_at` / 3600000 * 3600000 FROM `excursion_quotes` WHERE OLD.`related_type` = 'reply' AND OLD.`kind` = 'reply.excursion' AND `id` = OLD.`related_id`
	ON CONFLICT DO NOTHING;
END;
--> statement-breakpoint
CREATE TRIGGER `insights_stale_outbox_update` AFTER UPDATE OF kind, related_type, related_id, created_at ON `outbox`
	WHEN (OLD.`related_type` = 'reply' AND OLD.`kind` IN ('reply.transfer', 'reply.excursion') OR NEW.`related_type` = 'reply' AND NEW.`kind` IN ('reply.transfer', 'reply.excursion')) AND (OLD.`kind` IS NOT NEW.`kind` OR OLD.`related_type` IS NOT NEW.`related_type` OR OLD.`related_id` IS NOT NEW.`related_id` OR OLD.`created_at` IS NOT NEW.`created_at`) BEGIN
	INSERT INTO `insights_stale` (`scope`, `at`)
	SELECT 'week', `created_at` / 3600000 * 3600000 FROM `quotes` WHERE OLD.`related_type` = 'reply' AND OLD.`kind` = 'reply.transfer' AND `id` = OLD.`related_id`
	ON CONFLICT DO NOTHING;
	INSERT INTO `insights_stale` (`scope`, `at`)
	SELECT 'week', `created_at` / 3600000 * 3600000 FROM `excursion_quotes` WHERE OLD.`related_type` = 'reply' AND OLD.`kind` = 'reply.excursion' AND `id` = OLD.`related_id`
	ON CONFLICT DO NOTHING;
	INSERT INTO `insights_stale` (`scope`, `at`)
	SELECT 'week', `created_at` / 3600000 * 3600000 FROM `quotes` WHERE NEW.`related_type` = 'reply' AND NEW.`kind` = 'reply.transfer' AND `id` = NEW.`related_id`
	ON CONFLICT DO NOTHING;
	INSERT INTO `insights_stale` (`scope`, `at`)
	SELECT 'week', `created_at` / 3600000 * 3600000 FROM `excursion_quotes` WHERE NEW.`related_type` = 'reply' AND NEW.`kind` = 'reply.excursion' AND `id` = NEW.`related_id`
	ON CONFLICT DO NOTHING;
END;
--> statement-breakpoint
CREATE TRIGGER `insights_stale_offers_insert` AFTER INSERT ON `offers` BEGIN
	INSERT INTO `insights_stale` (`scope`, `at`)
	SELECT 'month', `created_at` / 3600000 * 3600000 FROM `quotes` WHERE NEW.`quote_kind` = 'transfer' AND `id` = NEW.`quote_id`
	ON CONFLICT DO NOTHING;
	INSERT INTO `insights_stale` (`scope`, `at`)
	SELECT 'month', `created_at` / 3600000 * 3600000 FROM `excursion_quotes` WHERE NEW.`quote_kind` = 'excursion' AND `id` = NEW.`quote_id`
	ON CONFLICT DO NOTHING;
END;
--> statement-breakpoint
CREATE TRIGGER `insights_stale_offers_delete` AFTER DELETE ON `offers` BEGIN
	INSERT INTO `insights_stale` (`scope`, `at`)
	SELECT 'month', `created_at` / 3600000 * 3600000 FROM `quotes` WHERE OLD.`quote_kind` = 'transfer' AND `id` = OLD.`quote_id`
	ON CONFLICT DO NOTHING;
	INSERT INTO `insights_stale` (`scope`, `at`)
	SELECT 'month', `created_at` / 3600000 * 3600000 FROM `excursion_quotes` WHERE OLD.`quote_kind` = 'excursion' AND `id` = OLD.`quote_id`
	ON CONFLICT DO NOTHING;
END;
--> statement-breakpoint
CREATE TRIGGER `insights_stale_offers_update` AFTER UPDATE OF quote_kind, quote_id ON `offers`
	WHEN OLD.`quote_kind` IS NOT NEW.`quote_kind` OR OLD.`quote_id` IS NOT NEW.`quote_id` BEGIN
	INSERT INTO `insights_stale` (`scope`, `at`)
	SELECT 'month', `created_at` / 3600000 * 3600000 FROM `quotes` WHERE OLD.`quote_kind` = 'transfer' AND `id` = OLD.`quote_id`
	ON CONFLICT DO NOTHING;
	INSERT INTO `insights_stale` (`scope`, `at`)
	SELECT 'month', `created_at` / 3600000 * 3600000 FROM `excursion_quotes` WHERE OLD.`quote_kind` = 'excursion' AND `id` = OLD.`quote_id`
	ON CONFLICT DO NOTHING;
	INSERT INTO `insights_stale` (`scope`, `at`)
	SELECT 'month', `created_at` / 3600000 * 3600000 FROM `quotes` WHERE NEW.`quote_kind` = 'transfer' AND `id` = NEW.`quote_id`
	ON CONFLICT DO NOTHING;
	INSERT INTO `insights_stale` (`scope`, `at`)
	SELECT 'month', `created_at` / 3600000 * 3600000 FROM `excursion_quotes` WHERE NEW.`quote_kind` = 'excursion' AND `id` = NEW.`quote_id`
	ON CONFLICT DO NOTHING;
END;
--> statement-breakpoint
CREATE TRIGGER `insights_stale_payments_insert` AFTER INSERT ON `payments` BEGIN
	INSERT INTO `insights_stale` (`scope`, `at`)
	VALUES ('money', NEW.`created_at` / 3600000 * 3600000)
	ON CONFLICT DO NOTHING;
	INSERT INTO `insights_stale` (`scope`, `at`)
	SELECT 'month', `created_at` / 3600000 * 3600000 FROM `quotes` WHERE NEW.`quote_kind` = 'transfer' AND `id` = NEW.`quote_id`
	ON CONFLICT DO NOTHING;
	INSERT INTO `insights_stale` (`scope`, `at`)
	SELECT 'month', `created_at` / 3600000 * 3600000 FROM `excursion_quotes` WHERE NEW.`quote_kind` = 'excursion' AND `id` = NEW.`quote_id`
	ON CONFLICT DO NOTHING;
END;
--> statement-breakpoint
CREATE TRIGGER `insights_stale_payments_delete` AFTER DELETE ON `payments` BEGIN
	INSERT INTO `insights_stale` (`scope`, `at`)
	VALUES ('money', OLD.`created_at` / 3600000 * 3600000)
	ON CONFLICT DO NOTHING;
	INSERT INTO `insights_stale` (`scope`, `at`)
	SELECT 'month', `created_at` / 3600000 * 3600000 FROM `quotes` WHERE OLD.`quote_kind` = 'transfer' AND `id` = OLD.`quote_id`
	ON CONFLICT DO NOTHING;
	INSERT INTO `insights_stale` (`scope`, `at`)
	SELECT 'month', `created_at` / 3600000 * 3600000 FROM `excursion_quotes` WHERE OLD.`quote_kind` = 'excursion' AND `id` = OLD.`quote_id`
	ON CONFLICT DO NOTHING;
END;
--> statement-breakpoint
CREATE TRIGGER `insights_stale_payments_update` AFTER UPDATE OF quote_kind, quote_id, status, amount_cents, created_at ON `payments`
	WHEN OLD.`quote_kind` IS NOT NEW.`quote_kind` OR OLD.`quote_id` IS NOT NEW.`quote_id` OR OLD.`status` IS NOT NEW.`status` OR OLD.`amount_cents` IS NOT NEW.`amount_cents` OR OLD.`created_at` IS NOT NEW.`created_at` BEGIN
	INSERT INTO `insights_stale` (`scope`, `at`)
	VALUES ('money', OLD.`created_at` / 3600000 * 3600000)
	ON CONFLICT DO NOTHING;
	INSERT INTO `insights_stale` (`scope`, `at`)
	VALUES ('money', NEW.`created_at` / 3600000 * 3600000)
	ON CONFLICT DO NOTHING;
	INSERT INTO `insights_stale` (`scope`, `at`)
	SELECT 'month', `created_at` / 3600000 * 3600000 FROM `quotes` WHERE OLD.`quote_kind` = 'transfer' AND `id` = OLD.`quote_id`
	ON CONFLICT DO NOTHING;
	INSERT INTO `insights_stale` (`scope`, `at`)
	SELECT 'month', `created_at` / 3600000 * 3600000 FROM `excursion_quotes` WHERE OLD.`quote_kind` = 'excursion' AND `id` = OLD.`quote_id`
	ON CONFLICT DO NOTHING;
	INSERT INTO `insights_stale` (`scope`, `at`)
	SELECT 'month', `created_at` / 3600000 * 3600000 FROM `quotes` WHERE NEW.`quote_kind` = 'transfer' AND `id` = NEW.`quote_id`
	ON CONFLICT DO NOTHING;
	INSERT INTO `insights_stale` (`scope`, `at`)
	SELECT 'month', `created_at` / 3600000 * 3600000 FROM `excursion_quotes` WHERE NEW.`quote_kind` = 'excursion' AND `id` = NEW.`quote_id`
	ON CONFLICT DO NOTHING;
END;
--> statement-breakpoint
CREATE TRIGGER `insights_stale_refunds_insert` AFTER INSERT ON `refunds` BEGIN
	INSERT INTO `insights_stale` (`scope`, `at`)
	SELECT 'money', `created_at` / 3600000 * 3600000 FROM `payments` WHERE `id` = NEW.`payment_id`
	ON CONFLICT DO NOTHING;
END;
--> statement-breakpoint
CREATE TRIGGER `insights_stale_refunds_delete` AFTER DELETE ON `refunds` BEGIN
	INSERT INTO `insights_stale` (`scope`, `at`)
	SELECT 'money', `created_at` / 3600000 * 3600000 FROM `payments` WHERE `id` = OLD.`payment_id`
	ON CONFLICT DO NOTHING;
END;
--> statement-breakpoint
CREATE TRIGGER `insights_stale_refunds_update` AFTER UPDATE OF payment_id, status, amount_cents ON `refunds`
	WHEN OLD.`payment_id` IS NOT NEW.`payment_id` OR OLD.`status` IS NOT NEW.`status` OR OLD.`amount_cents` IS NOT NEW.`amount_cents` BEGIN
	INSERT INTO `insights_stale` (`scope`, `at`)
	SELECT 'money', `created_at` / 3600000 * 3600000 FROM `payments` WHERE `id` = OLD.`payment_id`
	ON CONFLICT DO NOTHING;
	INSERT INTO `insights_stale` (`scope`, `at`)
	SELECT 'money', `created_at` / 3600000 * 3600000 FROM `payments` WHERE `id` = NEW.`payment_id`
	ON CONFLICT DO NOTHING;
END;
