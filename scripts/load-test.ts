// `npm run test:load` (issue 13, part 1; decision 031): the fault and load test. The production build
// in workerd (scripts/e2e-server.ts, its own fresh state) sends its e-mails through the real HTTP
// mailer to a mail capture server (scripts/lib/mail-capture.ts) that refuses 30 % of sends and
// answers the others slowly. 500 concurrent submissions over 50 Idempotency-Keys go to /api/quotes,
// /api/exquotes and /api/contact in two waves, the second beside an admin polling the quote list and
// the sidebar counts; then the cron trigger runs, each time at the instant the next retry is due,
// until no e-mail is waiting. It passes only with exactly one stored request per key, every e-mail
// queued for them received exactly once by the provider (and POSTed once by the Worker), no outbox
// row left behind and no 5xx anywhere; it prints the counts and the p50/p95 server latency of a
// submission beside a static page, alone and under the admin's poll. Timings are printed, never
// asserted. `--reduced` (what `npm test` runs): 60 submissions over 6 keys.
//
// LOAD_PORT chooses the Worker's port (default 8792); the capture server listens on LOAD_PORT + 2.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { E2E_ADMIN } from './lib/e2e-admin.ts';
import { startMailCapture, type CapturedEmail } from './lib/mail-capture.ts';
import { checkDeliveries, percentile, planRequests, spreadSubmissions, type Form, type OutboxLedgerRow, type PlannedRequest } from './lib/load-plan.ts';
import { ROOT, toolEnv } from './lib/run.ts';
import { queryE2eDb } from '../tests/support/e2e-db.ts';
import { toParis } from '../worker/contract/paris-time.ts';

const reduced = process.argv.includes('--reduced');
const SUBMISSIONS = reduced ? 60 : 500;
const KEYS = reduced ? 6 : 50;
const FAILURE_RATE = 0.3;
const MAIL_LATENCY_MS = reduced ? 100 : 250;
const PORT = Number(process.env.LOAD_PORT ?? 8792);
const CAPTURE_PORT = PORT + 2;
const BASE = `http://127.0.0.1:${PORT}`;
/** Where the company's notifications go (scripts/e2e-server.ts sets it). */
const ADMIN_EMAIL = 'office@example.test';
/** A page served from the build's static assets, the reference the submissions are read against. */
const STATIC_PAGE = '/terms-conditions';
/** Generous: the machine may be busy; the test waits on conditions, never on the clock. */
const SERVER_START_TIMEOUT_MS = 240_000;
const SETTLE_TIMEOUT_MS = reduced ? 120_000 : 600_000;

const runTag = randomUUID().slice(0, 8);
const problems: string[] = [];

// ---- The mail provider: counts every answer to POST /emails per Idempotency-Key -----------------
const acceptedPosts = new Map<string, number>();
let refusedPosts = 0;
const capture = await startMailCapture(CAPTURE_PORT, {
  onSend: (request, answer) => {
    const key = request.headers['idempotency-key'] ?? '(no key)';
    if (answer.status === 200) acceptedPosts.set(key, (acceptedPosts.get(key) ?? 0) + 1);
    else refusedPosts += 1;
  },
});
const captureUrl = `http://127.0.0.1:${CAPTURE_PORT}`;

// ---- The Worker: the production build in workerd, the cron at /cdn-cgi/local/scheduled ------
const server = spawn('node', ['scripts/e2e-server.ts'], {
  cwd: ROOT,
  env: toolEnv({ E2E_PORT: String(PORT), E2E_MAIL_URL: captureUrl }),
  stdio: ['ignore', 'ignore', 'pipe'],
});
/** The server's log, shown only when the test fails: every refused send is logged, 30 % of them. */
let serverLog = '';
server.stderr.on('data', (chunk: Buffer) => (serverLog = (serverLog + chunk.toString('utf8')).slice(-20_000)));
let serverExited = false;
server.on('exit', () => (serverExited = true));

async function stopAll(): Promise<void> {
  if (!serverExited) {
    server.kill('SIGTERM');
    await once(server, 'exit');
  }
  await new Promise<void>((resolve) => capture.close(() => resolve()));
}

/** Waits for `condition` (checked every `everyMs`) or fails with `what` after `timeoutMs`. */
async function waitFor<T>(what: string, timeoutMs: number, condition: () => Promise<T | undefined>, everyMs = 250): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await condition();
    if (value !== undefined) return value;
    if (serverExited) throw new Error(`the Worker stopped while waiting for ${what}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

// ---- Measured requests ---------------------------------------------------------------------------
interface Timed {
  status: number;
  /** Time to the response's headers. */
  ms: number;
  body: string;
}

const statuses5xx: string[] = [];

async function timed(label: string, path: string, init: RequestInit = {}): Promise<Timed> {
  const started = performance.now();
  const response = await fetch(`${BASE}${path}`, init);
  const ms = performance.now() - started;
  const body = await response.text();
  if (response.status >= 500) statuses5xx.push(`${label} ${path}: ${response.status} ${body.slice(0, 200)}`);
  return { status: response.status, ms, body };
}

// ---- Bodies as the public forms send them (tests/api/factories.ts, tests/e2e/admin.ts) -----------
const pickup = toParis(new Date(Date.now() + 48 * 3600_000));

function bodyOf(request: PlannedRequest, excursion: { id: number; title: string; highlights: string[] }): unknown {
  const lastName = `Load${request.idempotencyKey.replace(/[^a-z]/g, '')}`;
  switch (request.form) {
    case 'quotes':
      return {
        lang: 'en',
        firstName: 'Claire',
        lastName,
        email: request.customerEmail,
        countryCode: 'FR',
        phone: '06 12 34 56 78',
        pickupLocation: 'Paris Charles de Gaulle Airport (CDG), Terminal 2E',
        dropoffLocation: 'Eiffel Tower, Paris',
        pickupCoords: { lat: 49.0046, lng: 2.5562 },
        dropoffCoords: { lat: 48.8584, lng: 2.2945 },
        pickupDate: pickup.date,
        pickupTime: pickup.time,
        transferType: 'ONE_WAY',
        adults: 2,
        extraTime: 0,
        flightTrainNumber: 'AF1234',
        vehicleId: 2,
        vehicleExtraOptions: { suitcases: 2, handbags: 0, childSeats: 1, animal: false, animalTypes: [] },
        totalDistanceKm: 34.4,
        totalMinutes: 50,
        routeApproximate: true,
        comments: 'Load test.',
        website: '',
      };
    case 'exquotes':
      return {
        lang: 'fr',
        excursionId: excursion.id,
        excursionTitle: excursion.title,
        selectedHighlights: excursion.highlights.slice(0, 1),
        stopLocations: ['Hôtel Plaza Athénée, 25 Avenue Montaigne, Paris'],
        withPhotographer: true,
        firstName: 'Jane',
        lastName,
        email: request.customerEmail,
        phone: '33612345678',
        comments: '',
        website: '',
      };
    case 'contact':
      return {
        lang: 'en',
        name: `Claire ${lastName}`,
        telephone: '+33 6 12 34 56 78',
        email: request.customerEmail,
        message: 'Load test message.',
        website: '',
      };
  }
}

const PATHS: Record<Form, string> = { quotes: '/api/quotes', exquotes: '/api/exquotes', contact: '/api/contact' };

interface WaveResult {
  submissions: Timed[];
  staticPages: Timed[];
  adminPolls: Timed[];
}

/**
 * Every submission of the wave at once, shuffled, with a static page request beside every fifth;
 * when `adminCookie` is given, two admins poll the quote list and the sidebar counts throughout.
 */
async function wave(
  requests: PlannedRequest[],
  submissions: number,
  excursion: { id: number; title: string; highlights: string[] },
  adminCookie?: string,
): Promise<WaveResult> {
  const sends = spreadSubmissions(requests, submissions).sort(() => Math.random() - 0.5);
  const answers = new Map<string, Set<string>>();
  let done = false;
  const adminPolls: Timed[] = [];
  const poll = async () => {
    for (let i = 0; !done; i += 1) {
      const path = i % 2 === 0 ? '/api/admin/quotes' : '/api/admin/metrics/pending-counts';
      const answer = await timed('admin poll', path, { headers: { Cookie: adminCookie! } });
      if (answer.status !== 200) problems.push(`admin poll ${path} answered ${answer.status}`);
      adminPolls.push(answer);
    }
  };
  const pollers = adminCookie ? [poll(), poll()] : [];
  const staticPages: Timed[] = [];
  const submitted = await Promise.all(
    sends.map(async (request, index) => {
      const pages = index % 5 === 0 ? timed('static page', STATIC_PAGE).then((page) => staticPages.push(page)) : Promise.resolve();
      const answer = await timed(request.form, PATHS[request.form], {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': request.idempotencyKey },
        body: JSON.stringify(bodyOf(request, excursion)),
      });
      await pages;
      if (answer.status !== 201) problems.push(`${request.form} ${request.idempotencyKey} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
      answers.set(request.idempotencyKey, (answers.get(request.idempotencyKey) ?? new Set()).add(answer.body));
      return answer;
    }),
  );
  done = true;
  await Promise.all(pollers);
  // Every send under one key got the same answer: the first request's, remembered.
  for (const [key, bodies] of answers) if (bodies.size !== 1) problems.push(`${key} was answered ${bodies.size} different ways: ${[...bodies].join(' | ')}`);
  for (const page of staticPages) if (page.status !== 200) problems.push(`${STATIC_PAGE} answered ${page.status}`);
  return { submissions: submitted, staticPages, adminPolls };
}

async function signIn(): Promise<string> {
  const response = await fetch(`${BASE}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: BASE },
    body: JSON.stringify({ username: E2E_ADMIN.username, password: E2E_ADMIN.password }),
  });
  if (!response.ok) throw new Error(`admin sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

// ---- The outbox, read from the Worker's D1 file -----------------------------------------------------
interface OutboxStateRow {
  status: string;
  count: number;
  latest: number | null;
}
const outboxState = () => queryE2eDb<OutboxStateRow>('SELECT status, count(*) AS count, max(next_attempt_at) AS latest FROM outbox GROUP BY status', PORT);
const countOf = (rows: OutboxStateRow[], status: string) => rows.find((row) => row.status === status)?.count ?? 0;

/**
 * The cron until every e-mail has an outcome: whenever no sender holds a row, the trigger runs at the
 * instant the last waiting row is due (never earlier than the previous run), so the backoff of 1, 5,
 * 30, 120 and 360 minutes passes without waiting for it. A row given up after six attempts (0.3^6 per
 * e-mail: it happens) is what the admin resends from the Outbox screen; the test does the same
 * through its API, and counts it.
 */
async function runCronToCompletion(): Promise<{ rounds: number; resent: number; virtualHours: number }> {
  let clock = Date.now();
  let rounds = 0;
  let resent = 0;
  let adminCookie: string | undefined;
  const started = Date.now();
  for (;;) {
    // Senders (the requests' own deliveries, or the previous run) finish before the next run.
    const state = await waitFor('the senders to finish', SETTLE_TIMEOUT_MS, async () => {
      const rows = outboxState();
      return countOf(rows, 'sending') === 0 ? rows : undefined;
    });
    const pending = countOf(state, 'pending');
    const failed = countOf(state, 'failed');
    if (pending === 0 && failed === 0) return { rounds, resent, virtualHours: (clock - started) / 3_600_000 };
    if (Date.now() - started > SETTLE_TIMEOUT_MS) throw new Error(`the outbox did not settle: ${JSON.stringify(state)}`);
    if (pending > 0) {
      const due = Number(state.find((row) => row.status === 'pending')?.latest ?? 0);
      clock = Math.max(clock + 1, due, Date.now());
      const run = await timed('cron', `/cdn-cgi/local/scheduled?cron=${encodeURIComponent('*/5 * * * *')}&time=${clock}`);
      if (run.status !== 200) throw new Error(`the cron run answered ${run.status}: ${run.body.slice(0, 200)}`);
      rounds += 1;
      continue;
    }
    adminCookie ??= await signIn();
    for (const { id } of queryE2eDb<{ id: number }>(`SELECT id FROM outbox WHERE status = 'failed'`, PORT)) {
      const answer = await timed('resend', `/api/admin/outbox/${id}/resend`, {
        method: 'POST',
        headers: { Cookie: adminCookie, Origin: BASE, 'Content-Type': 'application/json' },
        body: '{}',
      });
      if (answer.status !== 200) problems.push(`resending outbox #${id} answered ${answer.status}: ${answer.body}`);
      resent += 1;
    }
  }
}

// ---- The run ---------------------------------------------------------------------------------------
const fmt = (ms: number) => (Number.isNaN(ms) ? '–' : `${Math.round(ms)} ms`.padStart(8));
const line = (label: string, values: Timed[]) =>
  `  ${label.padEnd(34)} n=${String(values.length).padStart(4)}  p50 ${fmt(
    percentile(
      values.map((v) => v.ms),
      50,
    ),
  )}  p95 ${fmt(
    percentile(
      values.map((v) => v.ms),
      95,
    ),
  )}`;

const startedAt = Date.now();
const elapsed = () => `${((Date.now() - startedAt) / 1000).toFixed(1)} s`;
try {
  console.log(
    `Load test (${reduced ? 'reduced' : 'full'}): ${SUBMISSIONS} submissions over ${KEYS} keys; the mail server fails ${FAILURE_RATE * 100} % and answers after ${MAIL_LATENCY_MS} ms`,
  );
  const excursions = await waitFor(
    'the Worker on ' + BASE,
    SERVER_START_TIMEOUT_MS,
    async () => {
      try {
        const response = await fetch(`${BASE}/api/excursions`);
        return response.ok ? ((await response.json()) as { id: number; title: string; highlights: string[] }[]) : undefined;
      } catch {
        return undefined;
      }
    },
    500,
  );
  console.log(`[${elapsed()}] the Worker answers`);
  const excursion = excursions[0];
  if (!excursion) throw new Error('the demo data has no excursion to ask a quote for');
  const control = await fetch(`${captureUrl}/__control`, { method: 'POST', body: JSON.stringify({ failureRate: FAILURE_RATE, latencyMs: MAIL_LATENCY_MS }) });
  if (!control.ok) throw new Error(`the capture server refused its settings: ${await control.text()}`);
  // One of each first, so neither wave pays for the first compilation of a route.
  await timed('warm-up', STATIC_PAGE);
  await timed('warm-up', '/api/config');

  const plan = planRequests(KEYS, runTag);
  const firstWave = plan.filter((request) => request.wave === 0);
  const secondWave = plan.filter((request) => request.wave === 1);
  const firstShare = Math.round((SUBMISSIONS * firstWave.length) / KEYS);
  const alone = await wave(firstWave, firstShare, excursion);
  const adminCookie = await signIn();
  const polled = await wave(secondWave, SUBMISSIONS - firstShare, excursion, adminCookie);

  // Read before the cron runs: each key's remembered answer names the record it stored (the cron
  // forgets answers older than a day of its clock).
  const keys = plan.map((request) => request.idempotencyKey);
  const keyList = keys.map((key) => `'${key}'`).join(', ');
  const stored = queryE2eDb<{ email: string; key: string }>(
    `SELECT lower(coalesce(q.email, x.email, m.email)) AS email, k.id AS key FROM idempotency_keys k
       LEFT JOIN quotes q ON k.id LIKE 'quote:%' AND q.quote_number = json_extract(k.response_body, '$.quoteNumber')
       LEFT JOIN excursion_quotes x ON k.id LIKE 'exquote:%' AND x.ex_quote_number = json_extract(k.response_body, '$.exQuoteNumber')
       LEFT JOIN contact_messages m ON k.id LIKE 'contact:%' AND m.id = json_extract(k.response_body, '$.id')`,
    PORT,
  );
  console.log(`[${elapsed()}] both waves answered`);
  const cron = await runCronToCompletion();
  console.log(`[${elapsed()}] the outbox settled`);

  // ---- What must hold ----
  const [counts] = queryE2eDb<{ quotes: number; exquotes: number; contacts: number }>(
    'SELECT (SELECT count(*) FROM quotes) AS quotes, (SELECT count(*) FROM excursion_quotes) AS exquotes, (SELECT count(*) FROM contact_messages) AS contacts',
    PORT,
  );
  const storedRequests = (counts?.quotes ?? 0) + (counts?.exquotes ?? 0) + (counts?.contacts ?? 0);
  if (storedRequests !== KEYS) problems.push(`${storedRequests} requests stored, expected exactly ${KEYS}`);
  const ownKeys = stored.filter((row) => keys.includes(row.key.slice(row.key.indexOf(':') + 1)));
  if (ownKeys.length !== KEYS || ownKeys.some((row) => !row.email))
    problems.push(`${ownKeys.length} keys remembered with their stored request, expected ${KEYS} (${keyList})`);
  const outbox = queryE2eDb<OutboxLedgerRow>('SELECT id, kind, to_address AS toAddress, subject, status FROM outbox ORDER BY id', PORT);
  const captured = ((await (await fetch(`${captureUrl}/__emails`)).json()) as { emails: CapturedEmail[] }).emails;
  const deliveries = checkDeliveries({ customerEmailsOfRequests: ownKeys.map((row) => row.email), adminAddress: ADMIN_EMAIL, outbox, captured, acceptedPosts });
  problems.push(...deliveries.problems, ...statuses5xx.map((entry) => `5xx: ${entry}`));

  console.log(
    `\nStored: ${counts?.quotes} transfer quotes, ${counts?.exquotes} excursion quotes, ${counts?.contacts} contact messages (${storedRequests}, expected ${KEYS})`,
  );
  console.log(
    `E-mails: ${outbox.length} queued (${deliveries.expectedAdmin} to the company, ${deliveries.expectedCustomer} to customers within the cap expected), ${captured.length} received; ` +
      `${[...acceptedPosts.values()].reduce((a, b) => a + b, 0)} accepted and ${refusedPosts} refused POSTs at the mail server`,
  );
  console.log(
    `Cron: ${cron.rounds} runs over ${cron.virtualHours.toFixed(1)} hours of the outbox's clock; ${cron.resent} e-mails given up after 6 attempts and resent as the admin would`,
  );
  console.log('\nServer latency (time to response headers):');
  console.log(line('submission', alone.submissions));
  console.log(line(`static page ${STATIC_PAGE}`, alone.staticPages));
  console.log(line('submission, admin polling', polled.submissions));
  console.log(line(`static page, admin polling`, polled.staticPages));
  console.log(line('admin poll (quotes, pending counts)', polled.adminPolls));
} catch (error) {
  problems.push(error instanceof Error ? error.message : String(error));
} finally {
  await stopAll();
}

if (problems.length > 0) {
  console.error(`\nThe end of the Worker's log:\n${serverLog}`);
  console.error(`\nLoad test FAILED (${problems.length} problems):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log('\nLoad test passed: every request stored once, every e-mail delivered once, nothing left in the outbox, no 5xx.');
