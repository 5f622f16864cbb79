// Housekeeping of the Idempotency-Key answers: a retry comes within minutes, so a day is plenty.
import { lt } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { idempotencyKeys } from '../schema.ts';

/** Deletes the answers remembered before `before`; returns how many. */
export async function pruneIdempotencyKeys(db: Database, before: Date): Promise<number> {
  const deleted = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before)).returning({ id: idempotencyKeys.id });
  return deleted.length;
}
