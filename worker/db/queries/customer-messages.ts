// The customer's side of their conversation in SQL (decision 041): the thread their request page
// shows with what is new to them, a message written on the page stored in one atomic batch (the
// thread, the conversation's move and read marker, the office's notification, the audit row), and
// the read marker moved by "mark as read". The conversation is the customer's e-mail address's
// (decision 024), so the page of any of their requests shows the same thread.
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { ReplyQuoteKind } from '../../contract/email-send-words.ts';
import type { Lang } from '../../contract/i18n/index.ts';
import type { Database } from '../client.ts';
import { auditLog, conversations, excursionQuotes, messages, quotes, type MessageAttachment } from '../schema.ts';
import { nextActivity } from './admin-messages.ts';
import { queueEmail, type NewOutboxEmail } from './outbox.ts';
import type { Statement } from './bookings.ts';

/** The newest messages the page shows; the office holds the whole thread. */
export const CUSTOMER_THREAD_MAX = 100;

export interface CustomerThreadRow {
  id: number;
  sender: 'admin' | 'customer';
  text: string;
  attachments: MessageAttachment[] | null;
  createdAt: Date;
  requestKind: ReplyQuoteKind | null;
  requestId: number | null;
}

export interface CustomerThread {
  conversationId: number;
  /** The newest message the customer marked read. */
  readMessageId: number;
  /** Oldest first, the newest CUSTOMER_THREAD_MAX. */
  messages: CustomerThreadRow[];
  /** The office's messages newer than the read marker (all of them, not only those shown). */
  unread: number;
}

/** The conversation of `email` (stored lower case) with its newest messages; null when there is none. */
export async function customerThread(db: Database, email: string): Promise<CustomerThread | null> {
  const address = email.toLowerCase();
  const [found] = await db
    .select({ id: conversations.id, readMessageId: conversations.customerReadMessageId })
    .from(conversations)
    .where(eq(conversations.customerEmail, address));
  if (!found) return null;
  const [newest, unread] = await db.batch([
    db
      .select({
        id: messages.id,
        sender: messages.sender,
        text: messages.text,
        attachments: messages.attachments,
        createdAt: messages.createdAt,
        requestKind: messages.requestKind,
        requestId: messages.requestId,
      })
      .from(messages)
      .where(eq(messages.conversationId, found.id))
      .orderBy(desc(messages.id))
      .limit(CUSTOMER_THREAD_MAX),
    db
      .select({ count: sql<number>`count(*)` })
      .from(messages)
      .where(and(eq(messages.conversationId, found.id), eq(messages.sender, 'admin'), gt(messages.id, found.readMessageId))),
  ]);
  return { conversationId: found.id, readMessageId: found.readMessageId, messages: newest.reverse(), unread: unread[0]?.count ?? 0 };
}

/** The conversation's newest message id: everything up to it is read. */
const newestMessageOf = (conversationId: number) =>
  sql<number>`coalesce((select max(${messages.id}) from ${messages} where ${messages.conversationId} = ${conversationId}), 0)`;

export interface CustomerMessageRecord {
  conversationId: number;
  text: string;
  kind: ReplyQuoteKind;
  quoteId: number;
  /** The request's number, for the audit row. */
  number: string;
  /** The name the request gives, for a conversation that has none yet. */
  customerName: string;
  /** The office's notification; recorded as caused by the conversation. */
  notification: Omit<NewOutboxEmail, 'relatedType' | 'relatedId'>;
}

/**
 * The customer's message, in one atomic batch: it joins the thread about its request, the
 * conversation moves to the top of the office's list with everything before it read by the customer
 * (they wrote after reading it), the office's notification is queued and the audit row says the
 * customer wrote (its length, never its text: the trail outlives the thread).
 */
export async function recordCustomerMessage(db: Database, record: CustomerMessageRecord): Promise<{ messageId: number; emailId: number }> {
  const id = record.conversationId;
  const [inserted, , queued] = await db.batch([
    db
      .insert(messages)
      .values({ conversationId: id, sender: 'customer', text: record.text, requestKind: record.kind, requestId: record.quoteId })
      .returning({ id: messages.id }),
    db
      .update(conversations)
      .set({
        updatedAt: nextActivity(),
        customerReadMessageId: newestMessageOf(id),
        customerName: sql`case when ${conversations.customerName} = '' then ${record.customerName} else ${conversations.customerName} end`,
      })
      .where(eq(conversations.id, id)),
    queueEmail(db, { ...record.notification, relatedType: 'conversation', relatedId: id }),
    db.insert(auditLog).values({
      actor: 'customer',
      action: 'customer-message',
      entityType: 'conversation',
      entityId: String(id),
      detail: { number: record.number, characters: record.text.length },
    }),
  ]);
  const messageId = inserted[0]?.id;
  const emailId = queued[0]?.id;
  if (messageId === undefined || emailId === undefined) throw new Error('the message was not stored');
  return { messageId, emailId };
}

/** "Mark as read": the customer has read everything the conversation holds now. */
export async function markCustomerRead(db: Database, conversationId: number): Promise<void> {
  await db
    .update(conversations)
    .set({ customerReadMessageId: newestMessageOf(conversationId) })
    .where(eq(conversations.id, conversationId));
}

/** The request numbers of `rows`' requests, by 'kind:id' (a message about a request deleted since names none). */
export async function requestNumbersOf(db: Database, rows: readonly CustomerThreadRow[]): Promise<Map<string, string>> {
  const wanted = (kind: ReplyQuoteKind) => [...new Set(rows.filter((row) => row.requestKind === kind && row.requestId !== null).map((row) => row.requestId!))];
  const numbers = new Map<string, string>();
  const transfers = wanted('transfer').slice(0, 90);
  const excursions = wanted('excursion').slice(0, 90);
  // D1 binds at most 100 values a statement; a page shows at most CUSTOMER_THREAD_MAX messages.
  const [transferRows, excursionRows] = await Promise.all([
    transfers.length > 0 ? db.select({ id: quotes.id, number: quotes.quoteNumber }).from(quotes).where(inArray(quotes.id, transfers)) : [],
    excursions.length > 0
      ? db.select({ id: excursionQuotes.id, number: excursionQuotes.exQuoteNumber }).from(excursionQuotes).where(inArray(excursionQuotes.id, excursions))
      : [],
  ]);
  for (const row of transferRows) numbers.set(`transfer:${row.id}`, row.number);
  for (const row of excursionRows) numbers.set(`excursion:${row.id}`, row.number);
  return numbers;
}

export interface OfficeAnswer {
  /** The request's address (stored lower case): the conversation's. */
  email: string;
  lang: Lang;
  /** The request's name, for a conversation that has none yet. */
  customerName: string;
  text: string;
  kind: ReplyQuoteKind;
  quoteId: number;
}

/**
 * The statements that put the office's answer from Reply to Customer in the customer's conversation,
 * for the reply's own batch (decision 041): the conversation started when there is none, the answer
 * joined to it about its request, and the conversation moved on (the Messages list and its version
 * follow). The admin wrote it: nothing becomes unread for the office.
 */
export function officeAnswerStatements(db: Database, answer: OfficeAnswer): Statement[] {
  const conversationId = sql<number>`(select ${conversations.id} from ${conversations} where ${conversations.customerEmail} = ${answer.email})`;
  return [
    db
      .insert(conversations)
      .values({ customerEmail: answer.email, customerName: answer.customerName, lang: answer.lang })
      .onConflictDoNothing({ target: conversations.customerEmail }),
    db.insert(messages).values({ conversationId, sender: 'admin', text: answer.text, requestKind: answer.kind, requestId: answer.quoteId }),
    db
      .update(conversations)
      .set({
        updatedAt: nextActivity(),
        customerName: sql`case when ${conversations.customerName} = '' then ${answer.customerName} else ${conversations.customerName} end`,
      })
      .where(eq(conversations.customerEmail, answer.email)),
  ];
}

/** The customer's newest request (by when it was made), or null: where an answer from Messages links to. */
export async function latestRequestOf(db: Database, email: string): Promise<{ kind: ReplyQuoteKind; quoteId: number } | null> {
  const address = email.toLowerCase();
  const [transfer, excursion] = await db.batch([
    db
      .select({ id: quotes.id, createdAt: quotes.createdAt })
      .from(quotes)
      .where(eq(quotes.email, address))
      .orderBy(desc(quotes.createdAt), desc(quotes.id))
      .limit(1),
    db
      .select({ id: excursionQuotes.id, createdAt: excursionQuotes.createdAt })
      .from(excursionQuotes)
      .where(eq(excursionQuotes.email, address))
      .orderBy(desc(excursionQuotes.createdAt), desc(excursionQuotes.id))
      .limit(1),
  ]);
  const [newestTransfer] = transfer;
  const [newestExcursion] = excursion;
  if (newestTransfer && (!newestExcursion || newestTransfer.createdAt.getTime() >= newestExcursion.createdAt.getTime())) {
    return { kind: 'transfer', quoteId: newestTransfer.id };
  }
  return newestExcursion ? { kind: 'excursion', quoteId: newestExcursion.id } : null;
}
