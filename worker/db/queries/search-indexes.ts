// The upkeep of the quote queues' search indexes (FTS5, migrations 0018, 0021, 0024): every write of a
// request adds a segment to its index, and a search looks its words up in each segment. The cron
// merges them (migration 0024 says how far), so searches keep reading about one segment per level.
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { QUOTE_QUEUE } from './admin-quotes.ts';
import { EXCURSION_QUOTE_QUEUE } from './admin-exquotes.ts';

/** The search index of each queue. */
export const SEARCH_INDEXES = [QUOTE_QUEUE.searchIndex, EXCURSION_QUOTE_QUEUE.searchIndex] as const;

/**
 * How many pages one run's merge may write per index, at most (FTS5 stops at the end of the page it
 * is on): far more than a day of requests needs, a bound on one run's time and D1 writes however
 * large the segments to merge (2,000 pages, about half a second at 100,000 requests).
 */
export const SEARCH_MERGE_PAGES = 2000;

/** The statement that merges `index`'s segments of one level together, up to SEARCH_MERGE_PAGES pages written. */
export const searchMergeStatement = (index: string) => `INSERT INTO "${index}" ("${index}", rank) VALUES ('merge', ${SEARCH_MERGE_PAGES})`;

/** Housekeeping (the cron trigger): merges each search index's segments of a level together. */
export async function mergeSearchIndexes(db: Database): Promise<void> {
  for (const index of SEARCH_INDEXES) await db.run(sql.raw(searchMergeStatement(index)));
}
