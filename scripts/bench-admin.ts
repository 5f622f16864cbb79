// `npm run bench:admin` (decision 022: the lists must stay fast with years of requests): the back office's quote lists and Insights with years of requests.
// Seeds 10,000 transfer quotes and 1,000 excursion quotes (BENCH_ADMIN_QUOTES=100000 for ten times
// as many), with replies, offers, payments and refunds for Insights, into a fresh local D1 (its own state
// folder, never `npm start`'s), serves the Worker without Astro in workerd (`wrangler dev`, no
// build needed) and prints the median time of each admin call over BENCH_ADMIN_RUNS requests, as a
// ratio to a static asset served by the same server in the same run: the machine's load weighs on
// both alike, so the ratio is what the call itself costs. Writes the table to docs/bench/admin.md and
// fails when a call is over 2× (issue 27).
//
// It serves tests/api/worker-entry.ts, signs in once through POST /api/admin/login with a throwaway
// password (hashed with few iterations: the bench measures the lists, not PBKDF2) and sends the
// session cookie with every call, so the guard's cost counts.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hashPassword } from '../worker/lib/password.ts';
import { SEARCH_INDEXES, searchMergeStatement } from '../worker/db/queries/search-indexes.ts';
import { ROOT, run, toolEnv } from './lib/run.ts';

const PORT = Number(process.env.BENCH_ADMIN_PORT ?? 8796);
const RUNS = Number(process.env.BENCH_ADMIN_RUNS ?? 200);
const WARMUP = 5;
const QUOTES = Number(process.env.BENCH_ADMIN_QUOTES ?? 10_000);
const EX_QUOTES = Math.round(QUOTES / 10);
const STATE = path.join(ROOT, '.wrangler', `bench-admin-${PORT}`);
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN_USERNAME = 'bench-admin';
const ADMIN_PASSWORD = `bench-${crypto.randomUUID()}`;

/**
 * A wrangler config of the bench's own: wrangler.toml's D1 database (same id, so the same local
 * file under --persist-to) and migrations, but the Worker without Astro (dist/ is only there after
 * `astro build`, which the bench does not need) and one static file, the reference every call is
 * measured against.
 */
function writeConfig(): string {
  const file = path.join(STATE, 'wrangler.json');
  const assets = path.join(STATE, 'assets');
  mkdirSync(path.join(assets, 'bench'), { recursive: true });
  writeFileSync(path.join(assets, 'bench', 'asset.css'), 'body{margin:0}\n');
  const entry = path.join(ROOT, 'tests', 'api', 'worker-entry.ts');
  writeFileSync(
    file,
    JSON.stringify(
      {
        name: 'paris-chauffeur-bench-admin',
        main: path.relative(STATE, entry),
        compatibility_date: '2026-10-01',
        compatibility_flags: ['nodejs_compat'],
        d1_databases: [
          {
            binding: 'DB',
            database_name: 'paris-chauffeur',
            database_id: '00000000-0000-0000-0000-000000000000',
            migrations_dir: path.relative(STATE, path.join(ROOT, 'migrations')),
          },
        ],
        r2_buckets: [{ binding: 'MEDIA', bucket_name: 'paris-chauffeur-media' }],
        assets: { directory: path.relative(STATE, assets) },
        vars: { MAIL_PROVIDER: 'outbox' },
      },
      null,
      2,
    ),
  );
  return file;
}

// Seed data: varied enough that a search is a real scan and the filters select real subsets (an
// offer on one transfer in three, paid on one in six, as the payments below).
const FIRST = ['Claire', 'Élodie', 'James', 'Hélène', 'Marco', 'Sofia', 'Thomas', 'Amélie', 'Noah', 'Léa', 'Oliver', 'Chloé', 'Lucas', 'Emma', 'Hugo'];
const LAST = ['Martin', 'Bernard', 'Dubois', 'Smith', 'Rossi', 'García', 'Müller', 'Lefèvre', 'Johnson', 'Moreau', 'Fournier', 'Girard', 'Brown', 'Lambert'];
const PLACES = [
  'Paris Charles de Gaulle Airport (CDG), Terminal 2E',
  'Paris Orly Airport (ORY), Terminal 4',
  'Gare du Nord, Paris',
  'Gare de Lyon, Paris',
  'Eiffel Tower, Paris',
  'Hôtel Plaza Athénée, 25 Avenue Montaigne, Paris',
  'Château de Versailles',
  'Disneyland Paris, Chessy',
  'Le Bristol Paris, 112 Rue du Faubourg Saint-Honoré',
  'Beauvais-Tillé Airport (BVA)',
];
const TITLES = [
  'Versailles Palace Private Day Trip',
  'Giverny & Monet’s Gardens',
  'Paris Highlights by Night',
  'Champagne Day in Reims',
  'Loire Valley Castles',
];
const STATUSES = ['completed', 'completed', 'completed', 'cancelled', 'replied', 'confirmed'];

const text = (value: string) => `'${value.replace(/'/g, "''")}'`;
const pick = <T>(list: readonly T[], i: number) => list[i % list.length] as T;
const DAY = 86_400_000;
/** Runs of the cron's merge after the seed: enough to merge 100,000 requests' segments (a run that finds nothing to merge writes nothing). */
const SEARCH_MERGE_RUNS = 30;
/** D1 refuses statements over 100 KB; a seeded row is about 500 bytes. */
const ROWS_PER_INSERT = 100;

/** Rows oldest first over three years; the newest 60 are still pending, one in 30 is important. */
function seedSql(now: number): string {
  const statements: string[] = [];
  const span = 3 * 365 * DAY;
  const quoteRows: string[] = [];
  for (let i = 0; i < QUOTES; i += 1) {
    const createdAt = now - span + Math.round((span * i) / QUOTES);
    const pickupAt = createdAt + (2 + (i % 40)) * DAY + (i % 24) * 3_600_000;
    const pickup = new Date(pickupAt).toISOString();
    const status = i >= QUOTES - 60 ? 'pending' : pick(STATUSES, i * 7);
    const first = pick(FIRST, i);
    const last = pick(LAST, i * 3);
    const year = new Date(createdAt).getUTCFullYear();
    quoteRows.push(
      `(${text(`TR-${year}-${String(i + 1).padStart(5, '0')}`)}, ${text(status)}, ${i % 30 === 0 ? 1 : 0}, ${text(i % 4 === 0 ? 'fr' : 'en')}, ${text(first)}, ${text(last)}, ${text(`${first}.${last}.${i}@example.com`.toLowerCase())}, '+33612345678', 'FR', ${text(pick(PLACES, i))}, ${text(pick(PLACES, i * 7 + 3))}, ${text(pickup.slice(0, 10))}, ${text(pickup.slice(11, 16))}, ${pickupAt}, 'ONE_WAY', 2, 0, 'Mercedes E Class', ${text('{"suitcases":2}')}, 34, 50, 'A comment the search must not read.', ${text(i % 6 === 0 ? 'paid' : i % 3 === 0 ? 'offer_sent' : 'none')}, ${createdAt}, ${createdAt})`,
    );
  }
  for (let start = 0; start < quoteRows.length; start += ROWS_PER_INSERT) {
    statements.push(
      `INSERT INTO quotes (quote_number, status, important, lang, first_name, last_name, email, phone, country_code, pickup_location, dropoff_location, pickup_date, pickup_time, pickup_at, transfer_type, adults, extra_time, vehicle, vehicle_extra_options, total_distance_km, total_minutes, comments, payment_state, created_at, updated_at) VALUES\n${quoteRows.slice(start, start + ROWS_PER_INSERT).join(',\n')};`,
    );
  }
  const exRows: string[] = [];
  for (let i = 0; i < EX_QUOTES; i += 1) {
    const createdAt = now - span + Math.round((span * i) / EX_QUOTES);
    const first = pick(FIRST, i + 5);
    const last = pick(LAST, i);
    exRows.push(
      `(${text(`EX-${new Date(createdAt).getUTCFullYear()}-${String(i + 1).padStart(5, '0')}`)}, ${text(i >= EX_QUOTES - 10 ? 'pending' : pick(STATUSES, i))}, ${i % 25 === 0 ? 1 : 0}, 'en', ${text(pick(TITLES, i))}, ${text('["Hall of Mirrors"]')}, ${text(first)}, ${text(last)}, ${text(`${first}.${i}@example.com`.toLowerCase())}, '33612345678', ${createdAt}, ${createdAt})`,
    );
  }
  for (let start = 0; start < exRows.length; start += ROWS_PER_INSERT) {
    statements.push(
      `INSERT INTO excursion_quotes (ex_quote_number, status, important, lang, excursion_title, selected_highlights, first_name, last_name, email, phone, created_at, updated_at) VALUES\n${exRows.slice(start, start + ROWS_PER_INSERT).join(',\n')};`,
    );
  }
  // What Insights read (GET /api/admin/insights): a first reply to every other request, an offer on
  // one transfer in three and a succeeded payment on one in six, one payment in ten half refunded.
  const replyRows: string[] = [];
  const offerRows: string[] = [];
  const paymentRows: string[] = [];
  const refundRows: string[] = [];
  for (let i = 0; i < QUOTES; i += 1) {
    const createdAt = now - span + Math.round((span * i) / QUOTES);
    if (i % 2 === 0)
      replyRows.push(
        `('reply.transfer', 'customer@example.com', 'Re', '<p>Hello</p>', 'Hello', 'reply', ${i + 1}, 'sent', ${createdAt + ((i % 300) + 5) * 60_000})`,
      );
    if (i % 3 !== 0) continue;
    offerRows.push(`('transfer', ${i + 1}, 1, 'paid', 25000, 25000, ${createdAt + 30 * DAY}, 'bench', ${createdAt + 3_600_000}, ${createdAt + 3_600_000})`);
    if (i % 6 !== 0) continue;
    const payment = paymentRows.length + 1;
    paymentRows.push(
      `(${offerRows.length}, 'transfer', ${i + 1}, 'card', 'succeeded', 25000, 'EUR', 25000, 'bench:${payment}', 'stripe', ${createdAt + 2 * 3_600_000})`,
    );
    if (payment % 10 === 0) refundRows.push(`(${payment}, 12500, 'succeeded', 'bench', ${createdAt + 3 * DAY}, ${createdAt + 3 * DAY})`);
  }
  for (let i = 0; i < EX_QUOTES; i += 1) {
    const createdAt = now - span + Math.round((span * i) / EX_QUOTES);
    if (i % 2 === 0)
      replyRows.push(
        `('reply.excursion', 'customer@example.com', 'Re', '<p>Hello</p>', 'Hello', 'reply', ${i + 1}, 'sent', ${createdAt + ((i % 500) + 5) * 60_000})`,
      );
  }
  const inserts = (table: string, columns: string, rows: string[]) => {
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      statements.push(`INSERT INTO ${table} (${columns}) VALUES\n${rows.slice(start, start + ROWS_PER_INSERT).join(',\n')};`);
    }
  };
  inserts('outbox', 'kind, to_address, subject, html, text, related_type, related_id, status, created_at', replyRows);
  inserts('offers', 'quote_kind, quote_id, version, state, total_cents, deposit_cents, valid_until, created_by, created_at, updated_at', offerRows);
  inserts(
    'payments',
    'offer_id, quote_kind, quote_id, method, status, amount_cents, currency, expected_cents, receipt_key, recorded_by, created_at',
    paymentRows,
  );
  inserts('refunds', 'payment_id, amount_cents, status, requested_by, created_at, updated_at', refundRows);
  // The search indexes as the cron keeps them (migration 0024): the seed wrote them in a few large
  // transactions, which left large segments FTS5 would not merge alone; the cron's merge, run as
  // often as it takes (each run a bounded amount of work), merges them as production's runs would.
  for (let run = 0; run < SEARCH_MERGE_RUNS; run += 1) statements.push(...SEARCH_INDEXES.map((index) => `${searchMergeStatement(index)};`));
  return `${statements.join('\n')}\n`;
}

async function waitForServer(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${BASE}/api/config`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`wrangler dev did not answer on ${BASE} in time`);
}

/** The query of Insights over the last `months` Paris months, this one included (UTC's month is close enough here). */
function insightsRange(months: number): string {
  const now = new Date();
  const month = (back: number) => {
    const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    return day.toISOString().slice(0, 7);
  };
  return `from=${month(months - 1)}&to=${month(0)}`;
}

/** POST /api/admin/login once; the session cookie goes with every measured call. */
async function signIn(): Promise<string> {
  const response = await fetch(`${BASE}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: BASE },
    body: JSON.stringify({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (cookies.length === 0) throw new Error('sign-in answered no session cookie');
  return cookies.join('; ');
}

interface Measured {
  name: string;
  status: number;
  bytes: number;
  medianMs: number;
  /** The static asset's median, fetched just before each of this call's requests. */
  referenceMs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** The reference every call is measured against: a static asset served by the same server. */
const REFERENCE_PATH = '/bench/asset.css';

async function timed(pathname: string, headers: Record<string, string>) {
  const started = performance.now();
  const response = await fetch(`${BASE}${pathname}`, { headers });
  const body = await response.arrayBuffer();
  return { response, bytes: body.byteLength, ms: performance.now() - started };
}

/**
 * Each request of the call comes right after one of the static asset, so the two are measured under
 * the same load of the machine at the same moments (a busy CI machine's load moves within seconds),
 * and the row's ratio is of the two medians. `before` runs ahead of each pair, untimed.
 */
async function measurePairs(
  name: string,
  pathname: string,
  headers: Record<string, string>,
  expectStatus: number,
  before?: (run: number) => Promise<void>,
  check?: (response: Response) => void,
): Promise<Measured> {
  const times: number[] = [];
  const references: number[] = [];
  let bytes = 0;
  for (let i = 0; i < WARMUP + RUNS; i += 1) {
    await before?.(i);
    const reference = await timed(REFERENCE_PATH, {});
    const call = await timed(pathname, headers);
    bytes = call.bytes;
    if (call.response.status !== expectStatus) throw new Error(`${name}: ${pathname} answered ${call.response.status}, expected ${expectStatus}`);
    check?.(call.response);
    if (i >= WARMUP) {
      times.push(call.ms);
      references.push(reference.ms);
    }
  }
  return { name, status: expectStatus, bytes, medianMs: median(times), referenceMs: median(references) };
}

const measure = (name: string, pathname: string, headers: Record<string, string>, expectStatus: number) => measurePairs(name, pathname, headers, expectStatus);

/**
 * Like measure, but `before` runs ahead of each request, untimed: a change that makes the stored
 * Insights stale, so every timed request computes its answer from the tables.
 */
function measureAfter(name: string, pathname: string, headers: Record<string, string>, before: (run: number) => Promise<void>): Promise<Measured> {
  let previousTag: string | null = null;
  return measurePairs(name, pathname, headers, 200, before, (response) => {
    // A new tag each time: the change did make the stored answer stale, so this one was computed.
    const tag = response.headers.get('ETag');
    if (tag !== null && tag === previousTag) throw new Error(`${name}: the change before it left ${pathname}'s answer as it was`);
    previousTag = tag;
  });
}

/** Every call within this many times the static asset of the same run (issue 27); the bench fails otherwise. */
const RATIO_LIMIT = 2;
const over: Measured[] = [];
const ratioOf = (result: Measured) => result.medianMs / result.referenceMs;

/** The table, in docs/bench/admin.md: the committed one is the 100,000-quote run (BENCH_ADMIN_QUOTES=100000). */
function writeReport(results: Measured[]): void {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  const rows = results.map(
    (result) =>
      `| ${result.name} | ${result.status} | ${result.bytes} | ${result.medianMs.toFixed(2)} | ${result.referenceMs.toFixed(2)} | ${ratioOf(result).toFixed(2)} | ${ratioOf(result) > RATIO_LIMIT ? 'over' : 'ok'} |`,
  );
  const report = `# Back-office bench

Written by \`npm run bench:admin\` (scripts/bench-admin.ts): ${QUOTES} transfer and ${EX_QUOTES} excursion quotes with
replies, offers, payments and refunds in a fresh local D1, the Worker served by \`wrangler dev\`, signed in; each
call's median of ${RUNS} requests (after ${WARMUP} warm-up) and its ratio to a static asset served by the same
server, fetched just before each of the call's requests (the same load, the same moments). Every call must
stay within ${RATIO_LIMIT}× (issue 27); the bench fails otherwise.
Commit \`${commit}\`, ${new Date().toISOString().slice(0, 10)}.

| Call | Status | Bytes | Median ms | Static asset ms | × static asset | Within ${RATIO_LIMIT}× |
|---|---|---|---|---|---|---|
${rows.join('\n')}
`;
  mkdirSync(path.join(ROOT, 'docs', 'bench'), { recursive: true });
  writeFileSync(path.join(ROOT, 'docs', 'bench', 'admin.md'), report);
  console.log('Wrote docs/bench/admin.md');
}

rmSync(STATE, { recursive: true, force: true });
mkdirSync(STATE, { recursive: true });
const config = writeConfig();
await run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', STATE, '--config', config]);
const seedFile = path.join(STATE, 'seed.sql');
writeFileSync(seedFile, seedSql(Date.now()));
console.log(`Seeding ${QUOTES} transfer quotes and ${EX_QUOTES} excursion quotes…`);
await run('wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', STATE, '--config', config, '--file', seedFile]);

const passwordHash = await hashPassword(ADMIN_PASSWORD, 1);
const server = spawn(
  'wrangler',
  [
    'dev',
    '--config',
    config,
    '--port',
    String(PORT),
    '--ip',
    '127.0.0.1',
    '--persist-to',
    STATE,
    '--show-interactive-dev-session=false',
    '--log-level',
    'warn',
    '--var',
    `ADMIN_USERNAME:${ADMIN_USERNAME}`,
    '--var',
    `ADMIN_PASSWORD_HASH:${passwordHash}`,
    '--var',
    `SESSION_SECRET:${crypto.randomUUID()}${crypto.randomUUID()}`,
    '--var',
    `TOTP_ENCRYPTION_KEY:${crypto.randomUUID()}${crypto.randomUUID()}`,
  ],
  // Without wrangler's local tracing, which writes every request and every D1 call into a store of
  // its own: a development tool production does not have, it cost more than the calls (decision 047).
  { cwd: ROOT, env: { ...toolEnv(), X_LOCAL_OBSERVABILITY: 'false' }, stdio: ['ignore', 'inherit', 'inherit'] },
);
const stopped = new Promise<void>((resolve) => server.on('exit', () => resolve()));

try {
  await waitForServer(Date.now() + 120_000);
  const session: Record<string, string> = { Cookie: await signIn() };
  const etagOf = async (pathname: string) => (await fetch(`${BASE}${pathname}`, { headers: session })).headers.get('ETag') ?? '';
  const poll = async (pathname: string) => ({ ...session, 'If-None-Match': await etagOf(pathname) });
  /**
   * A change the figures read (a request's status: its funnel step), which moves Insights' version:
   * of quote 1, made three years ago (outside both periods: their partials hold, the version moves),
   * or of the newest quote (this month: its month's partial is computed again, decision 044).
   */
  const markQuote = (id: number) => async (run: number) => {
    const response = await fetch(`${BASE}/api/admin/quotes/${id}`, {
      method: 'PATCH',
      headers: { ...session, 'Content-Type': 'application/json', Origin: BASE },
      body: JSON.stringify({ status: run % 2 === 0 ? 'completed' : 'confirmed' }),
    });
    if (!response.ok) throw new Error(`changing quote ${id}'s status answered ${response.status}`);
  };

  const results = [
    await measure('GET /api/excursions (public, one D1 read)', '/api/excursions', {}, 200),
    await measure('quotes: list, page 1', '/api/admin/quotes', session, 200),
    await measure('quotes: list, page 200', '/api/admin/quotes?page=200', session, 200),
    await measure('quotes: status filter', '/api/admin/quotes?status=completed', session, 200),
    await measure('quotes: priority filter', '/api/admin/quotes?priority=important', session, 200),
    await measure('quotes: payment filter', '/api/admin/quotes?payment=paid', session, 200),
    await measure('quotes: status + priority filter', '/api/admin/quotes?status=completed&priority=important', session, 200),
    await measure('quotes: search "lefèvre"', `/api/admin/quotes?q=${encodeURIComponent('LEFÈVRE')}`, session, 200),
    await measure('quotes: search with no match', '/api/admin/quotes?q=no-such-customer', session, 200),
    await measure('quotes: unchanged poll (304)', '/api/admin/quotes', await poll('/api/admin/quotes'), 304),
    await measure('exquotes: list, page 1', '/api/admin/exquotes', session, 200),
    await measure('exquotes: unchanged poll (304)', '/api/admin/exquotes', await poll('/api/admin/exquotes'), 304),
    await measure('pending counts', '/api/admin/metrics/pending-counts', session, 200),
    await measure('pending counts: unchanged poll (304)', '/api/admin/metrics/pending-counts', await poll('/api/admin/metrics/pending-counts'), 304),
    await measure('insights: the last 3 months (stored)', `/api/admin/insights?${insightsRange(3)}`, session, 200),
    await measure('insights: the last 24 months (stored)', `/api/admin/insights?${insightsRange(24)}`, session, 200),
    await measure(
      'insights: 24 months, unchanged poll (304)',
      `/api/admin/insights?${insightsRange(24)}`,
      await poll(`/api/admin/insights?${insightsRange(24)}`),
      304,
    ),
    await measureAfter('insights: 3 months, after a change (computed)', `/api/admin/insights?${insightsRange(3)}`, session, markQuote(1)),
    await measureAfter('insights: 24 months, after a change (computed)', `/api/admin/insights?${insightsRange(24)}`, session, markQuote(1)),
    await measureAfter('insights: 3 months, after a change in it (recomputed)', `/api/admin/insights?${insightsRange(3)}`, session, markQuote(QUOTES)),
    await measureAfter('insights: 24 months, after a change in it (recomputed)', `/api/admin/insights?${insightsRange(24)}`, session, markQuote(QUOTES)),
  ];
  console.log(
    `\nAdmin lists with ${QUOTES} transfer and ${EX_QUOTES} excursion quotes; median of ${RUNS} requests each (after ${WARMUP} warm-up), ` +
      'wrangler dev on tests/api/worker-entry.ts, signed in:\n',
  );
  const width = Math.max(...results.map((result) => result.name.length));
  console.log(`${'call'.padEnd(width)}  status    bytes   median ms   asset ms   × asset`);
  for (const result of results) {
    console.log(
      `${result.name.padEnd(width)}  ${String(result.status).padStart(6)} ${String(result.bytes).padStart(8)} ${result.medianMs.toFixed(2).padStart(11)} ${result.referenceMs.toFixed(2).padStart(10)} ${ratioOf(result).toFixed(2).padStart(9)}`,
    );
  }
  over.push(...results.filter((result) => ratioOf(result) > RATIO_LIMIT));
  writeReport(results);
} finally {
  server.kill('SIGINT');
  await stopped;
  // Tens of megabytes of seeded rows; the next run starts from scratch anyway.
  if (!process.env.BENCH_ADMIN_KEEP) rmSync(STATE, { recursive: true, force: true });
}
if (over.length > 0) {
  console.error(`\nOver ${RATIO_LIMIT}× the static asset: ${over.map((result) => result.name).join('; ')}`);
  process.exitCode = 1;
}
