// The fault and load test's run (decision 031) against a Worker that is already up
// and its mail capture server: `npm run test:load` (scripts/load-test.ts) calls it at full size
// against a server of its own, the browser suite (tests/e2e/load.spec.ts) at the reduced size against
// the suite's main server while other journeys run beside it. So it touches only its own data: every
// address and Idempotency-Key carries `scope`, the provider's faults apply only to the e-mails that
// mention it (the capture server's `faults`: customers by recipient, the company's notifications by
// the customer address their text names), and every count (stored requests, outbox rows, e-mails
// received and POSTs answered) is of the rows and sends that carry it.
//
// The run: two waves of concurrent submissions over the keys, the second beside two admins polling;
// then the cron trigger, each time at the instant the run's next retry is due, until none of its
// e-mails is waiting. It fails on a stored request that is missing or doubled, an e-mail not received
// exactly once, a row left in the outbox, a 5xx; it reports the counts and p50/p95 latencies, never
// asserting them.
import { E2E_ADMIN } from './e2e-admin.ts';
import type { CapturedEmail, CaptureSend } from './mail-capture.ts';
import type { CheckoutSession, Delivery } from './stripe-fake.ts';
import { checkDeliveries, percentile, planRequests, spreadSubmissions, type Form, type OutboxLedgerRow, type PlannedRequest } from './load-plan.ts';
import { queryE2eDb } from '../../tests/support/e2e-db.ts';
import { aContactMessage, aQuoteRequest, aRequestFor } from './sample-requests.ts';

export type LoadSize = 'full' | 'reduced';

/** 500 submissions over 50 keys (the size), or 60 over 6 for the browser suite. */
export const LOAD_SIZES: Record<LoadSize, { submissions: number; keys: number; mailLatencyMs: number; settleTimeoutMs: number }> = {
  full: { submissions: 500, keys: 50, mailLatencyMs: 250, settleTimeoutMs: 600_000 },
  reduced: { submissions: 60, keys: 6, mailLatencyMs: 100, settleTimeoutMs: 240_000 },
};

/** The share of the run's sends the provider refuses. */
export const FAILURE_RATE = 0.3;
/** Where the company's notifications go (scripts/e2e-server.ts sets it). */
export const ADMIN_EMAIL = 'office@example.test';
/** How many copies of each payment's event the fake delivers at once. */
export const PAYMENT_EVENT_COPIES = 5;
/** A page served from the build's static assets, the reference the submissions are read against. */
const STATIC_PAGE = '/terms-conditions';

export interface LoadRunOptions {
  /** The Worker, e.g. http://127.0.0.1:8788; its D1 is read from the state of the server on that port. */
  baseUrl: string;
  /** Its mail capture server (the Worker's mail provider). */
  captureUrl: string;
  size: LoadSize;
  /** Lower-case letters and digits that no other run on this server uses. */
  scope: string;
  /**
   * Wraps the part that runs the cron trigger at future instants (the suite holds it apart from the
   * journeys that watch an e-mail wait for its retry: tests/support/outbox-clock.ts).
   */
  movingTheClock?: <T>(run: () => Promise<T>) => Promise<T>;
  /**
   * The Worker's Stripe fake (scripts/lib/stripe-fake.ts), when it has one: every transfer quote of
   * the run is then sent an offer and paid, each paid session's webhook delivered in concurrent
   * copies and then twice more at once (decision 038).
   */
  stripeUrl?: string;
  /** Progress lines, as they happen. */
  log?: (line: string) => void;
}

export interface LoadRunResult {
  /** Empty when everything held. */
  problems: string[];
  /** The counts and latencies, to print. */
  report: string[];
}

interface Timed {
  status: number;
  /** Time to the response's headers. */
  ms: number;
  body: string;
}

interface Excursion {
  id: number;
  title: string;
  highlights: string[];
}

const PATHS: Record<Form, string> = { quotes: '/api/quotes', exquotes: '/api/exquotes', contact: '/api/contact' };

/** Waits for `condition` (checked every `everyMs`) or fails with `what` after `timeoutMs`. */
export async function waitFor<T>(what: string, timeoutMs: number, condition: () => Promise<T | undefined>, everyMs = 250): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await condition();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

export async function runLoad(options: LoadRunOptions): Promise<LoadRunResult> {
  const { baseUrl, captureUrl, scope } = options;
  if (!/^[a-z0-9]+$/.test(scope)) throw new Error(`the scope must be lower-case letters and digits: ${scope}`);
  const size = LOAD_SIZES[options.size];
  const log = options.log ?? (() => {});
  const movingTheClock = options.movingTheClock ?? (<T>(run: () => Promise<T>) => run());
  const dbPort = Number(new URL(baseUrl).port);
  const db = <Row>(sql: string) => queryE2eDb<Row>(sql, dbPort);
  /** What every address and key of the run contains (load-plan.ts planRequests). */
  const mark = `load-${scope}-`;
  /** The run's outbox rows: to its customers, or to the company naming one of them. */
  const ownRows = `(lower(to_address) LIKE '%${mark}%' OR lower(text) LIKE '%${mark}%')`;
  const problems: string[] = [];
  const statuses5xx: string[] = [];
  const startedAt = Date.now();
  const elapsed = () => `${((Date.now() - startedAt) / 1000).toFixed(1)} s`;

  async function timed(label: string, path: string, init: RequestInit = {}): Promise<Timed> {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`, init);
    const ms = performance.now() - started;
    const body = await response.text();
    if (response.status >= 500) statuses5xx.push(`${label} ${path}: ${response.status} ${body.slice(0, 200)}`);
    return { status: response.status, ms, body };
  }

  // ---- Bodies as the public forms send them (sample-requests.ts) ---------------------------------
  function bodyOf(request: PlannedRequest, excursion: Excursion): unknown {
    const lastName = `Load${request.idempotencyKey.replace(/[^a-z]/g, '')}`;
    const email = request.customerEmail;
    switch (request.form) {
      case 'quotes':
        return aQuoteRequest({ lastName, email, comments: 'Load test.' });
      case 'exquotes':
        return aRequestFor(excursion, { lang: 'fr', lastName, email });
      case 'contact':
        return aContactMessage({ lang: 'en', name: `Claire ${lastName}`, email, message: 'Load test message.', website: '' });
    }
  }

  async function signIn(): Promise<string> {
    const response = await fetch(`${baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl },
      body: JSON.stringify({ username: E2E_ADMIN.username, password: E2E_ADMIN.password }),
    });
    if (!response.ok) throw new Error(`admin sign-in failed: ${response.status} ${await response.text()}`);
    return response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  }

  /**
   * Every submission of the wave at once, shuffled, with a static page request beside every fifth;
   * when `adminCookie` is given, two admins poll the quote list and the sidebar counts throughout.
   */
  async function wave(requests: PlannedRequest[], submissions: number, excursion: Excursion, adminCookie?: string) {
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

  /**
   * The cron until every e-mail of the run has an outcome: whenever no sender holds a row (the run's
   * or anyone's: a row whose sender's lease is still running at the real clock would look abandoned
   * at a later instant, and be sent a second time), the trigger runs at the instant the run's last
   * waiting row is due (never earlier than the previous run), so the backoff of 1, 5, 30, 120 and 360
   * minutes passes without waiting for it. A row given up after six attempts (0.3^6 per e-mail: it
   * happens) is what the admin resends from the Outbox screen; the run does the same through its
   * API, and counts it. Other journeys' due rows go out early too: only earlier than they would.
   */
  async function runCronToCompletion(): Promise<{ rounds: number; resent: number; virtualHours: number }> {
    let clock = Date.now();
    let rounds = 0;
    let resent = 0;
    let adminCookie: string | undefined;
    const started = Date.now();
    for (;;) {
      const state = await waitFor('the senders to finish', size.settleTimeoutMs, async () => {
        const [live] = db<{ count: number }>(
          `SELECT count(*) AS count FROM outbox WHERE status = 'sending' AND (next_attempt_at > ${Date.now()} OR ${ownRows})`,
        );
        if ((live?.count ?? 0) > 0) return undefined;
        return db<{ status: string; count: number; latest: number | null }>(
          `SELECT status, count(*) AS count, max(next_attempt_at) AS latest FROM outbox WHERE ${ownRows} GROUP BY status`,
        );
      });
      const countOf = (status: string) => state.find((row) => row.status === status)?.count ?? 0;
      if (countOf('pending') === 0 && countOf('failed') === 0) return { rounds, resent, virtualHours: (clock - started) / 3_600_000 };
      if (Date.now() - started > size.settleTimeoutMs) throw new Error(`the outbox did not settle: ${JSON.stringify(state)}`);
      if (countOf('pending') > 0) {
        const due = Number(state.find((row) => row.status === 'pending')?.latest ?? 0);
        clock = Math.max(clock + 1, due, Date.now());
        const run = await timed('cron', `/cdn-cgi/local/scheduled?cron=${encodeURIComponent('*/5 * * * *')}&time=${clock}`);
        if (run.status !== 200) throw new Error(`the cron run answered ${run.status}: ${run.body.slice(0, 200)}`);
        rounds += 1;
        continue;
      }
      adminCookie ??= await signIn();
      for (const { id } of db<{ id: number }>(`SELECT id FROM outbox WHERE status = 'failed' AND ${ownRows}`)) {
        const answer = await timed('resend', `/api/admin/outbox/${id}/resend`, {
          method: 'POST',
          headers: { Cookie: adminCookie, Origin: baseUrl, 'Content-Type': 'application/json' },
          body: '{}',
        });
        if (answer.status !== 200) problems.push(`resending outbox #${id} answered ${answer.status}: ${answer.body}`);
        resent += 1;
      }
    }
  }

  /**
   * Every transfer quote of the run gets an offer (paid in full at once) in a reply, its link is
   * read from the reply in the outbox, Pay makes a session at the fake, and the fake pays it: its
   * event goes to the webhook in PAYMENT_EVENT_COPIES concurrent copies, then twice more at once.
   * All quotes at the same time, so the references are numbered under contention too.
   */
  async function payEveryTransferQuote(stripeUrl: string): Promise<{ quotes: number; deliveries: number }> {
    const adminCookie = await signIn();
    const own = db<{ id: number; email: string }>(`SELECT id, email FROM quotes WHERE lower(email) LIKE '${mark}%' ORDER BY id`);
    const control = await fetch(`${stripeUrl}/__control`, {
      method: 'POST',
      body: JSON.stringify({ match: mark, deliveries: 'concurrent', copies: PAYMENT_EVENT_COPIES }),
    });
    if (!control.ok) throw new Error(`the Stripe fake refused its settings: ${await control.text()}`);
    let deliveries = 0;
    const counted = (list: Delivery[]) => {
      deliveries += list.length;
      for (const delivery of list)
        if (delivery.status !== 200) problems.push(`webhook ${delivery.type} ${delivery.eventId} answered ${delivery.status ?? delivery.error}`);
    };
    try {
      await Promise.all(
        own.map(async (quote) => {
          const reply = await timed('offer', '/api/email/send', {
            method: 'POST',
            headers: { Cookie: adminCookie, Origin: baseUrl, 'Content-Type': 'application/json' },
            body: JSON.stringify({
              to: quote.email,
              subject: 'Your offer',
              htmlContent: '<p>Pay here: {request-page-link}</p>',
              quoteId: quote.id,
              quoteKind: 'transfer',
              offer: { lines: [{ label: 'Transfer', amountCents: 15_000 }], depositCents: 15_000, validityHours: 48 },
            }),
          });
          if (reply.status !== 200) throw new Error(`the offer to quote ${quote.id} answered ${reply.status}: ${reply.body.slice(0, 200)}`);
          const [row] = db<{ text: string }>(`SELECT text FROM outbox WHERE kind = 'reply.transfer' AND related_id = ${quote.id} ORDER BY id DESC LIMIT 1`);
          const token = /\/request\/([A-Za-z0-9_-]{43})/.exec(row?.text ?? '')?.[1];
          if (!token) throw new Error(`the reply to quote ${quote.id} carries no request link`);
          const pay = await fetch(`${baseUrl}/api/request-page/pay`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ token }).toString(),
            redirect: 'manual',
          });
          const checkout = pay.headers.get('Location') ?? '';
          const sessionId = /\/checkout\/(cs_[A-Za-z0-9_]+)/.exec(checkout)?.[1];
          if (pay.status !== 303 || !sessionId) throw new Error(`Pay for quote ${quote.id} answered ${pay.status} to ${checkout}`);
          const paid = (await (await fetch(`${stripeUrl}/__sessions/${sessionId}/pay`, { method: 'POST' })).json()) as {
            session: CheckoutSession;
            deliveries: Delivery[];
          };
          counted(paid.deliveries);
          const eventId = paid.deliveries[0]?.eventId;
          if (!eventId) throw new Error(`the payment of quote ${quote.id} delivered no event`);
          const again = (await (
            await fetch(`${stripeUrl}/__events/${eventId}/redeliver`, { method: 'POST', body: JSON.stringify({ copies: 2, concurrent: true }) })
          ).json()) as {
            deliveries: Delivery[];
          };
          counted(again.deliveries);
        }),
      );
    } finally {
      await fetch(`${stripeUrl}/__control`, { method: 'POST', body: JSON.stringify({ clearRules: [mark] }) }).catch(() => undefined);
    }
    return { quotes: own.length, deliveries };
  }

  /** Every paid quote of the run: one payment, one booking with its own reference, confirmed, one confirmation e-mail queued. */
  function checkBookings(quotes: number): string[] {
    const found: string[] = [];
    const rows = db<{ id: number; status: string; reference: string | null; payments: number; bookings: number; confirmations: number }>(
      `SELECT q.id, q.status, q.booking_reference AS reference,
         (SELECT count(*) FROM payments p WHERE p.quote_kind = 'transfer' AND p.quote_id = q.id) AS payments,
         (SELECT count(*) FROM bookings b WHERE b.quote_kind = 'transfer' AND b.quote_id = q.id) AS bookings,
         (SELECT count(*) FROM outbox o WHERE o.kind = 'booking.confirmed' AND o.related_id = q.id) AS confirmations
       FROM quotes q WHERE lower(q.email) LIKE '${mark}%'`,
    );
    if (rows.length !== quotes) found.push(`${rows.length} paid quotes found, expected ${quotes}`);
    for (const row of rows) {
      if (row.status !== 'confirmed' || !row.reference) found.push(`quote ${row.id} is ${row.status} with reference ${row.reference}, not confirmed`);
      if (row.payments !== 1 || row.bookings !== 1 || row.confirmations !== 1)
        found.push(`quote ${row.id}: ${row.payments} payments, ${row.bookings} bookings, ${row.confirmations} confirmation e-mails; expected one of each`);
    }
    const references = rows.map((row) => row.reference);
    if (new Set(references).size !== references.length) found.push(`two bookings share a reference: ${references.join(', ')}`);
    return found;
  }

  const report: string[] = [];
  const fault = { match: mark, failureRate: FAILURE_RATE, latencyMs: size.mailLatencyMs };
  try {
    log(
      `Load test (${options.size}, scope ${scope}): ${size.submissions} submissions over ${size.keys} keys; the mail server fails ${FAILURE_RATE * 100} % of their e-mails and answers after ${size.mailLatencyMs} ms`,
    );
    const control = await fetch(`${captureUrl}/__control`, { method: 'POST', body: JSON.stringify({ faults: [fault] }) });
    if (!control.ok) throw new Error(`the capture server refused its settings: ${await control.text()}`);
    const excursions = (await (await fetch(`${baseUrl}/api/excursions`)).json()) as Excursion[];
    const excursion = excursions[0];
    if (!excursion) throw new Error('the demo data has no excursion to ask a quote for');
    // One of each first, so neither wave pays for the first compilation of a route.
    await timed('warm-up', STATIC_PAGE);
    await timed('warm-up', '/api/config');

    const plan = planRequests(size.keys, scope);
    const firstWave = plan.filter((request) => request.wave === 0);
    const secondWave = plan.filter((request) => request.wave === 1);
    const firstShare = Math.round((size.submissions * firstWave.length) / size.keys);
    const alone = await wave(firstWave, firstShare, excursion);
    const polled = await wave(secondWave, size.submissions - firstShare, excursion, await signIn());

    // Read before the cron runs: each key's remembered answer names the record it stored (the cron
    // forgets answers older than a day of its clock).
    const keys = plan.map((request) => request.idempotencyKey);
    const stored = db<{ email: string | null; key: string }>(
      `SELECT lower(coalesce(q.email, x.email, m.email)) AS email, k.id AS key FROM idempotency_keys k
         LEFT JOIN quotes q ON k.id LIKE 'quote:%' AND q.quote_number = json_extract(k.response_body, '$.quoteNumber')
         LEFT JOIN excursion_quotes x ON k.id LIKE 'exquote:%' AND x.ex_quote_number = json_extract(k.response_body, '$.exQuoteNumber')
         LEFT JOIN contact_messages m ON k.id LIKE 'contact:%' AND m.id = json_extract(k.response_body, '$.id')
       WHERE k.id LIKE '%:${mark}%'`,
    );
    log(`[${elapsed()}] both waves answered`);
    const paid = options.stripeUrl ? await payEveryTransferQuote(options.stripeUrl) : null;
    if (paid) log(`[${elapsed()}] ${paid.quotes} transfer quotes offered and paid, ${paid.deliveries} webhook deliveries`);
    const cron = await movingTheClock(runCronToCompletion);
    log(`[${elapsed()}] the outbox settled`);

    // ---- What must hold ----
    const ownRecords = (table: string) => `(SELECT count(*) FROM ${table} WHERE lower(email) LIKE '${mark}%')`;
    const [counts] = db<{ quotes: number; exquotes: number; contacts: number }>(
      `SELECT ${ownRecords('quotes')} AS quotes, ${ownRecords('excursion_quotes')} AS exquotes, ${ownRecords('contact_messages')} AS contacts`,
    );
    const storedRequests = (counts?.quotes ?? 0) + (counts?.exquotes ?? 0) + (counts?.contacts ?? 0);
    if (storedRequests !== size.keys) problems.push(`${storedRequests} requests stored, expected exactly ${size.keys}`);
    const ownKeys = stored.filter((row) => keys.includes(row.key.slice(row.key.indexOf(':') + 1)));
    if (ownKeys.length !== size.keys || ownKeys.some((row) => !row.email))
      problems.push(`${ownKeys.length} keys remembered with their stored request, expected ${size.keys} (${keys.join(', ')})`);
    const outbox = db<OutboxLedgerRow>(`SELECT id, kind, to_address AS toAddress, subject, status FROM outbox WHERE ${ownRows} ORDER BY id`);
    const mentioning = `mentioning=${encodeURIComponent(mark)}`;
    const captured = ((await (await fetch(`${captureUrl}/__emails?${mentioning}`)).json()) as { emails: CapturedEmail[] }).emails;
    const sends = ((await (await fetch(`${captureUrl}/__sends?${mentioning}`)).json()) as { sends: CaptureSend[] }).sends;
    const acceptedPosts = new Map<string, number>();
    for (const send of sends)
      if (send.status === 200) acceptedPosts.set(send.idempotencyKey ?? '(no key)', (acceptedPosts.get(send.idempotencyKey ?? '(no key)') ?? 0) + 1);
    const refusedPosts = sends.filter((send) => send.status !== 200).length;
    if (paid) problems.push(...checkBookings(paid.quotes));
    const deliveries = checkDeliveries({
      paidRequests: paid?.quotes ?? 0,
      customerEmailsOfRequests: ownKeys.map((row) => row.email ?? ''),
      adminAddress: ADMIN_EMAIL,
      outbox,
      captured,
      acceptedPosts,
    });
    problems.push(...deliveries.problems, ...statuses5xx.map((entry) => `5xx: ${entry}`));

    const fmt = (ms: number) => (Number.isNaN(ms) ? '–' : `${Math.round(ms)} ms`.padStart(8));
    const line = (label: string, values: Timed[]) => {
      const ms = values.map((value) => value.ms);
      return `  ${label.padEnd(34)} n=${String(values.length).padStart(4)}  p50 ${fmt(percentile(ms, 50))}  p95 ${fmt(percentile(ms, 95))}`;
    };
    report.push(
      `Stored: ${counts?.quotes} transfer quotes, ${counts?.exquotes} excursion quotes, ${counts?.contacts} contact messages (${storedRequests}, expected ${size.keys})`,
      `E-mails: ${outbox.length} queued (${deliveries.expectedAdmin} to the company, ${deliveries.expectedCustomer} to customers within the cap expected), ${captured.length} received; ` +
        `${[...acceptedPosts.values()].reduce((a, b) => a + b, 0)} accepted and ${refusedPosts} refused POSTs at the mail server`,
      ...(paid
        ? [
            `Payments: ${paid.quotes} offers sent and paid; ${paid.deliveries} webhook deliveries (each event ${PAYMENT_EVENT_COPIES} copies at once, then 2 more at once), every booking confirmed once`,
          ]
        : []),
      `Cron: ${cron.rounds} runs over ${cron.virtualHours.toFixed(1)} hours of the outbox's clock; ${cron.resent} e-mails given up after 6 attempts and resent as the admin would`,
      'Server latency (time to response headers):',
      line('submission', alone.submissions),
      line(`static page ${STATIC_PAGE}`, alone.staticPages),
      line('submission, admin polling', polled.submissions),
      line(`static page, admin polling`, polled.staticPages),
      line('admin poll (quotes, pending counts)', polled.adminPolls),
    );
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  } finally {
    // The provider is well again for whatever runs next on this capture server.
    await fetch(`${captureUrl}/__control`, { method: 'POST', body: JSON.stringify({ clearFaults: [mark] }) }).catch(() => undefined);
  }
  return { problems, report };
}
