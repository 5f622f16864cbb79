// E-mails caused by an excursion quote request (the Book Now modal): the customer's summary, in the
// request's language, and the admin's notification, in English.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { t, type Lang } from '../../contract/i18n/index.ts';
import { company } from '../../contract/company.ts';
import { nameForCustomerEmail } from './customer-safe.ts';
import { renderEmail, type EmailContent } from '../layout.ts';
import type { NewExcursionQuote } from '../../excursions/excursion-quote.ts';

/** Every detail of the request, labelled in `lang`; rows with nothing to say are left out by the layout. */
function excursionDetails(lang: Lang, exQuote: NewExcursionQuote, exQuoteNumber: string, { comments }: { comments: boolean }): Array<[string, string]> {
  const places = exQuote.selectedHighlights.length ? exQuote.selectedHighlights.join('\n') : t(lang, 'excursionEmail.noPlaces');
  const stops = exQuote.stopLocations.map((stop, index) => `${index + 1}. ${stop}`).join('\n');
  return [
    [t(lang, 'excursionEmail.field.exQuoteNumber'), exQuoteNumber],
    [t(lang, 'excursionEmail.field.excursion'), exQuote.excursionTitle],
    [t(lang, 'excursionEmail.field.places'), places],
    [t(lang, 'excursionEmail.field.stops'), stops],
    [t(lang, 'excursionEmail.field.photographer'), t(lang, exQuote.withPhotographer ? 'excursionEmail.photographer.yes' : 'excursionEmail.photographer.no')],
    ...(comments ? [[t(lang, 'excursionEmail.field.comments'), exQuote.comments] as [string, string]] : []),
  ];
}

const fullName = (exQuote: NewExcursionQuote) => `${exQuote.firstName} ${exQuote.lastName}`;

/** The company's WhatsApp number (digits with the country code) as people read it: '+33 6 12 34 56 78'. */
const whatsappNumber = () => parsePhoneNumberFromString(`+${company.whatsapp}`)?.formatInternational() ?? `+${company.whatsapp}`;

/**
 * To the customer, in the language of the request: the summary of the request and what happens next;
 * with `requestPageUrl`, the way to their request page.
 */
export function excursionQuoteCustomerEmail(exQuote: NewExcursionQuote, exQuoteNumber: string, requestPageUrl?: string): EmailContent {
  const lang = exQuote.lang;
  return renderEmail({
    lang,
    subject: t(lang, 'excursionEmail.customer.subject', { exQuoteNumber }),
    heading: t(lang, 'excursionEmail.customer.heading', { firstName: nameForCustomerEmail(exQuote.firstName) }),
    paragraphs: [t(lang, 'excursionEmail.customer.intro', { company: company.name, exQuoteNumber, title: exQuote.excursionTitle })],
    // The facts to check (the excursion's own title and places, the stops, the photographer), but
    // not the free-text comments (customer-safe.ts: no relay).
    details: [
      ...excursionDetails(lang, exQuote, exQuoteNumber, { comments: false }),
      [t(lang, 'email.field.name'), nameForCustomerEmail(fullName(exQuote))],
      [t(lang, 'email.field.email'), exQuote.email],
      [t(lang, 'email.field.telephone'), exQuote.phone],
    ],
    closing: [
      t(lang, 'excursionEmail.customer.nextHeading'),
      t(lang, 'excursionEmail.customer.nextRequest'),
      t(lang, 'excursionEmail.customer.nextQuote'),
      t(lang, 'excursionEmail.customer.nextConfirmation'),
      t(lang, 'excursionEmail.customer.nextChanges', {
        phone: company.phoneDisplay,
        whatsapp: whatsappNumber(),
        exQuoteNumber,
      }),
      t(lang, 'excursionEmail.customer.closing', { company: company.name }),
    ],
    requestPageUrl,
  });
}

/**
 * To the company, in English (the back office language); Reply-To is the customer. `acknowledged`
 * says whether the customer was sent their summary (the per-address cap may have left it out).
 */
export function excursionQuoteAdminEmail(exQuote: NewExcursionQuote, exQuoteNumber: string, { acknowledged }: { acknowledged: boolean }): EmailContent {
  const lang: Lang = 'en';
  return renderEmail({
    lang,
    subject: t(lang, 'excursionEmail.admin.subject', { exQuoteNumber, name: fullName(exQuote), title: exQuote.excursionTitle }),
    heading: t(lang, 'excursionEmail.admin.heading', { exQuoteNumber }),
    paragraphs: [t(lang, 'excursionEmail.admin.intro')],
    details: [
      [t(lang, 'email.field.name'), fullName(exQuote)],
      [t(lang, 'email.field.email'), exQuote.email],
      // Digits as typed: the modal does not ask for the country code, so no country is guessed.
      [t(lang, 'email.field.telephone'), exQuote.phone],
      [t(lang, 'email.field.language'), t(exQuote.lang, 'lang.name')],
      ...excursionDetails(lang, exQuote, exQuoteNumber, { comments: true }),
    ],
    closing: [t(lang, 'excursionEmail.admin.closing'), t(lang, acknowledged ? 'excursionEmail.admin.acknowledged' : 'excursionEmail.admin.notAcknowledged')],
  });
}
