// The back office's Insights (issue 26, item 2): GET /api/admin/insights?from=YYYY-MM&to=YYYY-MM, the
// business in numbers over a range of Paris months (both included, at most 24): requests per Paris
// week by kind and language, the median time to the first reply per week, the funnel, the money paid
// per Paris month (net of refunds, in cents, decision 038) and the most requested routes and
// excursions. Weeks start on Monday 00:00 in Paris; months on the 1st at 00:00 in Paris, whatever the
// offset of the day (DST). The dashboard imports the types from here.
import { z } from 'zod';
import type { SharedMessageKey } from '../i18n/index.ts';
import { INSIGHTS_MONTHS_MAX, monthIndex } from '../insights-words.ts';

const key = (k: SharedMessageKey) => k;

// The values are part of this module's interface too.
export { INSIGHTS_MONTHS_MAX, INSIGHTS_TOP, monthIndex } from '../insights-words.ts';

/** A calendar month, YYYY-MM (year 2000 to 2999). */
const MONTH = /^2\d{3}-(0[1-9]|1[0-2])$/;
const month = () => z.string({ error: key('adminInsights.field.month.invalid') }).regex(MONTH, { message: key('adminInsights.field.month.invalid') });

/** True when both months are well formed and make a range of 1 to INSIGHTS_MONTHS_MAX months (a malformed one is refused by its own field). */
const aRange = ({ from, to }: { from: string; to: string }) =>
  !MONTH.test(from) || !MONTH.test(to) || (monthIndex(to) >= monthIndex(from) && monthIndex(to) - monthIndex(from) < INSIGHTS_MONTHS_MAX);

/** The query string; unknown parameters are refused by name. Both months are Paris months and included. */
export const insightsQuerySchema = z.strictObject({ from: month(), to: month() }).refine(aRange, {
  message: key('adminInsights.field.range.invalid'),
  path: ['to'],
});
export type InsightsQuery = z.output<typeof insightsQuerySchema>;

const count = z.number().int().nonnegative();

/** One Paris week: Monday's date and the requests made in it (every week of the range, zeros included). */
export const insightsWeekSchema = z.strictObject({
  /** YYYY-MM-DD, the Monday (Paris) the week starts on. */
  week: z.string(),
  transfer: count,
  excursion: count,
  /** Requests by the language they were made in (both kinds). */
  byLang: z.record(z.string(), count),
  /** Requests of the week that have had a first reply. */
  replied: count,
  /** The median time from a request to its first reply, in minutes (one decimal); null: none replied. */
  medianReplyMinutes: z.number().nonnegative().nullable(),
});

/** One Paris month's money: succeeded payments made in it, their succeeded refunds deducted. */
export const insightsMonthSchema = z.strictObject({
  /** YYYY-MM */
  month: z.string(),
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
  netCents: z.number().int(),
  payments: count,
});

export const insightsSchema = z.strictObject({
  from: z.string(),
  to: z.string(),
  weeks: z.array(insightsWeekSchema),
  /** Of the requests made in the range (both kinds): each later step is a subset of `requested`. */
  funnel: z.strictObject({ requested: count, offered: count, paid: count, completed: count, cancelled: count }),
  months: z.array(insightsMonthSchema),
  /** Transfers made in the range, by pickup and drop-off as stored, most requested first. */
  topRoutes: z.array(z.strictObject({ pickup: z.string(), dropoff: z.string(), requests: count })),
  /** Excursion requests made in the range, by title, most requested first. */
  topExcursions: z.array(z.strictObject({ title: z.string(), requests: count })),
});
export type Insights = z.infer<typeof insightsSchema>;
