// The Stripe fake speaks Stripe's wire format: driven here by the official `stripe` client on its
// fetch HTTP client (as the Worker uses it), its webhooks verified by the client's own
// constructEventAsync with the SubtleCrypto provider, on a small receiver standing for the Worker.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseStripeForm, startStripeFake, STRIPE_API_VERSION, type Delivery, type ListedEvent, type StripeFakeOptions } from './stripe-fake.ts';

const SECRET = 'whsec_unit_test_secret';
const crypto = Stripe.createSubtleCryptoProvider();

/** One POST the receiver got. */
interface Received {
  body: string;
  signature: string;
  contentType: string;
  event: { id: string; type: string; data: { object: { id: string } & Record<string, unknown> } };
}

/** A webhook endpoint on an ephemeral port that records what arrives and wakes whoever waits for it. */
async function startReceiver() {
  const received: Received[] = [];
  const waiters: { check: () => boolean }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({
        body,
        signature: String(request.headers['stripe-signature']),
        contentType: String(request.headers['content-type']),
        event: JSON.parse(body) as Received['event'],
      });
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('{"received":true}');
      for (const waiter of [...waiters]) if (waiter.check()) waiters.splice(waiters.indexOf(waiter), 1);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/stripe/webhook`,
    received,
    /** Resolves with the deliveries matching `where` once there are `count` of them. */
    waitFor(where: (item: Received) => boolean, count = 1): Promise<Received[]> {
      return new Promise((resolve) => {
        const check = () => {
          const matching = received.filter(where);
          if (matching.length < count) return false;
          resolve(matching);
          return true;
        };
        if (!check()) waiters.push({ check });
      });
    },
  };
}

const close = (server: Server | undefined) => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));

const aSession = (overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}): Stripe.Checkout.SessionCreateParams => ({
  mode: 'payment',
  line_items: [
    { price_data: { currency: 'eur', unit_amount: 4500, product_data: { name: 'Airport transfer CDG → Paris' } }, quantity: 1 },
    { price_data: { currency: 'eur', unit_amount: 2250, product_data: { name: 'Child seat' } }, quantity: 2 },
  ],
  success_url: 'http://127.0.0.1:8788/r/token/paid?session={CHECKOUT_SESSION_ID}',
  cancel_url: 'http://127.0.0.1:8788/r/token',
  metadata: { offerId: '3', offerVersion: '2' },
  client_reference_id: 'TR-2026-0042',
  customer_email: 'claire@example.com',
  locale: 'fr',
  payment_intent_data: { metadata: { offerId: '3', kind: 'deposit' } },
  ...overrides,
});

describe('the Stripe fake, driven by the official client', () => {
  let fake: Server | undefined;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let base: string;
  let stripe: Stripe;

  const clientFor = (key: string) =>
    new Stripe(key, { httpClient: Stripe.createFetchHttpClient(), host: '127.0.0.1', port: new URL(base).port, protocol: 'http', maxNetworkRetries: 0 });
  const control = async (path: string, body: unknown = {}) => {
    const response = await fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const payWithoutBrowser = async (id: string) => (await control(`/__sessions/${id}/pay`)).body as { session: Stripe.Checkout.Session; deliveries: Delivery[] };
  const verify = (item: Received, secret = SECRET) => stripe.webhooks.constructEventAsync(item.body, item.signature, secret, undefined, crypto);

  async function start(options: Partial<StripeFakeOptions> = {}) {
    fake = await startStripeFake(0, { webhookUrl: receiver.url, webhookSecret: SECRET, ...options });
    base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
    stripe = clientFor('sk_test_fake');
  }

  beforeEach(async () => {
    receiver = await startReceiver();
  });
  afterEach(async () => {
    await close(fake);
    fake = undefined;
    await close(receiver.server);
  });

  it('creates a Checkout Session shaped like Stripe’s, and retrieves it', async () => {
    await start();
    const session = await stripe.checkout.sessions.create(aSession());
    expect(session).toMatchObject({
      object: 'checkout.session',
      amount_subtotal: 9000,
      amount_total: 9000,
      currency: 'eur',
      status: 'open',
      payment_status: 'unpaid',
      mode: 'payment',
      livemode: false,
      payment_intent: null,
      metadata: { offerId: '3', offerVersion: '2' },
      client_reference_id: 'TR-2026-0042',
      customer_email: 'claire@example.com',
      locale: 'fr',
      success_url: 'http://127.0.0.1:8788/r/token/paid?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://127.0.0.1:8788/r/token',
    });
    expect(session.id).toMatch(/^cs_test_\w+$/);
    expect(session.url).toBe(`${base}/checkout/${session.id}`);
    expect(session.expires_at - session.created).toBe(24 * 3600);

    const retrieved = await stripe.checkout.sessions.retrieve(session.id, { expand: ['line_items'] });
    expect(retrieved.id).toBe(session.id);
    expect(retrieved.line_items?.data.map((item) => [item.description, item.quantity, item.amount_total])).toEqual([
      ['Airport transfer CDG → Paris', 1, 4500],
      ['Child seat', 2, 4500],
    ]);
    const missing = await stripe.checkout.sessions.retrieve('cs_test_unknown').catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing' });
    // Another account (API key) sees none of this one's sessions.
    await expect(clientFor('sk_test_other').checkout.sessions.retrieve(session.id)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('replays an Idempotency-Key with the same parameters and refuses it with others, per API key', async () => {
    await start();
    const first = await stripe.checkout.sessions.create(aSession(), { idempotencyKey: 'offer-3-v2' });
    const again = await stripe.checkout.sessions.create(aSession(), { idempotencyKey: 'offer-3-v2' });
    expect(again.id).toBe(first.id);
    // On the fetch HTTP client, lastResponse is the fetch Response: its headers are a Headers.
    expect((again.lastResponse.headers as unknown as Headers).get('idempotent-replayed')).toBe('true');

    const changed = await stripe.checkout.sessions
      .create(aSession({ metadata: { offerId: '4' } }), { idempotencyKey: 'offer-3-v2' })
      .catch((error: unknown) => error);
    expect(changed).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(changed).toMatchObject({ statusCode: 400, type: 'StripeIdempotencyError' });

    const otherAccount = await clientFor('sk_test_other').checkout.sessions.create(aSession({ metadata: { offerId: '4' } }), { idempotencyKey: 'offer-3-v2' });
    expect(otherAccount.id).not.toBe(first.id);
  });

  it('answers Stripe’s errors: no or live key 401, unknown or invalid parameters 400', async () => {
    await start();
    await expect(clientFor('sk_live_real').checkout.sessions.create(aSession())).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    const noKey = await fetch(`${base}/v1/checkout/sessions`, { method: 'POST', body: 'mode=payment' });
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toEqual({ error: { type: 'invalid_request_error', message: expect.stringContaining('did not provide an API key') } });

    const refused = (params: Stripe.Checkout.SessionCreateParams) => stripe.checkout.sessions.create(params).catch((error: unknown) => error);
    expect(await refused(aSession({ line_items: [] }))).toMatchObject({ statusCode: 400, param: 'line_items' });
    expect(
      await refused(aSession({ line_items: [{ price_data: { currency: 'eur', unit_amount: 20, product_data: { name: 'Too cheap' } }, quantity: 1 }] })),
    ).toMatchObject({ statusCode: 400, code: 'amount_too_small' });
    expect(await refused({ ...aSession(), ['colour' as 'mode']: 'blue' } as Stripe.Checkout.SessionCreateParams)).toMatchObject({
      statusCode: 400,
      code: 'parameter_unknown',
      message: 'Received unknown parameter: colour',
    });
    expect(await refused(aSession({ expires_at: Math.floor(Date.now() / 1000) + 60 }))).toMatchObject({ statusCode: 400, param: 'expires_at' });
  });

  it('parses the bracket notation into nested objects and arrays', () => {
    expect(
      parseStripeForm('line_items[0][price_data][unit_amount]=4500&line_items[0][quantity]=1&metadata[offerId]=3&expand[]=a&expand[]=b&mode=payment'),
    ).toEqual({
      line_items: [{ price_data: { unit_amount: '4500' }, quantity: '1' }],
      metadata: { offerId: '3' },
      expand: ['a', 'b'],
      mode: 'payment',
    });
    expect(() => parseStripeForm('a=1&a[b]=2')).toThrow(/Invalid hash/);
  });

  it('pays a session and posts checkout.session.completed signed as Stripe signs it', async () => {
    await start();
    const session = await stripe.checkout.sessions.create(aSession());
    const { session: paid, deliveries } = await payWithoutBrowser(session.id);
    expect(paid).toMatchObject({ id: session.id, status: 'complete', payment_status: 'paid', payment_intent: expect.stringMatching(/^pi_\w+$/) });
    expect(deliveries).toEqual([expect.objectContaining({ type: 'checkout.session.completed', status: 200 })]);

    // Awaited: the delivery is in when the payment answers.
    const [delivered] = receiver.received;
    expect(delivered!.contentType).toMatch(/^application\/json/);
    expect(delivered!.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const event = await verify(delivered!);
    expect(event).toMatchObject({
      id: deliveries[0]!.eventId,
      object: 'event',
      type: 'checkout.session.completed',
      api_version: STRIPE_API_VERSION,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: { id: session.id, object: 'checkout.session', payment_status: 'paid', metadata: { offerId: '3', offerVersion: '2' } } },
    });
    expect(event.id).toMatch(/^evt_\w+$/);
    expect(STRIPE_API_VERSION).toBe(Stripe.API_VERSION);
    await expect(verify(delivered!, 'whsec_someone_else')).rejects.toBeInstanceOf(Stripe.errors.StripeSignatureVerificationError);

    const intent = await stripe.paymentIntents.retrieve(paid.payment_intent as string);
    expect(intent).toMatchObject({ amount: 9000, currency: 'eur', status: 'succeeded', metadata: { offerId: '3', kind: 'deposit' } });
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('complete');
    expect(await control(`/__sessions/${session.id}/pay`)).toMatchObject({ status: 409 });
  });

  it('signs with a stale timestamp when told, and redelivers the same bytes under the same id', async () => {
    await start();
    const session = await stripe.checkout.sessions.create(aSession());
    const { deliveries } = await payWithoutBrowser(session.id);
    await control('/__control', { staleSignature: true });
    const { body } = await control(`/__events/${deliveries[0]!.eventId}/redeliver`, { copies: 2 });
    expect(body['deliveries']).toEqual([expect.objectContaining({ status: 200 }), expect.objectContaining({ status: 200 })]);

    const [first, ...again] = receiver.received;
    expect(again).toHaveLength(2);
    for (const stale of again) {
      expect(stale.body).toBe(first!.body);
      await expect(verify(stale)).rejects.toThrow(/tolerance/);
    }
    const listed = (await (await fetch(`${base}/__events?type=checkout.session.completed`)).json()) as { events: ListedEvent[] };
    expect(listed.events).toHaveLength(1);
    expect(listed.events[0]!.deliveries.map((delivery) => delivery.status)).toEqual([200, 200, 200]);
  });

  it('refunds part then the rest of a payment, posting refund.created and charge.refunded each time', async () => {
    await start();
    const session = await stripe.checkout.sessions.create(aSession());
    const { session: paid } = await payWithoutBrowser(session.id);
    const paymentIntent = paid.payment_intent as string;

    const partial = await stripe.refunds.create({
      payment_intent: paymentIntent,
      amount: 2000,
      metadata: { refundOf: 'offer-3' },
      reason: 'requested_by_customer',
    });
    expect(partial).toMatchObject({
      object: 'refund',
      amount: 2000,
      currency: 'eur',
      payment_intent: paymentIntent,
      status: 'succeeded',
      metadata: { refundOf: 'offer-3' },
    });
    expect(partial.id).toMatch(/^re_\w+$/);
    expect(partial.charge).toMatch(/^ch_\w+$/);
    await expect(stripe.refunds.create({ payment_intent: paymentIntent, amount: 7001 })).rejects.toMatchObject({ statusCode: 400, code: 'amount_too_large' });
    const rest = await stripe.refunds.create({ payment_intent: paymentIntent }, { idempotencyKey: 'refund-rest' });
    expect(rest.amount).toBe(7000);
    expect((await stripe.refunds.create({ payment_intent: paymentIntent }, { idempotencyKey: 'refund-rest' })).id).toBe(rest.id);
    await expect(stripe.refunds.create({ payment_intent: paymentIntent })).rejects.toMatchObject({ statusCode: 400, code: 'charge_already_refunded' });
    await expect(stripe.refunds.create({ payment_intent: 'pi_unknown' })).rejects.toMatchObject({ statusCode: 400, code: 'resource_missing' });

    // Each refund's events go out after its answer; two refunds' events may cross, as Stripe's do.
    const byAmount = (key: string) => (a: Received, b: Received) => Number(a.event.data.object[key]) - Number(b.event.data.object[key]);
    const refundEvents = (await receiver.waitFor((item) => item.event.type === 'refund.created', 2)).sort(byAmount('amount'));
    expect(refundEvents.map((item) => [item.event.data.object.id, item.event.data.object['amount']])).toEqual([
      [partial.id, 2000],
      [rest.id, 7000],
    ]);
    const created = await verify(refundEvents[1]!);
    expect(created.request).toEqual({ id: expect.stringMatching(/^req_/), idempotency_key: 'refund-rest' });
    const chargeEvents = (await receiver.waitFor((item) => item.event.type === 'charge.refunded', 2)).sort(byAmount('amount_refunded'));
    expect(chargeEvents.map((item) => [item.event.data.object['amount_refunded'], item.event.data.object['refunded']])).toEqual([
      [2000, false],
      [9000, true],
    ]);
    // Every delivery verifies, and the idempotent replay of the last refund posted nothing again.
    for (const item of receiver.received) await verify(item);
    const listed = (await (await fetch(`${base}/__events?type=refund.created`)).json()) as { events: ListedEvent[] };
    expect(listed.events.map((item) => item.event.data.object)).toEqual([
      expect.objectContaining({ id: partial.id }),
      expect.objectContaining({ id: rest.id }),
    ]);
  });

  it('delivers concurrent copies of one event, and holds then releases newest first when reversed', async () => {
    await start();
    await control('/__control', { deliveries: 'concurrent', copies: 5 });
    const session = await stripe.checkout.sessions.create(aSession());
    const { deliveries } = await payWithoutBrowser(session.id);
    expect(deliveries).toHaveLength(5);
    const copies = await receiver.waitFor((item) => item.event.data.object.id === session.id, 5);
    expect(new Set(copies.map((item) => item.event.id))).toEqual(new Set([deliveries[0]!.eventId]));
    for (const copy of copies) await verify(copy);

    await control('/__control', { deliveries: 'reversed' });
    const older = await stripe.checkout.sessions.create(aSession());
    const newer = await stripe.checkout.sessions.create(aSession());
    expect((await payWithoutBrowser(older.id)).deliveries).toEqual([]);
    expect((await payWithoutBrowser(newer.id)).deliveries).toEqual([]);
    expect(receiver.received).toHaveLength(5);
    const { body } = await control('/__release');
    expect((body['deliveries'] as Delivery[]).map((delivery) => delivery.status)).toEqual([200, 200]);
    expect(receiver.received.slice(5).map((item) => item.event.data.object.id)).toEqual([newer.id, older.id]);
  });

  it('holds only the events mentioning a text, so one test’s misbehaviour reaches no other', async () => {
    await start();
    await control('/__control', { match: 'held@example.com', deliveries: 'held' });
    const held = await stripe.checkout.sessions.create(aSession({ customer_email: 'held@example.com' }));
    const other = await stripe.checkout.sessions.create(aSession());
    expect((await payWithoutBrowser(held.id)).deliveries).toEqual([]);
    expect((await payWithoutBrowser(other.id)).deliveries).toEqual([expect.objectContaining({ status: 200 })]);
    const { body } = await control('/__release', { match: 'held@example.com' });
    expect(body['deliveries']).toEqual([expect.objectContaining({ type: 'checkout.session.completed', status: 200 })]);
    expect(receiver.received.map((item) => item.event.data.object.id)).toEqual([other.id, held.id]);
  });

  it('serves a test checkout page whose Pay button records the payment before returning to success_url', async () => {
    await start();
    const session = await stripe.checkout.sessions.create(aSession());
    const page = await fetch(session.url!);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('name="viewport"');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('<h1>');
    expect(html).toContain('Airport transfer CDG → Paris');
    expect(html).toContain('Pay €90.00</button>');
    expect(html).toContain('Cancel and return</button>');

    const cancelled = await fetch(`${base}/checkout/${session.id}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe('http://127.0.0.1:8788/r/token');

    const paid = await fetch(`${base}/checkout/${session.id}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://127.0.0.1:8788/r/token/paid?session=${session.id}`);
    expect(receiver.received.map((item) => item.event.type)).toEqual(['checkout.session.completed']);

    const twice = await fetch(`${base}/checkout/${session.id}/pay`, { method: 'POST', redirect: 'manual' });
    expect(twice.status).toBe(409);
    const done = await (await fetch(session.url!)).text();
    expect(done).toContain('already been made');
    expect(done).not.toContain('Pay €');
  });

  it('expires a session past its expires_at, or when asked, and shows it on the page without a Pay button', async () => {
    let clock = Date.now();
    await start({ now: () => clock });
    const session = await stripe.checkout.sessions.create(aSession({ expires_at: Math.floor(clock / 1000) + 3600 }));
    clock += 3601_000;
    const expired = await stripe.checkout.sessions.retrieve(session.id);
    expect(expired).toMatchObject({ status: 'expired', url: null });
    const page = await fetch(`${base}/checkout/${session.id}`);
    const html = await page.text();
    expect(html).toContain('expired');
    expect(html).not.toContain('Pay €');
    expect(await control(`/__sessions/${session.id}/pay`)).toMatchObject({ status: 409 });

    const other = await stripe.checkout.sessions.create(aSession());
    expect((await stripe.checkout.sessions.expire(other.id)).status).toBe('expired');
    const events = await receiver.waitFor((item) => item.event.type === 'checkout.session.expired', 2);
    expect(events.map((item) => item.event.data.object.id).sort()).toEqual([session.id, other.id].sort());
  });
});
