// Privacy (decision 029): the GDPR lookup, export and erasure of everything about one e-mail
// address, whatever its case, through the real admin guard; and the retention the cron trigger runs
// (requests and conversations quiet for RETENTION_YEARS deleted, and audit entries as old, the rest
// kept, one audit entry).
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { eq, lt, sql } from 'drizzle-orm';
import { privacyErasureSchema, privacyExportSchema, privacyLookupAnswerSchema, type PrivacyCounts } from '../../worker/contract/schemas/admin-privacy.ts';
import { contactResponseSchema } from '../../worker/contract/schemas/contact.ts';
import { keyedDigest } from '../../worker/lib/keyed-digest.ts';
import { RETENTION_ACTOR, deleteExpiredRecords } from '../../worker/db/queries/retention.ts';
import { auditLog, contactMessages, conversations, excursionQuotes, messages, outbox, quotes } from '../../worker/db/schema.ts';
import { retentionCutoff, runScheduledWork } from '../../worker/scheduled.ts';
import { aContactMessage, aStoredExcursionQuote, aStoredQuote } from './factories.ts';
import { adminHeaders, answerOf, call, db, errorOf, postJson, signIn } from './support.ts';

const CLAIRE = 'claire.martin@example.com';
const OTHER = 'jean.dupont@example.com';

let cookie = '';
beforeEach(async () => {
  cookie = await signIn();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(`/api/admin/privacy/${path}`, { method: 'POST', headers: { ...adminHeaders(cookie), ...headers }, body: JSON.stringify(body) });
const lookup = (email: string) => post('lookup', { email });
const exportOf = (email: string) => post('export', { email });
const erase = (body: unknown, headers: Record<string, string> = {}) => post('erase', body, headers);

/**
 * Claire's records, stored under three spellings of her address, and Jean's: a transfer quote whose
 * status the admin changed (an audit entry), an excursion quote, a contact message (its conversation,
 * its thread message and its two e-mails) and the admin's answer in that conversation (a message, an
 * e-mail, an audit entry naming her address).
 */
async function storeTwoCustomers() {
  const quote = await aStoredQuote({ email: 'Claire.Martin@Example.COM' }, { status: 'confirmed' });
  await aStoredExcursionQuote({ email: 'CLAIRE.MARTIN@example.com' });
  const contact = await answerOf(await postJson('/api/contact', aContactMessage({ email: CLAIRE })), contactResponseSchema);
  const reply = await call(`/api/admin/messages/${contact.conversationId}/reply`, {
    method: 'POST',
    headers: adminHeaders(cookie),
    body: JSON.stringify({ text: 'Bonjour Claire, volontiers.' }),
  });
  expect(reply.status).toBe(201);

  await aStoredQuote({ email: OTHER, firstName: 'Jean', lastName: 'Dupont' }, { status: 'replied' });
  await postJson('/api/contact', aContactMessage({ email: OTHER, name: 'Jean Dupont' }));
  return { quoteId: quote.id, conversationId: contact.conversationId };
}

const CLAIRES_COUNTS: PrivacyCounts = {
  quotes: 1,
  excursionQuotes: 1,
  conversations: 1,
  // Her contact message and the admin's answer.
  messages: 2,
  contactMessages: 1,
  // The contact message's two (to the office, answering to her; to her) and the answer.
  emails: 3,
  // The quote's status change and the answer.
  auditEntries: 2,
  // Nothing asked from her request page (tests/api/change-cancel.spec.ts counts those).
  changeRequests: 0,
  cancellations: 0,
};

describe('POST /api/admin/privacy/lookup', () => {
  it('counts what is stored about an address, whatever its case', async () => {
    await storeTwoCustomers();
    const response = await lookup('  Claire.MARTIN@example.com ');
    expect(response.status).toBe(200);
    expect(await answerOf(response, privacyLookupAnswerSchema)).toEqual({ email: CLAIRE, counts: CLAIRES_COUNTS });
  });

  it('refuses what is not an e-mail address with a field message, in the request language', async () => {
    const response = await post('lookup', { email: 'not-an-address' }, { 'Accept-Language': 'fr' });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('validation_failed');
    expect(error.fields?.['email']).toBe('Adresse e-mail invalide');
    for (const body of [{}, { email: CLAIRE, more: true }]) {
      expect((await post('lookup', body)).status, JSON.stringify(body)).toBe(400);
      expect((await post('export', body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('takes the address only in the body: a GET with it in the URL is refused (405) and reads nothing', async () => {
    await storeTwoCustomers();
    for (const path of ['/api/admin/privacy/lookup', '/api/admin/privacy/export', '/api/admin/privacy']) {
      const response = await call(`${path}?email=${encodeURIComponent(CLAIRE)}`, { headers: adminHeaders(cookie) });
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
    }
    expect((await call(`/api/admin/privacy/lookup?email=${encodeURIComponent(CLAIRE)}`, { headers: adminHeaders(cookie) })).headers.get('Allow')).toBe('POST');
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'export'))).toEqual([]);
  });
});

describe('POST /api/admin/privacy/export', () => {
  it('answers every row about the address as a JSON download, and nothing about anyone else', async () => {
    const { quoteId, conversationId } = await storeTwoCustomers();
    const response = await exportOf('CLAIRE.martin@EXAMPLE.com');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="privacy-export-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const document = await answerOf(response, privacyExportSchema);

    expect(document.email).toBe(CLAIRE);
    expect(document.quotes).toMatchObject([{ id: quoteId, email: 'Claire.Martin@Example.COM', status: 'confirmed', pickupLocation: expect.any(String) }]);
    expect(document.excursionQuotes).toMatchObject([{ email: 'CLAIRE.MARTIN@example.com' }]);
    expect(document.conversations).toMatchObject([{ id: conversationId, customerEmail: CLAIRE }]);
    expect(document.messages.map((message) => message['sender'])).toEqual(['customer', 'admin']);
    expect(document.contactMessages).toMatchObject([{ email: CLAIRE, message: aContactMessage().message }]);
    // Each e-mail is to her or answers to her; instants as ISO text.
    expect(document.emails).toHaveLength(3);
    for (const email of document.emails) expect([email['toAddress'], email['replyTo']]).toContain(CLAIRE);
    expect(document.quotes[0]?.['createdAt']).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(document.auditEntries.map((entry) => [entry['entityType'], entry['action']])).toEqual([
      ['quote', 'update'],
      ['conversation', 'reply'],
    ]);
    expect(JSON.stringify(document)).not.toMatch(/jean|dupont/i);

    // Who read her data is logged, under the digest of her address only.
    const [logged] = await db().select().from(auditLog).where(eq(auditLog.action, 'export'));
    expect(logged).toMatchObject({ actor: 'admin', entityType: 'privacy', entityId: await keyedDigest(env.SESSION_SECRET, 'privacy-address', CLAIRE) });
  });

  it('answers an empty document for an address nothing is stored about', async () => {
    const document = await answerOf(await exportOf('nobody@example.com'), privacyExportSchema);
    expect([document.quotes, document.excursionQuotes, document.conversations, document.messages, document.contactMessages, document.emails]).toEqual([
      [],
      [],
      [],
      [],
      [],
      [],
    ]);
  });
});

describe('POST /api/admin/privacy/erase', () => {
  it('deletes everything about the address in one go, leaves the others, and logs it under a digest', async () => {
    await storeTwoCustomers();
    const others = await answerOf(await lookup(OTHER), privacyLookupAnswerSchema);

    const response = await erase({ email: 'Claire.Martin@example.com', confirm: 'claire.martin@EXAMPLE.com' });
    expect(response.status).toBe(200);
    expect(await answerOf(response, privacyErasureSchema)).toEqual({ erased: CLAIRES_COUNTS });

    const after = await answerOf(await lookup(CLAIRE), privacyLookupAnswerSchema);
    expect(Object.values(after.counts).every((count) => count === 0)).toBe(true);
    expect(await answerOf(await lookup(OTHER), privacyLookupAnswerSchema)).toEqual(others);

    const digest = await keyedDigest(env.SESSION_SECRET, 'privacy-address', CLAIRE);
    const entries = await db().select().from(auditLog).where(eq(auditLog.action, 'erase'));
    expect(entries).toEqual([expect.objectContaining({ actor: 'admin', entityType: 'privacy', entityId: digest, detail: CLAIRES_COUNTS })]);
    // Her address is nowhere in the database any more, in any case, in any table that held it.
    const left = await db().all<{ n: number }>(
      sql`select (select count(*) from ${auditLog} where lower(coalesce(${auditLog.detail}, '')) like '%claire%')
        + (select count(*) from ${outbox} where lower(${outbox.html} || ${outbox.toAddress} || coalesce(${outbox.replyTo}, '')) like '%claire.martin%')
        + (select count(*) from ${quotes} where lower(${quotes.email}) like '%claire%')
        + (select count(*) from ${excursionQuotes} where lower(${excursionQuotes.email}) like '%claire%')
        + (select count(*) from ${contactMessages} where lower(${contactMessages.email}) like '%claire%')
        + (select count(*) from ${conversations} where lower(${conversations.customerEmail}) like '%claire%') as n`,
    );
    expect(left[0]?.n).toBe(0);
    expect(await db().select().from(messages)).toHaveLength(1);
  });

  it('finds and deletes the entry of a reply that names the address after its quote was deleted', async () => {
    const quote = await aStoredQuote({ email: CLAIRE });
    const headers = adminHeaders(cookie);
    const reply = { to: 'Claire.Martin@example.com', subject: 'Votre transfert', htmlContent: '<p>Bonjour Claire.</p>', quoteId: quote.id };
    expect((await call('/api/email/send', { method: 'POST', headers, body: JSON.stringify(reply) })).status).toBe(200);
    expect((await call(`/api/admin/quotes/${quote.id}`, { method: 'DELETE', headers })).status).toBe(204);
    // The quote is gone; the reply's entry still names her address (the delete's entry does not).
    const counts = (await answerOf(await lookup(CLAIRE), privacyLookupAnswerSchema)).counts;
    expect(counts).toMatchObject({ quotes: 0, auditEntries: 1 });

    expect(await answerOf(await erase({ email: CLAIRE, confirm: CLAIRE }), privacyErasureSchema)).toEqual({ erased: counts });
    expect(await db().all(sql`select id from ${auditLog} where lower(coalesce(${auditLog.detail}, '')) like '%claire%'`)).toEqual([]);
  });

  it('refuses an erasure whose confirmation is another address, and deletes nothing', async () => {
    await storeTwoCustomers();
    const response = await erase({ email: CLAIRE, confirm: OTHER }, { 'Accept-Language': 'fr' });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.fields).toEqual({ confirm: 'Saisissez à nouveau la même adresse e-mail pour confirmer l\u2019effacement.' });
    expect((await answerOf(await lookup(CLAIRE), privacyLookupAnswerSchema)).counts).toEqual(CLAIRES_COUNTS);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'erase'))).toEqual([]);
  });

  it('refuses a body without the confirmation or with other fields', async () => {
    for (const body of [{ email: CLAIRE }, { email: CLAIRE, confirm: CLAIRE, everything: true }, { email: 42, confirm: 42 }]) {
      const response = await erase(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(response)).code).toBe('validation_failed');
    }
  });
});

describe('retention (the cron trigger)', () => {
  const DAY = 24 * 3600_000;

  it('deletes the requests, conversations and e-mails quiet for three years, keeps the rest, and logs one entry with the counts', async () => {
    const now = new Date();
    const old = new Date(retentionCutoff(now).getTime() - DAY);
    const recent = new Date(retentionCutoff(now).getTime() + DAY);

    const oldQuote = await aStoredQuote();
    const recentQuote = await aStoredQuote();
    const oldExQuote = await aStoredExcursionQuote();
    await db().update(quotes).set({ updatedAt: old }).where(eq(quotes.id, oldQuote.id));
    await db().update(quotes).set({ updatedAt: recent }).where(eq(quotes.id, recentQuote.id));
    await db().update(excursionQuotes).set({ updatedAt: old }).where(eq(excursionQuotes.id, oldExQuote.id));

    // A conversation quiet for three years (its message too), and one whose newest message is recent.
    const quiet = await answerOf(await postJson('/api/contact', aContactMessage({ email: 'quiet@example.com' })), contactResponseSchema);
    const alive = await answerOf(await postJson('/api/contact', aContactMessage({ email: 'alive@example.com' })), contactResponseSchema);
    await db().update(conversations).set({ updatedAt: old, createdAt: old });
    await db().update(messages).set({ createdAt: old }).where(eq(messages.conversationId, quiet.conversationId));
    await db().update(messages).set({ createdAt: recent }).where(eq(messages.conversationId, alive.conversationId));
    // The quiet conversation's e-mails are as old; the alive one's stay as sent.
    await db().update(outbox).set({ createdAt: old }).where(eq(outbox.relatedId, quiet.id));

    // Audit entries three years old: the old quote's reply (it names the address), a change to the
    // recent quote, and a failed sign-in (what was typed as the username); and a recent one.
    const entry = (action: string, entityId: string | null, createdAt: Date) => ({ actor: 'admin', action, entityType: 'quote', entityId, createdAt });
    await db()
      .insert(auditLog)
      .values([
        { ...entry('reply', String(oldQuote.id), old), detail: { to: 'old.customer@example.com', subject: 'Your transfer' } },
        entry('update', String(recentQuote.id), old),
        { ...entry('sign-in-failed', null, old), actor: 'my password maybe', entityType: 'admin_session' },
        entry('update', String(recentQuote.id), recent),
      ]);

    const { retention } = await runScheduledWork(env, now);
    expect(retention).toEqual({
      quotes: 1,
      excursionQuotes: 1,
      conversations: 1,
      messages: 1,
      contactMessages: 1,
      emails: 2,
      auditEntries: 3,
      changeRequests: 0,
      cancellations: 0,
    });
    expect(
      await db()
        .select()
        .from(auditLog)
        .where(lt(auditLog.createdAt, retentionCutoff(now))),
    ).toEqual([]);
    expect(await db().select({ action: auditLog.action, entityId: auditLog.entityId }).from(auditLog).where(eq(auditLog.action, 'update'))).toEqual([
      { action: 'update', entityId: String(recentQuote.id) },
    ]);

    expect((await db().select({ id: quotes.id }).from(quotes)).map((row) => row.id)).toEqual([recentQuote.id]);
    expect(await db().select().from(excursionQuotes)).toEqual([]);
    expect((await db().select({ id: conversations.id }).from(conversations)).map((row) => row.id)).toEqual([alive.conversationId]);
    expect((await db().select({ id: contactMessages.id }).from(contactMessages)).map((row) => row.id)).toEqual([alive.id]);
    expect(await db().select().from(outbox)).toHaveLength(2);

    const entries = await db().select().from(auditLog).where(eq(auditLog.action, 'retention'));
    expect(entries).toEqual([
      expect.objectContaining({ actor: RETENTION_ACTOR, entityType: 'retention', detail: { before: retentionCutoff(now).toISOString(), ...retention } }),
    ]);

    // The next run finds nothing more and logs nothing.
    expect((await runScheduledWork(env, now)).retention).toEqual({
      quotes: 0,
      excursionQuotes: 0,
      conversations: 0,
      messages: 0,
      contactMessages: 0,
      emails: 0,
      auditEntries: 0,
      changeRequests: 0,
      cancellations: 0,
    });
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'retention'))).toHaveLength(1);
  });

  it('deletes a backlog a batch at a time', async () => {
    const now = new Date();
    const old = new Date(retentionCutoff(now).getTime() - 1);
    for (let i = 0; i < 3; i += 1) await aStoredQuote();
    await db().update(quotes).set({ updatedAt: old });
    expect((await deleteExpiredRecords(db(), retentionCutoff(now), 2)).quotes).toBe(2);
    expect((await deleteExpiredRecords(db(), retentionCutoff(now), 2)).quotes).toBe(1);
    expect(await db().select().from(quotes)).toEqual([]);
  });
});
