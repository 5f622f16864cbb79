ALTER TABLE `conversations` ADD `customer_read_message_id` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `messages` ADD `request_kind` text;--> statement-breakpoint
ALTER TABLE `messages` ADD `request_id` integer;