CREATE INDEX `excursion_quotes_created_at_idx` ON `excursion_quotes` (`created_at`);--> statement-breakpoint
CREATE INDEX `payments_status_created_idx` ON `payments` (`status`,`created_at`);