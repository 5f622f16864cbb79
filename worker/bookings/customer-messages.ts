// The customer's messages on their request page (decision 041). The page shows their conversation
// (the one of their e-mail address, decision 024: the office's answers from Messages and from Reply
// to Customer, their e-mail replies, their contact message) with what is new to them; they write
// below it. A message is judged like every text the site takes (control characters refused, line
// breaks kept, trimmed, REQUEST_MESSAGE_MAX characters), counted against the conversation's hourly
// limit, and stored with the office's notification and an audit row in one batch. Reading the page
// changes nothing: the customer's read marker moves when they write or press "Mark as read".
import { REQUEST_MESSAGES_PER_HOUR } from '../contract/booking-words.ts';
import type { ReplyQuoteKind } from '../contract/email-send-words.ts';
import { FIELD_LIMITS } from '../contract/limits.ts';
import { hasControlCharacters, trimInvisible } from '../contract/text-rules.ts';
import type { CustomerRequestView } from '../contract/schemas/bookings.ts';
import type { Database } from '../db/client.ts';
import { findMoneyRequest } from '../db/queries/bookings.ts';
import { customerThread, markCustomerRead, recordCustomerMessage, requestNumbersOf } from '../db/queries/customer-messages.ts';
import { conversationIdFor } from '../db/queries/inbound-mail.ts';
import { countClientRequest } from '../db/queries/rate-limits.ts';
import { officeMessageEmail } from '../mail/templates/change-cancel.ts';
import { customerName, type RequestPageActionContext } from './cancel-request.ts';

export const REQUEST_MESSAGE_MAX = FIELD_LIMITS.requestMessage;
const HOUR_MS = 3_600_000;

/** What became of a message written on the page; the page says each in the request's language. */
export type CustomerMessageOutcome = 'sent' | 'empty' | 'tooLong' | 'invalid' | 'limit' | 'closed';

/** The message as it will be stored, or why it is refused. */
export function judgeCustomerMessage(value: unknown): { text: string } | { problem: 'empty' | 'tooLong' | 'invalid' } {
  if (typeof value !== 'string') return { problem: value === undefined ? 'empty' : 'invalid' };
  if (hasControlCharacters(value, { multiline: true })) return { problem: 'invalid' };
  const text = trimInvisible(value.replace(/\r\n?/g, '\n'));
  if (text === '') return { problem: 'empty' };
  // Characters as the customer counts them (code points), as the textarea's maxlength nearly does.
  if ([...text].length > REQUEST_MESSAGE_MAX) return { problem: 'tooLong' };
  return { text };
}

/** Counts one message to the conversation in the current hour; true while under the limit. */
async function messageAllowed(db: Database, conversationId: number, now: Date): Promise<boolean> {
  const windowStart = now.getTime() - (now.getTime() % HOUR_MS);
  const hits = await countClientRequest(db, {
    bucket: 'request-message',
    client: `conversation:${conversationId}`,
    windowStart,
    forgetBefore: windowStart - 24 * HOUR_MS,
  });
  return hits <= REQUEST_MESSAGES_PER_HOUR;
}

/** POST /api/request-page/message, once the token opened the request. */
export async function writeFromRequestPage(
  context: RequestPageActionContext & { messagesUrl: string },
  kind: ReplyQuoteKind,
  quoteId: number,
  form: Record<string, unknown>,
): Promise<CustomerMessageOutcome> {
  const { db, now } = context;
  const judged = judgeCustomerMessage(form.text);
  if ('problem' in judged) return judged.problem;
  const request = await findMoneyRequest(db, kind, quoteId);
  if (!request) return 'closed';
  const conversationId = await conversationIdFor(db, request.email.toLowerCase(), request.lang);
  if (!(await messageAllowed(db, conversationId, now))) return 'limit';
  const name = customerName(request);
  const recorded = await recordCustomerMessage(db, {
    conversationId,
    text: judged.text,
    kind,
    quoteId,
    number: request.number,
    customerName: name,
    notification: {
      kind: 'message.admin',
      toAddress: context.adminAddress,
      // The office answers from Messages; a reply to this e-mail goes to the request's own address.
      replyTo: request.email,
      lang: 'en',
      ...officeMessageEmail({
        number: request.number,
        reference: request.bookingReference,
        name,
        pickup: request.pickup ? { date: request.pickup.date, time: request.pickup.time } : null,
        writtenAt: now,
        text: judged.text,
        messagesUrl: context.messagesUrl,
      }),
    },
  });
  context.deliverSoon([recorded.emailId]);
  return 'sent';
}

/** POST /api/request-page/messages-read: everything in the conversation now is read. */
export async function markReadFromRequestPage(db: Database, kind: ReplyQuoteKind, quoteId: number): Promise<'read' | 'closed'> {
  const request = await findMoneyRequest(db, kind, quoteId);
  if (!request) return 'closed';
  const thread = await customerThread(db, request.email);
  if (thread) await markCustomerRead(db, thread.conversationId);
  return 'read';
}

/** The page's thread: the conversation's newest messages, which of the office's are new, the request each is about. */
export async function requestPageThread(db: Database, email: string): Promise<CustomerRequestView['messages']> {
  const thread = await customerThread(db, email);
  if (!thread) return { items: [], unread: 0 };
  const numbers = await requestNumbersOf(db, thread.messages);
  return {
    unread: thread.unread,
    items: thread.messages.map((message) => ({
      id: message.id,
      from: message.sender === 'admin' ? 'company' : 'customer',
      text: message.text,
      time: message.createdAt.toISOString(),
      isNew: message.sender === 'admin' && message.id > thread.readMessageId,
      about: (message.requestKind && message.requestId !== null && numbers.get(`${message.requestKind}:${message.requestId}`)) || null,
      // The files of the customer's own e-mails, by name: the office opens them; the page does not serve them.
      files: (message.attachments ?? []).map((file) => file.name || '—'),
    })),
  };
}
