CREATE TABLE `bookings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reference` text NOT NULL,
	`quote_kind` text NOT NULL,
	`quote_id` integer NOT NULL,
	`offer_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`offer_id`) REFERENCES `offers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_reference_unique` ON `bookings` (`reference`);--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_quote_unique` ON `bookings` (`quote_kind`,`quote_id`);--> statement-breakpoint
CREATE TABLE `offer_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`offer_id` integer NOT NULL,
	`position` integer NOT NULL,
	`label` text NOT NULL,
	`amount_cents` integer NOT NULL,
	FOREIGN KEY (`offer_id`) REFERENCES `offers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `offer_lines_position_unique` ON `offer_lines` (`offer_id`,`position`);--> statement-breakpoint
CREATE TABLE `offers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`quote_kind` text NOT NULL,
	`quote_id` integer NOT NULL,
	`version` integer NOT NULL,
	`state` text DEFAULT 'sent' NOT NULL,
	`total_cents` integer NOT NULL,
	`deposit_cents` integer NOT NULL,
	`currency` text DEFAULT 'EUR' NOT NULL,
	`valid_until` integer NOT NULL,
	`paid_cents` integer DEFAULT 0 NOT NULL,
	`refunded_cents` integer DEFAULT 0 NOT NULL,
	`created_by` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `offers_quote_version_unique` ON `offers` (`quote_kind`,`quote_id`,`version`);--> statement-breakpoint
CREATE INDEX `offers_state_valid_idx` ON `offers` (`state`,`valid_until`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`offer_id` integer NOT NULL,
	`quote_kind` text NOT NULL,
	`quote_id` integer NOT NULL,
	`method` text NOT NULL,
	`purpose` text,
	`status` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`expected_cents` integer NOT NULL,
	`refunded_cents` integer DEFAULT 0 NOT NULL,
	`receipt_key` text NOT NULL,
	`stripe_session_id` text,
	`stripe_payment_intent_id` text,
	`note` text DEFAULT '' NOT NULL,
	`recorded_by` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`offer_id`) REFERENCES `offers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_receipt_unique` ON `payments` (`receipt_key`);--> statement-breakpoint
CREATE INDEX `payments_quote_idx` ON `payments` (`quote_kind`,`quote_id`);--> statement-breakpoint
CREATE INDEX `payments_intent_idx` ON `payments` (`stripe_payment_intent_id`);--> statement-breakpoint
CREATE TABLE `refunds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`payment_id` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`stripe_refund_id` text,
	`requested_by` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refunds_stripe_unique` ON `refunds` (`stripe_refund_id`);--> statement-breakpoint
CREATE INDEX `refunds_payment_idx` ON `refunds` (`payment_id`);--> statement-breakpoint
CREATE TABLE `request_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`quote_kind` text NOT NULL,
	`quote_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `request_links_token_unique` ON `request_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `request_links_quote_idx` ON `request_links` (`quote_kind`,`quote_id`);--> statement-breakpoint
CREATE TABLE `stripe_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `excursion_quotes` ADD `payment_state` text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE `excursion_quotes` ADD `booking_reference` text;--> statement-breakpoint
ALTER TABLE `excursion_quotes` ADD `offer_summary` text;--> statement-breakpoint
CREATE INDEX `excursion_quotes_payment_state_idx` ON `excursion_quotes` (`payment_state`,`important`,`created_at`);--> statement-breakpoint
ALTER TABLE `outbox` ADD `attachments` text;--> statement-breakpoint
ALTER TABLE `quotes` ADD `payment_state` text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE `quotes` ADD `booking_reference` text;--> statement-breakpoint
ALTER TABLE `quotes` ADD `offer_summary` text;--> statement-breakpoint
CREATE INDEX `quotes_payment_state_idx` ON `quotes` (`payment_state`,`important`,`created_at`);