// The agenda's calendar arithmetic on Paris dates ('2026-11-26'): the days of a view (today,
// tomorrow, this week from Monday, a month's grid of whole weeks), written in the dashboard's
// language. Dates are calendar days, computed in UTC so no device's time zone shifts them; the
// instants of a day are the server's business (contract/paris-time.ts).
import { LOCALES, type Lang } from '../../../../worker/contract/i18n/langs.ts';
import { toParis } from '../../../../worker/contract/paris-time.ts';

const DAY_MS = 86_400_000;
const ms = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dateOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Today in Paris. */
export const parisToday = (now = new Date()) => toParis(now).date;

export const addDays = (date: string, days: number) => dateOf(ms(date) + days * DAY_MS);

/** 1 for Monday … 7 for Sunday. */
export const isoWeekday = (date: string) => ((new Date(ms(date)).getUTCDay() + 6) % 7) + 1;

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

export type AgendaView = { kind: 'today' } | { kind: 'tomorrow' } | { kind: 'week' } | { kind: 'month'; month: string } | { kind: 'day'; date: string };

/** The first and last day a view shows. A month shows its grid: whole weeks, Monday to Sunday (at most 42 days). */
export function viewRange(view: AgendaView, today: string): { from: string; to: string } {
  switch (view.kind) {
    case 'today':
      return { from: today, to: today };
    case 'tomorrow': {
      const tomorrow = addDays(today, 1);
      return { from: tomorrow, to: tomorrow };
    }
    case 'week': {
      const monday = addDays(today, 1 - isoWeekday(today));
      return { from: monday, to: addDays(monday, 6) };
    }
    case 'day':
      return { from: view.date, to: view.date };
    case 'month': {
      const first = `${view.month}-01`;
      const last = addDays(`${nextMonth(view.month)}-01`, -1);
      return { from: addDays(first, 1 - isoWeekday(first)), to: addDays(last, 7 - isoWeekday(last)) };
    }
  }
}

/** '2026-12' after '2026-11'; '2027-01' after '2026-12'. */
export function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

export function previousMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function format(lang: Lang, style: 'long' | 'short' | 'month'): Intl.DateTimeFormat {
  const key = `${lang} ${style}`;
  let made = formats.get(key);
  if (!made) {
    const options: Intl.DateTimeFormatOptions =
      style === 'long'
        ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
        : style === 'short'
          ? { weekday: 'short', day: 'numeric', month: 'short' }
          : { month: 'long', year: 'numeric' };
    made = new Intl.DateTimeFormat(LOCALES[lang], { ...options, timeZone: 'UTC' });
    formats.set(key, made);
  }
  return made;
}

/** 'Thursday, 26 November 2026' ('jeudi 26 novembre 2026'). */
export const longDate = (date: string, lang: Lang) => format(lang, 'long').format(new Date(ms(date)));
/** 'Thu 26 Nov'. */
export const shortDate = (date: string, lang: Lang) => format(lang, 'short').format(new Date(ms(date)));
/** 'November 2026'. */
export const monthName = (month: string, lang: Lang) => format(lang, 'month').format(new Date(ms(`${month}-01`)));

/** The Paris wall-clock time of an instant, 'HH:MM', and its Paris date. */
export const parisTimeOf = (instant: string) => toParis(new Date(instant)).time;
export const parisDateOf = (instant: string) => toParis(new Date(instant)).date;
