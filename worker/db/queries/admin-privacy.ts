// Everything stored about one customer e-mail address (decision 029): counted for the privacy
// screen, read for the export (GDPR access) and deleted for the erasure (GDPR erasure). An address
// matches whatever its case: the rows keep what was typed, the question is in lower case.
//
// "About the address" is: the transfer and excursion quotes and the conversation with that address,
// the conversation's messages (with the files a customer's e-mail reply brought, kept in R2), the
// contact messages sent with it or joined to that conversation,
// the e-mails sent to it, answering to it (the office's notifications) or caused by one of those
// records, and the audit entries about any of those records or naming the address (a reply's, a
// resend's), even when the record they were about is gone; and the changes and cancellations asked
// from the quotes' request page (decision 040).
import { asc, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { PrivacyCounts, PrivacyExport } from '../../contract/schemas/admin-privacy.ts';
import type { Database } from '../client.ts';
import { auditLog, cancellations, changeRequests, contactMessages, conversations, excursionQuotes, messages, outbox, quotes } from '../schema.ts';
import type { Actor } from './admin-lists.ts';

/** `column` holds `email` (lower case already), whatever the case it was stored in. */
const sameAddress = (column: SQLiteColumn, email: string) => sql`lower(${column}) = ${email}`;

/** The rows about `email`, each as a WHERE condition on its table (subqueries name the records). */
function aboutAddress(email: string) {
  const quoteIds = sql`select ${quotes.id} from ${quotes} where ${sameAddress(quotes.email, email)}`;
  const exQuoteIds = sql`select ${excursionQuotes.id} from ${excursionQuotes} where ${sameAddress(excursionQuotes.email, email)}`;
  const conversationIds = sql`select ${conversations.id} from ${conversations} where ${sameAddress(conversations.customerEmail, email)}`;
  const contactMessage = sql`(${sameAddress(contactMessages.email, email)} or ${contactMessages.conversationId} in (${conversationIds}))`;
  const contactMessageIds = sql`select ${contactMessages.id} from ${contactMessages} where ${contactMessage}`;
  const email_ = sql`(${sameAddress(outbox.toAddress, email)} or ${sameAddress(outbox.replyTo, email)}
    or (${outbox.relatedType} = 'quote' and ${outbox.relatedId} in (${quoteIds}))
    or (${outbox.relatedType} = 'excursion_quote' and ${outbox.relatedId} in (${exQuoteIds}))
    or (${outbox.relatedType} = 'contact_message' and ${outbox.relatedId} in (${contactMessageIds}))
    or (${outbox.relatedType} = 'conversation' and ${outbox.relatedId} in (${conversationIds})))`;
  const emailIds = sql`select ${outbox.id} from ${outbox} where ${email_}`;
  // A change or a cancellation names its request by kind and id.
  const ofRequests = (table: typeof changeRequests | typeof cancellations) =>
    sql`((${table.quoteKind} = 'transfer' and ${table.quoteId} in (${quoteIds})) or (${table.quoteKind} = 'excursion' and ${table.quoteId} in (${exQuoteIds})))`;
  // Audit entries name their record by type and id (as text).
  const entries = (type: string, ids: SQL) => sql`(${auditLog.entityType} = ${type} and ${auditLog.entityId} in (select cast(id as text) from (${ids})))`;
  return {
    quote: sql`${quotes.id} in (${quoteIds})`,
    exQuote: sql`${excursionQuotes.id} in (${exQuoteIds})`,
    conversation: sql`${conversations.id} in (${conversationIds})`,
    message: sql`${messages.conversationId} in (${conversationIds})`,
    contactMessage,
    changeRequest: ofRequests(changeRequests),
    cancellation: ofRequests(cancellations),
    email: email_,
    // Also an entry that names the address itself (a reply's or a resend's 'to'), whose record may be gone already.
    auditEntry: sql`(${entries('quote', quoteIds)} or ${entries('excursion_quote', exQuoteIds)} or ${entries('conversation', conversationIds)} or ${entries('outbox', emailIds)}
      or lower(json_extract(${auditLog.detail}, '$.to')) = ${email})`,
  };
}

type Where = ReturnType<typeof aboutAddress>;

/** The counts, as one SQL JSON object (the erasure's audit entry reads them before deleting). */
function countsObject(where: Where) {
  const count = (table: SQLiteTable, condition: SQL) => sql`(select count(*) from ${table} where ${condition})`;
  return sql<string>`json_object(
    'quotes', ${count(quotes, where.quote)},
    'excursionQuotes', ${count(excursionQuotes, where.exQuote)},
    'conversations', ${count(conversations, where.conversation)},
    'messages', ${count(messages, where.message)},
    'contactMessages', ${count(contactMessages, where.contactMessage)},
    'emails', ${count(outbox, where.email)},
    'auditEntries', ${count(auditLog, where.auditEntry)},
    'changeRequests', ${count(changeRequests, where.changeRequest)},
    'cancellations', ${count(cancellations, where.cancellation)})`;
}

/** How many rows of each kind are stored about `email` (lower case). */
export async function countAboutAddress(db: Database, email: string): Promise<PrivacyCounts> {
  const [row] = await db.select({ counts: countsObject(aboutAddress(email)) }).from(sql`(select 1)`);
  return JSON.parse(row?.counts ?? '{}') as PrivacyCounts;
}

/** Every row about `email` (lower case), as stored, read in one round trip. */
export async function exportAboutAddress(db: Database, email: string, now: Date): Promise<PrivacyExport> {
  const where = aboutAddress(email);
  const [quoteRows, exQuoteRows, conversationRows, messageRows, contactRows, emailRows, auditRows, changeRows, cancellationRows] = await db.batch([
    db.select().from(quotes).where(where.quote).orderBy(asc(quotes.id)),
    db.select().from(excursionQuotes).where(where.exQuote).orderBy(asc(excursionQuotes.id)),
    db.select().from(conversations).where(where.conversation).orderBy(asc(conversations.id)),
    db.select().from(messages).where(where.message).orderBy(asc(messages.id)),
    db.select().from(contactMessages).where(where.contactMessage).orderBy(asc(contactMessages.id)),
    db.select().from(outbox).where(where.email).orderBy(asc(outbox.id)),
    db.select().from(auditLog).where(where.auditEntry).orderBy(asc(auditLog.id)),
    db.select().from(changeRequests).where(where.changeRequest).orderBy(asc(changeRequests.id)),
    db.select().from(cancellations).where(where.cancellation).orderBy(asc(cancellations.id)),
  ]);
  // Through JSON once, so the instants are ISO text exactly as the download will carry them.
  const plain = (rows: object[]) => JSON.parse(JSON.stringify(rows)) as Record<string, unknown>[];
  return {
    email,
    exportedAt: now.toISOString(),
    quotes: plain(quoteRows),
    excursionQuotes: plain(exQuoteRows),
    conversations: plain(conversationRows),
    messages: plain(messageRows),
    contactMessages: plain(contactRows),
    emails: plain(emailRows),
    auditEntries: plain(auditRows),
    changeRequests: plain(changeRows),
    cancellations: plain(cancellationRows),
  };
}

/** The audit entry of an export (who read a customer's data), naming the address by its keyed digest only. */
export async function auditExport(db: Database, addressDigest: string, actor: Actor): Promise<void> {
  await db.insert(auditLog).values({ actor, action: 'export', entityType: 'privacy', entityId: addressDigest });
}

/**
 * Deletes everything about `email` (lower case) in one atomic batch and answers what it deleted.
 * The audit entry comes first: it counts the rows as they are before the deletes, and it names the
 * address by its digest only, so the log can show an erasure happened without keeping whom it was
 * about. Audit entries about the erased records go first (they are found through those records),
 * then the e-mails, the messages, the contact messages, and the records themselves.
 */
export async function eraseAboutAddress(
  db: Database,
  email: string,
  addressDigest: string,
  actor: Actor,
): Promise<{ counts: PrivacyCounts; conversationIds: number[] }> {
  const where = aboutAddress(email);
  const [, audit, emails, threadMessages, contacts, threads, changeRows, cancellationRows, quoteRows, exQuoteRows] = await db.batch([
    db.insert(auditLog).values({ actor, action: 'erase', entityType: 'privacy', entityId: addressDigest, detail: sql`json(${countsObject(where)})` }),
    db.delete(auditLog).where(where.auditEntry).returning({ id: auditLog.id }),
    db.delete(outbox).where(where.email).returning({ id: outbox.id }),
    db.delete(messages).where(where.message).returning({ id: messages.id }),
    db.delete(contactMessages).where(where.contactMessage).returning({ id: contactMessages.id }),
    db.delete(conversations).where(where.conversation).returning({ id: conversations.id }),
    // Before their requests: they are found through them.
    db.delete(changeRequests).where(where.changeRequest).returning({ id: changeRequests.id }),
    db.delete(cancellations).where(where.cancellation).returning({ id: cancellations.id }),
    db.delete(quotes).where(where.quote).returning({ id: quotes.id }),
    db.delete(excursionQuotes).where(where.exQuote).returning({ id: excursionQuotes.id }),
  ]);
  return {
    counts: {
      quotes: quoteRows.length,
      excursionQuotes: exQuoteRows.length,
      conversations: threads.length,
      messages: threadMessages.length,
      contactMessages: contacts.length,
      emails: emails.length,
      auditEntries: audit.length,
      changeRequests: changeRows.length,
      cancellations: cancellationRows.length,
    },
    // Their files in R2 go next (inbound/attachments.ts): D1 cannot delete them in its batch.
    conversationIds: threads.map((thread) => thread.id),
  };
}

/** The ids of the conversation with `email` (lower case): their files go before the rows (erasure). */
export async function conversationIdsAbout(db: Database, email: string): Promise<number[]> {
  const rows = await db.select({ id: conversations.id }).from(conversations).where(aboutAddress(email).conversation);
  return rows.map((row) => row.id);
}
