CREATE TABLE `admin_recovery_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`code_hash` text NOT NULL,
	`used_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `admin_recovery_codes_hash_idx` ON `admin_recovery_codes` (`username`,`code_hash`);--> statement-breakpoint
CREATE TABLE `admin_second_factors` (
	`username` text PRIMARY KEY NOT NULL,
	`secret_ciphertext` text NOT NULL,
	`enabled` integer DEFAULT false NOT NULL,
	`last_used_step` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`enabled_at` integer
);
