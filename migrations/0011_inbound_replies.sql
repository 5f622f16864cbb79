ALTER TABLE `messages` ADD `attachments` text;--> statement-breakpoint
ALTER TABLE `messages` ADD `inbound_message_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `messages_inbound_unique` ON `messages` (`conversation_id`,`inbound_message_id`);