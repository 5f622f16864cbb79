// The rate limit's counters: one row per bucket, client and fixed window, counted in D1 so every
// Worker instance shares the count (the window arithmetic is middleware/rate-limit.ts's).
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { rateLimits } from '../schema.ts';

export interface CountedRequest {
  /** What is counted, e.g. 'quote'. */
  bucket: string;
  /** The client as the rate limit counts it (an IPv4 address, an IPv6 /64 network …). */
  client: string;
  /** Start of the current window, ms since the epoch. */
  windowStart: number;
  /** Windows that started before this instant (ms) are forgotten on the way. */
  forgetBefore: number;
}

/** Counts one request of the client in the current window; returns the window's total, this one included. */
export async function countClientRequest(db: Database, request: CountedRequest): Promise<number> {
  const { bucket, client, windowStart } = request;
  const [, counted] = await db.batch([
    // Cheap housekeeping: an index range that is empty on almost every request.
    db.delete(rateLimits).where(lt(rateLimits.windowStart, request.forgetBefore)),
    db
      .insert(rateLimits)
      .values({ bucket, client, windowStart, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimits.bucket, rateLimits.client, rateLimits.windowStart],
        set: { hits: sql`${rateLimits.hits} + 1` },
      })
      .returning({ hits: rateLimits.hits }),
  ]);
  const hits = counted[0]?.hits;
  if (hits === undefined) throw new Error('rate limit counter was not updated');
  return hits;
}
