// The back office's Messages in SQL: the Conversations list (with the version its ETag is made of),
// one thread opened (and so marked read) with the customer's requests and timeline beside it, the
// admin's answer written with its outbox e-mail and its audit row in one atomic batch, and the count
// of conversations waiting for the admin.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { MESSAGE_PREVIEW_CHARS } from '../../contract/constants.ts';
import {
  CONVERSATION_LIST_MAX,
  type Conversation,
  type ConversationSummary,
  type MessageAttachmentView,
  type MessageChannel,
} from '../../contract/schemas/admin-messages.ts';
import type { Database } from '../client.ts';
import { auditLog, contactMessages, conversations, excursionQuotes, messages, quotes, type MessageAttachment } from '../schema.ts';
import type { Actor } from './admin-lists.ts';
import { selectValue } from './admin-lists.ts';
import { customerStoryOf, customerStoryReads, namedExcursion, namedRequestNumber, namedTransfer, type CustomerStoryResults } from './customer-timeline.ts';
import { queueEmail, type NewOutboxEmail } from './outbox.ts';

/**
 * The updated_at of new activity in a conversation (a message, an answer): now, but always past the
 * newest in the table, so the list's order and version follow every write, even two in the same
 * millisecond (as touch() does for the quote queues).
 */
export const nextActivity = () =>
  sql<Date>`max(cast(unixepoch('subsec') * 1000 as integer), coalesce((select max(${conversations.updatedAt}) from ${conversations}), 0) + 1)`;

/**
 * The conversation row a correlated subquery on messages refers to, spelt with its table: drizzle
 * writes a column of the query's own table without it, which inside a subquery on messages would
 * name messages' column of the same name (id).
 */
const outerId = sql.raw('"conversations"."id"');
const outerReadMarker = sql.raw('"conversations"."admin_read_message_id"');

/** Customer messages of the conversation row in scope that the admin has not opened yet. */
const unreadOf = sql<number>`(select count(*) from ${messages} where ${messages.conversationId} = ${outerId} and ${messages.sender} = 'customer' and ${messages.id} > ${outerReadMarker})`;

/** How many conversations hold an unread customer message: the Messages badge. */
export const unreadConversationsCount = () =>
  sql<number>`(select count(*) from ${conversations} where exists (select 1 from ${messages} where ${messages.conversationId} = ${outerId} and ${messages.sender} = 'customer' and ${messages.id} > ${outerReadMarker}))`;

/** The conversation row in scope has a message or a contact message. */
const hasContent = sql<boolean>`(exists (select 1 from ${messages} where ${messages.conversationId} = ${outerId}) or exists (select 1 from ${contactMessages} where ${contactMessages.conversationId} = ${outerId}))`;

/** The newest message of the thread: everything up to it is read once the admin opens it. */
const newestMessageOf = (id: number) => sql<number>`coalesce((select max(${messages.id}) from ${messages} where ${messages.conversationId} = ${id}), 0)`;

/**
 * What changes whenever the list does: a new conversation (count), any new message or answer (the
 * newest updated_at and message id), a thread opened (the read markers only grow, so their sum does).
 */
const versionQuery = (db: Database) =>
  selectValue(
    db,
    sql<string>`(select count(*) from ${conversations}) || '.' || coalesce((select max(${conversations.updatedAt}) from ${conversations}), 0) || '.' || coalesce((select max(${messages.id}) from ${messages}), 0) || '.' || (select total(${conversations.adminReadMessageId}) from ${conversations})`,
  );

export async function conversationsVersion(db: Database): Promise<string> {
  const [version] = await versionQuery(db);
  return version?.value ?? '';
}

/**
 * The list, most recently active first (updated_at moves with every message and answer, never when a
 * thread is only read), the unread count and the version, in one round trip.
 */
export async function listConversations(db: Database): Promise<{ items: ConversationSummary[]; unreadConversations: number; version: string }> {
  const [rows, unread, version] = await db.batch([
    db
      .select({
        id: conversations.id,
        name: conversations.customerName,
        email: conversations.customerEmail,
        lang: conversations.lang,
        updatedAt: conversations.updatedAt,
        // SQLite's substr counts characters (code points), never cutting one in two.
        preview: sql<string>`coalesce(substr((select ${messages.text} from ${messages} where ${messages.conversationId} = ${outerId} order by ${messages.id} limit 1), 1, ${MESSAGE_PREVIEW_CHARS}), '')`,
        messageCount: sql<number>`(select count(*) from ${messages} where ${messages.conversationId} = ${outerId})`,
        unread: unreadOf,
      })
      .from(conversations)
      // A conversation started only so the customer's e-mails could carry its reply address has
      // nothing to show until they write (db/queries/inbound-mail.ts).
      .where(hasContent)
      .orderBy(desc(conversations.updatedAt), desc(conversations.id))
      .limit(CONVERSATION_LIST_MAX),
    selectValue(db, unreadConversationsCount()),
    versionQuery(db),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      _id: row.id,
      customer: { name: row.name, email: row.email },
      lang: row.lang,
      preview: row.preview,
      lastMessageAt: row.updatedAt.toISOString(),
      messageCount: row.messageCount,
      unread: row.unread,
    })),
    unreadConversations: unread[0]?.value ?? 0,
    version: version[0]?.value ?? '',
  };
}

type ConversationRow = Pick<typeof conversations.$inferSelect, 'id' | 'customerName' | 'customerEmail' | 'lang' | 'customerReadMessageId'>;
type MessageRow = Pick<
  typeof messages.$inferSelect,
  'id' | 'sender' | 'text' | 'attachments' | 'createdAt' | 'inboundMessageId' | 'requestKind' | 'requestId'
> & {
  /** The number of the request it names, when that request exists. */
  requestNumber: string | null;
};

const conversationColumns = {
  id: conversations.id,
  customerName: conversations.customerName,
  customerEmail: conversations.customerEmail,
  lang: conversations.lang,
  customerReadMessageId: conversations.customerReadMessageId,
};
const messageColumns = {
  id: messages.id,
  sender: messages.sender,
  text: messages.text,
  attachments: messages.attachments,
  createdAt: messages.createdAt,
  inboundMessageId: messages.inboundMessageId,
  requestKind: messages.requestKind,
  requestId: messages.requestId,
  requestNumber: namedRequestNumber,
};

const selectConversation = (db: Database, id: number) => db.select(conversationColumns).from(conversations).where(eq(conversations.id, id));
/** Oldest first; the id orders two messages of the same millisecond as they were written. */
const selectThread = (db: Database, id: number) =>
  db
    .select(messageColumns)
    .from(messages)
    .leftJoin(quotes, namedTransfer(messages.requestKind, messages.requestId))
    .leftJoin(excursionQuotes, namedExcursion(messages.requestKind, messages.requestId))
    .where(eq(messages.conversationId, id))
    .orderBy(asc(messages.id));

/**
 * Where a message came from: an e-mail reply carries its Message-ID; a customer's message naming a
 * request was written on that request's page, one naming none came through the Contact Us form; the
 * admin's answer naming a request went from Reply to Customer, any other from Messages.
 */
function channelOf(message: Pick<MessageRow, 'sender' | 'inboundMessageId' | 'requestKind'>): MessageChannel {
  if (message.inboundMessageId !== null) return 'email';
  if (message.sender === 'customer') return message.requestKind !== null ? 'page' : 'contact';
  return message.requestKind !== null ? 'reply' : 'messages';
}

/** Where the signed-in admin opens a kept file: its conversation's route and the key's last part. */
export const attachmentUrl = (conversationId: number, key: string) =>
  `/api/admin/messages/${conversationId}/attachments/${key.slice(key.lastIndexOf('/') + 1)}`;

/** The files as the thread shows them: a link to each kept one, the reason for each left out. */
function attachmentsView(conversationId: number, attachments: MessageAttachment[] | null): MessageAttachmentView[] | undefined {
  if (!attachments?.length) return undefined;
  return attachments.map((file) =>
    'key' in file
      ? { name: file.name, type: file.type, bytes: file.bytes, url: attachmentUrl(conversationId, file.key) }
      : { name: file.name, type: file.type, bytes: file.bytes, dropped: file.dropped },
  );
}

function toConversation(row: ConversationRow, thread: MessageRow[], story: CustomerStoryResults): Conversation {
  const customerReadMessageId = row.customerReadMessageId;
  return {
    id: row.id,
    _id: row.id,
    customer: { name: row.customerName, email: row.customerEmail },
    lang: row.lang,
    messages: thread.map((message) => {
      const attachments = attachmentsView(row.id, message.attachments);
      const request =
        message.requestKind !== null && message.requestId !== null && message.requestNumber !== null
          ? { kind: message.requestKind, id: message.requestId, number: message.requestNumber }
          : null;
      return {
        id: message.id,
        from: message.sender,
        text: message.text,
        time: message.createdAt.toISOString(),
        ...(attachments ? { attachments } : {}),
        channel: channelOf(message),
        ...(request ? { request } : {}),
      };
    }),
    ...customerStoryOf(story),
    customerReadMessageId,
    customerUnread: thread.filter((message) => message.sender === 'admin' && message.id > customerReadMessageId).length,
  };
}

/**
 * The kept file `key` as a message of conversation `conversationId` lists it (its name and type), or
 * null when no message there lists it: a key is opened only through the thread that holds it.
 */
export async function findAttachment(db: Database, conversationId: number, key: string): Promise<{ name: string; type: string } | null> {
  const [row] = await db
    .select({ name: sql<string>`json_extract(file.value, '$.name')`, type: sql<string>`json_extract(file.value, '$.type')` })
    .from(sql`${messages}, json_each(${messages.attachments}) as file`)
    .where(and(eq(messages.conversationId, conversationId), sql`json_extract(file.value, '$.key') = ${key}`))
    .limit(1);
  return row ?? null;
}

/** Who an answer goes to, in which language; null when there is no such conversation. */
export async function findConversation(db: Database, id: number): Promise<ConversationRow | null> {
  const [row] = await selectConversation(db, id);
  return row ?? null;
}

/**
 * The thread, read and marked read in one batch with the customer's requests and timeline: the
 * marker moves to the newest message read here, so a message arriving after this answer stays unread.
 */
export async function openConversation(db: Database, id: number): Promise<Conversation | null> {
  const [, found, thread, ...story] = await db.batch([
    db
      .update(conversations)
      .set({ adminReadMessageId: newestMessageOf(id) })
      .where(eq(conversations.id, id)),
    selectConversation(db, id),
    selectThread(db, id),
    ...customerStoryReads(db, id),
  ]);
  const [row] = found;
  return row ? toConversation(row, thread, story) : null;
}

export interface ConversationReplyRecord {
  conversationId: number;
  text: string;
  actor: Actor;
  /** The e-mail to the customer; it is recorded as caused by the 'conversation'. */
  email: Omit<NewOutboxEmail, 'relatedType' | 'relatedId'>;
}

/**
 * The admin's answer, in one atomic batch: the message joins the thread, the conversation moves to
 * the top of the list with everything in it read (the admin answered it), the e-mail is queued and
 * the audit log says who answered. Returns the thread as it now is and the outbox id to deliver.
 */
export async function recordConversationReply(db: Database, record: ConversationReplyRecord): Promise<{ conversation: Conversation; emailId: number } | null> {
  const id = record.conversationId;
  const [, , queued, , found, thread, ...story] = await db.batch([
    db.insert(messages).values({ conversationId: id, sender: 'admin', text: record.text }),
    db
      .update(conversations)
      .set({
        updatedAt: nextActivity(),
        adminReadMessageId: newestMessageOf(id),
      })
      .where(eq(conversations.id, id)),
    queueEmail(db, { ...record.email, relatedType: 'conversation', relatedId: id }),
    db.insert(auditLog).values({
      actor: record.actor,
      action: 'reply',
      entityType: 'conversation',
      entityId: String(id),
      detail: { to: record.email.toAddress, lang: record.email.lang ?? 'en', characters: record.text.length },
    }),
    selectConversation(db, id),
    selectThread(db, id),
    ...customerStoryReads(db, id),
  ]);
  const [row] = found;
  const emailId = queued[0]?.id;
  if (!row || emailId === undefined) return null;
  return { conversation: toConversation(row, thread, story), emailId };
}
