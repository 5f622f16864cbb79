// postPublicForm, the three public forms' one way to the API (against a stubbed fetch): what is
// sent with the form, and how each answer reads.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client.ts';
import { freshIdempotencyKey, postPublicForm } from './public-form.ts';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubFetch(answer: () => Promise<Response>) {
  const fetch = vi.fn<typeof globalThis.fetch>(answer);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const MESSAGE = { name: 'Ana', telephone: '', email: 'ana@example.com', message: 'Hello', website: '', lang: 'fr' as const };
const send = () => postPublicForm((options) => api.contact.$post({ json: MESSAGE }, options), { lang: 'fr', idempotencyKey: 'contact-1' });

describe('postPublicForm', () => {
  it('POSTs the form as JSON in the page’s language with its Idempotency-Key, and reads the answer', async () => {
    const fetch = stubFetch(async () => json(201, { ok: true }));
    expect(await send()).toEqual({ ok: true, answer: { ok: true } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': 'fr', 'Idempotency-Key': 'contact-1' });
    expect(JSON.parse(String(init?.body))).toEqual(MESSAGE);
  });

  it('is a success without an answer when its body is not JSON', async () => {
    stubFetch(async () => new Response('stored', { status: 201 }));
    expect(await send()).toEqual({ ok: true, answer: null });
  });

  it('reads a 400 naming fields as invalid, with the server’s error', async () => {
    const error = { code: 'validation_failed', message: 'Vérifiez les champs.', fields: { email: 'Adresse e-mail invalide.' } };
    stubFetch(async () => json(400, { error }));
    expect(await send()).toEqual({ ok: false, reason: 'invalid', status: 400, error });
  });

  it('reads 429 as rate limited, and any other refusal or failure as failed', async () => {
    stubFetch(async () => json(429, { error: { code: 'rate_limited', message: 'Too many requests.' } }));
    expect(await send()).toMatchObject({ ok: false, reason: 'rateLimited', status: 429 });
    stubFetch(async () => json(400, { error: { code: 'bad_json', message: 'Bad JSON.' } }));
    expect(await send()).toMatchObject({ ok: false, reason: 'failed', status: 400 });
    stubFetch(async () => json(503, { error: { code: 'unavailable', message: 'down' } }));
    expect(await send()).toMatchObject({ ok: false, reason: 'failed', status: 503 });
    stubFetch(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await send()).toEqual({ ok: false, reason: 'failed', status: 502, error: null });
  });

  it('reads no answer at all as failed, status 0', async () => {
    stubFetch(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await send()).toEqual({ ok: false, reason: 'failed', status: 0, error: null });
  });
});

describe('freshIdempotencyKey', () => {
  it('is new each time, names its form and is a key the API accepts', () => {
    expect(freshIdempotencyKey('contact')).toMatch(/^contact-[A-Za-z0-9._:-]{1,120}$/);
    expect(freshIdempotencyKey('excursion')).not.toBe(freshIdempotencyKey('excursion'));
  });
});
