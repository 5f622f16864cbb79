// POST /api/exquotes against a stubbed fetch: what is sent, and what the visitor is told.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExcursionQuoteRequest } from '../../worker/contract/schemas/excursion-quote.ts';
import { failureMessage, sendExcursionQuote } from './send-excursion-quote.ts';

const BODY = {
  excursionId: 7,
  excursionTitle: 'Versailles',
  selectedHighlights: [],
  stopLocations: [],
  withPhotographer: false,
  firstName: 'Anne',
  lastName: 'Martin',
  email: 'anne@example.com',
  phone: '33612345678',
  comments: '',
  lang: 'fr',
  website: '',
} satisfies ExcursionQuoteRequest;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubFetch(answer: () => Promise<Response>) {
  const fetch = vi.fn<typeof globalThis.fetch>(answer);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendExcursionQuote', () => {
  it('POSTs the body as JSON with its Idempotency-Key and language, and reads the request number', async () => {
    const fetch = stubFetch(async () => json(201, { exQuoteNumber: 'EX-2026-0042' }));
    expect(await sendExcursionQuote(BODY, 'excursion-1')).toEqual({ ok: true, exQuoteNumber: 'EX-2026-0042' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/exquotes');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json', 'Idempotency-Key': 'excursion-1', 'Accept-Language': 'fr' });
    expect(JSON.parse(String(init?.body))).toEqual(BODY);
  });

  it('is a success without a number when the answer has none', async () => {
    stubFetch(async () => new Response('', { status: 200 }));
    expect(await sendExcursionQuote(BODY, 'k')).toEqual({ ok: true, exQuoteNumber: null });
  });

  it('reports the server’s first field message on a refusal', async () => {
    stubFetch(async () =>
      json(400, { error: { code: 'validation_failed', message: 'Check the fields.', fields: { phone: 'Numéro invalide.', email: 'E-mail invalide.' } } }),
    );
    expect(await sendExcursionQuote(BODY, 'k')).toEqual({ ok: false, status: 400, message: 'Numéro invalide.' });
  });

  it('reports no message on a network failure', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await sendExcursionQuote(BODY, 'k')).toEqual({ ok: false, status: 0, message: null });
  });
});

describe('failureMessage', () => {
  it('prefers a field message, then the error’s message', () => {
    expect(failureMessage(400, { message: 'Bad', fields: { email: 'Email is invalid' } })).toBe('Email is invalid');
    expect(failureMessage(429, { message: 'Too many requests, try again in a minute.' })).toBe('Too many requests, try again in a minute.');
  });

  it('leaves server failures, empty texts and bodies without an error to the generic text', () => {
    expect(failureMessage(500, { message: 'Internal error (request abc)' })).toBeNull();
    expect(failureMessage(400, { message: '  ', fields: { email: '' } })).toBeNull();
    expect(failureMessage(502, null)).toBeNull();
  });
});
