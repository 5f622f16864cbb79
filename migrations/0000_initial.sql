CREATE TABLE `admin_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`username` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer
);
--> statement-breakpoint
CREATE INDEX `admin_sessions_expires_idx` ON `admin_sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`actor` text NOT NULL,
	`action` text NOT NULL,
	`entity_type` text NOT NULL,
	`entity_id` text,
	`detail` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_log_entity_idx` ON `audit_log` (`entity_type`,`entity_id`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`conversation_id` integer,
	`lang` text DEFAULT 'en' NOT NULL,
	`name` text NOT NULL,
	`company` text DEFAULT '' NOT NULL,
	`street` text DEFAULT '' NOT NULL,
	`zip` text DEFAULT '' NOT NULL,
	`city` text DEFAULT '' NOT NULL,
	`telephone` text DEFAULT '' NOT NULL,
	`email` text NOT NULL,
	`message` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `conversations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_name` text DEFAULT '' NOT NULL,
	`customer_email` text NOT NULL,
	`lang` text DEFAULT 'en' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `conversations_email_unique` ON `conversations` (`customer_email`);--> statement-breakpoint
CREATE INDEX `conversations_updated_idx` ON `conversations` (`updated_at`);--> statement-breakpoint
CREATE TABLE `excursion_images` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`excursion_id` integer NOT NULL,
	`position` integer NOT NULL,
	`url` text NOT NULL,
	`alt` text DEFAULT '' NOT NULL,
	`alt_fr` text,
	FOREIGN KEY (`excursion_id`) REFERENCES `excursions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `excursion_images_position_unique` ON `excursion_images` (`excursion_id`,`position`);--> statement-breakpoint
CREATE TABLE `excursion_quotes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ex_quote_number` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`important` integer DEFAULT false NOT NULL,
	`lang` text DEFAULT 'en' NOT NULL,
	`excursion_id` integer,
	`excursion_title` text NOT NULL,
	`selected_highlights` text DEFAULT '[]' NOT NULL,
	`stop_locations` text DEFAULT '[]' NOT NULL,
	`with_photographer` integer DEFAULT false NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`comments` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`excursion_id`) REFERENCES `excursions`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `excursion_quotes_number_unique` ON `excursion_quotes` (`ex_quote_number`);--> statement-breakpoint
CREATE INDEX `excursion_quotes_status_idx` ON `excursion_quotes` (`status`);--> statement-breakpoint
CREATE TABLE `excursions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`title` text NOT NULL,
	`title_fr` text,
	`tagline` text DEFAULT '' NOT NULL,
	`tagline_fr` text,
	`description` text DEFAULT '' NOT NULL,
	`description_fr` text,
	`long_description` text DEFAULT '' NOT NULL,
	`long_description_fr` text,
	`good_to_know` text DEFAULT '' NOT NULL,
	`good_to_know_fr` text,
	`highlights` text DEFAULT '[]' NOT NULL,
	`highlights_fr` text,
	`included` text DEFAULT '[]' NOT NULL,
	`included_fr` text,
	`terms` text DEFAULT '[]' NOT NULL,
	`terms_fr` text,
	`price` text NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`photographer_checked` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `excursions_key_unique` ON `excursions` (`key`);--> statement-breakpoint
CREATE INDEX `excursions_active_idx` ON `excursions` (`active`);--> statement-breakpoint
CREATE TABLE `idempotency_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`request_hash` text NOT NULL,
	`response_status` integer NOT NULL,
	`response_body` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `idempotency_keys_created_idx` ON `idempotency_keys` (`created_at`);--> statement-breakpoint
CREATE TABLE `login_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ip` text NOT NULL,
	`username` text NOT NULL,
	`succeeded` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_attempts_lookup_idx` ON `login_attempts` (`ip`,`username`,`created_at`);--> statement-breakpoint
CREATE TABLE `messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`conversation_id` integer NOT NULL,
	`sender` text NOT NULL,
	`text` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `messages_conversation_idx` ON `messages` (`conversation_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `number_sequences` (
	`name` text PRIMARY KEY NOT NULL,
	`value` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`to_address` text NOT NULL,
	`reply_to` text,
	`subject` text NOT NULL,
	`html` text NOT NULL,
	`text` text NOT NULL,
	`lang` text DEFAULT 'en' NOT NULL,
	`related_type` text,
	`related_id` integer,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`next_attempt_at` integer,
	`sent_at` integer,
	`provider_message_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `outbox_status_idx` ON `outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `outbox_related_idx` ON `outbox` (`related_type`,`related_id`);--> statement-breakpoint
CREATE TABLE `quotes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`quote_number` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`important` integer DEFAULT false NOT NULL,
	`lang` text DEFAULT 'en' NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`country_code` text,
	`pickup_location` text NOT NULL,
	`dropoff_location` text NOT NULL,
	`pickup_date` text NOT NULL,
	`pickup_time` text NOT NULL,
	`pickup_at` integer NOT NULL,
	`transfer_type` text DEFAULT 'ONE_WAY' NOT NULL,
	`return_date` text,
	`return_time` text,
	`return_at` integer,
	`adults` integer DEFAULT 1 NOT NULL,
	`extra_time` integer DEFAULT 0 NOT NULL,
	`stop_locations` text DEFAULT '[]' NOT NULL,
	`flight_train_number` text,
	`vehicle` text DEFAULT 'Unknown' NOT NULL,
	`vehicle_extra_options` text DEFAULT '{}' NOT NULL,
	`total_distance_km` integer,
	`total_minutes` integer,
	`route_approximate` integer DEFAULT false NOT NULL,
	`pickup_lat` real DEFAULT 0 NOT NULL,
	`pickup_lng` real DEFAULT 0 NOT NULL,
	`dropoff_lat` real DEFAULT 0 NOT NULL,
	`dropoff_lng` real DEFAULT 0 NOT NULL,
	`comments` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quotes_quote_number_unique` ON `quotes` (`quote_number`);--> statement-breakpoint
CREATE INDEX `quotes_status_idx` ON `quotes` (`status`);--> statement-breakpoint
CREATE INDEX `quotes_created_at_idx` ON `quotes` (`created_at`);