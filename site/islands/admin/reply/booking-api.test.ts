// The booking panel's calls against a stubbed fetch: the paths, methods and JSON bodies sent, and how
// each answer (the booking, a refusal with its fields, a 401, a failure) becomes an outcome.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decideChange, loadBooking, recordPayment, refundPayment, revokeLinks, withdrawOffer, type AdminBooking } from './booking-api.ts';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubFetch(answer: () => Promise<Response>) {
  const fetch = vi.fn<typeof globalThis.fetch>(answer);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const booking: AdminBooking = {
  kind: 'excursion',
  quoteId: 7,
  status: 'replied',
  paymentState: 'none',
  bookingReference: null,
  cardPayments: true,
  offers: [],
  payments: [],
  activeLinks: 0,
  cancellation: null,
  changeRequests: [],
};

/** The method, path and JSON body of the stub's call. */
const sent = (fetch: ReturnType<typeof stubFetch>) => {
  const [url, init] = fetch.mock.calls[0]!;
  const request = url instanceof Request ? url : null;
  return { method: init?.method ?? request?.method ?? 'GET', path: String(url), body: init?.body === undefined ? undefined : JSON.parse(String(init.body)) };
};

describe('the booking panel’s calls', () => {
  it('GETs the request’s booking by kind and id', async () => {
    const fetch = stubFetch(async () => json(200, booking));
    expect(await loadBooking('excursion', 7)).toEqual({ ok: true, booking });
    expect(sent(fetch)).toMatchObject({ method: 'GET', path: '/api/admin/bookings/excursion/7' });
  });

  it('POSTs a payment, a withdrawal, a revocation (with an empty JSON body) and a refund', async () => {
    let fetch = stubFetch(async () => json(201, booking));
    expect(await recordPayment('transfer', 42, { amountCents: 22_500, method: 'bank_transfer', note: 'Ref 123' })).toEqual({ ok: true, booking });
    expect(sent(fetch)).toEqual({
      method: 'POST',
      path: '/api/admin/bookings/transfer/42/payments',
      body: { amountCents: 22_500, method: 'bank_transfer', note: 'Ref 123' },
    });
    fetch = stubFetch(async () => json(200, booking));
    await withdrawOffer('transfer', 42);
    expect(sent(fetch)).toEqual({ method: 'POST', path: '/api/admin/bookings/transfer/42/withdraw', body: {} });
    fetch = stubFetch(async () => json(200, booking));
    await revokeLinks('excursion', 7);
    expect(sent(fetch)).toEqual({ method: 'POST', path: '/api/admin/bookings/excursion/7/revoke-links', body: {} });
    fetch = stubFetch(async () => json(202, booking));
    expect(await refundPayment(9, 5_000)).toEqual({ ok: true, booking });
    expect(sent(fetch)).toEqual({ method: 'POST', path: '/api/admin/payments/9/refunds', body: { amountCents: 5_000 } });
  });

  it('POSTs a change accepted with its price difference or without, and declined, with a JSON body each', async () => {
    let fetch = stubFetch(async () => json(200, booking));
    expect(await decideChange('transfer', 42, 3, 'accept', { label: 'Later pickup', amountCents: -2_050 })).toEqual({ ok: true, booking });
    expect(sent(fetch)).toEqual({
      method: 'POST',
      path: '/api/admin/bookings/transfer/42/changes/3/accept',
      body: { priceDifference: { label: 'Later pickup', amountCents: -2_050 } },
    });
    fetch = stubFetch(async () => json(200, booking));
    await decideChange('excursion', 7, 4, 'accept');
    expect(sent(fetch)).toEqual({ method: 'POST', path: '/api/admin/bookings/excursion/7/changes/4/accept', body: {} });
    fetch = stubFetch(async () => json(200, booking));
    await decideChange('transfer', 42, 3, 'decline');
    expect(sent(fetch)).toEqual({ method: 'POST', path: '/api/admin/bookings/transfer/42/changes/3/decline', body: {} });
  });

  it('hands back a refusal’s explanation and field messages, and tells the other failures apart', async () => {
    stubFetch(async () => json(400, { error: { code: 'validation_failed', message: 'Check the fields.', fields: { amountCents: 'Too much.', x: 3 } } }));
    expect(await recordPayment('transfer', 42, { amountCents: 1, method: 'cash' })).toEqual({
      ok: false,
      reason: 'failed',
      message: 'Check the fields.',
      fields: { amountCents: 'Too much.' },
    });
    stubFetch(async () => json(409, { error: { code: 'conflict', message: 'This offer can no longer be changed.' } }));
    expect(await withdrawOffer('transfer', 42)).toMatchObject({ ok: false, reason: 'failed', message: 'This offer can no longer be changed.' });
    stubFetch(async () => json(404, { error: { code: 'not_found', message: 'Gone.' } }));
    expect(await loadBooking('transfer', 42)).toMatchObject({ ok: false, reason: 'notFound' });
    stubFetch(async () => json(503, { error: { code: 'unavailable', message: 'Stripe did not answer.' } }));
    expect(await refundPayment(9, 1)).toEqual({ ok: false, reason: 'failed', message: null, fields: {} });
    stubFetch(async () => Promise.reject(new TypeError('network')));
    expect(await loadBooking('transfer', 42)).toEqual({ ok: false, reason: 'failed', message: null, fields: {} });
  });

  it('keeps the page on a change’s 401, and leaves for the login page on a first load’s', async () => {
    const assign = vi.fn();
    stubFetch(async () => json(401, {}));
    expect(await revokeLinks('transfer', 42)).toMatchObject({ ok: false, reason: 'signedOut' });
    expect(await loadBooking('transfer', 42, { keepPage: true })).toMatchObject({ ok: false, reason: 'signedOut' });
    vi.stubGlobal('window', { location: { assign } });
    expect(await loadBooking('transfer', 42)).toMatchObject({ ok: false, reason: 'signedOut' });
    expect(assign).toHaveBeenCalledWith('/admin/login');
  });
});
