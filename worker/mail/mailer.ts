// The one way e-mail leaves the system. 'outbox' (local default) keeps everything on the machine;
// 'http' posts to a Resend-compatible API.
import { appConfig, type Bindings } from '../env.ts';
import { company } from '../contract/company.ts';
import type { OutboxAttachment } from '../db/schema.ts';
import { foldCalendarLines } from '../bookings/calendar-file.ts';
import type { ReplyAddressKey } from '../inbound/reply-address.ts';

export interface OutgoingEmail {
  /** Outbox row id; also the provider's idempotency key, so a retry never sends twice. */
  outboxId: number;
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  /** Files sent with it (the booking's calendar file), content in base64; none when absent or empty. */
  attachments?: readonly OutboxAttachment[];
}

export interface Mailer {
  readonly name: 'outbox' | 'http';
  send(email: OutgoingEmail): Promise<{ providerMessageId: string }>;
  /**
   * Where customers' answers go: when set, every customer e-mail leaves with its conversation's
   * signed reply address as Reply-To (mail/outbox.ts), so the answer lands in Messages.
   */
  readonly replyAddresses?: ReplyAddressKey;
}

export class MailDeliveryError extends Error {
  /** The provider's HTTP status, when it answered. */
  readonly status: number | undefined;

  constructor(message: string, status?: number) {
    super(message);
    this.name = 'MailDeliveryError';
    this.status = status;
  }
}

/** Nothing leaves the machine: the message stays readable in the outbox table and the log. */
export function outboxMailer(log: (line: string) => void = console.log): Mailer {
  return {
    name: 'outbox',
    async send(email) {
      log(`[outbox] #${email.outboxId} to=${email.to} subject=${JSON.stringify(email.subject)}`);
      return { providerMessageId: `outbox-${email.outboxId}` };
    },
  };
}

export interface HttpMailerOptions {
  /** The provider's send endpoint, e.g. https://api.resend.com/emails. */
  url: string;
  apiKey: string;
  from: string;
  fetch?: typeof fetch;
}

/**
 * A Resend-compatible HTTP API: POST JSON { from, to, subject, html, text, reply_to, attachments }
 * → { id }. Attachments in the API's own names: { filename, content (base64), content_type }.
 */
export function httpMailer(options: HttpMailerOptions): Mailer {
  const send = options.fetch ?? fetch;
  return {
    name: 'http',
    async send(email) {
      let response: Response;
      try {
        response = await send(options.url, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${options.apiKey}`,
            'Content-Type': 'application/json',
            'Idempotency-Key': `outbox-${email.outboxId}`,
          },
          body: JSON.stringify({
            from: options.from,
            to: [email.to],
            subject: email.subject,
            html: email.html,
            text: email.text,
            ...(email.replyTo ? { reply_to: email.replyTo } : {}),
            ...(email.attachments?.length ? { attachments: email.attachments.map(toProviderAttachment) } : {}),
          }),
        });
      } catch (error) {
        throw new MailDeliveryError(`mail API unreachable: ${error instanceof Error ? error.message : String(error)}`);
      }
      const body = await response.text();
      if (!response.ok) throw new MailDeliveryError(`mail API answered ${response.status}: ${body.slice(0, 500)}`, response.status);
      let id: unknown;
      try {
        id = (JSON.parse(body) as { id?: unknown }).id;
      } catch {
        id = undefined;
      }
      return { providerMessageId: typeof id === 'string' ? id : `http-${email.outboxId}` };
    },
  };
}

/** UTF-8 text as base64 (btoa alone takes only Latin-1, and a French address is not). */
function utf8Base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * One file as the provider's API names its fields (snake case, as reply_to). A text file is encoded
 * here; a calendar file kept unfolded (so SQL could complete it) gets its 75-octet lines back.
 */
const toProviderAttachment = (attachment: OutboxAttachment) => ({
  filename: attachment.filename,
  content:
    'content' in attachment
      ? attachment.content
      : utf8Base64(attachment.contentType.startsWith('text/calendar') ? foldCalendarLines(attachment.text) : attachment.text),
  content_type: attachment.contentType,
});

export function mailerFor(env: Bindings): Mailer {
  const config = appConfig(env);
  const mailer =
    config.MAIL_PROVIDER === 'http' && config.MAIL_API_URL && config.MAIL_API_KEY
      ? httpMailer({ url: config.MAIL_API_URL, apiKey: config.MAIL_API_KEY, from: config.MAIL_FROM ?? `${company.name} <${company.email}>` })
      : outboxMailer();
  const replyAddresses = replyAddressKey(env);
  return replyAddresses ? { ...mailer, replyAddresses } : mailer;
}

/**
 * The reply addresses' domain and signing key, when inbound mail is set up: INBOUND_MAIL_DOMAIN, and
 * SESSION_SECRET to derive the key from. Without either, customer e-mails keep their Reply-To.
 */
export function replyAddressKey(env: Bindings): ReplyAddressKey | null {
  const config = appConfig(env);
  return config.INBOUND_MAIL_DOMAIN && config.SESSION_SECRET ? { domain: config.INBOUND_MAIL_DOMAIN, secret: config.SESSION_SECRET } : null;
}

/** The addresses our e-mails leave from, lower case: mail coming back from one of them is a loop. */
export function ownSendingAddresses(env: Bindings): string[] {
  const from = appConfig(env).MAIL_FROM;
  const address = from ? (/<([^>]+)>/.exec(from)?.[1] ?? from).trim().toLowerCase() : null;
  return [...new Set([company.email.toLowerCase(), ...(address ? [address] : [])])];
}

/** Where admin notifications go. */
export function adminAddress(env: Bindings): string {
  return appConfig(env).ADMIN_EMAIL ?? company.email;
}
