// E-mail replies in SQL: the conversation a customer e-mail's signed Reply-To names (found or started
// when the e-mail is delivered), whether a reply was stored already, and a reply stored in one atomic
// batch with the conversation moved on and the company's notification queued.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Lang } from '../../contract/i18n/index.ts';
import type { Database } from '../client.ts';
import { conversations, messages, type MessageAttachment } from '../schema.ts';
import { nextActivity } from './admin-messages.ts';
import { queueEmail, type NewOutboxEmail } from './outbox.ts';

/**
 * The id of `email`'s conversation (lower case), started when there is none, so every customer
 * e-mail can carry a reply address for it. Starting one moves nothing in the Messages list: the list
 * shows only conversations with something in them.
 */
export async function conversationIdFor(db: Database, email: string, lang: Lang): Promise<number> {
  const [, found] = await db.batch([
    db.insert(conversations).values({ customerEmail: email, lang }).onConflictDoNothing({ target: conversations.customerEmail }),
    db.select({ id: conversations.id }).from(conversations).where(eq(conversations.customerEmail, email)),
  ]);
  const id = found[0]?.id;
  if (id === undefined) throw new Error('the conversation was neither found nor started');
  return id;
}

/** Which of `ids` are conversations that exist (D1 binds at most 100 values a statement: read in slices). */
export async function existingConversationIds(db: Database, ids: readonly number[]): Promise<Set<number>> {
  const existing = new Set<number>();
  for (let at = 0; at < ids.length; at += 90) {
    const rows = await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(inArray(conversations.id, ids.slice(at, at + 90)));
    for (const row of rows) existing.add(row.id);
  }
  return existing;
}

/** Whether the e-mail `inboundMessageId` is in the conversation already (a second delivery of it). */
export async function inboundMessageStored(db: Database, conversationId: number, inboundMessageId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.inboundMessageId, inboundMessageId)))
    .limit(1);
  return row !== undefined;
}

export interface InboundMessageRecord {
  conversationId: number;
  inboundMessageId: string;
  text: string;
  attachments: MessageAttachment[];
  /** The name the sender's From gave, for a conversation that has none yet ('' for none). */
  senderName: string;
  /** The company's notification; recorded as caused by the conversation. */
  notification: Omit<NewOutboxEmail, 'relatedType' | 'relatedId'>;
}

/**
 * The customer's reply, in one atomic batch: the message joins the thread (a plain insert on the
 * unique Message-ID of its conversation, so a second delivery's batch fails whole and changes
 * nothing: isUniqueViolation), the conversation moves to the top of the list, and the company's
 * notification is queued. A conversation started for the e-mails has no name yet: it takes the
 * one the sender gave; one that has a name keeps it (decision 008: a message never renames).
 */
export async function recordInboundMessage(db: Database, record: InboundMessageRecord): Promise<{ messageId: number; emailId: number }> {
  const id = record.conversationId;
  const [inserted, , queued] = await db.batch([
    db
      .insert(messages)
      .values({
        conversationId: id,
        sender: 'customer',
        text: record.text,
        attachments: record.attachments.length ? record.attachments : null,
        inboundMessageId: record.inboundMessageId,
      })
      .returning({ id: messages.id }),
    db
      .update(conversations)
      .set({
        updatedAt: nextActivity(),
        customerName: sql`case when ${conversations.customerName} = '' then ${record.senderName} else ${conversations.customerName} end`,
      })
      .where(eq(conversations.id, id)),
    queueEmail(db, { ...record.notification, relatedType: 'conversation', relatedId: id }),
  ]);
  const messageId = inserted[0]?.id;
  const emailId = queued[0]?.id;
  if (messageId === undefined || emailId === undefined) throw new Error('the reply was not stored');
  return { messageId, emailId };
}
