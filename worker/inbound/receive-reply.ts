// The use case behind the Worker's email() handler: a customer answered one of our e-mails, whose
// Reply-To was their conversation's signed address (reply-address.ts). In this order, each step
// cheaper than the next: a message over the size limit is refused before it is read; an automatic
// one (auto-reply.ts) or one from our own address (a loop) is dropped without a word, so no two
// machines ever answer each other; an address that is not a valid reply address of a conversation
// that exists goes to the company's mailbox (INBOUND_FORWARD_TO) or is refused with the reason.
// Then the message is parsed (postal-mime), its new text kept (new-text.ts), its files checked and
// kept (attachments.ts), and the message, the conversation's move and the company's notification
// written in one batch. The same e-mail delivered twice stores one message (its Message-ID).
import { readAtMost } from '../lib/bounded-read.ts';
import PostalMime, { type Email } from 'postal-mime';
import { company } from '../contract/company.ts';
import { t } from '../contract/i18n/index.ts';
import type { SharedMessageKey } from '../contract/i18n/index.ts';
import { FIELD_LIMITS } from '../contract/limits.ts';
import type { Database } from '../db/client.ts';
import { findConversation } from '../db/queries/admin-messages.ts';
import { isUniqueViolation } from '../db/queries/bookings.ts';
import { inboundMessageStored, recordInboundMessage } from '../db/queries/inbound-mail.ts';
import { sanitizeReplyHtml, UnreadableReplyError } from '../mail/sanitize-html.ts';
import { inboundReplyAdminEmail } from '../mail/templates/inbound-reply.ts';
import { ATTACHMENT_MAX_FILES, deleteFiles, storeAttachments } from './attachments.ts';
import { automaticMessage } from './auto-reply.ts';
import { cutText, newText } from './new-text.ts';
import { checkReplyAddress, type ReplyAddressKey } from './reply-address.ts';

/** The largest message taken, attachments included (as sent, so base64 counts): more is refused. */
export const INBOUND_MAX_BYTES = 10 * 1024 * 1024;

/** A customer's message is as long as the contact form's may be, and as the admin's answer. */
export const INBOUND_TEXT_MAX = FIELD_LIMITS.contact.message;

/** What the handler uses of Cloudflare's ForwardableEmailMessage (tests build one from a file). */
export type InboundEmail = Pick<ForwardableEmailMessage, 'from' | 'to' | 'headers' | 'raw' | 'rawSize' | 'setReject' | 'forward'>;

export interface InboundContext {
  db: Database;
  media: R2Bucket;
  /** The reply addresses' domain and key; null when inbound mail is not set up (everything is then unknown). */
  key: ReplyAddressKey | null;
  /** The company's mailbox for mail that is not a reply to a conversation; null: such mail is refused. */
  forwardTo: string | null;
  /** Our own sending addresses, lower case: mail from them is one of ours coming back. */
  ownAddresses: readonly string[];
  /** Where the company's notification goes. */
  adminAddress: string;
  /** The back office's Messages screen, for the notification. */
  messagesUrl: string;
  /** Sends the queued notification after the handler, without delaying it. */
  deliverSoon: (emailIds: readonly number[]) => void;
  now: Date;
}

export type InboundOutcome = 'stored' | 'duplicate' | 'empty' | 'automatic' | 'loop' | 'too-large' | 'forwarded' | 'rejected';

type RejectReason = Extract<SharedMessageKey, `inboundMail.reject.${string}`>;

/**
 * The refusal a sender's mail server turns into a bounce, in both languages. SMTP replies are ASCII
 * (RFC 5321): the French accents are folded ('é' → 'e') rather than sent as bytes a server may mangle.
 */
export function rejectionText(reason: RejectReason): string {
  const vars = { email: company.email, max: INBOUND_MAX_BYTES / (1024 * 1024) };
  const ascii = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[’‘]/g, "'")
      .replace(/[^\x20-\x7e]/g, ' ');
  return `${ascii(t('en', reason, vars))} / ${ascii(t('fr', reason, vars))}`;
}

/** The bare address in a header value ('Name <a@b>' or 'a@b'), lower case; '' for none. */
function addressIn(value: string | null | undefined): string {
  if (!value) return '';
  const bracketed = /<([^>]*)>/.exec(value);
  return (bracketed ? bracketed[1]! : value).trim().toLowerCase();
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** A sender's display name as the conversation may keep it: one line, no control characters, as long as the contact form's. */
function cleanName(name: string): string {
  return cutText(name.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim(), FIELD_LIMITS.contact.name);
}

/** The e-mail's own id: its Message-ID, or for one without, a digest of its bytes (the same delivery twice is the same bytes). */
async function messageIdOf(email: Email, raw: Uint8Array): Promise<string> {
  const id = email.messageId?.trim();
  if (id) return id.slice(0, 500);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', raw));
  return `sha256:${[...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The plain text of the body: the message's own text/plain part when it has one; otherwise its HTML
 * read by the runtime's HTML parser (mail/sanitize-html.ts: scripts, styles and markup dropped, text
 * decoded), never postal-mime's own conversion of it, which is made with regular expressions.
 * `hasPlainPart` comes from the parser: postal-mime fills `text` from the HTML when there is none.
 */
async function bodyText(email: Email, hasPlainPart: boolean): Promise<string> {
  if (hasPlainPart || !email.html) return email.text ?? '';
  try {
    return (await sanitizeReplyHtml(email.html)).text;
  } catch (error) {
    if (error instanceof UnreadableReplyError) return '';
    throw error;
  }
}

/**
 * Whether the parsed message had a text/plain part of its own. postal-mime keeps the kinds of text
 * part it met in a field it does not declare; should a later version drop it, a message with HTML is
 * read from its HTML (the safe reading), and `inbound-email.spec.ts` says so.
 */
function hadPlainPart(parser: PostalMime, email: Email): boolean {
  const kinds = (parser as unknown as { textTypes?: unknown }).textTypes;
  return kinds instanceof Set ? kinds.has('plain') : !email.html;
}

/** Mail that is not a reply to a conversation: to the company's mailbox if there is one, else refused with the reason. */
async function elsewhere(message: InboundEmail, context: InboundContext, reason: RejectReason): Promise<InboundOutcome> {
  if (context.forwardTo) {
    try {
      await message.forward(context.forwardTo);
      return 'forwarded';
    } catch (error) {
      // A destination Email Routing has not verified: refusing says so to the sender rather than
      // having their server retry for days.
      console.error(`[inbound] forwarding to ${context.forwardTo} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  message.setReject(rejectionText(reason));
  return 'rejected';
}

export async function receiveReply(message: InboundEmail, context: InboundContext): Promise<InboundOutcome> {
  const { db } = context;
  if (message.rawSize > INBOUND_MAX_BYTES) {
    message.setReject(rejectionText('inboundMail.reject.tooLarge'));
    return 'too-large';
  }
  const automatic = automaticMessage(message.headers, message.from);
  if (automatic) {
    console.log(`[inbound] ${automatic} message to ${message.to} dropped`);
    return 'automatic';
  }
  const senders = [addressIn(message.from), addressIn(message.headers.get('from'))];
  const ownDomain = context.key ? `@${context.key.domain}` : null;
  if (senders.some((sender) => context.ownAddresses.includes(sender) || (ownDomain !== null && sender.endsWith(ownDomain)))) {
    console.warn(`[inbound] message from our own address ${senders.join(', ')} to ${message.to} dropped (a loop)`);
    return 'loop';
  }

  const check = context.key ? await checkReplyAddress(context.key, message.to, context.now) : ({ ok: false, problem: 'unknown' } as const);
  if (!check.ok) return elsewhere(message, context, check.problem === 'expired' ? 'inboundMail.reject.expired' : 'inboundMail.reject.unknown');
  // A genuine address of a conversation erased since: nobody to give it to.
  const conversation = await findConversation(db, check.conversationId);
  if (!conversation) return elsewhere(message, context, 'inboundMail.reject.unknown');

  const raw = await readAtMost(message.raw, INBOUND_MAX_BYTES);
  if (!raw) {
    message.setReject(rejectionText('inboundMail.reject.tooLarge'));
    return 'too-large';
  }
  const parser = new PostalMime();
  let email: Email;
  try {
    email = await parser.parse(raw);
  } catch (error) {
    console.warn(`[inbound] unreadable message to ${message.to}: ${error instanceof Error ? error.message : String(error)}`);
    return elsewhere(message, context, 'inboundMail.reject.unreadable');
  }

  const inboundMessageId = await messageIdOf(email, raw);
  if (await inboundMessageStored(db, conversation.id, inboundMessageId)) return 'duplicate';
  const text = newText(await bodyText(email, hadPlainPart(parser, email)), INBOUND_TEXT_MAX);
  if (text === '' && email.attachments.length === 0) {
    console.log(`[inbound] message to conversation ${conversation.id} has nothing new (only quoted text): nothing stored`);
    return 'empty';
  }

  const files = await storeAttachments(context.media, conversation.id, email.attachments);
  const from = email.from?.address ? email.from : undefined;
  const sentFrom = from?.address && from.address.toLowerCase() !== conversation.customerEmail.toLowerCase() ? from.address : null;
  const senderName = cleanName(from?.name ?? '');
  try {
    const recorded = await recordInboundMessage(db, {
      conversationId: conversation.id,
      inboundMessageId,
      text,
      attachments: files.attachments,
      senderName,
      notification: {
        kind: 'message.admin',
        toAddress: context.adminAddress,
        // The office answers the conversation's address, never the sender's: anyone holding the
        // reply address can write from anywhere (the no-relay rule, decision 008).
        replyTo: conversation.customerEmail,
        lang: 'en',
        ...inboundReplyAdminEmail({
          customer: { name: conversation.customerName || senderName, email: conversation.customerEmail },
          sentFrom,
          subject: cutText(email.subject ?? '', FIELD_LIMITS.reply.subject),
          text,
          attachments: files.attachments,
          messagesUrl: context.messagesUrl,
          maxFiles: ATTACHMENT_MAX_FILES,
        }),
      },
    });
    context.deliverSoon([recorded.emailId]);
    return 'stored';
  } catch (error) {
    await deleteFiles(context.media, files.keys);
    // The same e-mail delivered twice at once: the other delivery stored it.
    if (isUniqueViolation(error)) return 'duplicate';
    throw error;
  }
}
