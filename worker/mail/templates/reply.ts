// The admin's reply to a customer: the message the admin wrote (sanitised HTML and its text
// alternative) in the company's layout, in the quote's language (the layout's lang and footer).
// No heading: the message opens with its own greeting. With `requestPageUrl`, the customer's way to
// their request page (the offer sent with the reply, paying it) follows the message.
import type { Lang } from '../../contract/i18n/index.ts';
import { renderEmail, type EmailContent } from '../layout.ts';
import type { SanitizedHtml } from '../sanitize-html.ts';

export function replyEmail(lang: Lang, subject: string, body: SanitizedHtml, requestPageUrl?: string): EmailContent {
  return renderEmail({ lang, subject, heading: '', paragraphs: [], body, requestPageUrl });
}
