CREATE TABLE `admin_trusted_devices` (
	`id_hash` text PRIMARY KEY NOT NULL,
	`username` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`last_signed_in_at` integer NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `admin_trusted_devices_expires_idx` ON `admin_trusted_devices` (`expires_at`);--> statement-breakpoint
ALTER TABLE `admin_sessions` ADD `password_fingerprint` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `login_attempts` ADD `device` text;--> statement-breakpoint
CREATE INDEX `login_attempts_username_idx` ON `login_attempts` (`username`,`created_at`);--> statement-breakpoint
CREATE INDEX `login_attempts_device_idx` ON `login_attempts` (`device`,`created_at`);