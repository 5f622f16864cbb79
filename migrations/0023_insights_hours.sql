CREATE TABLE `insights_hours` (
	`hour` integer PRIMARY KEY NOT NULL,
	`requested` integer NOT NULL,
	`offered` integer NOT NULL,
	`paid` integer NOT NULL,
	`completed` integer NOT NULL,
	`cancelled` integer NOT NULL
);
--> statement-breakpoint
-- Written by hand (drizzle-kit cannot describe a trigger), decision 044. A month's funnel is now kept
-- per UTC hour as well (insights_hours): a 'month' mark (a request's status, an offer, a payment, a
-- request made or deleted) makes its hour alone counted again, and its month's row moved by the
-- difference, instead of the whole month. A month's routes and excursions are computed again only
-- for a 'route' mark, written below by the changes they read (a request made, deleted, its places,
-- its title or its creation moved), no longer for a status. The months stored before have no hours:
-- they are dropped here with their lists, and computed again, hours included, by their next read.
DELETE FROM `insights_months`;
--> statement-breakpoint
DELETE FROM `insights_month_routes`;
--> statement-breakpoint
DELETE FROM `insights_month_excursions`;
--> statement-breakpoint
CREATE TRIGGER `insights_stale_quotes_insert_route` AFTER INSERT ON `quotes` BEGIN
	INSERT INTO `insights_stale` (`scope`, `at`) VALUES ('route', NEW.`created_at` / 3600000 * 3600000)
	ON CONFLICT DO NOTHING;
END;
--> statement-breakpoint
CREATE TRIGGER `insights_stale_quotes_delete_route` AFTER DELETE ON `quotes` BEGIN
	INSERT INTO `insights_stale` (`scope`, `at`) VALUES ('route', OLD.`created_at` / 3600000 * 3600000)
	ON CONFLICT DO NOTHING;
END;
--> statement-breakpoint
CREATE TRIGGER `insights_stale_quotes_update_route` AFTER UPDATE OF created_at, pickup_location, dropoff_location ON `quotes`
	WHEN OLD.`created_at` IS NOT NEW.`created_at` OR OLD.`pickup_location` IS NOT NEW.`pickup_location` OR OLD.`dropoff_location` IS NOT NEW.`dropoff_location` BEGIN
	INSERT INTO `insights_stale` (`scope`, `at`) VALUES ('route', OLD.`created_at` / 3600000 * 3600000), ('route', NEW.`created_at` / 3600000 * 3600000)
	ON CONFLICT DO NOTHING;
END;
--> statement-breakpoint
CREATE TRIGGER `insights_stale_excursion_quotes_insert_route` AFTER INSERT ON `excursion_quotes` BEGIN
	INSERT INTO `insights_stale` (`scope`, `at`) VALUES ('route', NEW.`created_at` / 3600000 * 3600000)
	ON CONFLICT DO NOTHING;
END;
--> statement-breakpoint
CREATE TRIGGER `insights_stale_excursion_quotes_delete_route` AFTER DELETE ON `excursion_quotes` BEGIN
	INSERT INTO `insights_stale` (`scope`, `at`) VALUES ('route', OLD.`created_at` / 3600000 * 3600000)
	ON CONFLICT DO NOTHING;
END;
--> statement-breakpoint
CREATE TRIGGER `insights_stale_excursion_quotes_update_route` AFTER UPDATE OF created_at, excursion_title ON `excursion_quotes`
	WHEN OLD.`created_at` IS NOT NEW.`created_at` OR OLD.`excursion_title` IS NOT NEW.`excursion_title` BEGIN
	INSERT INTO `insights_stale` (`scope`, `at`) VALUES ('route', OLD.`created_at` / 3600000 * 3600000), ('route', NEW.`created_at` / 3600000 * 3600000)
	ON CONFLICT DO NOTHING;
END;
