ALTER TABLE `excursion_images` ADD `width` integer;--> statement-breakpoint
ALTER TABLE `excursion_images` ADD `height` integer;--> statement-breakpoint
ALTER TABLE `excursion_images` ADD `variants` text DEFAULT '[]' NOT NULL;