CREATE TABLE `rate_limits` (
	`bucket` text NOT NULL,
	`client` text NOT NULL,
	`window_start` integer NOT NULL,
	`hits` integer NOT NULL,
	PRIMARY KEY(`bucket`, `client`, `window_start`)
);
--> statement-breakpoint
CREATE INDEX `rate_limits_window_idx` ON `rate_limits` (`window_start`);