// The company's notification of a customer's e-mail reply that joined their conversation, in English
// (the back office's language, as the other notifications): who wrote, from which address, the new
// text and the files (kept or left out), and where to answer. Every value is escaped by the layout.
import { t, type Lang } from '../../contract/i18n/index.ts';
import type { MessageAttachment } from '../../db/schema.ts';
import { renderEmail, type EmailContent } from '../layout.ts';

export interface InboundReplyNotice {
  /** The conversation's customer: the name it has ('' for none) and its address. */
  customer: { name: string; email: string };
  /** The address the e-mail says it is from, when it is not the conversation's. */
  sentFrom: string | null;
  subject: string;
  text: string;
  attachments: readonly MessageAttachment[];
  /** The back office's Messages screen. */
  messagesUrl: string;
  /** How many files one message keeps (for the words of one left out). */
  maxFiles: number;
}

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

function fileLine(lang: Lang, file: MessageAttachment, maxFiles: number): string {
  const name = file.name || '—';
  if ('key' in file) return `${name} (${file.type}, ${kilobytes(file.bytes)})`;
  return file.dropped === 'count' ? t(lang, 'email.inboundReply.dropped.count', { name, max: maxFiles }) : t(lang, 'email.inboundReply.dropped.type', { name });
}

export function inboundReplyAdminEmail(notice: InboundReplyNotice): EmailContent {
  const lang: Lang = 'en';
  const who = notice.customer.name || notice.customer.email;
  return renderEmail({
    lang,
    subject: t(lang, 'email.inboundReply.subject', { name: who }),
    heading: t(lang, 'email.inboundReply.heading'),
    paragraphs: [t(lang, 'email.inboundReply.intro', { email: notice.customer.email, url: notice.messagesUrl })],
    details: [
      [t(lang, 'email.field.name'), notice.customer.name],
      [t(lang, 'email.field.email'), notice.customer.email],
      [t(lang, 'email.inboundReply.sentFrom'), notice.sentFrom ?? ''],
      [t(lang, 'email.inboundReply.emailSubject'), notice.subject],
      [t(lang, 'email.field.message'), notice.text || t(lang, 'email.inboundReply.noText')],
      [t(lang, 'email.inboundReply.files'), notice.attachments.map((file) => fileLine(lang, file, notice.maxFiles)).join('\n')],
    ],
    closing: [t(lang, 'email.inboundReply.closing')],
  });
}
