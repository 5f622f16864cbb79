// The back office's Insights (issue 26, item 2), computed in D1 over a range of Paris months. Weeks
// (Monday 00:00 in Paris) and months (the 1st, 00:00 in Paris) are made in JS as UTC instants with
// fromParis, so a DST change moves their boundaries by the hour it should; the SQL joins the rows to
// those buckets by ranges of created_at, each an index range (quotes, excursion_quotes and payments
// by created_at), so the cost follows the rows in the range, not the tables' size. The buckets are
// integers computed here, written into the statement as a VALUES list (D1 binds at most 100 values).
import { sql, type SQL } from 'drizzle-orm';
import { fromParis } from '../../contract/paris-time.ts';
import { INSIGHTS_TOP, monthIndex, type Insights, type InsightsQuery } from '../../contract/schemas/insights.ts';
import type { Database } from '../client.ts';

const DAY = 86_400_000;

interface Bucket {
  label: string;
  lo: number;
  hi: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const civil = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);
const parisMidnight = (date: string) => {
  const instant = fromParis(date, '00:00');
  if (!instant) throw new Error(`not a date: ${date}`);
  return instant.getTime();
};
const monthLabel = (index: number) => `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;

/** The Paris months from `from` to `to`, both included. */
export function monthBuckets(from: string, to: string): Bucket[] {
  const buckets: Bucket[] = [];
  for (let m = monthIndex(from); m <= monthIndex(to); m += 1) {
    buckets.push({ label: monthLabel(m), lo: parisMidnight(`${monthLabel(m)}-01`), hi: parisMidnight(`${monthLabel(m + 1)}-01`) });
  }
  return buckets;
}

/** The Paris weeks (Monday to Monday) that hold a day of the months from `from` to `to`. */
export function weekBuckets(from: string, to: string): Bucket[] {
  const first = Date.UTC(Number(from.slice(0, 4)), Number(from.slice(5, 7)) - 1, 1);
  const end = Date.UTC(Number(to.slice(0, 4)), Number(to.slice(5, 7)), 1);
  let monday = first - ((new Date(first).getUTCDay() + 6) % 7) * DAY;
  const buckets: Bucket[] = [];
  while (monday < end) {
    buckets.push({ label: civil(monday), lo: parisMidnight(civil(monday)), hi: parisMidnight(civil(monday + 7 * DAY)) });
    monday += 7 * DAY;
  }
  return buckets;
}

/** `w(i, lo, hi)` as a VALUES list of integers made here (never of the request's text). */
function bucketTable(buckets: Bucket[]): SQL {
  const rows = buckets.map((bucket, i) => {
    if (![bucket.lo, bucket.hi].every(Number.isSafeInteger)) throw new Error('bucket bounds must be integers');
    return `(${i}, ${bucket.lo}, ${bucket.hi})`;
  });
  return sql.raw(`w(i, lo, hi) AS (VALUES ${rows.join(', ')})`);
}

interface WeekCountRow {
  i: number;
  kind: 'transfer' | 'excursion';
  lang: string;
  n: number;
}
interface WeekMedianRow {
  i: number;
  n: number;
  median: number;
}
interface MonthRow {
  i: number;
  paid: number;
  refunded: number;
  n: number;
}

export async function insights(db: Database, query: InsightsQuery): Promise<Insights> {
  const weeks = weekBuckets(query.from, query.to);
  const months = monthBuckets(query.from, query.to);
  const w = bucketTable(weeks);
  const m = bucketTable(months);
  const start = months[0]?.lo ?? 0;
  const end = months.at(-1)?.hi ?? 0;

  const [weekCounts, weekMedians, funnel, money, routes, excursions] = await Promise.all([
    db.all<WeekCountRow>(sql`
      WITH ${w}
      SELECT w.i AS i, 'transfer' AS kind, q.lang AS lang, count(*) AS n
        FROM w JOIN quotes q ON q.created_at >= w.lo AND q.created_at < w.hi GROUP BY w.i, q.lang
      UNION ALL
      SELECT w.i, 'excursion', e.lang, count(*)
        FROM w JOIN excursion_quotes e ON e.created_at >= w.lo AND e.created_at < w.hi GROUP BY w.i, e.lang`),
    // The first reply of each request (the outbox's reply.* rows, by request: an index range each),
    // then the middle one or two of each week's delays, in order.
    db.all<WeekMedianRow>(sql`
      WITH ${w},
      d(i, delay) AS (
        SELECT w.i, (SELECT min(o.created_at) FROM outbox o
                      WHERE o.related_type = 'reply' AND o.related_id = q.id AND o.kind = 'reply.transfer' AND o.created_at >= q.created_at) - q.created_at
          FROM w JOIN quotes q ON q.created_at >= w.lo AND q.created_at < w.hi
        UNION ALL
        SELECT w.i, (SELECT min(o.created_at) FROM outbox o
                      WHERE o.related_type = 'reply' AND o.related_id = e.id AND o.kind = 'reply.excursion' AND o.created_at >= e.created_at) - e.created_at
          FROM w JOIN excursion_quotes e ON e.created_at >= w.lo AND e.created_at < w.hi
      ),
      r(i, delay, rn, n) AS (
        SELECT i, delay, row_number() OVER (PARTITION BY i ORDER BY delay), count(*) OVER (PARTITION BY i) FROM d WHERE delay IS NOT NULL
      )
      SELECT i, max(n) AS n, avg(delay) AS median FROM r WHERE rn IN ((n + 1) / 2, (n + 2) / 2) GROUP BY i`),
    db.all<{ kind: string; requested: number; offered: number; paid: number; completed: number; cancelled: number }>(sql`
      SELECT 'transfer' AS kind, count(*) AS requested,
             coalesce(sum(EXISTS (SELECT 1 FROM offers f WHERE f.quote_kind = 'transfer' AND f.quote_id = q.id)), 0) AS offered,
             coalesce(sum(EXISTS (SELECT 1 FROM payments p WHERE p.quote_kind = 'transfer' AND p.quote_id = q.id AND p.status = 'succeeded')), 0) AS paid,
             coalesce(sum(q.status = 'completed'), 0) AS completed,
             coalesce(sum(q.status = 'cancelled'), 0) AS cancelled
        FROM quotes q WHERE q.created_at >= ${start} AND q.created_at < ${end}
      UNION ALL
      SELECT 'excursion', count(*),
             coalesce(sum(EXISTS (SELECT 1 FROM offers f WHERE f.quote_kind = 'excursion' AND f.quote_id = e.id)), 0),
             coalesce(sum(EXISTS (SELECT 1 FROM payments p WHERE p.quote_kind = 'excursion' AND p.quote_id = e.id AND p.status = 'succeeded')), 0),
             coalesce(sum(e.status = 'completed'), 0),
             coalesce(sum(e.status = 'cancelled'), 0)
        FROM excursion_quotes e WHERE e.created_at >= ${start} AND e.created_at < ${end}`),
    // A payment counts in the month it was made; its succeeded refunds are deducted there.
    db.all<MonthRow>(sql`
      WITH ${m}
      SELECT w.i AS i, sum(p.amount_cents) AS paid, count(*) AS n,
             coalesce(sum((SELECT sum(r.amount_cents) FROM refunds r WHERE r.payment_id = p.id AND r.status = 'succeeded')), 0) AS refunded
        FROM w JOIN payments p ON p.status = 'succeeded' AND p.created_at >= w.lo AND p.created_at < w.hi
       GROUP BY w.i`),
    db.all<{ pickup: string; dropoff: string; requests: number }>(sql`
      SELECT pickup_location AS pickup, dropoff_location AS dropoff, count(*) AS requests
        FROM quotes WHERE created_at >= ${start} AND created_at < ${end}
       GROUP BY pickup_location, dropoff_location ORDER BY requests DESC, pickup, dropoff LIMIT ${INSIGHTS_TOP}`),
    db.all<{ title: string; requests: number }>(sql`
      SELECT excursion_title AS title, count(*) AS requests
        FROM excursion_quotes WHERE created_at >= ${start} AND created_at < ${end}
       GROUP BY excursion_title ORDER BY requests DESC, title LIMIT ${INSIGHTS_TOP}`),
  ]);

  const weekly = weeks.map((bucket) => ({
    week: bucket.label,
    transfer: 0,
    excursion: 0,
    byLang: {} as Record<string, number>,
    replied: 0,
    medianReplyMinutes: null as number | null,
  }));
  for (const row of weekCounts) {
    const week = weekly[row.i];
    if (!week) continue;
    week[row.kind] += row.n;
    week.byLang[row.lang] = (week.byLang[row.lang] ?? 0) + row.n;
  }
  for (const row of weekMedians) {
    const week = weekly[row.i];
    if (!week) continue;
    week.replied = row.n;
    week.medianReplyMinutes = Math.round(row.median / 6_000) / 10;
  }
  const total = (field: 'requested' | 'offered' | 'paid' | 'completed' | 'cancelled') => funnel.reduce((sum, row) => sum + Number(row[field]), 0);
  const monthly = months.map((bucket, i) => {
    const row = money.find((entry) => entry.i === i);
    const paidCents = row?.paid ?? 0;
    const refundedCents = row?.refunded ?? 0;
    return { month: bucket.label, paidCents, refundedCents, netCents: paidCents - refundedCents, payments: row?.n ?? 0 };
  });
  return {
    from: query.from,
    to: query.to,
    weeks: weekly,
    funnel: { requested: total('requested'), offered: total('offered'), paid: total('paid'), completed: total('completed'), cancelled: total('cancelled') },
    months: monthly,
    topRoutes: routes,
    topExcursions: excursions,
  };
}
