// The answers remembered for Idempotency-Keys (the rules are lib/idempotency.ts's). The answer is
// written in the same batch as the record it answers for, so either both exist or neither; the key's
// unique index refuses the batch of a second request with the same key.
import { eq, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { idempotencyKeys } from '../schema.ts';

/** A request's key, '<scope>:<Idempotency-Key>', and the hash of its body. */
export interface RequestKey {
  id: string;
  requestHash: string;
}

export interface RememberedAnswer {
  /** The hash of the body that was answered. */
  requestHash: string;
  status: number;
  body: unknown;
}

/** The answer remembered for the key `id`, or null if none is. */
export async function rememberedAnswer(db: Database, id: string): Promise<RememberedAnswer | null> {
  const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.id, id)).limit(1);
  return row ? { requestHash: row.requestHash, status: row.responseStatus, body: JSON.parse(row.responseBody) as unknown } : null;
}

/** The insert that remembers the answer, for the record's batch; `responseBody` may be SQL computed inside that batch. */
export function rememberAnswer(db: Database, key: RequestKey, status: number, responseBody: SQL | string) {
  return db.insert(idempotencyKeys).values({ id: key.id, requestHash: key.requestHash, responseStatus: status, responseBody });
}

/** True when a batch failed because an answer was already remembered for its key: another request with the same key stored first. */
export function isKeyAlreadyAnswered(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : String(error);
  return /UNIQUE constraint failed: idempotency_keys\.id/.test(text);
}

/** Housekeeping (the cron trigger): deletes the answers remembered before `before`; returns how many. */
export async function pruneIdempotencyKeys(db: Database, before: Date): Promise<number> {
  const deleted = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before)).returning({ id: idempotencyKeys.id });
  return deleted.length;
}
