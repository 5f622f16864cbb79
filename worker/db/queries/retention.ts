// Storage limitation (GDPR art. 5, decision 029): the cron trigger deletes the requests and
// conversations whose last activity is older than RETENTION_YEARS, and the e-mails and audit entries
// as old (a reply's entry names the customer's address and the subject; a failed sign-in's, what was
// typed as the username). The changes and cancellations asked from a customer's request page
// (decision 040) go with their request, and on their own once as old. A run deletes at most
// RETENTION_BATCH records of each kind, so a backlog (the first run after years) spreads over a few
// runs instead of one long batch; the next run continues.
import { and, asc, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { auditLog, cancellations, changeRequests, contactMessages, conversations, excursionQuotes, messages, outbox, quotes } from '../schema.ts';

/** Records of each kind deleted per run at most. */
export const RETENTION_BATCH = 200;

/** The actor of the retention's audit entries: no admin, the schedule. */
export const RETENTION_ACTOR = 'retention';

export interface RetentionReport {
  quotes: number;
  excursionQuotes: number;
  conversations: number;
  messages: number;
  contactMessages: number;
  emails: number;
  auditEntries: number;
  changeRequests: number;
  cancellations: number;
}

/** A conversation's last activity: its updated_at, or its newest message if that is later. */
const conversationActivity = sql<number>`max(${conversations.updatedAt}, coalesce((select max(${messages.createdAt}) from ${messages} where ${messages.conversationId} = "conversations"."id"), 0))`;

/**
 * Deletes what has been quiet since before `cutoff`, oldest first, and writes one audit entry with
 * the counts when anything went. The candidates are picked first (each an index range, bounded);
 * the deletes repeat the age condition, so a record that came back to life in between is kept.
 */
export async function deleteExpiredRecords(db: Database, cutoff: Date, batch = RETENTION_BATCH): Promise<RetentionReport> {
  const before = cutoff.getTime();
  const [quoteIds, exQuoteIds, conversationIds, emailIds] = await db.batch([
    db.select({ id: quotes.id }).from(quotes).where(lt(quotes.updatedAt, cutoff)).orderBy(asc(quotes.updatedAt)).limit(batch),
    db
      .select({ id: excursionQuotes.id })
      .from(excursionQuotes)
      .where(lt(excursionQuotes.updatedAt, cutoff))
      .orderBy(asc(excursionQuotes.updatedAt))
      .limit(batch),
    db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(lt(conversations.updatedAt, cutoff), sql`${conversationActivity} < ${before}`))
      .orderBy(asc(conversations.updatedAt))
      .limit(batch),
    // Ids grow with created_at: the oldest e-mails are the first ids, no index needed.
    db.select({ id: outbox.id }).from(outbox).where(lt(outbox.createdAt, cutoff)).orderBy(asc(outbox.id)).limit(batch),
  ]);
  const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
  // A condition on no ids at all: SQLite's "in ()" is false, drizzle refuses an empty list.
  const among = (column: Parameters<typeof inArray>[0], list: number[]) => (list.length ? inArray(column, list) : sql`0`);
  const staleConversations = and(among(conversations.id, ids(conversationIds)), sql`${conversationActivity} < ${before}`);
  const staleConversationIds = sql`select ${conversations.id} from ${conversations} where ${staleConversations}`;

  // Children before their conversation: messages would go with it (ON DELETE CASCADE), and contact
  // messages would stay behind (ON DELETE SET NULL) with the customer's words in them.
  // A request's changes and cancellation: with the request when it goes (it is gone by then: the
  // delete above repeats its age condition), and any as old as the cutoff on their own.
  const ofGoneRequests = (table: typeof changeRequests | typeof cancellations) =>
    sql`(((${table.quoteKind} = 'transfer' and ${among(table.quoteId, ids(quoteIds))} and not exists (select 1 from ${quotes} where ${quotes.id} = ${table.quoteId}))
      or (${table.quoteKind} = 'excursion' and ${among(table.quoteId, ids(exQuoteIds))} and not exists (select 1 from ${excursionQuotes} where ${excursionQuotes.id} = ${table.quoteId})))
      or ${table.id} in (select ${table.id} from ${table} where ${table.createdAt} < ${before} order by ${table.id} limit ${batch}))`;

  const [threadMessages, contacts, threads, quoteRows, exQuoteRows, emails, orphanContacts, auditEntries, changeRows, cancellationRows] = await db.batch([
    db
      .delete(messages)
      .where(sql`${messages.conversationId} in (${staleConversationIds})`)
      .returning({ id: messages.id }),
    db
      .delete(contactMessages)
      .where(sql`${contactMessages.conversationId} in (${staleConversationIds})`)
      .returning({ id: contactMessages.id }),
    db.delete(conversations).where(staleConversations).returning({ id: conversations.id }),
    db
      .delete(quotes)
      .where(and(among(quotes.id, ids(quoteIds)), lt(quotes.updatedAt, cutoff)))
      .returning({ id: quotes.id }),
    db
      .delete(excursionQuotes)
      .where(and(among(excursionQuotes.id, ids(exQuoteIds)), lt(excursionQuotes.updatedAt, cutoff)))
      .returning({ id: excursionQuotes.id }),
    db
      .delete(outbox)
      .where(among(outbox.id, ids(emailIds)))
      .returning({ id: outbox.id }),
    // A contact message whose conversation is gone some other way (the column is then null).
    db
      .delete(contactMessages)
      .where(
        sql`${contactMessages.id} in (select ${contactMessages.id} from ${contactMessages} where ${contactMessages.conversationId} is null and ${contactMessages.createdAt} < ${before} order by ${contactMessages.id} limit ${batch})`,
      )
      .returning({ id: contactMessages.id }),
    // The audit trail keeps as long as the records: its entries name customers (a reply's 'to' and
    // subject) and whatever a failed sign-in typed as the username.
    db
      .delete(auditLog)
      .where(sql`${auditLog.id} in (select ${auditLog.id} from ${auditLog} where ${auditLog.createdAt} < ${before} order by ${auditLog.id} limit ${batch})`)
      .returning({ id: auditLog.id }),
    db.delete(changeRequests).where(ofGoneRequests(changeRequests)).returning({ id: changeRequests.id }),
    db.delete(cancellations).where(ofGoneRequests(cancellations)).returning({ id: cancellations.id }),
  ]);
  const report: RetentionReport = {
    quotes: quoteRows.length,
    excursionQuotes: exQuoteRows.length,
    conversations: threads.length,
    messages: threadMessages.length,
    contactMessages: contacts.length + orphanContacts.length,
    emails: emails.length,
    auditEntries: auditEntries.length,
    changeRequests: changeRows.length,
    cancellations: cancellationRows.length,
  };
  // One entry per run that deleted something (the cron runs every few minutes: no entry for nothing).
  if (Object.values(report).some((count) => count > 0)) {
    await db.insert(auditLog).values({
      actor: RETENTION_ACTOR,
      action: 'retention',
      entityType: 'retention',
      entityId: null,
      detail: { before: cutoff.toISOString(), ...report },
    });
  }
  return report;
}
