// The per-address cap on customer e-mails under concurrency (decision 008): a burst of submissions
// with one victim's address, across the three public forms, queues at most the cap's number of
// acknowledgements in total, while every request is stored and every notification queued. The cap
// is counted and the acknowledgement inserted in one statement of the request's batch.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asc } from 'drizzle-orm';
import { contactMessages, excursionQuotes, outbox, quotes } from '../../worker/db/schema.ts';
import { CUSTOMER_EMAILS_PER_ADDRESS_PER_DAY } from '../../worker/mail/recipient-cap.ts';
import { anExcursion, anExcursionQuoteRequest, aContactMessage, aQuoteRequest } from './factories.ts';
import { db, postJson } from './support.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The victim's address, as different callers might type it: the cap compares it without case. */
const spellings = ['victim@example.com', 'Victim@Example.com', 'VICTIM@EXAMPLE.COM'];

describe('the per-address cap on customer e-mails', () => {
  it('holds under a concurrent burst across the three forms: exactly the cap queued, every request stored and the company told of each', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const excursionId = await anExcursion();
    // Each request from its own client (so the per-client rate limit is not what stops them) and
    // with its own Idempotency-Key (so none is a replay of another).
    const burst = Array.from({ length: 12 }, (_, i) => {
      const email = spellings[i % spellings.length];
      const headers = { 'CF-Connecting-IP': `198.51.100.${i + 1}`, 'Idempotency-Key': `cap-burst-${i}-0000` };
      if (i % 3 === 0) return postJson('/api/quotes', aQuoteRequest({ email }), headers);
      if (i % 3 === 1) return postJson('/api/exquotes', anExcursionQuoteRequest(excursionId, { email }), headers);
      return postJson('/api/contact', aContactMessage({ email }), headers);
    });
    const answers = await Promise.all(burst);
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(201));

    expect(await db().select().from(quotes)).toHaveLength(4);
    expect(await db().select().from(excursionQuotes)).toHaveLength(4);
    expect(await db().select().from(contactMessages)).toHaveLength(4);
    const queued = await db().select().from(outbox).orderBy(asc(outbox.id));
    const kinds = (kind: string) => queued.filter((email) => email.kind === kind);
    expect(kinds('quote.admin')).toHaveLength(4);
    expect(kinds('exquote.admin')).toHaveLength(4);
    expect(kinds('contact.admin')).toHaveLength(4);
    const acknowledgements = queued.filter((email) => email.kind.endsWith('.customer'));
    expect(acknowledgements).toHaveLength(CUSTOMER_EMAILS_PER_ADDRESS_PER_DAY);
    // Whatever got through was delivered; nothing was queued for what the cap left out.
    expect(queued.map((email) => email.status)).toEqual(Array(12 + CUSTOMER_EMAILS_PER_ADDRESS_PER_DAY).fill('sent'));

    // Each excursion notification tells the company truly whether its customer's copy went out.
    for (const toAdmin of kinds('exquote.admin')) {
      const acknowledged = kinds('exquote.customer').some((email) => email.relatedId === toAdmin.relatedId);
      expect(toAdmin.text.includes('The customer was not sent an acknowledgement')).toBe(!acknowledged);
      expect(toAdmin.text.includes('The customer has received an acknowledgement')).toBe(acknowledged);
    }
  });

  it('answers a replay of a capped request as before, and queues nothing for it', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const submit = (i: number) =>
      postJson('/api/contact', aContactMessage({ email: 'victim@example.com' }), {
        'CF-Connecting-IP': `198.51.100.${i + 1}`,
        'Idempotency-Key': `cap-replay-${i}-0000`,
      });
    const first = await Promise.all([0, 1, 2, 3].map(submit));
    const queuedBefore = await db().select().from(outbox);
    expect(queuedBefore.filter((email) => email.kind === 'contact.customer')).toHaveLength(CUSTOMER_EMAILS_PER_ADDRESS_PER_DAY);

    const replays = await Promise.all([0, 1, 2, 3].map(submit));
    expect(replays.map((response) => response.status)).toEqual(Array(4).fill(201));
    expect(await Promise.all(replays.map((response) => response.json()))).toEqual(await Promise.all(first.map((response) => response.json())));
    expect(await db().select().from(contactMessages)).toHaveLength(4);
    expect(await db().select().from(outbox)).toHaveLength(queuedBefore.length);
  });
});
