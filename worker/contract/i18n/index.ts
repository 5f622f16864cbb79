// The languages and the words both sides speak: the URL scheme (English at the spec's paths, French
// under /fr/), Accept-Language, and the texts the API, the e-mails and the browser share (the
// booking wizard's and the forms' words, field messages, API errors, e-mails, the back office's
// sign-in answers). The site's own page copy extends these in the site's i18n; nothing here imports
// from the site.
import { enAdmin } from './admin.en.ts';
import { frAdmin } from './admin.fr.ts';
import { enAdminQuotes } from './adminQuotes.en.ts';
import { frAdminQuotes } from './adminQuotes.fr.ts';
import { enAdminExcursions } from './adminExcursions.en.ts';
import { frAdminExcursions } from './adminExcursions.fr.ts';
import { enAdminMessages } from './adminMessages.en.ts';
import { frAdminMessages } from './adminMessages.fr.ts';
import { enAdminOutbox } from './adminOutbox.en.ts';
import { frAdminOutbox } from './adminOutbox.fr.ts';
import { enAdminAudit } from './adminAudit.en.ts';
import { frAdminAudit } from './adminAudit.fr.ts';
import { enAdminSecurity } from './adminSecurity.en.ts';
import { frAdminSecurity } from './adminSecurity.fr.ts';
import { enAdminPrivacy } from './adminPrivacy.en.ts';
import { frAdminPrivacy } from './adminPrivacy.fr.ts';
import { enBooking } from './booking.en.ts';
import { frBooking } from './booking.fr.ts';
import { enExcursion } from './excursion.en.ts';
import { frExcursion } from './excursion.fr.ts';
import { enExcursionEmail } from './excursionEmail.en.ts';
import { frExcursionEmail } from './excursionEmail.fr.ts';
import { enForms } from './forms.en.ts';
import { frForms } from './forms.fr.ts';
import { enQuoteEmail } from './quoteEmail.en.ts';
import { frQuoteEmail } from './quoteEmail.fr.ts';
import { enServer } from './server.en.ts';
import { frServer } from './server.fr.ts';
import type { Lang } from './langs.ts';
import { fillPlaceholders } from './placeholders.ts';
import { countedText, type PluralBase } from './plural.ts';
import type { DictionaryPart } from './types.ts';

export type { DictionaryPart };
// The languages, the placeholder filler and the plural choice live in dictionary-free modules (the
// browser code imports those directly); they are part of this module's interface too.
export { DEFAULT_LANG, LANGS, LOCALES, isLang, type Lang } from './langs.ts';
export { fillPlaceholders } from './placeholders.ts';
export { countedText, pluralCategory, pluralKey, type PluralBase } from './plural.ts';

/** The shared words' parts, by area; a key is defined once (a unit test checks it). */
export const enSharedParts = {
  server: enServer,
  forms: enForms,
  booking: enBooking,
  excursion: enExcursion,
  quoteEmail: enQuoteEmail,
  excursionEmail: enExcursionEmail,
  admin: enAdmin,
  adminQuotes: enAdminQuotes,
  adminExcursions: enAdminExcursions,
  adminMessages: enAdminMessages,
  adminOutbox: enAdminOutbox,
  adminAudit: enAdminAudit,
  adminSecurity: enAdminSecurity,
  adminPrivacy: enAdminPrivacy,
} as const;
export const frSharedParts = {
  server: frServer,
  forms: frForms,
  booking: frBooking,
  excursion: frExcursion,
  quoteEmail: frQuoteEmail,
  excursionEmail: frExcursionEmail,
  admin: frAdmin,
  adminQuotes: frAdminQuotes,
  adminExcursions: frAdminExcursions,
  adminMessages: frAdminMessages,
  adminOutbox: frAdminOutbox,
  adminAudit: frAdminAudit,
  adminSecurity: frAdminSecurity,
  adminPrivacy: frAdminPrivacy,
} as const;

export const enShared = {
  ...enServer,
  ...enForms,
  ...enBooking,
  ...enExcursion,
  ...enQuoteEmail,
  ...enExcursionEmail,
  ...enAdmin,
  ...enAdminQuotes,
  ...enAdminExcursions,
  ...enAdminMessages,
  ...enAdminOutbox,
  ...enAdminAudit,
  ...enAdminSecurity,
  ...enAdminPrivacy,
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
  ...frAdmin,
  ...frAdminQuotes,
  ...frAdminExcursions,
  ...frAdminMessages,
  ...frAdminOutbox,
  ...frAdminAudit,
  ...frAdminSecurity,
  ...frAdminPrivacy,
};

const sharedWords: Record<Lang, DictionaryPart<typeof enShared>> = { en: enShared, fr: frShared };

/** The shared text for `key` in `lang`, with `{name}` placeholders filled from `vars`. */
export function t(lang: Lang, key: SharedMessageKey, vars?: Record<string, string | number>): string {
  return fillPlaceholders(sharedWords[lang][key], vars);
}

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
