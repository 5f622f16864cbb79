// The e-mail outbox's SQL: queueing an e-mail with the record that causes it, claiming rows for
// delivery (a conditional update with a lease, so two senders never take the same row), and
// recording each outcome only while the claim is still the sender's own.
import { and, asc, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { outbox } from '../schema.ts';

export type NewOutboxEmail = typeof outbox.$inferInsert;
export type OutboxRow = typeof outbox.$inferSelect;

/** The insert for one e-mail, to put in the same `db.batch` as the record that causes it; returns its id. */
export function queueEmail(db: Database, email: Omit<NewOutboxEmail, 'relatedId'> & { relatedId?: number | SQL | null }) {
  return db
    .insert(outbox)
    .values({ ...email, status: 'pending', attempts: 0 })
    .returning({ id: outbox.id });
}

export interface ClaimOptions {
  now: Date;
  /** How long the claim holds: a sender that has not reported by then is taken to have crashed. */
  leaseMs: number;
  /** Attempts after which a row is given up (status 'failed'). */
  maxAttempts: number;
  /** Only these rows (the ones a request just created); otherwise every row that is due. */
  ids?: readonly number[];
  limit: number;
}

/**
 * Claims rows for one sender in a single statement: pending rows that are due, and rows whose
 * sender's lease ran out. Each claimed row is 'sending', its attempt counted, its lease running
 * (next_attempt_at). SQLite runs the statement atomically, so a row is claimed by one sender only.
 */
export async function claimEmails(db: Database, options: ClaimOptions): Promise<OutboxRow[]> {
  const { now } = options;
  const claimable = and(
    or(
      and(eq(outbox.status, 'pending'), or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, now))),
      and(eq(outbox.status, 'sending'), lte(outbox.nextAttemptAt, now)),
    ),
    lt(outbox.attempts, options.maxAttempts),
    options.ids ? inArray(outbox.id, [...options.ids]) : undefined,
  );
  const candidates = db.select({ id: outbox.id }).from(outbox).where(claimable).orderBy(asc(outbox.id)).limit(options.limit);
  const [, claimed] = await db.batch([
    // A sender that crashed during the last attempt allowed: the row is given up, visible to the admin.
    db
      .update(outbox)
      .set({ status: 'failed', lastError: 'delivery interrupted (the sender stopped before reporting)', nextAttemptAt: null })
      .where(and(eq(outbox.status, 'sending'), lte(outbox.nextAttemptAt, now), sql`${outbox.attempts} >= ${options.maxAttempts}`)),
    db
      .update(outbox)
      .set({ status: 'sending', attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + options.leaseMs) })
      // The candidates are chosen and updated in one statement; `claimable` again guards the update.
      .where(and(inArray(outbox.id, candidates), claimable))
      .returning(),
  ]);
  return claimed.sort((a, b) => a.id - b.id);
}

/** Only the sender whose claim this is (same attempt, still sending) may record the outcome. */
const stillClaimed = (row: Pick<OutboxRow, 'id' | 'attempts'>) => and(eq(outbox.id, row.id), eq(outbox.status, 'sending'), eq(outbox.attempts, row.attempts));

export async function markEmailSent(db: Database, row: OutboxRow, providerMessageId: string, sentAt: Date): Promise<void> {
  await db.update(outbox).set({ status: 'sent', sentAt, providerMessageId, lastError: null, nextAttemptAt: null }).where(stillClaimed(row));
}

/** After a failed attempt: retried at `retryAt`, or given up (null) until the admin resends it. */
export async function markEmailFailed(db: Database, row: OutboxRow, error: string, retryAt: Date | null): Promise<void> {
  await db
    .update(outbox)
    .set({ status: retryAt ? 'pending' : 'failed', lastError: error.slice(0, 1000), nextAttemptAt: retryAt })
    .where(stillClaimed(row));
}

/** How many e-mails of `kinds` were queued for `address` (compared without case) since `since`. */
export async function emailsQueuedFor(db: Database, address: string, kinds: readonly string[], since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)` })
    .from(outbox)
    .where(and(sql`lower(${outbox.toAddress}) = lower(${address})`, inArray(outbox.kind, [...kinds]), gte(outbox.createdAt, since)));
  return row?.count ?? 0;
}
