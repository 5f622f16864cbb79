// The back office's Outbox in SQL: the list (searched, filtered and paginated here, with the version
// its ETag is made of), the failed count of the sidebar badge, and the admin's resend of a failed
// e-mail, written with its audit row in one batch. What 'failed' means is decision 025.
import { and, count, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminOutboxEmail, OutboxScreenStatus, ParsedAdminOutboxQuery } from '../../contract/schemas/admin-outbox.ts';
import type { Database } from '../client.ts';
import { auditLog, outbox } from '../schema.ts';
import { containsIgnoringCase, selectValue, type Actor } from './admin-lists.ts';
import type { OutboxRow } from './outbox.ts';

/** Given up after its attempts, or still retried after a failed attempt: the admin must see both. */
const isFailed = or(eq(outbox.status, 'failed'), and(eq(outbox.status, 'pending'), isNotNull(outbox.lastError)));

/** The screen's status as SQL conditions on the table's status and last error. */
const SCREEN_STATUS: Record<OutboxScreenStatus, SQL | undefined> = {
  queued: and(eq(outbox.status, 'pending'), isNull(outbox.lastError)),
  sending: eq(outbox.status, 'sending'),
  sent: eq(outbox.status, 'sent'),
  failed: isFailed,
};

/** The screen's status of a stored row (the same rule as SCREEN_STATUS). */
export function screenStatusOf(row: Pick<OutboxRow, 'status' | 'lastError'>): OutboxScreenStatus {
  if (row.status === 'pending') return row.lastError === null ? 'queued' : 'failed';
  return row.status;
}

function outboxFilter(query: Pick<ParsedAdminOutboxQuery, 'q' | 'status'>): SQL | undefined {
  const text = query.q.trim();
  return and(
    query.status === 'all' ? undefined : SCREEN_STATUS[query.status],
    text === '' ? undefined : or(containsIgnoringCase(outbox.toAddress, text), containsIgnoringCase(outbox.subject, text)),
  );
}

/**
 * Failed e-mails, as two index ranges on (status, next_attempt_at): the given-up rows, and the
 * pending rows (few: what is due or waiting for its retry) that carry an error.
 */
export const failedEmailsCount = () =>
  sql<number>`((select count(*) from ${outbox} where ${outbox.status} = 'failed') + (select count(*) from ${outbox} where ${outbox.status} = 'pending' and ${outbox.lastError} is not null))`;

/**
 * What changes whenever the list could: how many rows and the newest id (an insert), how many of
 * each status (every claim, delivery and give-up moves one), and, over the rows not sent (few), the
 * sum of their next attempts and of their attempts, which a failed attempt that puts a row back to
 * 'pending' between two polls, or a resend, always moves. A sent row never changes again. The outbox
 * has no updated_at (its delivery code is decision 008's), so the version is read from what is there.
 */
const versionQuery = (db: Database) =>
  selectValue(
    db,
    sql<string>`(select count(*) from ${outbox}) || '.' || coalesce((select max(${outbox.id}) from ${outbox}), 0) || '.' || coalesce((select group_concat(${outbox.status} || ':' || n) from (select ${outbox.status}, count(*) as n from ${outbox} group by ${outbox.status})), '') || '.' || (select total(${outbox.nextAttemptAt}) || '/' || total(${outbox.attempts}) || '/' || count(${outbox.lastError}) from ${outbox} where ${outbox.status} in ('pending', 'sending', 'failed'))`,
  );

export async function outboxVersion(db: Database): Promise<string> {
  const [version] = await versionQuery(db);
  return version?.value ?? '';
}

export interface OutboxPage {
  rows: OutboxRow[];
  total: number;
  filteredTotal: number;
  failed: number;
  /** outboxVersion, read in the same transaction as the rows. */
  version: string;
}

/**
 * One page, newest first: by id, which grows with every insert, so the rowid is the order and no
 * page sorts the table (created_at has no index, and years of e-mails would be sorted every poll).
 */
export async function listOutbox(db: Database, query: ParsedAdminOutboxQuery): Promise<OutboxPage> {
  const where = outboxFilter(query);
  const [rows, filtered, all, failed, version] = await db.batch([
    db
      .select()
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(outbox).where(where),
    db.select({ n: count() }).from(outbox),
    selectValue(db, failedEmailsCount()),
    versionQuery(db),
  ]);
  return {
    rows,
    filteredTotal: filtered[0]?.n ?? 0,
    total: all[0]?.n ?? 0,
    failed: failed[0]?.value ?? 0,
    version: version[0]?.value ?? '',
  };
}

export async function findOutboxEmail(db: Database, id: number): Promise<OutboxRow | undefined> {
  return db.select().from(outbox).where(eq(outbox.id, id)).get();
}

/**
 * Makes a failed e-mail due now for a new round of attempts (attempts back to 0, so the cron retries
 * it with the usual backoff should this attempt fail too; the error is cleared and comes back with
 * the next failure), with the audit row (who, the status, attempts and error it had) written first in
 * the same batch and selected from the row itself under the same condition, so nothing is logged for
 * a row that was not resendable. Undefined when the row is not failed (or not there): the caller
 * tells which. Conditional, so a row the cron claimed meanwhile is left to it.
 */
export async function queueResend(db: Database, id: number, actor: Actor): Promise<OutboxRow | undefined> {
  const resendable = and(eq(outbox.id, id), isFailed);
  const detail = sql`json_object('kind', ${outbox.kind}, 'to', ${outbox.toAddress}, 'changes', json_object('status', json_object('from', case when ${outbox.status} = 'failed' then 'failed' else 'failed (retry scheduled)' end, 'to', 'queued'), 'attempts', json_object('from', ${outbox.attempts}, 'to', 0)), 'lastError', ${outbox.lastError})`;
  const [, updated] = await db.batch([
    db.insert(auditLog).select((qb) =>
      qb
        .select({
          id: sql<number>`null`.as('id'),
          actor: sql<string>`${actor}`.as('actor'),
          action: sql<string>`'resend'`.as('action'),
          entityType: sql<string>`'outbox'`.as('entity_type'),
          entityId: sql<string>`cast(${outbox.id} as text)`.as('entity_id'),
          detail: sql<string>`${detail}`.as('detail'),
          createdAt: sql<number>`cast(unixepoch('subsec') * 1000 as integer)`.as('created_at'),
        })
        .from(outbox)
        .where(resendable),
    ),
    db.update(outbox).set({ status: 'pending', attempts: 0, lastError: null, nextAttemptAt: null }).where(resendable).returning(),
  ]);
  return updated[0];
}

/** The admin's view of a stored e-mail. */
export function toAdminOutboxEmail(row: OutboxRow): AdminOutboxEmail {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    lang: row.lang,
    status: screenStatusOf(row),
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    // A sending row's next_attempt_at is its sender's lease, not a retry: not the admin's business.
    nextAttemptAt: row.status === 'pending' && row.nextAttemptAt ? row.nextAttemptAt.toISOString() : null,
    relatedType: row.relatedType,
    relatedId: row.relatedId,
  };
}
