// Formatting for the wizard: Paris dates. Placeholders, plurals, durations and options are the
// contract's (worker/contract/i18n, worker/contract/booking-format.ts), shared with the e-mails.
import { TIME_ZONE } from '../../../worker/contract/constants.ts';
import { LOCALES, type Lang } from '../../../worker/contract/i18n/langs.ts';

/** A 'YYYY-MM-DD' Paris date in words: 'Saturday, 4 May 2030', 'samedi 4 mai 2030'; the input if malformed. */
export function formatDate(date: string, lang: Lang): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  // Noon UTC of that day is the same calendar day in Paris.
  const noon = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  return new Intl.DateTimeFormat(LOCALES[lang], { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE }).format(noon);
}
