// The back office's Insights (issue 26, item 2), computed in D1 over a range of Paris months. Weeks
// (Monday 00:00 in Paris) and months (the 1st, 00:00 in Paris) are made in JS as UTC instants with
// fromParis, so a DST change moves their boundaries by the hour it should; the SQL joins the rows to
// those buckets by ranges of created_at, each an index range (quotes, excursion_quotes and payments
// by created_at), so the cost follows the rows in the range, not the tables' size. The buckets are
// integers computed here, written into the statement as a VALUES list (D1 binds at most 100 values).
import { eq, sql, type SQL } from 'drizzle-orm';
import { fromParis } from '../../contract/paris-time.ts';
import { INSIGHTS_TOP, monthIndex, type Insights, type InsightsQuery } from '../../contract/schemas/insights.ts';
import type { Database } from '../client.ts';
import { insightsChanges } from '../schema.ts';

const DAY = 86_400_000;

interface Bucket {
  label: string;
  lo: number;
  hi: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const civil = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);
/** Midnight in Paris of a date, kept once computed (a few hundred dates at most: Intl's conversions cost ≈ 50 µs each). */
const midnights = new Map<string, number>();
const parisMidnight = (date: string) => {
  const known = midnights.get(date);
  if (known !== undefined) return known;
  const instant = fromParis(date, '00:00');
  if (!instant) throw new Error(`not a date: ${date}`);
  midnights.set(date, instant.getTime());
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

/**
 * Insights of a period computed from scratch over the tables, every bucket of it. The reference the
 * partials (insightsRead) must always equal: the API tests compare them after every kind of change.
 */
export async function insightsFromScratch(db: Database, query: InsightsQuery): Promise<Insights> {
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
 * refunds (migration 0019), so one seek tells whether the browser's answer still holds (the 304).
 */
export async function insightsVersion(db: Database): Promise<string> {
  // A batch of one, so the admin guard's session row rides along with it (decision 047).
  const [[row]] = await db.batch([db.select({ changes: insightsChanges.changes }).from(insightsChanges).where(eq(insightsChanges.id, 1))]);
  return String(row?.changes ?? 0);
}

// ---------------------------------------------------------------------------------------------
// The partials (decision 044, "Partials"): each Paris week's and month's figures stored once
// computed (insights_weeks, insights_months with the month's routes and excursions, insights_money),
// computed again only when a change marked them stale (insights_stale, written by migration 0020's
// triggers) or when they are missing (never asked for, or after a restore). A period is one
// statement, one round trip, read only: the version, the stored partials of its buckets, and those
// of its buckets missing or marked computed in the same statement; the latter are stored after the
// answer (storePartials, in waitUntil), which removes the marks it consumed. A week is the same
// whatever period asks for it (it is keyed by its Monday), so is a month; the period's answer is
// their sum.

/** `name(label, lo, hi)` as a VALUES list of labels and integers made here (never of the request's text). */
function labelledBuckets(name: string, buckets: Bucket[]): string {
  const rows = buckets.map((bucket) => {
    if (![bucket.lo, bucket.hi].every(Number.isSafeInteger)) throw new Error('bucket bounds must be integers');
    if (!/^\d{4}-\d{2}(-\d{2})?$/.test(bucket.label)) throw new Error(`not a bucket label: ${bucket.label}`);
    return `('${bucket.label}', ${bucket.lo}, ${bucket.hi})`;
  });
  return `${name}(label, lo, hi) AS (VALUES ${rows.join(', ')})`;
}

/**
 * `name`: the buckets of `buckets` (a CTE of labelledBuckets) whose partial is missing from `table`,
 * or marked stale for `scope` when one is given.
 */
const todo = (name: string, buckets: string, table: string, key: string, scope: 'week' | 'route' | 'money' | null) =>
  `${name} AS MATERIALIZED (SELECT label, lo, hi FROM ${buckets} b
       WHERE NOT EXISTS (SELECT 1 FROM ${table} s WHERE s.${key} = b.label)${
         scope
           ? `
          OR EXISTS (SELECT 1 FROM insights_stale st WHERE st.scope = '${scope}' AND st.at >= b.lo AND st.at < b.hi)`
           : ''
       })`;

/**
 * A value written into the statement: drizzle's D1 batch cannot bind the parameters of a raw
 * statement, so the few values here are integers and bucket labels made here, checked.
 */
function inline(value: number | string): SQL {
  if (typeof value === 'number' ? !Number.isSafeInteger(value) : !/^\d{4}-\d{2}(-\d{2})?$/.test(value)) throw new Error(`not a value to inline: ${value}`);
  return sql.raw(typeof value === 'number' ? String(value) : `'${value}'`);
}

/** What the period's read answers, in one row (JSON arrays: one statement, no compound SELECT of many terms). */
interface PeriodRow {
  version: number | null;
  /**
   * Buckets of the period computed here rather than read, by partial: weeks, months never stored,
   * hours of stored months marked for their funnel, months whose routes and excursions are marked, money.
   */
  todo_weeks: number;
  todo_months: number;
  todo_hours: number;
  todo_routes: number;
  todo_money: number;
  /** [week, transfer, excursion, by language, replied, median delay in ms or null] */
  weeks: string;
  /** [month, requested, offered, paid, completed, cancelled] */
  months: string;
  /** [month, paid cents, refunded cents, payments] */
  money: string;
  /** [rank, pickup, dropoff, requests] */
  routes: string;
  /** [rank, title, requests] */
  excursions: string;
}

/**
 * The SQL of one period's partials. `tw`, `tm` and `ty` are the period's weeks, months and months
 * (for money) whose partial is missing or marked stale; each figure below is computed over those
 * only, by the same statements as insightsFromScratch, so a bucket computed here equals the whole
 * computation's bucket.
 */
function periodSql(weeks: Bucket[], months: Bucket[]) {
  // A bucket's requests of both kinds (an index range each by created_at), their delay to the first
  // reply (the outbox's reply.* rows of the request, an index range each), offered and paid. Each
  // join is a CROSS JOIN, which keeps the buckets the outer loop: the planner, not knowing how few
  // they are, would otherwise build an index over every payment on each read.
  const weekRows = (kind: 'transfer' | 'excursion', table: 'quotes' | 'excursion_quotes') => `
        SELECT tw.label AS label, '${kind}' AS kind, t.lang AS lang,
               (SELECT min(o.created_at) FROM outbox o
                 WHERE o.related_type = 'reply' AND o.related_id = t.id AND o.kind = 'reply.${kind}' AND o.created_at >= t.created_at) - t.created_at AS delay
          FROM tw CROSS JOIN ${table} t ON t.created_at >= tw.lo AND t.created_at < tw.hi`;
  // A request's place in the funnel, of the requests of `buckets` (tm: whole months; hm: single hours).
  const funnelRows = (kind: 'transfer' | 'excursion', table: 'quotes' | 'excursion_quotes', buckets: 'tm' | 'hm') => `
        SELECT ${buckets === 'tm' ? 'tm.label AS label, ' : ''}t.created_at / 3600000 * 3600000 AS hour, t.status AS status,
               EXISTS (SELECT 1 FROM offers f WHERE f.quote_kind = '${kind}' AND f.quote_id = t.id) AS offered,
               EXISTS (SELECT 1 FROM payments p WHERE p.quote_kind = '${kind}' AND p.quote_id = t.id AND p.status = 'succeeded') AS paid
          FROM ${buckets} CROSS JOIN ${table} t ON ${buckets === 'tm' ? 't.created_at >= tm.lo AND t.created_at < tm.hi' : 't.created_at >= hm.hour AND t.created_at < hm.hour + 3600000'}`;
  const funnelOf = (rows: string, by: string) =>
    `SELECT ${by}, count(*) AS requested, sum(offered) AS offered, sum(paid) AS paid,
            sum(status = 'completed') AS completed, sum(status = 'cancelled') AS cancelled
       FROM ${rows} GROUP BY ${by}`;
  return {
    /** The buckets and which of them to compute: missing from their table, or holding a mark of their scope. */
    buckets: sql.raw(`${labelledBuckets('w', weeks)}, ${labelledBuckets('m', months)},
      ${todo('tw', 'w', 'insights_weeks', 'week', 'week')},
      ${todo('tm', 'm', 'insights_months', 'month', null)},
      ${todo('tr', 'm', 'insights_months', 'month', 'route')},
      ${todo('ty', 'm', 'insights_money', 'month', 'money')},
      hm AS MATERIALIZED (SELECT DISTINCT st.at AS hour, m.label AS label FROM m CROSS JOIN insights_stale st
                           ON st.scope = 'month' AND st.at >= m.lo AND st.at < m.hi
                          WHERE m.label NOT IN (SELECT label FROM tm))`),
    /** The weeks: counts by kind and language, the middle one or two delays in order. */
    weekCtes: sql.raw(`
      wb AS MATERIALIZED (${weekRows('transfer', 'quotes')} UNION ALL ${weekRows('excursion', 'excursion_quotes')}),
      wc AS MATERIALIZED (SELECT label, kind, lang, count(*) AS n FROM wb GROUP BY label, kind, lang),
      wr AS (SELECT label, delay, row_number() OVER (PARTITION BY label ORDER BY delay) AS rn, count(*) OVER (PARTITION BY label) AS n FROM wb WHERE delay IS NOT NULL),
      wm AS (SELECT label, max(n) AS replied, avg(delay) AS delay FROM wr WHERE rn IN ((n + 1) / 2, (n + 2) / 2) GROUP BY label)`),
    weekFigures: sql.raw(`
      SELECT tw.label AS week,
             coalesce((SELECT sum(n) FROM wc WHERE wc.label = tw.label AND wc.kind = 'transfer'), 0) AS transfer,
             coalesce((SELECT sum(n) FROM wc WHERE wc.label = tw.label AND wc.kind = 'excursion'), 0) AS excursion,
             coalesce((SELECT json_group_object(lang, n) FROM (SELECT lang, sum(n) AS n FROM wc WHERE wc.label = tw.label GROUP BY lang ORDER BY lang)), '{}') AS by_lang,
             coalesce(wm.replied, 0) AS replied, wm.delay AS reply_delay
        FROM tw LEFT JOIN wm ON wm.label = tw.label`),
    /**
     * The months' funnels: the requests made in the month, offered, paid, completed, cancelled. A
     * month never stored (tm) is counted whole, by month (ma) and by hour (mh, stored with it); a
     * stored month marked in some hours (hm) is its row moved by the difference between those hours
     * counted now (hf) and as stored (hd).
     */
    monthCtes: sql.raw(`
      mb AS MATERIALIZED (${funnelRows('transfer', 'quotes', 'tm')} UNION ALL ${funnelRows('excursion', 'excursion_quotes', 'tm')}),
      ma AS (${funnelOf('mb', 'label')}),
      mh AS (${funnelOf('mb', 'hour')}),
      hb AS MATERIALIZED (${funnelRows('transfer', 'quotes', 'hm')} UNION ALL ${funnelRows('excursion', 'excursion_quotes', 'hm')}),
      hf AS (SELECT hm.hour AS hour, coalesce(c.requested, 0) AS requested, coalesce(c.offered, 0) AS offered, coalesce(c.paid, 0) AS paid,
                    coalesce(c.completed, 0) AS completed, coalesce(c.cancelled, 0) AS cancelled
               FROM hm LEFT JOIN (${funnelOf('hb', 'hour')}) c ON c.hour = hm.hour),
      hd AS (SELECT hm.label AS label, sum(hf.requested - coalesce(h.requested, 0)) AS requested, sum(hf.offered - coalesce(h.offered, 0)) AS offered,
                    sum(hf.paid - coalesce(h.paid, 0)) AS paid, sum(hf.completed - coalesce(h.completed, 0)) AS completed,
                    sum(hf.cancelled - coalesce(h.cancelled, 0)) AS cancelled
               FROM hm JOIN hf ON hf.hour = hm.hour LEFT JOIN insights_hours h ON h.hour = hm.hour GROUP BY hm.label)`),
    monthFigures: sql.raw(`
      SELECT tm.label AS month, coalesce(ma.requested, 0) AS requested, coalesce(ma.offered, 0) AS offered, coalesce(ma.paid, 0) AS paid,
             coalesce(ma.completed, 0) AS completed, coalesce(ma.cancelled, 0) AS cancelled
        FROM tm LEFT JOIN ma ON ma.label = tm.label`),
    /** The months' requests by route and by title. */
    routeFigures: sql.raw(`
      SELECT tr.label AS month, t.pickup_location AS pickup, t.dropoff_location AS dropoff, count(*) AS requests
        FROM tr CROSS JOIN quotes t ON t.created_at >= tr.lo AND t.created_at < tr.hi
       GROUP BY tr.label, t.pickup_location, t.dropoff_location`),
    excursionFigures: sql.raw(`
      SELECT tr.label AS month, t.excursion_title AS title, count(*) AS requests
        FROM tr CROSS JOIN excursion_quotes t ON t.created_at >= tr.lo AND t.created_at < tr.hi
       GROUP BY tr.label, t.excursion_title`),
    /** The months' money: succeeded payments made in the month, their succeeded refunds deducted there. */
    moneyCtes: sql.raw(`
      ya AS (SELECT ty.label AS label, sum(p.amount_cents) AS paid, count(*) AS n,
                    coalesce(sum((SELECT sum(r.amount_cents) FROM refunds r WHERE r.payment_id = p.id AND r.status = 'succeeded')), 0) AS refunded
               FROM ty CROSS JOIN payments p INDEXED BY payments_created_at_idx ON p.status = 'succeeded' AND p.created_at >= ty.lo AND p.created_at < ty.hi
              GROUP BY ty.label)`),
    moneyFigures: sql.raw(`
      SELECT ty.label AS month, coalesce(ya.paid, 0) AS paid_cents, coalesce(ya.refunded, 0) AS refunded_cents, coalesce(ya.n, 0) AS payments
        FROM ty LEFT JOIN ya ON ya.label = ty.label`),
  };
}

/**
 * Insights of a period and the data's version they were read at, in one statement (one round trip,
 * read only): the version, the period's stored partials, and the buckets whose partial is missing
 * or marked stale computed there instead, so the answer is what insightsFromScratch computes at that
 * version. When some were computed, `store` (run after the answer, in waitUntil) stores them and
 * removes the period's marks, in one batch: the next read of any period holding them reads them.
 */
export async function insightsRead(db: Database, query: InsightsQuery): Promise<{ version: string; body: Insights; store: (() => Promise<void>) | null }> {
  const weeks = weekBuckets(query.from, query.to);
  const months = monthBuckets(query.from, query.to);
  const firstWeek = weeks[0];
  const lastWeek = weeks.at(-1);
  const firstMonth = months[0];
  const lastMonth = months.at(-1);
  if (!firstWeek || !lastWeek || !firstMonth || !lastMonth) throw new Error('an empty period');
  const period = periodSql(weeks, months);
  const [from, to] = [inline(firstMonth.label), inline(lastMonth.label)];
  const [row] = await db.all<PeriodRow>(sql`
    WITH ${period.buckets}, ${period.weekCtes}, ${period.monthCtes}, ${period.moneyCtes}
    SELECT (SELECT changes FROM insights_changes WHERE id = 1) AS version,
           (SELECT count(*) FROM tw) AS todo_weeks, (SELECT count(*) FROM tm) AS todo_months, (SELECT count(*) FROM hm) AS todo_hours,
           (SELECT count(*) FROM tr) AS todo_routes, (SELECT count(*) FROM ty) AS todo_money,
           (SELECT json_group_array(json_array(week, transfer, excursion, json(by_lang), replied, reply_delay)) FROM (
              SELECT week, transfer, excursion, by_lang, replied, reply_delay FROM insights_weeks
               WHERE week >= ${inline(firstWeek.label)} AND week <= ${inline(lastWeek.label)} AND week NOT IN (SELECT label FROM tw)
              UNION ALL ${period.weekFigures})) AS weeks,
           (SELECT json_group_array(json_array(month, requested, offered, paid, completed, cancelled)) FROM (
              SELECT s.month AS month, s.requested + coalesce(hd.requested, 0) AS requested, s.offered + coalesce(hd.offered, 0) AS offered,
                     s.paid + coalesce(hd.paid, 0) AS paid, s.completed + coalesce(hd.completed, 0) AS completed,
                     s.cancelled + coalesce(hd.cancelled, 0) AS cancelled
                FROM insights_months s LEFT JOIN hd ON hd.label = s.month
               WHERE s.month >= ${from} AND s.month <= ${to} AND s.month NOT IN (SELECT label FROM tm)
              UNION ALL ${period.monthFigures})) AS months,
           (SELECT json_group_array(json_array(month, paid_cents, refunded_cents, payments)) FROM (
              SELECT month, paid_cents, refunded_cents, payments FROM insights_money
               WHERE month >= ${from} AND month <= ${to} AND month NOT IN (SELECT label FROM ty)
              UNION ALL ${period.moneyFigures})) AS money,
           (SELECT json_group_array(json_array(rank, pickup, dropoff, requests)) FROM (
              SELECT row_number() OVER (ORDER BY sum(requests) DESC, pickup, dropoff) AS rank, pickup, dropoff, sum(requests) AS requests FROM (
                SELECT pickup, dropoff, requests FROM insights_month_routes WHERE month >= ${from} AND month <= ${to} AND month NOT IN (SELECT label FROM tr)
                UNION ALL SELECT pickup, dropoff, requests FROM (${period.routeFigures}))
               GROUP BY pickup, dropoff ORDER BY rank LIMIT ${inline(INSIGHTS_TOP)})) AS routes,
           (SELECT json_group_array(json_array(rank, title, requests)) FROM (
              SELECT row_number() OVER (ORDER BY sum(requests) DESC, title) AS rank, title, sum(requests) AS requests FROM (
                SELECT title, requests FROM insights_month_excursions WHERE month >= ${from} AND month <= ${to} AND month NOT IN (SELECT label FROM tr)
                UNION ALL SELECT title, requests FROM (${period.excursionFigures}))
               GROUP BY title ORDER BY rank LIMIT ${inline(INSIGHTS_TOP)})) AS excursions`);
  if (!row) throw new Error('Insights read no row');
  const computed: Computed = {
    weeks: row.todo_weeks > 0,
    funnels: row.todo_months > 0 || row.todo_hours > 0,
    lists: row.todo_routes > 0,
    money: row.todo_money > 0,
  };
  // Marked hours of stored months alone are counted by every read (a few rows each) rather than
  // stored after each: a status changed costs no write, until a store for something else takes
  // them along, or until there are HOURS_COUNTED_UNSTORED of them.
  const worthStoring = computed.weeks || computed.lists || computed.money || row.todo_months > 0 || row.todo_hours >= HOURS_COUNTED_UNSTORED;
  return {
    version: String(row.version ?? 0),
    body: assemble(query, weeks, months, row),
    store: worthStoring
      ? () => storePartials(db, period, { weeks: firstWeek.lo, weeksEnd: lastWeek.hi, months: firstMonth.lo, monthsEnd: lastMonth.hi }, computed)
      : null,
  };
}

/** How many marked hours of stored months a read counts itself before it stores them (a day's worth). */
export const HOURS_COUNTED_UNSTORED = 24;

/** Which partials a read computed, so its store does those only. */
interface Computed {
  weeks: boolean;
  /** The months' funnels: months never stored, or hours marked. */
  funnels: boolean;
  /** The months' routes and excursions. */
  lists: boolean;
  money: boolean;
}

/**
 * Stores the period's partials the read computed, each computed again in SQL where missing or marked
 * at the time of this batch (one transaction), and removes the period's marks of those partials: all
 * of their buckets were computed again (the weeks and the months are each contiguous). A mark of
 * another partial, or outside the period, stays for the read that needs it. Run after a read that
 * computed some; a failure only leaves them to be computed by the next read.
 */
async function storePartials(
  db: Database,
  period: ReturnType<typeof periodSql>,
  span: { weeks: number; weeksEnd: number; months: number; monthsEnd: number },
  computed: Computed,
): Promise<void> {
  const { buckets } = period;
  const [weeks, weeksEnd, months, monthsEnd] = [inline(span.weeks), inline(span.weeksEnd), inline(span.months), inline(span.monthsEnd)];
  const scopes = [computed.funnels ? 'month' : null, computed.lists ? 'route' : null, computed.money ? 'money' : null].filter((scope) => scope !== null);
  const statements = [
    ...(computed.weeks
      ? [
          db.run(sql`
            INSERT OR REPLACE INTO insights_weeks (week, transfer, excursion, by_lang, replied, reply_delay)
            WITH ${buckets}, ${period.weekCtes} ${period.weekFigures}`),
          db.run(sql`DELETE FROM insights_stale WHERE scope = 'week' AND at >= ${weeks} AND at < ${weeksEnd}`),
        ]
      : []),
    // A month's routes, excursions and hours before its row, which says they are there (each
    // statement reads the buckets to do again, and a month stored is no longer one of them).
    ...(computed.lists
      ? [
          db.run(sql`WITH ${buckets} DELETE FROM insights_month_routes WHERE month IN (SELECT label FROM tr)`),
          db.run(sql`INSERT INTO insights_month_routes (month, pickup, dropoff, requests) WITH ${buckets} ${period.routeFigures}`),
          db.run(sql`WITH ${buckets} DELETE FROM insights_month_excursions WHERE month IN (SELECT label FROM tr)`),
          db.run(sql`INSERT INTO insights_month_excursions (month, title, requests) WITH ${buckets} ${period.excursionFigures}`),
        ]
      : []),
    ...(computed.funnels
      ? [
          db.run(
            sql`WITH ${buckets} DELETE FROM insights_hours WHERE EXISTS (SELECT 1 FROM tm WHERE insights_hours.hour >= tm.lo AND insights_hours.hour < tm.hi)`,
          ),
          db.run(sql`
            INSERT INTO insights_hours (hour, requested, offered, paid, completed, cancelled)
            WITH ${buckets}, ${period.monthCtes} SELECT hour, requested, offered, paid, completed, cancelled FROM mh`),
          // A stored month marked in some hours: moved by their difference, then those hours stored as they are now.
          db.run(sql`
            WITH ${buckets}, ${period.monthCtes}
            UPDATE insights_months SET requested = insights_months.requested + hd.requested, offered = insights_months.offered + hd.offered,
                   paid = insights_months.paid + hd.paid, completed = insights_months.completed + hd.completed, cancelled = insights_months.cancelled + hd.cancelled
              FROM hd WHERE insights_months.month = hd.label`),
          db.run(sql`
            INSERT OR REPLACE INTO insights_hours (hour, requested, offered, paid, completed, cancelled)
            WITH ${buckets}, ${period.monthCtes} SELECT hour, requested, offered, paid, completed, cancelled FROM hf`),
          db.run(sql`
            INSERT OR REPLACE INTO insights_months (month, requested, offered, paid, completed, cancelled)
            WITH ${buckets}, ${period.monthCtes} ${period.monthFigures}`),
        ]
      : []),
    ...(computed.money
      ? [
          db.run(sql`
            INSERT OR REPLACE INTO insights_money (month, paid_cents, refunded_cents, payments)
            WITH ${buckets}, ${period.moneyCtes} ${period.moneyFigures}`),
        ]
      : []),
    ...(scopes.length > 0
      ? [
          db.run(
            sql`DELETE FROM insights_stale WHERE scope IN (${sql.raw(scopes.map((scope) => `'${scope}'`).join(', '))}) AND at >= ${months} AND at < ${monthsEnd}`,
          ),
        ]
      : []),
  ];
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

/** The period's answer from its partials: the weeks as stored, the funnel the sum of the months', the top lists as ranked. */
function assemble(query: InsightsQuery, weeks: Bucket[], months: Bucket[], row: PeriodRow): Insights {
  const weekRows = JSON.parse(row.weeks) as Array<[string, number, number, Record<string, number>, number, number | null]>;
  const monthRows = JSON.parse(row.months) as Array<[string, number, number, number, number, number]>;
  const moneyRows = JSON.parse(row.money) as Array<[string, number, number, number]>;
  const byRank = <T extends [number, ...unknown[]]>(rows: T[]) => rows.sort((a, b) => a[0] - b[0]);
  const routes = byRank(JSON.parse(row.routes) as Array<[number, string, string, number]>);
  const excursions = byRank(JSON.parse(row.excursions) as Array<[number, string, number]>);
  const weekByLabel = new Map(weekRows.map((entry) => [entry[0], entry]));
  const moneyByMonth = new Map(moneyRows.map((entry) => [entry[0], entry]));
  const funnel = { requested: 0, offered: 0, paid: 0, completed: 0, cancelled: 0 };
  for (const [, requested, offered, paid, completed, cancelled] of monthRows) {
    funnel.requested += requested;
    funnel.offered += offered;
    funnel.paid += paid;
    funnel.completed += completed;
    funnel.cancelled += cancelled;
  }
  return {
    from: query.from,
    to: query.to,
    weeks: weeks.map((bucket) => {
      const entry = weekByLabel.get(bucket.label);
      if (!entry) throw new Error(`the partial of the week of ${bucket.label} is missing`);
      const [, transfer, excursion, byLang, replied, delay] = entry;
      return { week: bucket.label, transfer, excursion, byLang, replied, medianReplyMinutes: delay === null ? null : Math.round(delay / 6_000) / 10 };
    }),
    funnel,
    months: months.map((bucket) => {
      const entry = moneyByMonth.get(bucket.label);
      if (!entry) throw new Error(`the money of ${bucket.label} is missing`);
      const [, paidCents, refundedCents, payments] = entry;
      return { month: bucket.label, paidCents, refundedCents, netCents: paidCents - refundedCents, payments };
    }),
    topRoutes: routes.map(([, pickup, dropoff, requests]) => ({ pickup, dropoff, requests })),
    topExcursions: excursions.map(([, title, requests]) => ({ title, requests })),
  };
}
