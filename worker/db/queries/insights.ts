// The back office's Insights (issue 26, item 2), computed in D1 over a range of Paris months. Weeks
// (Monday 00:00 in Paris) and months (the 1st, 00:00 in Paris) are made in JS as UTC instants with
// fromParis, so a DST change moves their boundaries by the hour it should; the SQL joins the rows to
// those buckets by ranges of created_at, each an index range (quotes, excursion_quotes and payments
// by created_at), so the cost follows the rows in the range, not the tables' size. The buckets are
// integers computed here, written into the statement as a VALUES list (D1 binds at most 100 values).
import { eq, ne, sql, type SQL } from 'drizzle-orm';
import { fromParis } from '../../contract/paris-time.ts';
import { INSIGHTS_TOP, monthIndex, type Insights, type InsightsQuery } from '../../contract/schemas/insights.ts';
import type { Database } from '../client.ts';
import { insightsAnswers, insightsChanges } from '../schema.ts';

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

/** One row of the requests' statement: what it is, then its numbers (see the statement). */
interface RequestsRow {
  what: 'requests' | 'reply' | 'funnel';
  i: number | null;
  kind: 'transfer' | 'excursion' | null;
  lang: string | null;
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
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

  // One pass over the requests of the weeks (each kind an index range by created_at), materialized
  // once: their week, language and state, the delay to their first reply (the outbox's reply.* rows
  // of the request, an index range each), whether an offer was sent and a payment succeeded, and
  // whether they fall in the months (the funnel's requests; the weeks may begin and end outside).
  // From it: the counts per week, kind and language; the middle one or two delays of each week, in
  // order; and the funnel.
  const requestRows = (kind: 'transfer' | 'excursion', table: 'quotes' | 'excursion_quotes') =>
    sql.raw(`
        SELECT w.i AS i, '${kind}' AS kind, t.lang AS lang, t.status AS status,
               (SELECT min(o.created_at) FROM outbox o
                 WHERE o.related_type = 'reply' AND o.related_id = t.id AND o.kind = 'reply.${kind}' AND o.created_at >= t.created_at) - t.created_at AS delay,
               EXISTS (SELECT 1 FROM offers f WHERE f.quote_kind = '${kind}' AND f.quote_id = t.id) AS offered,
               EXISTS (SELECT 1 FROM payments p WHERE p.quote_kind = '${kind}' AND p.quote_id = t.id AND p.status = 'succeeded') AS paid,
               (t.created_at >= ${start} AND t.created_at < ${end}) AS in_range
          FROM w JOIN ${table} t ON t.created_at >= w.lo AND t.created_at < w.hi`);
  const [requests, money, routes, excursions] = await Promise.all([
    db.all<RequestsRow>(sql`
      WITH ${w},
      b AS MATERIALIZED (${requestRows('transfer', 'quotes')} UNION ALL ${requestRows('excursion', 'excursion_quotes')}),
      r AS (SELECT i, delay, row_number() OVER (PARTITION BY i ORDER BY delay) AS rn, count(*) OVER (PARTITION BY i) AS n FROM b WHERE delay IS NOT NULL)
      SELECT 'requests' AS what, i, kind, lang, count(*) AS a, 0 AS b, 0 AS c, 0 AS d, 0 AS e FROM b GROUP BY i, kind, lang
      UNION ALL
      SELECT 'reply', i, NULL, NULL, max(n), avg(delay), 0, 0, 0 FROM r WHERE rn IN ((n + 1) / 2, (n + 2) / 2) GROUP BY i
      UNION ALL
      SELECT 'funnel', NULL, NULL, NULL, count(*), coalesce(sum(offered), 0), coalesce(sum(paid), 0),
             coalesce(sum(status = 'completed'), 0), coalesce(sum(status = 'cancelled'), 0)
        FROM b WHERE in_range`),
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
  const funnel = { requested: 0, offered: 0, paid: 0, completed: 0, cancelled: 0 };
  for (const row of requests) {
    if (row.what === 'funnel') {
      Object.assign(funnel, { requested: row.a, offered: row.b, paid: row.c, completed: row.d, cancelled: row.e });
      continue;
    }
    const week = row.i === null ? undefined : weekly[row.i];
    if (!week) continue;
    if (row.what === 'reply') {
      week.replied = row.a;
      week.medianReplyMinutes = Math.round(row.b / 6_000) / 10;
    } else if (row.kind && row.lang) {
      week[row.kind] += row.a;
      week.byLang[row.lang] = (week.byLang[row.lang] ?? 0) + row.a;
    }
  }
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
    funnel,
    months: monthly,
    topRoutes: routes,
    topExcursions: excursions,
  };
}

/**
 * The version of everything Insights read: the count of their changes, moved by triggers in the same
 * statement as any insert, delete or relevant update of the requests, e-mails, offers, payments and
 * refunds (migration 0019), so one seek tells whether a stored answer still holds. Any change makes
 * every stored answer stale, which is simple and safe; a quiet back office is answered from the store.
 */
export async function insightsVersion(db: Database): Promise<string> {
  const [row] = await db.select({ changes: insightsChanges.changes }).from(insightsChanges).where(eq(insightsChanges.id, 1));
  return String(row?.changes ?? 0);
}

const periodOf = (query: InsightsQuery) => `${query.from}..${query.to}`;

/**
 * Insights of a period at the data's version `version` (insightsVersion, read first): the stored
 * answer when it was computed at that version, else computed now and stored in place of every
 * answer of an older version. The data may move on while it is computed: the answer is then newer
 * than its version says, and the next call, reading a newer version, computes it again.
 */
export async function insightsAt(db: Database, query: InsightsQuery, version: string): Promise<Insights> {
  const period = periodOf(query);
  const [stored] = await db
    .select({ version: insightsAnswers.version, body: insightsAnswers.body })
    .from(insightsAnswers)
    .where(eq(insightsAnswers.period, period));
  if (stored && stored.version === version) return JSON.parse(stored.body) as Insights;
  const answer = await insights(db, query);
  const body = JSON.stringify(answer);
  await db.batch([
    db.delete(insightsAnswers).where(ne(insightsAnswers.version, version)),
    db
      .insert(insightsAnswers)
      .values({ period, version, body })
      .onConflictDoUpdate({ target: insightsAnswers.period, set: { version, body, createdAt: sql`cast(unixepoch('subsec') * 1000 as integer)` } }),
  ]);
  return answer;
}
