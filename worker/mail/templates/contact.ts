// E-mails caused by a Contact Us message: the admin's notification and the customer's acknowledgement.
import { t, type Lang } from '../../contract/i18n/index.ts';
import { renderEmail, type EmailContent } from '../layout.ts';
import type { ContactMessageInput } from '../../contract/schemas/contact.ts';
import { nameForCustomerEmail } from './customer-safe.ts';

/** To the company, in English (the back office language); Reply-To is the customer. */
export function contactAdminEmail(message: ContactMessageInput & { lang: Lang }): EmailContent {
  const lang: Lang = 'en';
  return renderEmail({
    lang,
    subject: t(lang, 'email.contactAdmin.subject', { name: message.name }),
    heading: t(lang, 'email.contactAdmin.heading'),
    paragraphs: [t(lang, 'email.contactAdmin.intro')],
    details: [
      [t(lang, 'email.field.name'), message.name],
      [t(lang, 'email.field.email'), message.email],
      [t(lang, 'email.field.telephone'), message.telephone],
      [t(lang, 'email.field.company'), message.company],
      [t(lang, 'email.field.address'), [message.street, [message.zip, message.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')],
      [t(lang, 'email.field.language'), t(message.lang, 'lang.name')],
      [t(lang, 'email.field.message'), message.message],
    ],
    closing: [t(lang, 'email.contactAdmin.closing')],
  });
}

/**
 * To the customer, in the language of the page they wrote from: an acknowledgement that repeats
 * nothing they wrote but a shortened name (customer-safe.ts: the form must not be a mail relay).
 */
export function contactCustomerEmail(message: ContactMessageInput & { lang: Lang }): EmailContent {
  const lang = message.lang;
  return renderEmail({
    lang,
    subject: t(lang, 'email.contactCustomer.subject'),
    heading: t(lang, 'email.contactCustomer.heading', { name: nameForCustomerEmail(message.name) }),
    paragraphs: [t(lang, 'email.contactCustomer.intro'), t(lang, 'email.contactCustomer.next')],
    details: [],
    closing: [t(lang, 'email.contactCustomer.closing')],
  });
}
