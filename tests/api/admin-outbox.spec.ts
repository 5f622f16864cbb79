// The back office's Outbox through /api/admin (behind the real session guard): the list (newest
// first, the screen's statuses, filters, search, 304 for an unchanged poll, strict query), the resend
// of a failed e-mail delivered at once through the HTTP mailer and audited, its refusals, and the
// failed count of the sidebar badge. The mail provider is the one thing faked: a fetch in place of
// its HTTP API (the Worker runs in this isolate), as tests/api/outbox.spec.ts does.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { asc, eq } from 'drizzle-orm';
import { app } from '../../worker/app.ts';
import { adminOutboxEmailSchema, adminOutboxListSchema } from '../../worker/contract/schemas/admin-outbox.ts';
import { pendingCountsSchema } from '../../worker/contract/schemas/admin-quotes.ts';
import { auditLog, outbox } from '../../worker/db/schema.ts';
import { ORIGIN, TEST_ADMIN, adminHeaders, answerOf, db, errorOf, signIn } from './support.ts';

const PATH = '/api/admin/outbox';
const MINUTE = 60_000;

/** The Worker configured with the HTTP mailer (worker/mail/mailer.ts), its API faked below. */
const httpMailEnv = {
  ...env,
  MAIL_PROVIDER: 'http',
  MAIL_API_URL: 'https://mail.example.test/emails',
  MAIL_API_KEY: 'test-mail-key',
  MAIL_FROM: 'Paris Elite Chauffeur <bookings@example.test>',
};

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`${ORIGIN}${path}`, init), httpMailEnv, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

interface ProviderCall {
  idempotencyKey: string | null;
  authorization: string | null;
  to: string[];
  subject: string;
}

/** The provider's API: records each send and answers 503 while `down`. */
function fakeProvider() {
  const provider = { calls: [] as ProviderCall[], down: false };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url !== httpMailEnv.MAIL_API_URL) throw new Error(`unexpected fetch of ${url}`);
    const headers = new Headers(init?.headers);
    const body = JSON.parse(String(init?.body)) as { to: string[]; subject: string };
    provider.calls.push({ idempotencyKey: headers.get('Idempotency-Key'), authorization: headers.get('Authorization'), to: body.to, subject: body.subject });
    if (provider.down) return new Response('{"statusCode":503,"name":"service_unavailable","message":"down"}', { status: 503 });
    return Response.json({ id: `provider-${provider.calls.length}` });
  });
  return provider;
}

type Stored = Partial<typeof outbox.$inferInsert>;

/** An outbox row as delivery would have left it. */
async function anEmail(overrides: Stored = {}): Promise<number> {
  const [row] = await db()
    .insert(outbox)
    .values({
      kind: 'contact.customer',
      toAddress: 'claire@example.com',
      replyTo: null,
      subject: 'We have received your message',
      html: '<p>Hello</p>',
      text: 'Hello',
      lang: 'en',
      relatedType: 'contact_message',
      relatedId: 1,
      ...overrides,
    })
    .returning({ id: outbox.id });
  return row!.id;
}

const stored = async (id: number) => (await db().select().from(outbox).where(eq(outbox.id, id)))[0]!;
const auditRows = () => db().select().from(auditLog).where(eq(auditLog.entityType, 'outbox')).orderBy(asc(auditLog.id));

let cookie = '';
beforeEach(async () => {
  cookie = await signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const get = (query = '', headers: Record<string, string> = {}) => call(`${PATH}${query}`, { headers: { Cookie: cookie, ...headers } });
const list = async (query = '') => {
  const response = await get(query);
  expect(response.status).toBe(200);
  return answerOf(response, adminOutboxListSchema);
};
const resend = (id: number | string, body: unknown = {}) =>
  call(`${PATH}/${id}/resend`, { method: 'POST', headers: adminHeaders(cookie), body: JSON.stringify(body) });

/** One row of each state delivery leaves, oldest first. */
async function oneOfEach() {
  const retryAt = new Date(Date.now() + 5 * MINUTE);
  return {
    queued: await anEmail({ toAddress: 'queued@example.com', subject: 'Quote TR-2026-0001 received' }),
    retrying: await anEmail({
      toAddress: 'retrying@example.com',
      status: 'pending',
      attempts: 2,
      lastError: 'mail API answered 503: down',
      nextAttemptAt: retryAt,
    }),
    sending: await anEmail({ toAddress: 'sending@example.com', status: 'sending', attempts: 1, nextAttemptAt: new Date(Date.now() + 5 * MINUTE) }),
    sent: await anEmail({ toAddress: 'sent@example.com', kind: 'quote.admin', status: 'sent', attempts: 1, sentAt: new Date(), providerMessageId: 'p-1' }),
    givenUp: await anEmail({
      toAddress: 'Given.Up@Example.com',
      subject: 'Réponse à votre demande',
      status: 'failed',
      attempts: 6,
      lastError: 'mail API answered 422: bad address',
    }),
    retryAt,
  };
}

describe('GET /api/admin/outbox', () => {
  it('lists every e-mail newest first, in the screen’s statuses, with the failed count', async () => {
    const rows = await oneOfEach();
    const answer = await list();
    expect(answer).toMatchObject({ total: 5, filteredTotal: 5, page: 1, pageSize: 20, failed: 2 });
    expect(answer.items.map((email) => [email.id, email.status])).toEqual([
      [rows.givenUp, 'failed'],
      [rows.sent, 'sent'],
      [rows.sending, 'sending'],
      [rows.retrying, 'failed'],
      [rows.queued, 'queued'],
    ]);
    const retrying = answer.items.find((email) => email.id === rows.retrying)!;
    expect(retrying).toEqual({
      id: rows.retrying,
      kind: 'contact.customer',
      to: 'retrying@example.com',
      subject: 'We have received your message',
      lang: 'en',
      status: 'failed',
      attempts: 2,
      lastError: 'mail API answered 503: down',
      createdAt: expect.any(String),
      sentAt: null,
      nextAttemptAt: rows.retryAt.toISOString(),
      relatedType: 'contact_message',
      relatedId: 1,
    });
    // A sender's lease is not a retry: no next attempt shown for a row being sent.
    expect(answer.items.find((email) => email.id === rows.sending)?.nextAttemptAt).toBeNull();
    expect(answer.items.find((email) => email.id === rows.sent)?.sentAt).toEqual(expect.any(String));
  });

  it('filters by the screen’s status and searches recipient and subject, ignoring case', async () => {
    const rows = await oneOfEach();
    const ids = async (query: string) => (await list(query)).items.map((email) => email.id);
    expect(await ids('?status=failed')).toEqual([rows.givenUp, rows.retrying]);
    expect(await ids('?status=queued')).toEqual([rows.queued]);
    expect(await ids('?status=sending')).toEqual([rows.sending]);
    expect(await ids('?status=sent')).toEqual([rows.sent]);
    expect(await ids('?status=all')).toHaveLength(5);
    expect(await ids(`?q=${encodeURIComponent('given.up@example')}`)).toEqual([rows.givenUp]);
    expect(await ids(`?q=${encodeURIComponent('RÉPONSE')}`)).toEqual([rows.givenUp]);
    expect(await ids(`?q=TR-2026-0001`)).toEqual([rows.queued]);
    const narrowed = await list('?q=example.com&status=failed&pageSize=1&page=2');
    expect(narrowed).toMatchObject({ total: 5, filteredTotal: 2, failed: 2, page: 2, pageSize: 1 });
    expect(narrowed.items.map((email) => email.id)).toEqual([rows.retrying]);
  });

  it('answers 304 to a poll while nothing changed, and 200 once an attempt fails', async () => {
    const id = await anEmail({ status: 'sending', attempts: 1, nextAttemptAt: new Date(Date.now() + 5 * MINUTE) });
    const first = await get();
    expect(first.headers.get('Cache-Control')).toBe('private, no-cache');
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^W\//);
    expect((await get('', { 'If-None-Match': etag })).status).toBe(304);
    // The same tag for another page or filter is another list.
    expect((await get('?status=failed', { 'If-None-Match': etag })).status).toBe(200);

    // The attempt fails and the row goes back to pending with its retry: the list changed.
    await db()
      .update(outbox)
      .set({ status: 'pending', lastError: 'mail API answered 503: down', nextAttemptAt: new Date(Date.now() + MINUTE) })
      .where(eq(outbox.id, id));
    const changed = await get('', { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect((await answerOf(changed, adminOutboxListSchema)).items[0]).toMatchObject({ id, status: 'failed' });
  });

  it('refuses an unknown status, an unknown parameter and a page size out of range, naming the field', async () => {
    const badStatus = await get('?status=pending');
    expect(badStatus.status).toBe(400);
    expect((await errorOf(badStatus)).fields).toEqual({ status: 'Choose a status: all, queued, sending, sent or failed.' });
    const french = await get('?status=pending', { 'Accept-Language': 'fr-FR' });
    expect((await errorOf(french)).fields?.['status']).toMatch(/^Choisissez un statut/);
    const unknown = await get('?priority=important');
    expect(unknown.status).toBe(400);
    expect(Object.keys((await errorOf(unknown)).fields ?? {})).toEqual(['priority']);
    expect((await get('?pageSize=101')).status).toBe(400);
  });
});

describe('POST /api/admin/outbox/:id/resend', () => {
  it('delivers a given-up e-mail through the mail provider at once, answers it sent, and audits it', async () => {
    const provider = fakeProvider();
    const id = await anEmail({ toAddress: 'given.up@example.com', status: 'failed', attempts: 6, lastError: 'mail API answered 503: down' });

    const response = await resend(id);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await answerOf(response, adminOutboxEmailSchema)).toMatchObject({
      id,
      status: 'sent',
      attempts: 1,
      lastError: null,
      nextAttemptAt: null,
      sentAt: expect.any(String),
    });
    expect(provider.calls).toEqual([
      { idempotencyKey: `outbox-${id}`, authorization: 'Bearer test-mail-key', to: ['given.up@example.com'], subject: 'We have received your message' },
    ]);
    expect(await stored(id)).toMatchObject({ status: 'sent', providerMessageId: 'provider-1' });

    expect(await auditRows()).toEqual([
      {
        id: expect.any(Number),
        actor: TEST_ADMIN.username,
        action: 'resend',
        entityType: 'outbox',
        entityId: String(id),
        detail: {
          kind: 'contact.customer',
          to: 'given.up@example.com',
          changes: { status: { from: 'failed', to: 'queued' }, attempts: { from: 6, to: 0 } },
          lastError: 'mail API answered 503: down',
        },
        createdAt: expect.any(Date),
      },
    ]);
  });

  it('resends an e-mail still waiting for its retry, and answers it failed again with its error when the provider is still down', async () => {
    const provider = fakeProvider();
    provider.down = true;
    const id = await anEmail({ status: 'pending', attempts: 2, lastError: 'mail API answered 503: down', nextAttemptAt: new Date(Date.now() + 30 * MINUTE) });

    const answer = await answerOf(await resend(id), adminOutboxEmailSchema);
    expect(provider.calls).toHaveLength(1);
    // A new round: its first attempt failed, the cron retries it in a minute.
    expect(answer).toMatchObject({ id, status: 'failed', attempts: 1, lastError: expect.stringContaining('mail API answered 503') });
    expect(new Date(answer.nextAttemptAt!).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(answer.nextAttemptAt!).getTime()).toBeLessThanOrEqual(Date.now() + 2 * MINUTE);
    expect((await auditRows())[0]?.detail).toMatchObject({
      changes: { status: { from: 'failed (retry scheduled)', to: 'queued' }, attempts: { from: 2, to: 0 } },
    });
  });

  it('refuses a sent, a queued or a sending e-mail (409) and an unknown one (404), sending and logging nothing', async () => {
    const provider = fakeProvider();
    const rows = await oneOfEach();

    const sent = await resend(rows.sent);
    expect(sent.status).toBe(409);
    expect(await errorOf(sent)).toEqual({ code: 'conflict', message: 'This e-mail has already been sent: there is nothing to resend.' });
    for (const id of [rows.queued, rows.sending]) {
      const refused = await resend(id);
      expect(refused.status).toBe(409);
      expect((await errorOf(refused)).message).toMatch(/only a failed e-mail can be resent/);
    }
    for (const id of [999_999, 'abc', 0]) {
      const unknown = await resend(id);
      expect(unknown.status).toBe(404);
      expect(await errorOf(unknown)).toEqual({ code: 'not_found', message: 'This e-mail does not exist.' });
    }
    expect(provider.calls).toEqual([]);
    expect(await auditRows()).toEqual([]);
    expect(await stored(rows.sent)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('refuses a body that is not an empty object, in the request’s language', async () => {
    const id = await anEmail({ status: 'failed', attempts: 6, lastError: 'down' });
    const response = await resend(id, { force: true });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('validation_failed');
    expect(await stored(id)).toMatchObject({ status: 'failed', attempts: 6 });
  });
});

describe('the pending counts', () => {
  it('count the failed e-mails for the Outbox badge, and a resend that delivers lowers it', async () => {
    fakeProvider();
    const rows = await oneOfEach();
    const counts = async () => answerOf(await call('/api/admin/metrics/pending-counts', { headers: { Cookie: cookie } }), pendingCountsSchema);
    expect(await counts()).toMatchObject({ outboxFailed: 2 });
    expect((await resend(rows.givenUp)).status).toBe(200);
    expect(await counts()).toMatchObject({ outboxFailed: 1 });
  });
});
