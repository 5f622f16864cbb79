// The admin's answer in a customer conversation (Messages), e-mailed to the customer in the
// conversation's language: the text as typed, escaped, its line breaks kept (the layout's
// paragraphs), in the company's layout. The customer's own messages are not quoted back: anyone can
// write from anyone's address, so the thread may hold a stranger's words, and this e-mail must not
// carry them to the address (the no-relay rule of customer-safe.ts).
import { company } from '../../contract/company.ts';
import { t, type Lang } from '../../contract/i18n/index.ts';
import { renderEmail, type EmailContent } from '../layout.ts';

export function conversationReplyEmail(lang: Lang, text: string, requestPageUrl: string | null = null): EmailContent {
  return renderEmail({
    lang,
    // The customer's newest request page, where the answer is shown and they can write back (decision 041).
    ...(requestPageUrl ? { requestPageUrl } : {}),
    subject: t(lang, 'email.conversationReply.subject', { company: company.name }),
    heading: '',
    paragraphs: [text],
    closing: [t(lang, 'email.conversationReply.closing', { company: company.name })],
  });
}
