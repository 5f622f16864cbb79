// The reply screen's calls against a stubbed fetch: the paths and bodies sent, and how each answer
// (success, 401, 404, refusal, network failure) becomes an outcome.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { excursionQuote, transferQuote } from './fixtures.ts';
import { loadQuote, saveStatus, sendReplyEmail } from './reply-api.ts';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubFetch(answer: () => Promise<Response>) {
  const fetch = vi.fn<typeof globalThis.fetch>(answer);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadQuote', () => {
  it('GETs the transfer or the excursion quote by kind', async () => {
    const fetch = stubFetch(async () => json(200, transferQuote));
    expect(await loadQuote('transfer', 42)).toEqual({ ok: true, kind: 'transfer', quote: transferQuote });
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/admin/quotes/42');
    stubFetch(async () => json(200, excursionQuote));
    expect(await loadQuote('excursion', 7)).toEqual({ ok: true, kind: 'excursion', quote: excursionQuote });
  });

  it('tells signed out (on its way to the login page), not found and other failures apart', async () => {
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { assign } });
    stubFetch(async () => json(401, { error: { code: 'unauthorized', message: 'Please sign in to continue.' } }));
    expect(await loadQuote('transfer', 42)).toEqual({ ok: false, reason: 'signedOut' });
    expect(assign).toHaveBeenCalledWith('/admin/login');
    stubFetch(async () => json(404, { error: { code: 'not_found', message: 'Gone' } }));
    expect(await loadQuote('excursion', 7)).toEqual({ ok: false, reason: 'notFound' });
    stubFetch(async () => json(500, { error: { code: 'internal', message: 'x' } }));
    expect(await loadQuote('transfer', 42)).toEqual({ ok: false, reason: 'failed' });
    stubFetch(async () => Promise.reject(new TypeError('network')));
    expect(await loadQuote('transfer', 42)).toEqual({ ok: false, reason: 'failed' });
  });
});

describe('saveStatus', () => {
  it('PATCHes the status through the quote’s own endpoint and reads the saved one', async () => {
    const fetch = stubFetch(async () => json(200, { ...excursionQuote, status: 'cancelled' }));
    expect(await saveStatus('excursion', 7, 'cancelled')).toEqual({ ok: true, status: 'cancelled' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/admin/exquotes/7');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'cancelled' });
  });

  it('fails on a refusal or a network error', async () => {
    stubFetch(async () => json(400, { error: { code: 'validation_failed', message: 'x' } }));
    expect(await saveStatus('transfer', 42, 'confirmed')).toEqual({ ok: false, reason: 'failed' });
    // The page stays: nothing is navigated to (there is no window here to navigate).
    stubFetch(async () => json(401, {}));
    expect(await saveStatus('transfer', 42, 'confirmed')).toEqual({ ok: false, reason: 'signedOut' });
  });
});

describe('sendReplyEmail', () => {
  const body = { to: 'claire@example.com', subject: 'Your quote', htmlContent: '<p>Hello</p>', quoteId: 42, quoteKind: 'transfer' as const };

  it('POSTs the payload as JSON and succeeds on the spec’s answer only', async () => {
    const fetch = stubFetch(async () => json(200, { message: 'Email sent successfully' }));
    expect(await sendReplyEmail(body)).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/email/send');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(body);
    stubFetch(async () => json(200, { message: 'Something else' }));
    expect(await sendReplyEmail(body)).toEqual({ ok: false, reason: 'failed', detail: null, fields: {} });
  });

  it('passes on a refused field’s message, never a server failure’s', async () => {
    stubFetch(async () => json(400, { error: { code: 'validation_failed', message: 'Check', fields: { to: 'Not the quote’s address.' } } }));
    expect(await sendReplyEmail(body)).toEqual({ ok: false, reason: 'failed', detail: 'Not the quote’s address.', fields: { to: 'Not the quote’s address.' } });
    stubFetch(async () => json(500, { error: { code: 'internal', message: 'Oops', fields: { x: 'y' } } }));
    expect(await sendReplyEmail(body)).toEqual({ ok: false, reason: 'failed', detail: null, fields: {} });
    stubFetch(async () => json(401, {}));
    expect(await sendReplyEmail(body)).toEqual({ ok: false, reason: 'signedOut', detail: null, fields: {} });
    stubFetch(async () => Promise.reject(new TypeError('network')));
    expect(await sendReplyEmail(body)).toEqual({ ok: false, reason: 'failed', detail: null, fields: {} });
  });

  it('posts the offer and hands back the server’s messages about it, by field, and a conflict’s explanation', async () => {
    const withOffer = { ...body, offer: { lines: [{ label: 'Transfer', amountCents: 45_000 }], depositCents: 22_500, validityHours: 48 } };
    const fetch = stubFetch(async () =>
      json(400, { error: { code: 'validation_failed', message: 'Check', fields: { 'offer.lines.0.amountCents': 'Give an amount.', 'offer.total': 7 } } }),
    );
    expect(await sendReplyEmail(withOffer)).toEqual({
      ok: false,
      reason: 'failed',
      detail: 'Give an amount.',
      fields: { 'offer.lines.0.amountCents': 'Give an amount.' },
    });
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual(withOffer);
    stubFetch(async () => json(409, { error: { code: 'conflict', message: 'This offer can no longer be changed.' } }));
    expect(await sendReplyEmail(withOffer)).toEqual({ ok: false, reason: 'failed', detail: 'This offer can no longer be changed.', fields: {} });
  });
});
