CREATE INDEX `excursion_quotes_email_idx` ON `excursion_quotes` (lower("email"),`created_at`);--> statement-breakpoint
CREATE INDEX `quotes_email_idx` ON `quotes` (lower("email"),`created_at`);