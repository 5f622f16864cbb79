// The Idempotency-Key path every public POST shares (middleware/idempotency.ts and storeOnce in
// lib/idempotency.ts), run against each of them: a malformed key, a replay that the rate limit
// does not count, and retries sent before the first answer was remembered (the same-key race).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import { quoteResponseSchema } from '../../worker/contract/schemas/quote-request.ts';
import { contactResponseSchema } from '../../worker/contract/schemas/contact.ts';
import { excursionQuoteResponseSchema } from '../../worker/contract/schemas/excursion-quote.ts';
import { contactMessages, excursionQuotes, idempotencyKeys, outbox, quotes, rateLimits } from '../../worker/db/schema.ts';
import { rememberAnswer } from '../../worker/db/queries/idempotency.ts';
import { idempotencyClaim, storeOnce } from '../../worker/lib/idempotency.ts';
import { ApiError } from '../../worker/lib/api-error.ts';
import { aContactMessage, anExcursion, anExcursionQuoteRequest, aQuoteRequest } from './factories.ts';
import { answerOf, db, errorOf, pinInsideRateLimitWindow, postJson } from './support.ts';

afterEach(() => {
  vi.useRealTimers();
});

interface PublicPost {
  path: string;
  scope: string;
  /** A valid body, and another one. */
  body: () => Record<string, unknown>;
  otherBody: () => Record<string, unknown>;
  /** The contract's schema of its success answer. */
  answer: z.ZodType;
  /** Where the endpoint stores what it receives. */
  records: SQLiteTable;
  /** E-mails one stored submission queues. */
  emails: number;
  /** What must exist before a body is valid (the excursion an excursion quote names). */
  setup?: () => Promise<void>;
}

/** The excursion the excursion quote bodies name, created before each of their tests. */
let excursionId = 0;

const PUBLIC_POSTS: PublicPost[] = [
  {
    path: '/api/quotes',
    scope: 'quote',
    body: () => aQuoteRequest(),
    otherBody: () => aQuoteRequest({ comments: 'Something else' }),
    answer: quoteResponseSchema,
    records: quotes,
    emails: 2,
  },
  {
    path: '/api/contact',
    scope: 'contact',
    body: () => aContactMessage(),
    otherBody: () => aContactMessage({ message: 'Something else' }),
    answer: contactResponseSchema,
    records: contactMessages,
    emails: 2,
  },
  {
    path: '/api/exquotes',
    scope: 'exquote',
    body: () => anExcursionQuoteRequest(excursionId),
    otherBody: () => anExcursionQuoteRequest(excursionId, { comments: 'Something else' }),
    answer: excursionQuoteResponseSchema,
    records: excursionQuotes,
    emails: 2,
    setup: async () => {
      excursionId = await anExcursion();
    },
  },
];

const count = async (table: SQLiteTable) =>
  (
    await db()
      .select({ n: sql<number>`count(*)` })
      .from(table)
  )[0]!.n;

for (const endpoint of PUBLIC_POSTS) {
  describe(`Idempotency-Key on POST ${endpoint.path}`, () => {
    const from = (ip: string, headers: Record<string, string> = {}) => ({ 'CF-Connecting-IP': ip, ...headers });
    if (endpoint.setup) beforeEach(endpoint.setup);

    it('refuses a malformed key before anything is counted or stored', async () => {
      const response = await postJson(endpoint.path, endpoint.body(), from('203.0.113.7', { 'Idempotency-Key': 'short' }));
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({ code: 'validation_failed', fields: { 'Idempotency-Key': expect.any(String) } });
      expect(await count(endpoint.records)).toBe(0);
      expect(await count(rateLimits)).toBe(0);
    });

    it('does not count a replay, and answers it even over the limit', async () => {
      pinInsideRateLimitWindow();
      const retry = from('203.0.113.7', { 'Idempotency-Key': `${endpoint.scope}-replay-0001` });
      const first = await postJson(endpoint.path, endpoint.body(), retry);
      expect(first.status).toBe(201);
      const answer = await answerOf(first, endpoint.answer);
      for (let i = 0; i < 10; i += 1) {
        const replay = await postJson(endpoint.path, endpoint.body(), retry);
        expect(replay.status).toBe(201);
        expect(await answerOf(replay, endpoint.answer)).toEqual(answer);
      }
      expect(await db().select({ bucket: rateLimits.bucket, hits: rateLimits.hits }).from(rateLimits)).toEqual([{ bucket: endpoint.scope, hits: 1 }]);

      for (let i = 0; i < 9; i += 1) expect((await postJson(endpoint.path, endpoint.body(), from('203.0.113.7'))).status).toBe(201);
      expect((await postJson(endpoint.path, endpoint.body(), from('203.0.113.7'))).status).toBe(429);
      const replay = await postJson(endpoint.path, endpoint.body(), retry);
      expect(replay.status).toBe(201);
      expect(await answerOf(replay, endpoint.answer)).toEqual(answer);
      expect(await count(endpoint.records)).toBe(10);
    });

    it('stores once when retries arrive before the first answer is remembered, and answers each the same', async () => {
      const headers = { 'Idempotency-Key': `${endpoint.scope}-race-0001` };
      const responses = await Promise.all(Array.from({ length: 5 }, () => postJson(endpoint.path, endpoint.body(), headers)));
      expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
      const answers = await Promise.all(responses.map((response) => answerOf(response, endpoint.answer)));
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      expect(await count(endpoint.records)).toBe(1);
      expect(await count(outbox)).toBe(endpoint.emails);
      expect(await db().select({ id: idempotencyKeys.id }).from(idempotencyKeys)).toEqual([{ id: `${endpoint.scope}:${endpoint.scope}-race-0001` }]);
    });

    it('stores one of two different bodies sent at once under the same key, and refuses the other (422)', async () => {
      const headers = { 'Idempotency-Key': `${endpoint.scope}-race-0002` };
      const responses = await Promise.all([postJson(endpoint.path, endpoint.body(), headers), postJson(endpoint.path, endpoint.otherBody(), headers)]);
      expect(responses.map((response) => response.status).sort()).toEqual([201, 422]);
      const refused = responses.find((response) => response.status === 422)!;
      expect((await errorOf(refused)).code).toBe('idempotency_conflict');
      expect(await count(endpoint.records)).toBe(1);
    });
  });
}

describe('storeOnce', () => {
  const claim = { id: 'quote:race-key-0001', requestHash: 'hash-of-this-body' };
  const remembered = (requestHash: string) =>
    db().insert(idempotencyKeys).values({ id: claim.id, requestHash, responseStatus: 201, responseBody: '{"quoteNumber":"TR-2026-0007"}' });
  /** Stores like the real use cases (the answer remembered in the record's batch), after another request with the same key stored first. */
  const storeSecond = () =>
    storeOnce(db(), claim, async (key) => {
      await db().batch([rememberAnswer(db(), key!, 201, '{"quoteNumber":"TR-2026-0008"}')]);
      return { answer: { quoteNumber: 'TR-2026-0008' }, emailIds: [42] };
    });

  it('answers what the request that stored first answered, with no e-mails to deliver', async () => {
    await remembered(claim.requestHash);
    expect(await storeSecond()).toEqual({ answer: { quoteNumber: 'TR-2026-0007' }, emailIds: [] });
    expect(await db().select({ body: idempotencyKeys.responseBody }).from(idempotencyKeys)).toEqual([{ body: '{"quoteNumber":"TR-2026-0007"}' }]);
  });

  it('refuses a different body under the same key (422)', async () => {
    await remembered('hash-of-another-body');
    const refusal = storeSecond();
    await expect(refusal).rejects.toBeInstanceOf(ApiError);
    await expect(refusal).rejects.toMatchObject({ status: 422, code: 'idempotency_conflict' });
  });

  it('lets any other failure through', async () => {
    const failure = new Error('D1_ERROR: no such table: nowhere');
    await expect(storeOnce(db(), claim, () => Promise.reject(failure))).rejects.toBe(failure);
    await expect(storeOnce(db(), null, () => Promise.reject(failure))).rejects.toBe(failure);
  });

  it('hashes the body into the claim, scoped by endpoint', async () => {
    const first = await idempotencyClaim('contact', 'retry-key-0001', '{"a":1}');
    expect(first).toEqual({ id: 'contact:retry-key-0001', requestHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect((await idempotencyClaim('contact', 'retry-key-0001', '{"a":2}'))?.requestHash).not.toBe(first?.requestHash);
    expect(await idempotencyClaim('contact', undefined, '{"a":1}')).toBeNull();
  });
});
