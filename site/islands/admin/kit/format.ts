// How the dashboard writes times and waits: always Europe/Paris wall-clock time (the company's), in
// the dashboard's language (which the screens' words carry: use-words.ts), whatever the
// administrator's own device is set to. Every date and time the back office shows goes through
// formatParisDateTime, so a pickup, a return, a submission and an audit entry all read alike.
import { TIME_ZONE } from '../../../../worker/contract/constants.ts';
import { LOCALES, type Lang } from '../../../../worker/contract/i18n/langs.ts';
import { fromParis } from '../../../../worker/contract/paris-time.ts';

/** Intl formats are costly to make: one of each per language, made when first used. */
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function formatFor<Format extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => Format): Format {
  let format = formats.get(key) as Format | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

const parisDateTime = (lang: Lang) =>
  formatFor(
    `dateTime ${lang}`,
    () =>
      new Intl.DateTimeFormat(LOCALES[lang], {
        timeZone: TIME_ZONE,
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  );

/** 'Tue, 25 Nov 2026, 14:30' for an ISO instant, in Paris time ('mar. 25 nov. 2026, 14:30' in French). */
export function formatParisDateTime(instant: string | Date, lang: Lang): string {
  return parisDateTime(lang).format(new Date(instant));
}

/**
 * A Paris date and time as stored ('2026-12-03', '18:30') written like every instant of the
 * dashboard: 'Thu, 3 Dec 2026, 18:30'. Anything that is not one is shown as it is.
 */
export function formatParisWallClock(date: string, time: string | null | undefined, lang: Lang): string {
  const instant = time ? fromParis(date, time) : null;
  return instant ? formatParisDateTime(instant, lang) : [date, time ?? ''].join(' ').trim();
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const waitIn = (lang: Lang, unit: 'minute' | 'hour' | 'day') =>
  formatFor(`${unit} ${lang}`, () => new Intl.NumberFormat(LOCALES[lang], { style: 'unit', unit, unitDisplay: 'long' }));

/**
 * How long a request has waited since `since`, in its largest whole unit: '12 minutes', '5 hours',
 * '3 days'. A clock a little behind the server's reads as 0 minutes, never a negative wait.
 */
export function formatWait(since: string, now: number, lang: Lang): string {
  return formatSpan(now - new Date(since).getTime(), lang);
}

/**
 * How long until `until` (an offer's expiry), at `now`, in its largest whole unit: '5 hours',
 * '2 days'; 0 minutes once it has passed.
 */
export function formatTimeLeft(until: string, now: number, lang: Lang): string {
  return formatSpan(new Date(until).getTime() - now, lang);
}

function formatSpan(span: number, lang: Lang): string {
  const length = Math.max(0, span);
  if (length < HOUR_MS) return waitIn(lang, 'minute').format(Math.floor(length / MINUTE_MS));
  if (length < 2 * DAY_MS) return waitIn(lang, 'hour').format(Math.floor(length / HOUR_MS));
  return waitIn(lang, 'day').format(Math.floor(length / DAY_MS));
}

/** 'JD' for Jane Doe; '?' when both names are empty. */
export function initials(firstName: string, lastName: string): string {
  const letters = [firstName, lastName].map((name) => name.trim().charAt(0).toUpperCase()).join('');
  return letters || '?';
}
