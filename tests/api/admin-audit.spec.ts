// The audit trail (decision 028): an entry for every sign-in (success and failure, with the address
// and the user agent, never the password), every sign-out and every admin change — status, important
// flag and delete in both queues, excursion create, update and delete, the reply to a quote, the
// answer to a conversation, the resend of a failed e-mail — read through GET /api/admin/audit, with
// its filters, its validation in the request's language and its 304.
import { beforeEach, describe, expect, it } from 'vitest';
import { adminAuditListSchema, type AdminAuditEntry, type AdminAuditQuery } from '../../worker/contract/schemas/admin-audit.ts';
import type { AdminExcursion } from '../../worker/contract/schemas/admin-excursions.ts';
import { toParis } from '../../worker/contract/paris-time.ts';
import { recordContactMessage } from '../../worker/db/queries/contact.ts';
import { auditLog, outbox } from '../../worker/db/schema.ts';
import { aStoredExcursionQuote, aStoredQuote } from './factories.ts';
import { ORIGIN, TEST_ADMIN, adminHeaders, answerOf, call, db, errorOf, postJson, signIn } from './support.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

let cookie: string;
beforeEach(async () => {
  cookie = await signIn();
});

/** The trail as the screen asks for it. */
async function trail(query: AdminAuditQuery = {}, headers: Record<string, string> = {}) {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const response = await call(`/api/admin/audit?${search}`, { headers: { Cookie: cookie, ...headers } });
  expect(response.status).toBe(200);
  return answerOf(response, adminAuditListSchema);
}

/** The newest entry about one record. */
async function latestAbout(entityType: string, entityId: number): Promise<AdminAuditEntry | undefined> {
  return (await trail({ entityType, q: String(entityId) })).items.find((entry) => entry.entityId === String(entityId));
}

const change = (method: string, path: string, body?: unknown) =>
  call(path, { method, headers: adminHeaders(cookie), ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

describe('what the trail records', () => {
  it('a sign-in with the address and the user agent (cut, on one line), never the password', async () => {
    // A header cannot carry a line break; a tab and DEL it can.
    const agent = `${BROWSER}\t\u007fX-Injected: yes\u007f ${'x'.repeat(400)}`;
    const response = await postJson('/api/admin/login', TEST_ADMIN, { Origin: ORIGIN, 'CF-Connecting-IP': '203.0.113.7', 'User-Agent': agent });
    expect(response.status).toBe(200);
    const [entry] = (await trail({ action: 'sign-in', q: '203.0.113.7' })).items;
    expect(entry).toMatchObject({ actor: 'admin', action: 'sign-in', entityType: 'admin_session', entityId: null, detail: { ip: '203.0.113.7' } });
    const userAgent = String(entry?.detail?.['userAgent']);
    expect(userAgent.startsWith(`${BROWSER} X-Injected: yes xx`)).toBe(true);
    expect(userAgent).toHaveLength(256);
    expect(JSON.stringify(entry)).not.toContain(TEST_ADMIN.password);
  });

  it('a failed sign-in, with the username as typed, the address and the user agent, never the password', async () => {
    const response = await postJson(
      '/api/admin/login',
      { username: 'mallory', password: 'guess-1234' },
      { Origin: ORIGIN, 'CF-Connecting-IP': '198.51.100.9', 'User-Agent': 'curl/8.5' },
    );
    expect(response.status).toBe(401);
    const { items } = await trail({ action: 'sign-in-failed', actor: 'mallory' });
    expect(items).toEqual([
      expect.objectContaining({
        actor: 'mallory',
        action: 'sign-in-failed',
        entityType: 'admin_session',
        detail: { ip: '198.51.100.9', userAgent: 'curl/8.5' },
      }),
    ]);
    expect(JSON.stringify(items)).not.toContain('guess-1234');
  });

  it('a sign-out, once: signing out again with the same cookie adds nothing', async () => {
    const headers = { Cookie: cookie, Origin: ORIGIN, 'CF-Connecting-IP': '192.0.2.44', 'User-Agent': 'Firefox/133' };
    expect((await call('/api/admin/logout', { method: 'POST', headers })).status).toBe(204);
    expect((await call('/api/admin/logout', { method: 'POST', headers })).status).toBe(204);
    cookie = await signIn();
    const { items } = await trail({ action: 'sign-out', q: '192.0.2.44' });
    expect(items).toEqual([expect.objectContaining({ actor: 'admin', detail: { ip: '192.0.2.44', userAgent: 'Firefox/133' } })]);
  });

  for (const queue of [
    { path: '/api/admin/quotes', important: '/important', entityType: 'quote', store: async () => (await aStoredQuote()).id },
    { path: '/api/admin/exquotes', important: '', entityType: 'excursion_quote', store: async () => (await aStoredExcursionQuote()).id },
  ]) {
    it(`status, important and delete of ${queue.entityType}s, with what changed`, async () => {
      const id = await queue.store();
      expect((await change('PATCH', `${queue.path}/${id}`, { status: 'confirmed' })).status).toBe(200);
      expect(await latestAbout(queue.entityType, id)).toMatchObject({
        actor: 'admin',
        action: 'update',
        detail: { changes: { status: { from: 'pending', to: 'confirmed' } } },
      });
      expect((await change('PATCH', `${queue.path}/${id}${queue.important}`, { important: true })).status).toBe(200);
      expect(await latestAbout(queue.entityType, id)).toMatchObject({ action: 'update', detail: { changes: { important: { from: false, to: true } } } });
      expect((await change('DELETE', `${queue.path}/${id}`)).status).toBe(204);
      expect(await latestAbout(queue.entityType, id)).toMatchObject({ action: 'delete', detail: { status: 'confirmed', important: true } });
    });
  }

  it('excursion create, update and delete', async () => {
    const form = {
      key: `audit-${Date.now().toString(36)}`,
      title: 'Giverny Gardens',
      titleFr: '',
      tagline: 'Monet’s house',
      taglineFr: '',
      description: 'A day in Giverny.',
      descriptionFr: '',
      longDescription: 'Your chauffeur waits.',
      longDescriptionFr: '',
      goodToKnow: '',
      goodToKnowFr: '',
      price: '380',
      active: true,
      photographerChecked: false,
      highlights: ['Water lilies'],
      highlightsFr: [],
      included: ['Private chauffeur'],
      includedFr: [],
      terms: [],
      termsFr: [],
      images: [],
    };
    const created = await change('POST', '/api/admin/excursions', form);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as AdminExcursion;
    expect(await latestAbout('excursion', id)).toMatchObject({ action: 'create', detail: { key: form.key, title: 'Giverny Gardens' } });
    expect((await change('PUT', `/api/admin/excursions/${id}`, { ...form, price: '400' })).status).toBe(200);
    expect(await latestAbout('excursion', id)).toMatchObject({ action: 'update', detail: { changed: ['price'] } });
    expect((await change('DELETE', `/api/admin/excursions/${id}`)).status).toBe(204);
    expect(await latestAbout('excursion', id)).toMatchObject({ action: 'delete', detail: { key: form.key } });
  });

  it('the reply to a quote (POST /api/email/send): to whom, the subject, and the move to replied', async () => {
    const quote = await aStoredQuote({ email: 'reply.audit@example.com' });
    const response = await change('POST', '/api/email/send', {
      to: 'reply.audit@example.com',
      subject: 'Your transfer',
      htmlContent: '<p>Dear Claire, here is our price.</p>',
      quoteId: quote.id,
    });
    expect(response.status).toBe(200);
    expect(await latestAbout('quote', quote.id)).toMatchObject({
      actor: 'admin',
      action: 'reply',
      detail: { number: quote.quoteNumber, to: 'reply.audit@example.com', subject: 'Your transfer', changes: { status: { from: 'pending', to: 'replied' } } },
    });
  });

  it('the answer to a conversation', async () => {
    const { conversationId } = await recordContactMessage(db(), {
      message: { name: 'Ben Hall', email: 'ben.audit@example.com', message: 'Hello', lang: 'en', company: '', street: '', zip: '', city: '', telephone: '' },
      emails: [],
      idempotency: null,
    });
    expect((await change('POST', `/api/admin/messages/${conversationId}/reply`, { text: 'Hello Ben' })).status).toBe(201);
    expect(await latestAbout('conversation', conversationId)).toMatchObject({ actor: 'admin', action: 'reply', detail: { to: 'ben.audit@example.com' } });
  });

  it('the resend of a failed e-mail', async () => {
    const [failed] = await db()
      .insert(outbox)
      .values({
        kind: 'contact.customer',
        toAddress: 'resend.audit@example.com',
        subject: 'Hi',
        html: '<p>Hi</p>',
        text: 'Hi',
        lang: 'en',
        status: 'failed',
        attempts: 6,
        lastError: 'HTTP 503',
      })
      .returning({ id: outbox.id });
    expect((await change('POST', `/api/admin/outbox/${failed!.id}/resend`, {})).status).toBe(200);
    expect(await latestAbout('outbox', failed!.id)).toMatchObject({
      actor: 'admin',
      action: 'resend',
      detail: { to: 'resend.audit@example.com', lastError: 'HTTP 503' },
    });
  });
});

describe('GET /api/admin/audit', () => {
  /** Entries written straight into the table, at known instants, for the filters. */
  async function anEntry(values: Partial<typeof auditLog.$inferInsert>) {
    await db()
      .insert(auditLog)
      .values({ actor: 'bob', action: 'update', entityType: 'quote', entityId: '1', detail: { number: 'TR-2026-0001' }, createdAt: new Date(), ...values });
  }

  it('lists newest first, filters by action, kind, actor, search and Paris days, and pages', async () => {
    const tag = `tag${Date.now().toString(36)}`;
    // 23:30 in Paris on 14 March 2026 is 22:30 UTC: the 14th for the screen, whatever UTC says.
    await anEntry({ actor: 'bob', action: 'update', entityType: 'quote', detail: { note: tag }, createdAt: new Date('2026-03-14T22:30:00Z') });
    await anEntry({ actor: 'bob', action: 'delete', entityType: 'excursion', detail: { note: tag }, createdAt: new Date('2026-03-15T08:00:00Z') });
    await anEntry({ actor: 'carol', action: 'update', entityType: 'quote', detail: { note: tag.toUpperCase() }, createdAt: new Date('2026-03-16T08:00:00Z') });

    const all = await trail({ q: tag });
    expect(all.items.map((entry) => entry.createdAt)).toEqual(['2026-03-16T08:00:00.000Z', '2026-03-15T08:00:00.000Z', '2026-03-14T22:30:00.000Z']);
    expect(all.filteredTotal).toBe(3);
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect((await trail({ q: tag, action: 'delete' })).items.map((entry) => entry.entityType)).toEqual(['excursion']);
    expect((await trail({ q: tag, entityType: 'quote' })).filteredTotal).toBe(2);
    expect((await trail({ q: tag, actor: 'carol' })).items.map((entry) => entry.actor)).toEqual(['carol']);
    expect(toParis(new Date('2026-03-14T22:30:00Z')).date).toBe('2026-03-14');
    expect((await trail({ q: tag, from: '2026-03-14', to: '2026-03-14' })).items.map((entry) => entry.createdAt)).toEqual(['2026-03-14T22:30:00.000Z']);
    expect((await trail({ q: tag, from: '2026-03-15' })).filteredTotal).toBe(2);
    expect((await trail({ q: tag, to: '2026-03-15' })).filteredTotal).toBe(2);
    const second = await trail({ q: tag, page: '2', pageSize: '2' });
    expect(second).toMatchObject({ page: 2, pageSize: 2, filteredTotal: 3 });
    expect(second.items.map((entry) => entry.createdAt)).toEqual(['2026-03-14T22:30:00.000Z']);
  });

  it('answers a poll that changed nothing with 304, and a new entry with a new page', async () => {
    const first = await call('/api/admin/audit', { headers: { Cookie: cookie } });
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^W\//);
    expect(first.headers.get('Cache-Control')).toBe('private, no-cache');
    const unchanged = await call('/api/admin/audit', { headers: { Cookie: cookie, 'If-None-Match': etag! } });
    expect(unchanged.status).toBe(304);
    await anEntry({});
    expect((await call('/api/admin/audit', { headers: { Cookie: cookie, 'If-None-Match': etag! } })).status).toBe(200);
  });

  it('refuses a bad filter with field messages in the request’s language, and unknown parameters by name', async () => {
    const refused = async (query: string, lang = 'en') => {
      const response = await call(`/api/admin/audit?${query}`, { headers: { Cookie: cookie, 'Accept-Language': lang } });
      expect(response.status).toBe(400);
      return errorOf(response);
    };
    expect((await refused('action=explode')).fields).toEqual({ action: 'Choose an action from the list.' });
    expect((await refused('entityType=users')).fields).toEqual({ entityType: 'Choose a kind of record from the list.' });
    expect((await refused('from=2026-02-30')).fields).toEqual({ from: 'Enter a date as YYYY-MM-DD.' });
    expect((await refused('from=2026-03-15&to=2026-03-14', 'fr')).fields).toEqual({ to: 'La date de fin doit être égale ou postérieure à la date de début.' });
    expect((await refused('pageSize=1000')).fields).toHaveProperty('pageSize');
    expect(Object.keys((await refused('sort=asc')).fields ?? {})).toEqual(['sort']);
  });
});
