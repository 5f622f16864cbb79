CREATE TABLE `cancellations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`quote_kind` text NOT NULL,
	`quote_id` integer NOT NULL,
	`key` text NOT NULL,
	`cancelled_by` text NOT NULL,
	`window` text NOT NULL,
	`fee_percent` integer NOT NULL,
	`fee_cents` integer NOT NULL,
	`total_cents` integer NOT NULL,
	`paid_cents` integer NOT NULL,
	`refund_due_cents` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cancellations_key_unique` ON `cancellations` (`key`);--> statement-breakpoint
CREATE INDEX `cancellations_quote_idx` ON `cancellations` (`quote_kind`,`quote_id`);--> statement-breakpoint
CREATE TABLE `change_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`quote_kind` text NOT NULL,
	`quote_id` integer NOT NULL,
	`key` text NOT NULL,
	`state` text DEFAULT 'pending' NOT NULL,
	`changes` text NOT NULL,
	`decision_key` text,
	`decided_by` text,
	`decided_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `change_requests_key_unique` ON `change_requests` (`key`);--> statement-breakpoint
CREATE INDEX `change_requests_quote_idx` ON `change_requests` (`quote_kind`,`quote_id`,`state`);