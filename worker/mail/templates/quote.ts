// E-mails caused by a transfer quote request: the customer's summary (in the request's language,
// replacing the spec's /send-summary) and the admin's notification (in English).
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { LOCALES, t, tCount, type Lang } from '../../contract/i18n/index.ts';
import { company } from '../../contract/company.ts';
import { nameForCustomerEmail } from './customer-safe.ts';
import { renderEmail, type EmailContent } from '../layout.ts';
import { extraOptionTexts, formatDuration } from '../../contract/booking-format.ts';
import { TIME_ZONE } from '../../contract/constants.ts';
import type { NewQuote } from '../../quotes/quote.ts';

/** 'Saturday 14 March 2026 at 09:30 (Paris time)': always Paris wall-clock time, labelled. */
function parisTime(lang: Lang, instant: Date): string {
  const when = new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'full', timeStyle: 'short', timeZone: TIME_ZONE }).format(instant);
  return t(lang, 'quoteEmail.parisTime', { when });
}

/** Phones are stored as E.164; people read them grouped: '+33 6 12 34 56 78'. */
function readablePhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

function approximate(lang: Lang, value: string, isApproximate: boolean): string {
  return isApproximate ? t(lang, 'quoteEmail.approximate', { value }) : value;
}

/** '1 h 25 min', '2 h', '50 min': the wizard summary's way (booking-format.ts), in the e-mails' words. */
function duration(lang: Lang, totalMinutes: number): string {
  return formatDuration(totalMinutes, {
    hoursMinutes: t(lang, 'quoteEmail.duration.hoursMinutes'),
    hours: t(lang, 'quoteEmail.duration.hours'),
    minutes: t(lang, 'quoteEmail.duration.minutes'),
  });
}

/** ['Suitcases × 2', 'Child seats × 1', 'Animal (dog)']: the options asked for, as the wizard's summary lists them (booking-format.ts). */
export function extraOptionList(lang: Lang, options: NewQuote['vehicleExtraOptions']): string[] {
  return extraOptionTexts(options, {
    optionCount: t(lang, 'quoteEmail.optionCount'),
    animalTypes: t(lang, 'quoteEmail.animalTypes'),
    option: (name) => t(lang, `quoteEmail.option.${name}`),
    animal: (type) => t(lang, `quoteEmail.animal.${type}`),
  });
}

const extraOptions = (lang: Lang, options: NewQuote['vehicleExtraOptions']) => extraOptionList(lang, options).join(', ');

/** Every detail of the request, labelled in `lang`; rows with nothing to say are left out by the layout. */
function rideDetails(lang: Lang, quote: NewQuote, quoteNumber: string, { comments }: { comments: boolean }): Array<[string, string]> {
  const stops = quote.stopLocations.map((stop, index) => `${index + 1}. ${stop}`).join('\n');
  const distance = quote.totalDistanceKm === null ? '' : t(lang, 'quoteEmail.kilometres', { km: quote.totalDistanceKm });
  const time = quote.totalMinutes === null ? '' : duration(lang, quote.totalMinutes);
  return [
    [t(lang, 'quoteEmail.field.quoteNumber'), quoteNumber],
    [t(lang, 'quoteEmail.field.transferType'), t(lang, `transferType.${quote.transferType}`)],
    [t(lang, 'quoteEmail.field.pickup'), quote.pickupLocation],
    [t(lang, 'quoteEmail.field.stops'), stops],
    [t(lang, 'quoteEmail.field.dropoff'), quote.dropoffLocation],
    [t(lang, 'quoteEmail.field.pickupAt'), parisTime(lang, quote.pickupAt)],
    [t(lang, 'quoteEmail.field.returnAt'), quote.returnAt ? parisTime(lang, quote.returnAt) : ''],
    [t(lang, 'quoteEmail.field.passengers'), tCount(lang, 'quoteEmail.adults', quote.adults)],
    [t(lang, 'quoteEmail.field.extraTime'), quote.extraTime > 0 ? tCount(lang, 'quoteEmail.hours', quote.extraTime) : ''],
    [t(lang, 'quoteEmail.field.flightTrainNumber'), quote.flightTrainNumber ?? ''],
    [t(lang, 'quoteEmail.field.vehicle'), quote.vehicle],
    [t(lang, 'quoteEmail.field.extraOptions'), extraOptions(lang, quote.vehicleExtraOptions)],
    [t(lang, 'quoteEmail.field.distance'), distance && approximate(lang, distance, quote.routeApproximate)],
    [t(lang, 'quoteEmail.field.duration'), time && approximate(lang, time, quote.routeApproximate)],
    ...(comments ? [[t(lang, 'quoteEmail.field.comments'), quote.comments] as [string, string]] : []),
  ];
}

const fullName = (quote: NewQuote) => `${quote.firstName} ${quote.lastName}`;

/**
 * To the customer, in the language of the request: the summary of the request and what happens next;
 * with `requestPageUrl`, the way to their request page.
 */
export function quoteCustomerEmail(quote: NewQuote, quoteNumber: string, requestPageUrl?: string): EmailContent {
  const lang = quote.lang;
  return renderEmail({
    lang,
    subject: t(lang, 'quoteEmail.customer.subject', { quoteNumber }),
    heading: t(lang, 'quoteEmail.customer.heading', { firstName: nameForCustomerEmail(quote.firstName) }),
    paragraphs: [t(lang, 'quoteEmail.customer.intro', { company: company.name, quoteNumber })],
    // The booking facts to check, but not the free-text comments (customer-safe.ts: no relay).
    details: [
      ...rideDetails(lang, quote, quoteNumber, { comments: false }),
      [t(lang, 'email.field.name'), nameForCustomerEmail(fullName(quote))],
      [t(lang, 'email.field.email'), quote.email],
      [t(lang, 'email.field.telephone'), readablePhone(quote.phone)],
    ],
    closing: [
      t(lang, 'quoteEmail.customer.nextHeading'),
      t(lang, 'quoteEmail.customer.nextRequest'),
      t(lang, 'quoteEmail.customer.nextQuote'),
      t(lang, 'quoteEmail.customer.nextConfirmation'),
      t(lang, 'quoteEmail.customer.nextChanges', {
        phone: company.phoneDisplay,
        whatsapp: readablePhone(`+${company.whatsapp}`),
        quoteNumber,
      }),
      t(lang, 'quoteEmail.customer.closing', { company: company.name }),
    ],
    requestPageUrl,
  });
}

/** To the company, in English (the back office language); Reply-To is the customer. */
export function quoteAdminEmail(quote: NewQuote, quoteNumber: string): EmailContent {
  const lang: Lang = 'en';
  const pickup = new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE }).format(quote.pickupAt);
  return renderEmail({
    lang,
    subject: t(lang, 'quoteEmail.admin.subject', { quoteNumber, name: fullName(quote), pickup }),
    heading: t(lang, 'quoteEmail.admin.heading', { quoteNumber }),
    paragraphs: [t(lang, 'quoteEmail.admin.intro')],
    details: [
      [t(lang, 'email.field.name'), fullName(quote)],
      [t(lang, 'email.field.email'), quote.email],
      [t(lang, 'email.field.telephone'), readablePhone(quote.phone)],
      [t(lang, 'quoteEmail.field.phoneCountry'), quote.countryCode ?? ''],
      [t(lang, 'email.field.language'), t(quote.lang, 'lang.name')],
      ...rideDetails(lang, quote, quoteNumber, { comments: true }),
    ],
    closing: [t(lang, 'quoteEmail.admin.closing')],
  });
}
