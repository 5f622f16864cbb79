// Delivering the e-mail outbox: rows are written with the record that causes them and delivered
// afterwards, right after the request (only the rows it created) and by the cron trigger (whatever
// is due, and whatever a crashed sender left), with backoff. Each row is claimed before it is sent,
// so under any concurrency an e-mail is sent once; nothing is lost while the provider is down.
// A customer's e-mail leaves with their conversation's signed reply address as Reply-To when inbound
// mail is set up (the mailer's replyAddresses), so their answer lands in Messages.
import type { Database } from '../db/client.ts';
import { conversationIdFor } from '../db/queries/inbound-mail.ts';
import { claimEmails, markEmailFailed, markEmailSent, type OutboxRow } from '../db/queries/outbox.ts';
import { replyAddress, type ReplyAddressKey } from '../inbound/reply-address.ts';
import type { Mailer } from './mailer.ts';

/** After this many failed attempts a message stays 'failed' until the admin resends it. */
export const MAX_DELIVERY_ATTEMPTS = 6;

/** How long a sender holds its claim on a row; far longer than one call to the mail API takes. */
export const DELIVERY_LEASE_MS = 5 * 60_000;

/** Rows one delivery run takes at most. */
const BATCH_LIMIT = 25;

/** Wait before attempt n+1 after n failures: 1 min, 5 min, 30 min, 2 h, 6 h. */
export function retryDelayMs(failedAttempts: number): number {
  const minutes = [1, 5, 30, 120, 360];
  return (minutes[Math.min(failedAttempts, minutes.length) - 1] ?? 1) * 60_000;
}

/** An e-mail to a customer: every kind but the company's own notifications ('….admin'). */
export const isCustomerEmail = (row: Pick<OutboxRow, 'kind'>) => !row.kind.endsWith('.admin');

/**
 * The Reply-To the row leaves with: for a customer's e-mail, when inbound mail is set up, the signed
 * address of the recipient's conversation (started now if they have none: conversations are one per
 * address), good for REPLY_ADDRESS_DAYS from this sending; otherwise the Reply-To it was queued with.
 */
async function replyToOf(db: Database, row: OutboxRow, key: ReplyAddressKey | undefined, now: Date): Promise<string | null> {
  if (!key || !isCustomerEmail(row)) return row.replyTo;
  const conversationId = await conversationIdFor(db, row.toAddress.toLowerCase(), row.lang);
  return replyAddress(key, conversationId, now);
}

export interface DeliveryReport {
  sent: number;
  failed: number;
}

/**
 * Claims and sends pending messages that are due (or exactly `ids`, when a request delivers what it
 * queued), recording each outcome on its row. One failure does not stop the others.
 */
export async function deliverOutbox(
  db: Database,
  mailer: Mailer,
  /** `leaseNow`: the real clock when `now` is set ahead (db/queries/outbox.ts, ClaimOptions). */
  options: { now?: Date; leaseNow?: Date; ids?: readonly number[]; limit?: number } = {},
): Promise<DeliveryReport> {
  const now = options.now ?? new Date();
  const report: DeliveryReport = { sent: 0, failed: 0 };
  if (options.ids?.length === 0) return report;
  const rows = await claimEmails(db, {
    now,
    leaseNow: options.leaseNow,
    leaseMs: DELIVERY_LEASE_MS,
    maxAttempts: MAX_DELIVERY_ATTEMPTS,
    ids: options.ids,
    limit: options.limit ?? BATCH_LIMIT,
  });

  for (const row of rows) {
    try {
      const replyTo = await replyToOf(db, row, mailer.replyAddresses, new Date());
      const { providerMessageId } = await mailer.send({
        outboxId: row.id,
        to: row.toAddress,
        replyTo,
        subject: row.subject,
        html: row.html,
        text: row.text,
        attachments: row.attachments ?? [],
      });
      // The row keeps the Reply-To it left with: the Outbox screen shows what the customer got, and
      // where their answer will go.
      await markEmailSent(db, row, providerMessageId, new Date(), replyTo);
      report.sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const exhausted = row.attempts >= MAX_DELIVERY_ATTEMPTS;
      await markEmailFailed(db, row, message, exhausted ? null : new Date(now.getTime() + retryDelayMs(row.attempts)));
      console.error(`[outbox] #${row.id} delivery failed (attempt ${row.attempts}): ${message}`);
      report.failed += 1;
    }
  }
  return report;
}
