// Contact Us messages: each one joins the customer's conversation (one per e-mail address).
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { contactMessages, conversations, messages } from '../schema.ts';
import { queueEmail, type NewOutboxEmail, type RecipientCap } from './outbox.ts';
import { rememberAnswer, type RequestKey } from './idempotency.ts';
import { nextActivity } from './admin-messages.ts';
import type { ContactMessageInput } from '../../contract/schemas/contact.ts';
import type { Lang } from '../../contract/i18n/index.ts';

export interface ContactRecord {
  message: ContactMessageInput & { lang: Lang };
  /**
   * E-mails to queue; their related id is filled with the stored message's id. One with a cap is
   * queued only while its recipient is under it (the customer's copy, decision 008).
   */
  emails: (Omit<NewOutboxEmail, 'relatedType' | 'relatedId'> & { cap?: RecipientCap })[];
  /** The request's Idempotency-Key: its answer is remembered in the same batch. */
  idempotency: RequestKey | null;
}

/**
 * Stores the message, starts or continues the conversation, adds the customer's message to it and
 * queues the e-mails, all in one atomic batch.
 */
export async function recordContactMessage(db: Database, record: ContactRecord): Promise<{ id: number; conversationId: number; emailIds: number[] }> {
  const { message } = record;
  // Inside a D1 batch statements run one after another in one transaction, so these subqueries
  // see exactly the rows written earlier in the same batch.
  const conversationId = sql<number>`(select ${conversations.id} from ${conversations} where ${conversations.customerEmail} = ${message.email})`;
  const messageId = sql<number>`(select max(${contactMessages.id}) from ${contactMessages} where ${contactMessages.email} = ${message.email})`;

  const threadMessage = message.message ? [db.insert(messages).values({ conversationId, sender: 'customer' as const, text: message.message })] : [];
  const results = await db.batch([
    db
      .insert(conversations)
      // The Messages list is ordered by updated_at: a new message always lands on top (nextActivity).
      .values({ customerName: message.name, customerEmail: message.email, lang: message.lang, updatedAt: nextActivity() })
      // A message never renames the conversation: anyone can type anyone's address. The name the
      // sender gave travels with their message (contact_messages.name).
      .onConflictDoUpdate({ target: conversations.customerEmail, set: { lang: message.lang, updatedAt: nextActivity() } }),
    db
      .insert(contactMessages)
      .values({ ...message, conversationId })
      .returning({ id: contactMessages.id, conversationId: contactMessages.conversationId }),
    ...threadMessage,
    ...record.emails.map(({ cap, ...email }) => queueEmail(db, { ...email, relatedType: 'contact_message', relatedId: messageId }, cap)),
    ...(record.idempotency ? [rememberAnswer(db, record.idempotency, 201, sql`json_object('id', ${messageId}, 'conversationId', ${conversationId})`)] : []),
  ]);
  const [stored] = results[1] as { id: number; conversationId: number | null }[];
  if (!stored || stored.conversationId === null) throw new Error('contact message was not stored');
  const firstEmail = 2 + threadMessage.length;
  // A capped e-mail the cap left out returned no row: there is nothing to deliver for it.
  const emailIds = (results.slice(firstEmail, firstEmail + record.emails.length) as { id: number }[][]).flatMap((rows) => rows.map((email) => email.id));
  return { id: stored.id, conversationId: stored.conversationId, emailIds };
}
