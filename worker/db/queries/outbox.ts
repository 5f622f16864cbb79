// The e-mail outbox's SQL: queueing an e-mail with the record that causes it, claiming rows for
// delivery (a conditional update with a lease, so two senders never take the same row), and
// recording each outcome only while the claim is still the sender's own; and queueing a customer's
// e-mail only while their address is under its daily cap, counted and inserted in one statement.
import { and, asc, count, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { SQLiteInsertValue } from 'drizzle-orm/sqlite-core';
import type { Database } from '../client.ts';
import { selectedValues } from './selected-values.ts';
import { outbox } from '../schema.ts';

export type NewOutboxEmail = typeof outbox.$inferInsert;
export type OutboxRow = typeof outbox.$inferSelect;

/** An e-mail to queue; any value may be SQL computed inside the batch (the related id of the record just stored). */
export type QueuedEmail = SQLiteInsertValue<typeof outbox>;

/**
 * At most `max` e-mails of `kinds` to one address (compared without case) since `since`: the
 * per-address cap on customer e-mails (worker/mail/recipient-cap.ts, decision 008).
 */
export interface RecipientCap {
  kinds: readonly string[];
  since: Date;
  max: number;
}

/**
 * The insert for one e-mail, to put in the same `db.batch` as the record that causes it; returns its
 * id. With a cap, the row is inserted only while its recipient is under it, and returns no id
 * otherwise: the count and the insert are one `INSERT … SELECT … WHERE`, and a D1 batch is one
 * transaction, so concurrent requests cannot all see room under the cap and all queue a copy.
 */
export function queueEmail(db: Database, email: QueuedEmail, cap?: RecipientCap) {
  const row = { ...email, status: 'pending' as const, attempts: 0 };
  if (!cap) return db.insert(outbox).values(row).returning({ id: outbox.id });
  const alreadyQueued = db
    .select({ count: count() })
    .from(outbox)
    .where(and(sql`lower(${outbox.toAddress}) = lower(${email.toAddress})`, inArray(outbox.kind, [...cap.kinds]), gte(outbox.createdAt, cap.since)));
  return db
    .insert(outbox)
    .select(sql`select ${selectedValues(outbox, row)} where (${alreadyQueued}) < ${cap.max}`)
    .returning({ id: outbox.id });
}

export interface ClaimOptions {
  now: Date;
  /**
   * The instant leases are judged and started from, when it is not `now`: the real clock, while `now`
   * may be a cron trigger's time set ahead to make retries due (tests do). A lease is another
   * sender's promise in real time; a clock set ahead must not take it over mid-send.
   */
  leaseNow?: Date;
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
  const leaseNow = options.leaseNow ?? now;
  const claimable = and(
    or(
      and(eq(outbox.status, 'pending'), or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, now))),
      and(eq(outbox.status, 'sending'), lte(outbox.nextAttemptAt, leaseNow)),
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
      .where(and(eq(outbox.status, 'sending'), lte(outbox.nextAttemptAt, leaseNow), sql`${outbox.attempts} >= ${options.maxAttempts}`)),
    db
      .update(outbox)
      .set({ status: 'sending', attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: new Date(leaseNow.getTime() + options.leaseMs) })
      // The candidates are chosen and updated in one statement; `claimable` again guards the update.
      .where(and(inArray(outbox.id, candidates), claimable))
      .returning(),
  ]);
  return claimed.sort((a, b) => a.id - b.id);
}

/** Only the sender whose claim this is (same attempt, still sending) may record the outcome. */
const stillClaimed = (row: Pick<OutboxRow, 'id' | 'attempts'>) => and(eq(outbox.id, row.id), eq(outbox.status, 'sending'), eq(outbox.attempts, row.attempts));

/** `replyTo`: the Reply-To it left with (a customer's signed reply address, mail/outbox.ts); the queued one by default. */
export async function markEmailSent(db: Database, row: OutboxRow, providerMessageId: string, sentAt: Date, replyTo = row.replyTo): Promise<void> {
  await db.update(outbox).set({ status: 'sent', sentAt, providerMessageId, replyTo, lastError: null, nextAttemptAt: null }).where(stillClaimed(row));
}

/** After a failed attempt: retried at `retryAt`, or given up (null) until the admin resends it. */
export async function markEmailFailed(db: Database, row: OutboxRow, error: string, retryAt: Date | null): Promise<void> {
  await db
    .update(outbox)
    .set({ status: retryAt ? 'pending' : 'failed', lastError: error.slice(0, 1000), nextAttemptAt: retryAt })
    .where(stillClaimed(row));
}

/** The e-mail ids a batch queued: each queued e-mail's insert returns `[{ id }]`, an unqueued one `[]`. */
export function queuedEmailIds(results: readonly unknown[]): number[] {
  return results.flatMap((result) =>
    Array.isArray(result) &&
    result.length === 1 &&
    typeof result[0] === 'object' &&
    result[0] !== null &&
    Object.keys(result[0]).length === 1 &&
    'id' in result[0]
      ? [(result[0] as { id: number }).id]
      : [],
  );
}
