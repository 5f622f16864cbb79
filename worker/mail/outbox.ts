// The e-mail outbox: rows are written with the record that causes them and delivered afterwards,
// right after the request and again by the cron trigger, with backoff. Nothing is lost while the
// provider is down.
import { and, asc, eq, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import type { Mailer } from './mailer.ts';

export type NewOutboxEmail = typeof outbox.$inferInsert;
export type OutboxRow = typeof outbox.$inferSelect;

/** After this many failed attempts a message stays 'failed' until the admin resends it. */
export const MAX_DELIVERY_ATTEMPTS = 6;

/** Wait before attempt n+1 after n failures: 1 min, 5 min, 30 min, 2 h, 6 h. */
export function retryDelayMs(failedAttempts: number): number {
  const minutes = [1, 5, 30, 120, 360];
  return (minutes[Math.min(failedAttempts, minutes.length) - 1] ?? 1) * 60_000;
}

/** The insert for one e-mail, to put in the same `db.batch` as the record that causes it. */
export function queueEmail(db: Database, email: Omit<NewOutboxEmail, 'relatedId'> & { relatedId?: number | SQL | null }) {
  return db.insert(outbox).values({ ...email, status: 'pending', attempts: 0 });
}

export interface DeliveryReport {
  sent: number;
  failed: number;
}

/**
 * Sends pending messages that are due (or exactly `ids`), recording each outcome on its row.
 * Each message is handled on its own: one failure does not stop the others.
 */
export async function deliverOutbox(
  db: Database,
  mailer: Mailer,
  options: { now?: Date; ids?: number[]; limit?: number } = {},
): Promise<DeliveryReport> {
  const now = options.now ?? new Date();
  const due = or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, now));
  const rows = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), options.ids ? inArray(outbox.id, options.ids) : due))
    .orderBy(asc(outbox.id))
    .limit(options.limit ?? 25);

  const report: DeliveryReport = { sent: 0, failed: 0 };
  for (const row of rows) {
    const attempts = row.attempts + 1;
    try {
      const { providerMessageId } = await mailer.send({
        outboxId: row.id,
        to: row.toAddress,
        replyTo: row.replyTo,
        subject: row.subject,
        html: row.html,
        text: row.text,
      });
      await db
        .update(outbox)
        .set({ status: 'sent', attempts, sentAt: new Date(), providerMessageId, lastError: null, nextAttemptAt: null })
        .where(eq(outbox.id, row.id));
      report.sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const exhausted = attempts >= MAX_DELIVERY_ATTEMPTS;
      await db
        .update(outbox)
        .set({
          status: exhausted ? 'failed' : 'pending',
          attempts,
          lastError: message.slice(0, 1000),
          nextAttemptAt: exhausted ? null : new Date(now.getTime() + retryDelayMs(attempts)),
        })
        .where(eq(outbox.id, row.id));
      console.error(`[outbox] #${row.id} delivery failed (attempt ${attempts}): ${message}`);
      report.failed += 1;
    }
  }
  return report;
}
