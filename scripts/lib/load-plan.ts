// The fault and load test's arithmetic, apart from its servers so the unit tests check it: which
// submissions go where under which Idempotency-Key, the percentiles it prints, and what "every
// e-mail delivered exactly once" means given the stored requests, the outbox and what the mail
// capture server received (decision 031).

/** The public forms the test submits to. */
export type Form = 'quotes' | 'exquotes' | 'contact';

export const FORMS: readonly Form[] = ['quotes', 'exquotes', 'contact'];

/** One logical request: every submission under its key sends the very same body. */
export interface PlannedRequest {
  form: Form;
  idempotencyKey: string;
  customerEmail: string;
  /** Which wave sends it: 0 alone, 1 beside the admin's poll. */
  wave: 0 | 1;
}

/** The customer e-mails one address receives in 24 hours (worker/mail/recipient-cap.ts). */
export const CUSTOMER_CAP = 3;

/**
 * `keys` requests, the forms in turn, half in each wave. The per-address cap is reached without
 * racing its check (a read before the write, decision 031): in the first wave customers share an
 * address by threes (all three acknowledged, whatever the order), and in the second wave one request
 * of each of those addresses comes back once they are stored, and finds the cap reached. The other
 * second-wave requests have addresses of their own. `runTag` keeps addresses and keys apart from any
 * earlier run on the same server.
 */
export function planRequests(keys: number, runTag: string): PlannedRequest[] {
  const firstWave = Math.ceil(keys / 2);
  const firstWaveAddresses = Math.ceil(firstWave / CUSTOMER_CAP);
  const address = (n: number) => `load-${runTag}-${n}@example.com`;
  return Array.from({ length: keys }, (_, index) => {
    const wave = index < firstWave ? 0 : 1;
    const inWave = index - (wave === 0 ? 0 : firstWave);
    const customerEmail =
      wave === 0 ? address(Math.floor(index / CUSTOMER_CAP)) : inWave < firstWaveAddresses ? address(inWave) : address(firstWaveAddresses + inWave);
    return { form: FORMS[index % FORMS.length]!, idempotencyKey: `load-${runTag}-${String(index).padStart(3, '0')}`, customerEmail, wave };
  });
}

/** `submissions` sends spread as evenly as possible over the requests (the first ones get one more). */
export function spreadSubmissions<T>(requests: readonly T[], submissions: number): T[] {
  const sends: T[] = [];
  for (let i = 0; i < submissions; i += 1) sends.push(requests[i % requests.length]!);
  return sends;
}

/** Nearest-rank percentile (p in 0..100) of `values`; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

/** An outbox row as the check reads it from D1. */
export interface OutboxLedgerRow {
  id: number;
  kind: string;
  toAddress: string;
  subject: string;
  status: string;
}

/** An e-mail the capture server accepted (first time under its key). */
export interface CapturedDelivery {
  idempotencyKey: string | null;
  to: string[];
  subject: string;
}

export interface DeliveryCheck {
  /** Customer and admin e-mails expected from the stored requests and the cap. */
  expectedCustomer: number;
  expectedAdmin: number;
  problems: string[];
}

/**
 * What must hold once the cron is done. `customerEmailsOfRequests` lists each stored request's
 * customer address (one entry per request): every request notifies the company once, and each
 * address is acknowledged once per request up to the cap. Each outbox row must be sent and received
 * exactly once under its own key (`outbox-<id>`), with its recipient and subject; the capture server
 * must have received nothing else; `acceptedPosts` counts the provider's 2xx answers per key, so a
 * second send the provider's idempotency hid still shows.
 */
export function checkDeliveries(input: {
  /** Requests of the run that were sent an offer and paid: each adds one reply and one confirmation to its customer. */
  paidRequests?: number;
  customerEmailsOfRequests: readonly string[];
  adminAddress: string;
  outbox: readonly OutboxLedgerRow[];
  captured: readonly CapturedDelivery[];
  acceptedPosts: ReadonlyMap<string, number>;
}): DeliveryCheck {
  const problems: string[] = [];
  const perAddress = new Map<string, number>();
  for (const address of input.customerEmailsOfRequests) perAddress.set(address.toLowerCase(), (perAddress.get(address.toLowerCase()) ?? 0) + 1);
  const expectedCustomer = [...perAddress.values()].reduce((sum, requests) => sum + Math.min(requests, CUSTOMER_CAP), 0);
  const expectedAdmin = input.customerEmailsOfRequests.length;

  const isAdmin = (row: OutboxLedgerRow) => row.kind.endsWith('.admin');
  // The payments' e-mails are counted apart: the acknowledgements' cap does not apply to them.
  const PAYMENT_KINDS = ['reply.transfer', 'booking.confirmed'];
  const adminRows = input.outbox.filter(isAdmin);
  const customerRows = input.outbox.filter((row) => !isAdmin(row) && !PAYMENT_KINDS.includes(row.kind));
  const paidRequests = input.paidRequests ?? 0;
  for (const kind of PAYMENT_KINDS) {
    const queued = input.outbox.filter((row) => row.kind === kind).length;
    if (queued !== paidRequests) problems.push(`${queued} ${kind} e-mails queued, expected ${paidRequests} (one per paid request)`);
  }
  if (adminRows.length !== expectedAdmin) problems.push(`${adminRows.length} admin e-mails queued, expected ${expectedAdmin} (one per stored request)`);
  if (customerRows.length !== expectedCustomer)
    problems.push(`${customerRows.length} customer e-mails queued, expected ${expectedCustomer} (one per request, at most ${CUSTOMER_CAP} per address)`);
  for (const row of adminRows)
    if (row.toAddress !== input.adminAddress) problems.push(`outbox #${row.id} (${row.kind}) goes to ${row.toAddress}, not the company`);

  const capturedByKey = new Map<string, CapturedDelivery[]>();
  for (const email of input.captured) {
    const key = email.idempotencyKey ?? '(no key)';
    capturedByKey.set(key, [...(capturedByKey.get(key) ?? []), email]);
  }
  const expectedKeys = new Set<string>();
  for (const row of input.outbox) {
    const key = `outbox-${row.id}`;
    expectedKeys.add(key);
    if (row.status !== 'sent') problems.push(`outbox #${row.id} (${row.kind}) is ${row.status}, not sent`);
    const received = capturedByKey.get(key) ?? [];
    if (received.length !== 1) problems.push(`outbox #${row.id} (${row.kind}) received ${received.length} times at the mail server`);
    const [email] = received;
    if (email && (email.to.join(',').toLowerCase() !== row.toAddress.toLowerCase() || email.subject !== row.subject)) {
      problems.push(`outbox #${row.id} (${row.kind}) received as "${email.subject}" to ${email.to.join(',')}, not as stored`);
    }
    const posts = input.acceptedPosts.get(key) ?? 0;
    if (posts !== 1)
      problems.push(
        `outbox #${row.id} (${row.kind}) was accepted ${posts} times by the provider: the Worker sent it ${posts === 0 ? 'never' : 'more than once'}`,
      );
  }
  for (const key of capturedByKey.keys()) if (!expectedKeys.has(key)) problems.push(`the mail server received ${key}, which no outbox row is`);
  return { expectedCustomer, expectedAdmin, problems };
}
