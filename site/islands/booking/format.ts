// Formatting for the wizard: placeholders, durations ("1 h 25 min"), Paris dates.
import { TIME_ZONE } from '../../../worker/contract/constants.ts';

/** `{name}` placeholders filled from `vars`, like the site's t() (which the island cannot import). */
export function fill(text: string, vars?: Record<string, string | number>): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export interface DurationTexts {
  hoursMinutes: string;
  hours: string;
  minutes: string;
}

/** 85 → '1 h 25 min', 120 → '2 h', 40 → '40 min' (with the dictionary's templates). */
export function formatDuration(totalMinutes: number, texts: DurationTexts): string {
  const minutesInAll = Math.max(0, Math.round(totalMinutes));
  const hours = Math.floor(minutesInAll / 60);
  const minutes = minutesInAll % 60;
  if (hours === 0) return fill(texts.minutes, { minutes });
  if (minutes === 0) return fill(texts.hours, { hours });
  return fill(texts.hoursMinutes, { hours, minutes });
}

/** A 'YYYY-MM-DD' Paris date in words: 'Saturday, 4 May 2030', 'samedi 4 mai 2030'; the input if malformed. */
export function formatDate(date: string, lang: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  // Noon UTC of that day is the same calendar day in Paris.
  const noon = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE }).format(noon);
}
