// The languages and the words both sides speak: the URL scheme (English at the spec's paths, French
// under /fr/), Accept-Language, and the texts the API, the e-mails and the browser share (the
// booking wizard's and the forms' words, field messages, API errors, e-mails, the back office's
// sign-in answers). The site's own page copy extends these in the site's i18n; nothing here imports
// from the site.
import { enAdmin } from './back-office/sign-in.en.ts';
import { frAdmin } from './back-office/sign-in.fr.ts';
import { enAdminQuotes } from './back-office/quotes.en.ts';
import { frAdminQuotes } from './back-office/quotes.fr.ts';
import { enAdminExcursions } from './back-office/excursions.en.ts';
import { frAdminExcursions } from './back-office/excursions.fr.ts';
import { enAdminMessages } from './back-office/messages.en.ts';
import { frAdminMessages } from './back-office/messages.fr.ts';
import { enAdminOutbox } from './back-office/outbox.en.ts';
import { frAdminOutbox } from './back-office/outbox.fr.ts';
import { enAdminAudit } from './back-office/audit.en.ts';
import { frAdminAudit } from './back-office/audit.fr.ts';
import { enAdminInsights } from './back-office/insights.en.ts';
import { frAdminInsights } from './back-office/insights.fr.ts';
import { enAdminSecurity } from './back-office/security.en.ts';
import { frAdminSecurity } from './back-office/security.fr.ts';
import { enAdminPrivacy } from './back-office/privacy.en.ts';
import { enAdminBookings } from './back-office/bookings.en.ts';
import { frAdminBookings } from './back-office/bookings.fr.ts';
import { frAdminPrivacy } from './back-office/privacy.fr.ts';
import { enAdminOperations } from './back-office/operations.en.ts';
import { frAdminOperations } from './back-office/operations.fr.ts';
import { enBooking } from './visitors/booking.en.ts';
import { frBooking } from './visitors/booking.fr.ts';
import { enExcursion } from './visitors/excursion-booking.en.ts';
import { frExcursion } from './visitors/excursion-booking.fr.ts';
import { enExcursionEmail } from './visitors/excursion-email.en.ts';
import { frExcursionEmail } from './visitors/excursion-email.fr.ts';
import { enForms } from './visitors/forms.en.ts';
import { frForms } from './visitors/forms.fr.ts';
import { enQuoteEmail } from './visitors/quote-email.en.ts';
import { enRequestPayments } from './visitors/request-page.en.ts';
import { frRequestPayments } from './visitors/request-page.fr.ts';
import { frQuoteEmail } from './visitors/quote-email.fr.ts';
import { enRequestPageEmail } from './visitors/request-page-email.en.ts';
import { frRequestPageEmail } from './visitors/request-page-email.fr.ts';
import { enBookingEmail } from './visitors/booking-email.en.ts';
import { enChangeCancel } from './visitors/change-cancel.en.ts';
import { frChangeCancel } from './visitors/change-cancel.fr.ts';
import { frBookingEmail } from './visitors/booking-email.fr.ts';
import { enInboundMail } from './visitors/inbound-mail.en.ts';
import { frInboundMail } from './visitors/inbound-mail.fr.ts';
import { enTripReminder } from './visitors/trip-reminder.en.ts';
import { enChauffeurLinks } from './back-office/chauffeur-links.en.ts';
import { frChauffeurLinks } from './back-office/chauffeur-links.fr.ts';
import { frTripReminder } from './visitors/trip-reminder.fr.ts';
import { enServer } from './common/server.en.ts';
import { frServer } from './common/server.fr.ts';
import type { Lang } from './langs.ts';
import { translatorOf } from './translate.ts';
import { countedText, type PluralBase } from './plural.ts';
import type { DictionaryPart } from './types.ts';

export type { DictionaryPart };
// The languages, the placeholder filler and the plural choice live in dictionary-free modules (the
// browser code imports those directly); they are part of this module's interface too.
export { DEFAULT_LANG, LANGS, LOCALES, isLang, type Lang } from './langs.ts';
export { fillPlaceholders } from './placeholders.ts';
export { sayerOf, translatorOf, type Say } from './translate.ts';
export { countedText, pluralCategory, pluralKey, type PluralBase } from './plural.ts';

/**
 * The words both sides speak, in one tree per audience (decision 037): what every reader may meet
 * (the API's errors and field messages), the visitors' and customers' (the forms, the booking
 * wizard, the excursion booking, their e-mails), and the back office's (what the admin API answers).
 * The site adds each audience's page copy (site/i18n). A key is defined once (a unit test checks it).
 */
export const enCommonParts = { server: enServer } as const;
export const enVisitorParts = {
  forms: enForms,
  booking: enBooking,
  excursion: enExcursion,
  quoteEmail: enQuoteEmail,
  excursionEmail: enExcursionEmail,
  requestPayments: enRequestPayments,
  requestPageEmail: enRequestPageEmail,
  bookingEmail: enBookingEmail,
  changeCancel: enChangeCancel,
  inboundMail: enInboundMail,
  tripReminder: enTripReminder,
} as const;
export const enBackOfficeParts = {
  admin: enAdmin,
  adminQuotes: enAdminQuotes,
  adminExcursions: enAdminExcursions,
  adminMessages: enAdminMessages,
  adminOutbox: enAdminOutbox,
  adminAudit: enAdminAudit,
  adminInsights: enAdminInsights,
  adminSecurity: enAdminSecurity,
  adminPrivacy: enAdminPrivacy,
  adminBookings: enAdminBookings,
  chauffeurLinks: enChauffeurLinks,
  adminOperations: enAdminOperations,
} as const;
export const frCommonParts = { server: frServer } as const;
export const frVisitorParts = {
  forms: frForms,
  booking: frBooking,
  excursion: frExcursion,
  quoteEmail: frQuoteEmail,
  excursionEmail: frExcursionEmail,
  requestPayments: frRequestPayments,
  requestPageEmail: frRequestPageEmail,
  bookingEmail: frBookingEmail,
  changeCancel: frChangeCancel,
  inboundMail: frInboundMail,
  tripReminder: frTripReminder,
} as const;
export const frBackOfficeParts = {
  admin: frAdmin,
  adminQuotes: frAdminQuotes,
  adminExcursions: frAdminExcursions,
  adminMessages: frAdminMessages,
  adminOutbox: frAdminOutbox,
  adminAudit: frAdminAudit,
  adminInsights: frAdminInsights,
  adminSecurity: frAdminSecurity,
  adminPrivacy: frAdminPrivacy,
  adminBookings: frAdminBookings,
  chauffeurLinks: frChauffeurLinks,
  adminOperations: frAdminOperations,
} as const;

/** Every part of the shared words, by area (the site's parts test counts them). */
export const enSharedParts = { ...enCommonParts, ...enVisitorParts, ...enBackOfficeParts } as const;
export const frSharedParts = { ...frCommonParts, ...frVisitorParts, ...frBackOfficeParts } as const;

export const enShared = {
  ...enServer,
  ...enForms,
  ...enBooking,
  ...enExcursion,
  ...enQuoteEmail,
  ...enExcursionEmail,
  ...enRequestPayments,
  ...enRequestPageEmail,
  ...enBookingEmail,
  ...enChangeCancel,
  ...enInboundMail,
  ...enTripReminder,
  ...enAdmin,
  ...enAdminQuotes,
  ...enAdminExcursions,
  ...enAdminMessages,
  ...enAdminOutbox,
  ...enAdminAudit,
  ...enAdminInsights,
  ...enAdminSecurity,
  ...enAdminPrivacy,
  ...enAdminBookings,
  ...enChauffeurLinks,
  ...enAdminOperations,
} as const;
/** A key of the words both sides speak: API errors, field messages and e-mails use only these. */
export type SharedMessageKey = keyof typeof enShared;
export const frShared: DictionaryPart<typeof enShared> = {
  ...frServer,
  ...frForms,
  ...frBooking,
  ...frExcursion,
  ...frQuoteEmail,
  ...frExcursionEmail,
  ...frRequestPayments,
  ...frRequestPageEmail,
  ...frBookingEmail,
  ...frChangeCancel,
  ...frInboundMail,
  ...frTripReminder,
  ...frAdmin,
  ...frAdminQuotes,
  ...frAdminExcursions,
  ...frAdminMessages,
  ...frAdminOutbox,
  ...frAdminAudit,
  ...frAdminInsights,
  ...frAdminSecurity,
  ...frAdminPrivacy,
  ...frAdminBookings,
  ...frChauffeurLinks,
  ...frAdminOperations,
};

const sharedWords: Record<Lang, DictionaryPart<typeof enShared>> = { en: enShared, fr: frShared };

/** The shared text for `key` in `lang`, with `{name}` placeholders filled from `vars` (the Worker's t; the site's is the same over more words). */
export const t = translatorOf(sharedWords);

/**
 * The shared text for `count` of something in `lang`: the key `<base>.<plural category>` (one,
 * other…; `<base>.other` when the category has no key of its own), `{count}` filled.
 */
export function tCount(lang: Lang, base: PluralBase<SharedMessageKey>, count: number, vars?: Record<string, string | number>): string {
  return countedText(lang, sharedWords[lang], base, count, vars);
}

/** The language of a site path: '/fr' and '/fr/…' are French, everything else English. */
export function langFromPath(pathname: string): Lang {
  return pathname === '/fr' || pathname.startsWith('/fr/') ? 'fr' : 'en';
}

/** The path without its language prefix: '/fr/taxi' → '/taxi', '/fr/' → '/'. */
export function unlocalizedPath(pathname: string): string {
  if (pathname === '/fr' || pathname === '/fr/') return '/';
  return pathname.startsWith('/fr/') ? pathname.slice(3) : pathname;
}

/** The path of the same page in `lang`: ('/taxi', 'fr') → '/fr/taxi', ('/', 'fr') → '/fr/'. */
export function localizedPath(pathname: string, lang: Lang): string {
  const base = unlocalizedPath(pathname);
  if (lang === 'en') return base;
  return base === '/' ? '/fr/' : `/fr${base}`;
}

/**
 * The language asked for by an Accept-Language header: French only when the first listed
 * language starts with 'fr' (the architecture's rule), otherwise English.
 */
export function langFromAcceptLanguage(header: string | null | undefined): Lang {
  const first = (header ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('fr') ? 'fr' : 'en';
}
