CREATE INDEX `excursion_quotes_created_at_idx` ON `excursion_quotes` (`created_at`);--> statement-breakpoint
CREATE INDEX `payments_created_at_idx` ON `payments` (`created_at`);