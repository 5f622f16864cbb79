CREATE TABLE `insights_answers` (
	`period` text PRIMARY KEY NOT NULL,
	`version` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `refunds_updated_at_idx` ON `refunds` (`updated_at`);