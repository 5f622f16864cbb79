CREATE INDEX `excursion_quotes_admin_list_idx` ON `excursion_quotes` (`important`,`created_at`);--> statement-breakpoint
CREATE INDEX `excursion_quotes_admin_status_list_idx` ON `excursion_quotes` (`status`,`important`,`created_at`);--> statement-breakpoint
CREATE INDEX `excursion_quotes_updated_at_idx` ON `excursion_quotes` (`updated_at`);--> statement-breakpoint
CREATE INDEX `quotes_admin_list_idx` ON `quotes` (`important`,`created_at`);--> statement-breakpoint
CREATE INDEX `quotes_admin_status_list_idx` ON `quotes` (`status`,`important`,`created_at`);--> statement-breakpoint
CREATE INDEX `quotes_updated_at_idx` ON `quotes` (`updated_at`);--> statement-breakpoint
CREATE INDEX `quotes_pickup_at_idx` ON `quotes` (`pickup_at`);