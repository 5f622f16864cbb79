-- Written by hand (drizzle-kit cannot describe FTS5's options), issue 27. The search indexes of the
-- quote queues (migrations 0018, 0021) grow a segment (a b-tree of entries) with every transaction
-- that writes a request, and FTS5 merges them on its own only four of a size at a time: a year of
-- requests written one by one leaves a dozen segments or more, and a search looks its words up in
-- every one (twice the time of one segment in workerd at 100,000 requests). With `usermerge` at 2,
-- the cron's 'merge' (db/queries/search-indexes.ts, every five minutes) merges any two segments of
-- one level (a merge writes its segment a level up), so an index keeps at most one per level: a few
-- small ones beside the large one, which is rewritten only when a merge reaches its level.
INSERT INTO `quote_search` (`quote_search`, `rank`) VALUES ('usermerge', 2);
--> statement-breakpoint
INSERT INTO `excursion_quote_search` (`excursion_quote_search`, `rank`) VALUES ('usermerge', 2);
