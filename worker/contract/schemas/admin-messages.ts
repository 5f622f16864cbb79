// The back office's Messages (spec sections 3 and 7; decision 024): the customers' conversations started
// by the Contact Us form, one per e-mail address. GET /api/admin/messages lists them (most recent
// activity first, with 304 to an unchanged poll), GET /api/admin/messages/:id answers one thread and
// marks it read (the spec's "open"), POST /api/admin/messages/:id/reply adds the admin's answer and
// e-mails it to the customer. The dashboard imports only the types and FIELD_LIMITS from here.
import { z } from 'zod';
import { FIELD_LIMITS } from '../limits.ts';
import { multilineText } from './fields.ts';
import type { SharedMessageKey } from '../i18n/index.ts';
import { LANGS } from '../i18n/langs.ts';

const key = (k: SharedMessageKey) => k;

/** The longest answer, in characters (the send box's maxLength reads FIELD_LIMITS too). */
export const CONVERSATION_REPLY_MAX = FIELD_LIMITS.conversationReply;
/**
 * How many conversations the list answers, most recently active first. Enough for weeks of contact
 * messages; an older conversation comes back to the top as soon as the customer writes again.
 */
export const CONVERSATION_LIST_MAX = 200;

/** A conversation's id in a path: digits only; anything else names no conversation (404). */
export const conversationIdSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,11}$/)
    .transform(Number),
});

const required = key('admin.messages.field.text.required');

/**
 * POST …/:id/reply. The text is what the admin typed: control characters refused (line breaks
 * kept), trimmed; blank is the spec's required message, not a generic one.
 */
export const conversationReplySchema = z.strictObject({
  text: z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : key('field.invalid')) })
    .pipe(multilineText(CONVERSATION_REPLY_MAX))
    .pipe(z.string().min(1, required)),
});
export type ConversationReply = z.input<typeof conversationReplySchema>;

const isoInstant = () => z.iso.datetime();

/** Who wrote to whom: the name as the customer first gave it ('' when none), and the address. */
const customerSchema = z.object({ name: z.string(), email: z.string() });

/** One line of the Conversations list. */
export const conversationSummarySchema = z.object({
  id: z.number().int(),
  /** The spec's name for the id: the same value. */
  _id: z.number().int(),
  customer: customerSchema,
  /** The language the customer last wrote in: the admin's answer is e-mailed in it. */
  lang: z.enum(LANGS),
  /** The first MESSAGE_PREVIEW_CHARS characters of the thread's first message ('' when none). */
  preview: z.string(),
  /** The thread's latest message (or the conversation's start when it has none), ISO. */
  lastMessageAt: isoInstant(),
  messageCount: z.number().int().nonnegative(),
  /** The customer's messages the admin has not opened yet. */
  unread: z.number().int().nonnegative(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationListSchema = z.object({
  items: z.array(conversationSummarySchema),
  /** Conversations with at least one unread customer message (as the pending counts say). */
  unreadConversations: z.number().int().nonnegative(),
});
export type ConversationList = z.infer<typeof conversationListSchema>;

export const MESSAGE_AUTHORS = ['admin', 'customer'] as const;
export type MessageAuthor = (typeof MESSAGE_AUTHORS)[number];

/**
 * Why a file of a customer's e-mail was left out: not an image (PNG, JPEG, WebP) or a PDF by its
 * bytes, or past the number of files one message keeps.
 */
export const ATTACHMENT_DROP_REASONS = ['type', 'count'] as const;
export type AttachmentDropReason = (typeof ATTACHMENT_DROP_REASONS)[number];

/** A file that came with a customer's e-mail: a link to it when kept, the reason when left out. */
const messageAttachmentSchema = z.object({
  /** The file's name as sent (cleaned), or '' when it had none. */
  name: z.string(),
  /** Its type: read from its bytes when kept, as declared when left out. */
  type: z.string(),
  bytes: z.number().int().nonnegative(),
  /** Where the signed-in admin opens it (GET …/:id/attachments/:file); absent when left out. */
  url: z.string().optional(),
  dropped: z.enum(ATTACHMENT_DROP_REASONS).optional(),
});
export type MessageAttachmentView = z.infer<typeof messageAttachmentSchema>;

/** One conversation, its messages oldest first. */
export const conversationSchema = z.object({
  id: z.number().int(),
  _id: z.number().int(),
  customer: customerSchema,
  lang: z.enum(LANGS),
  messages: z.array(
    z.object({
      id: z.number().int(),
      from: z.enum(MESSAGE_AUTHORS),
      text: z.string(),
      /** ISO instant; the dashboard shows it in Europe/Paris. */
      time: isoInstant(),
      /** The files of a customer's e-mail reply; absent when the message has none. */
      attachments: z.array(messageAttachmentSchema).optional(),
    }),
  ),
});
export type Conversation = z.infer<typeof conversationSchema>;
export type ConversationMessage = Conversation['messages'][number];
