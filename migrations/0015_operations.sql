CREATE TABLE `chauffeur_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`chauffeur_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	`created_by` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`chauffeur_id`) REFERENCES `chauffeurs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `chauffeur_links_token_unique` ON `chauffeur_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `chauffeur_links_chauffeur_idx` ON `chauffeur_links` (`chauffeur_id`);--> statement-breakpoint
CREATE TABLE `chauffeurs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`phone` text NOT NULL,
	`languages` text DEFAULT '[]' NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `fleet_vehicles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`vehicle` text NOT NULL,
	`plate` text NOT NULL,
	`colour` text DEFAULT '' NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fleet_vehicles_plate_unique` ON `fleet_vehicles` (`plate`);--> statement-breakpoint
CREATE TABLE `meeting_points` (
	`place_id` text PRIMARY KEY NOT NULL,
	`instructions_en` text NOT NULL,
	`instructions_fr` text NOT NULL,
	`updated_by` text NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `trip_assignments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`quote_kind` text NOT NULL,
	`quote_id` integer NOT NULL,
	`leg` text NOT NULL,
	`chauffeur_id` integer,
	`vehicle_id` integer,
	`version` integer DEFAULT 1 NOT NULL,
	`updated_by` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`chauffeur_id`) REFERENCES `chauffeurs`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`vehicle_id`) REFERENCES `fleet_vehicles`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `trip_assignments_trip_unique` ON `trip_assignments` (`quote_kind`,`quote_id`,`leg`);--> statement-breakpoint
CREATE INDEX `trip_assignments_chauffeur_idx` ON `trip_assignments` (`chauffeur_id`);--> statement-breakpoint
CREATE INDEX `trip_assignments_vehicle_idx` ON `trip_assignments` (`vehicle_id`);--> statement-breakpoint
CREATE TABLE `trip_reminders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`quote_kind` text NOT NULL,
	`quote_id` integer NOT NULL,
	`leg` text NOT NULL,
	`assignment_version` integer NOT NULL,
	`outbox_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `trip_reminders_once` ON `trip_reminders` (`quote_kind`,`quote_id`,`leg`,`assignment_version`);--> statement-breakpoint
ALTER TABLE `excursion_quotes` ADD `trip_at` integer;--> statement-breakpoint
ALTER TABLE `excursion_quotes` ADD `trip_minutes` integer;--> statement-breakpoint
CREATE INDEX `excursion_quotes_trip_at_idx` ON `excursion_quotes` (`trip_at`);--> statement-breakpoint
CREATE INDEX `quotes_return_at_idx` ON `quotes` (`return_at`);