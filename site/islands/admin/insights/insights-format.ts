// The Insights screen's arithmetic and writing, apart from React so it is tested alone: the period
// (Paris months, as the API takes them: contract/insights-words.ts), its checks in the API's words,
// and how weeks, months, durations, counts and shares are written in the dashboard's language.
import { INSIGHTS_MONTHS_MAX, monthIndex } from '../../../../worker/contract/insights-words.ts';
import { LOCALES, type Lang } from '../../../../worker/contract/i18n/langs.ts';
import { toParis } from '../../../../worker/contract/paris-time.ts';

export interface InsightsRange {
  /** YYYY-MM, the first Paris month shown. */
  from: string;
  /** YYYY-MM, the last Paris month shown (included). */
  to: string;
}

/** The quick periods offered, in months (the current Paris month included). */
export const INSIGHTS_PRESETS = [3, 6, 12] as const;
/** The period shown when none is asked for. */
export const DEFAULT_MONTHS = 6;

const MONTH = /^2\d{3}-(0[1-9]|1[0-2])$/;
const pad = (n: number) => String(n).padStart(2, '0');
const monthOf = (index: number) => `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;

/** The last `months` Paris months up to the one `now` is in. */
export function lastMonths(now: Date, months: number): InsightsRange {
  const to = toParis(now).date.slice(0, 7);
  return { from: monthOf(monthIndex(to) - months + 1), to };
}

/** The period the address asks for when it is one the API takes, else the default one. */
export function rangeFromAddress(from: string | null, to: string | null, now: Date): InsightsRange {
  return from !== null && to !== null && rangeProblem({ from, to }) === null ? { from, to } : lastMonths(now, DEFAULT_MONTHS);
}

/** What is wrong with a period, in the API's words and on the field it names; null when nothing is. */
export function rangeProblem({
  from,
  to,
}: InsightsRange): { field: 'from' | 'to'; key: 'adminInsights.field.month.invalid' | 'adminInsights.field.range.invalid' } | null {
  if (!MONTH.test(from)) return { field: 'from', key: 'adminInsights.field.month.invalid' };
  if (!MONTH.test(to)) return { field: 'to', key: 'adminInsights.field.month.invalid' };
  const span = monthIndex(to) - monthIndex(from);
  return span < 0 || span >= INSIGHTS_MONTHS_MAX ? { field: 'to', key: 'adminInsights.field.range.invalid' } : null;
}

/** Intl formats are costly to make: one of each per language and kind. */
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function formatFor<Format extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => Format): Format {
  const made = (formats.get(key) as Format | undefined) ?? make();
  formats.set(key, made);
  return made;
}

/** A civil date or month read at noon UTC, so no zone moves it to another day. */
const civilNoon = (date: string) => new Date(`${date}T12:00:00Z`);

/** A week by its Monday: '29 September 2025' ('29 septembre 2025'; long names read alike in every browser's Intl data). */
export const weekLabel = (monday: string, lang: Lang) =>
  formatFor(`week ${lang}`, () => new Intl.DateTimeFormat(LOCALES[lang], { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' })).format(
    civilNoon(monday),
  );

/** A month: 'October 2025' ('octobre 2025'). */
export const monthLabel = (month: string, lang: Lang) =>
  formatFor(`month ${lang}`, () => new Intl.DateTimeFormat(LOCALES[lang], { timeZone: 'UTC', month: 'long', year: 'numeric' })).format(
    civilNoon(`${month}-01`),
  );

/** A count: '1,234' ('1 234'). */
export const countLabel = (n: number, lang: Lang) => formatFor(`count ${lang}`, () => new Intl.NumberFormat(LOCALES[lang])).format(n);

/** `part` of `whole` as a whole percentage ('40%', '40 %'); 0% of nothing. */
export const shareLabel = (part: number, whole: number, lang: Lang) =>
  formatFor(`share ${lang}`, () => new Intl.NumberFormat(LOCALES[lang], { style: 'percent', maximumFractionDigits: 0 })).format(whole > 0 ? part / whole : 0);

/** A duration of whole minutes in the screen's words: under an hour in minutes, else hours and minutes. */
export function durationParts(minutes: number): { hours: number; minutes: number } {
  const whole = Math.round(minutes);
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}

/** A week on a chart's axis, by its Monday: '29 Sep' ('29 sept.'). */
export const weekTick = (monday: string, lang: Lang) =>
  formatFor(`tick ${lang}`, () => new Intl.DateTimeFormat(LOCALES[lang], { timeZone: 'UTC', day: 'numeric', month: 'short' })).format(civilNoon(monday));
