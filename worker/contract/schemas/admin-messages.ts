// The back office's Messages (spec sections 3 and 7; decision 024): the customers' conversations started
// by the Contact Us form, one per e-mail address. GET /api/admin/messages lists them (most recent
// activity first, with 304 to an unchanged poll), GET /api/admin/messages/:id answers one thread and
// marks it read (the spec's "open") with the customer's whole story beside it (their requests, and
// the offers, payments and e-mails of their timeline), POST /api/admin/messages/:id/reply adds the
// admin's answer and e-mails it to the customer. The dashboard imports only the types and
// FIELD_LIMITS from here.
import { z } from 'zod';
import { FIELD_LIMITS } from '../limits.ts';
import { multilineText } from './fields.ts';
import type { SharedMessageKey } from '../i18n/index.ts';
import { LANGS } from '../i18n/langs.ts';
import { QUOTE_STATUSES } from '../enums.ts';
import { REPLY_QUOTE_KINDS } from '../email-send-words.ts';
import { OFFER_STATES, PAYMENT_METHODS, PAYMENT_STATES, REFUND_STATUSES } from '../booking-words.ts';
import { CHANGE_REQUEST_STATES } from '../change-request-rules.ts';
import { OUTBOX_SCREEN_STATUSES } from '../outbox-words.ts';

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

/**
 * How many of the customer's requests the thread lists, newest first: more than any customer makes;
 * the quote queues hold every one of them.
 */
export const CUSTOMER_REQUESTS_MAX = 100;
/**
 * How many events (other than messages) the timeline holds: the newest ones, shown oldest first
 * among the messages. Years of a regular customer's requests, offers, payments and e-mails.
 */
export const CUSTOMER_TIMELINE_MAX = 200;

/**
 * Where a message came from, or how an answer went: 'email' a customer's e-mail reply; 'page' written
 * on their request page; 'contact' the Contact Us form; 'reply' the admin's Reply to Customer about
 * one request; 'messages' the admin's answer from this screen.
 */
export const MESSAGE_CHANNELS = ['email', 'page', 'contact', 'reply', 'messages'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** A request named: its kind (transfer: table quotes; excursion: excursion_quotes), id and human number. */
const requestRefSchema = z.object({
  kind: z.enum(REPLY_QUOTE_KINDS),
  id: z.number().int(),
  /** TR-YYYY-NNNN or EX-YYYY-NNNN. */
  number: z.string(),
});
export type RequestRef = z.infer<typeof requestRefSchema>;

/** One of the customer's requests (same address, whatever its case), as the thread's Requests block lists it. */
const customerRequestSchema = requestRefSchema.extend({
  status: z.enum(QUOTE_STATUSES),
  /** The request's money at a glance (booking-words.ts). */
  paymentState: z.enum(PAYMENT_STATES),
  /** PEC-YYYY-NNNN once a payment confirmed it; null before. */
  bookingReference: z.string().nullable(),
  /** When it arrived, ISO. */
  createdAt: isoInstant(),
  /** A transfer's pickup, ISO (shown in Paris time); null for an excursion, which has no date. */
  pickupAt: isoInstant().nullable(),
  /** The excursion asked for; null for a transfer. */
  excursionTitle: z.string().nullable(),
  /** Its Reply to Customer screen in the back office: /admin/email-reply/<id>?kind=transfer|excursion. */
  path: z.string(),
});
export type CustomerRequest = z.infer<typeof customerRequestSchema>;

/** When an event happened (ISO); the dashboard shows it in Europe/Paris. */
const at = { time: isoInstant() };
/** The request an event is about. */
const about = { request: requestRefSchema };

/**
 * Something that happened to the customer other than a message: a request received, an offer sent
 * (its version, total and state now), a payment received (succeeded ones only), a refund (its state
 * now), a cancellation (the fee, the refund due, who cancelled: 'customer' or the admin's username),
 * a change asked (its state now), an e-mail sent to them (its kind, subject and state as the Outbox
 * screen says it; sent_at once sent, else when it was queued).
 */
export const timelineEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('request'), ...at, ...about }),
  z.object({ type: z.literal('offer'), ...at, ...about, version: z.number().int(), totalCents: z.number().int(), state: z.enum(OFFER_STATES) }),
  z.object({ type: z.literal('payment'), ...at, ...about, amountCents: z.number().int(), method: z.enum(PAYMENT_METHODS) }),
  z.object({ type: z.literal('refund'), ...at, ...about, amountCents: z.number().int(), status: z.enum(REFUND_STATUSES) }),
  z.object({
    type: z.literal('cancellation'),
    ...at,
    ...about,
    feeCents: z.number().int(),
    refundDueCents: z.number().int(),
    cancelledBy: z.string(),
  }),
  z.object({ type: z.literal('change'), ...at, ...about, state: z.enum(CHANGE_REQUEST_STATES) }),
  z.object({ type: z.literal('email'), ...at, kind: z.string(), subject: z.string(), status: z.enum(OUTBOX_SCREEN_STATUSES) }),
]);
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

/**
 * One conversation: its messages oldest first, and beside them the customer's requests and the
 * other events of their timeline, which the dashboard merges with the messages by time.
 */
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
      /** Where it came from, or how the answer went. */
      channel: z.enum(MESSAGE_CHANNELS),
      /** The request it is about, when it names one that still exists; absent otherwise. */
      request: requestRefSchema.optional(),
    }),
  ),
  /** The customer's requests (transfer and excursion quotes with their address), newest first, at most CUSTOMER_REQUESTS_MAX. */
  requests: z.array(customerRequestSchema),
  /** The newest CUSTOMER_TIMELINE_MAX events other than messages, oldest first. */
  timeline: z.array(timelineEventSchema),
  /** The newest message the customer marked read on their request page (its id; 0: none). */
  customerReadMessageId: z.number().int().nonnegative(),
  /** The admin's messages after that one: answers the customer has not read yet. */
  customerUnread: z.number().int().nonnegative(),
});
export type Conversation = z.infer<typeof conversationSchema>;
export type ConversationMessage = Conversation['messages'][number];
