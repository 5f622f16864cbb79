// The back office's Messages: the Conversations list (order, preview, unread, 304), one thread
// (order, authors, marked read, 404s; the customer's requests and timeline beside it are
// admin-messages-timeline.spec.ts's), the admin's answer (stored, e-mailed in the customer's
// language with the text escaped, audited; field messages in the request's language) and the
// unread conversations among the pending counts.
import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { conversationListSchema, conversationSchema } from '../../worker/contract/schemas/admin-messages.ts';
import { pendingCountsSchema } from '../../worker/contract/schemas/admin-quotes.ts';
import { FIELD_LIMITS } from '../../worker/contract/limits.ts';
import { recordContactMessage } from '../../worker/db/queries/contact.ts';
import { auditLog, conversations, messages, outbox } from '../../worker/db/schema.ts';
import { ADMIN, callAdmin } from './admin-support.ts';
import { answerOf, db, errorOf } from './support.ts';

const PATH = '/api/admin/messages';

/** A Contact Us message, stored as POST /api/contact stores it (without its e-mails). */
async function aContactMessage(email: string, message: string, options: { name?: string; lang?: 'en' | 'fr' } = {}): Promise<number> {
  const { conversationId } = await recordContactMessage(db(), {
    message: { name: options.name ?? 'Claire Martin', email, message, lang: options.lang ?? 'en', company: '', street: '', zip: '', city: '', telephone: '' },
    emails: [],
    idempotency: null,
  });
  return conversationId;
}

const list = async (headers: Record<string, string> = {}) => {
  const response = await callAdmin(PATH, { headers });
  expect(response.status).toBe(200);
  return answerOf(response, conversationListSchema);
};
const open = async (id: number) => {
  const response = await callAdmin(`${PATH}/${id}`);
  expect(response.status).toBe(200);
  return answerOf(response, conversationSchema);
};
const reply = (id: number | string, body: unknown, headers: Record<string, string> = {}) =>
  callAdmin(`${PATH}/${id}/reply`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('GET /api/admin/messages', () => {
  it('lists the conversations, most recent activity first, with the first message’s first 40 characters and the unread counts', async () => {
    const first = await aContactMessage('claire@example.com', 'Bonjour, je voudrais un transfert vers Orly samedi matin.', { lang: 'fr' });
    const second = await aContactMessage('ben@example.com', 'Short one', { name: 'Ben Hall' });
    // Claire writes again: her conversation moves to the top, its preview still her first message.
    expect(await aContactMessage('claire@example.com', 'Et le retour ?', { lang: 'fr' })).toBe(first);

    const answer = await list();
    expect(answer).toEqual({
      items: [
        {
          id: first,
          _id: first,
          customer: { name: 'Claire Martin', email: 'claire@example.com' },
          lang: 'fr',
          preview: 'Bonjour, je voudrais un transfert vers O',
          lastMessageAt: expect.any(String),
          messageCount: 2,
          unread: 2,
        },
        {
          id: second,
          _id: second,
          customer: { name: 'Ben Hall', email: 'ben@example.com' },
          lang: 'en',
          preview: 'Short one',
          lastMessageAt: expect.any(String),
          messageCount: 1,
          unread: 1,
        },
      ],
      unreadConversations: 2,
    });
    expect(answer.items[0]!.preview).toHaveLength(40);
    expect(Date.parse(answer.items[0]!.lastMessageAt)).toBeGreaterThan(Date.parse(answer.items[1]!.lastMessageAt));
  });

  it('cuts the preview between characters, never inside one, and answers the name as given (empty when none)', async () => {
    const id = await aContactMessage('emoji@example.com', `${'🚗'.repeat(45)}`);
    await db().update(conversations).set({ customerName: '' }).where(eq(conversations.id, id));
    const [item] = (await list()).items;
    expect([...item!.preview]).toHaveLength(40);
    expect(item!.preview).toBe('🚗'.repeat(40));
    // The screen shows the e-mail, or 'Customer', in place of a missing name.
    expect(item!.customer).toEqual({ name: '', email: 'emoji@example.com' });
  });

  it('answers 304 while nothing changed, and 200 after a new message, an answer or a thread opened', async () => {
    const id = await aContactMessage('claire@example.com', 'Bonjour');
    const first = await callAdmin(PATH);
    expect(first.headers.get('Cache-Control')).toBe('private, no-cache');
    let etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^W\//);
    const poll = () => callAdmin(PATH, { headers: { 'If-None-Match': etag } });
    expect((await poll()).status).toBe(304);

    for (const change of [
      () => open(id),
      () => aContactMessage('claire@example.com', 'Encore moi'),
      () => reply(id, { text: 'Bien reçu.' }),
      () => aContactMessage('new@example.com', 'Hello'),
    ]) {
      await change();
      const changed = await poll();
      expect(changed.status).toBe(200);
      etag = changed.headers.get('ETag') ?? '';
      expect((await poll()).status).toBe(304);
    }
  });

  it('answers an empty list when nobody has written', async () => {
    expect(await list()).toEqual({ items: [], unreadConversations: 0 });
  });
});

describe('GET /api/admin/messages/:id', () => {
  it('answers the thread oldest first with who wrote each message, and marks it read', async () => {
    const id = await aContactMessage('claire@example.com', 'Bonjour', { lang: 'fr' });
    await aContactMessage('claire@example.com', 'Un van pour six ?', { lang: 'fr' });
    await aContactMessage('ben@example.com', 'Hello');
    expect((await list()).unreadConversations).toBe(2);

    const thread = await open(id);
    expect(thread).toEqual({
      id,
      _id: id,
      customer: { name: 'Claire Martin', email: 'claire@example.com' },
      lang: 'fr',
      messages: [
        { id: expect.any(Number), from: 'customer', text: 'Bonjour', time: expect.any(String), channel: 'contact' },
        { id: expect.any(Number), from: 'customer', text: 'Un van pour six ?', time: expect.any(String), channel: 'contact' },
      ],
      // No request with her address, no e-mail to it (admin-messages-timeline.spec.ts tells their story).
      requests: [],
      timeline: [],
      customerReadMessageId: 0,
      customerUnread: 0,
    });
    expect(thread.messages[0]!.id).toBeLessThan(thread.messages[1]!.id);

    const after = await list();
    expect(after.items.find((item) => item.id === id)?.unread).toBe(0);
    expect(after.unreadConversations).toBe(1);
    // A message after the opening is unread again.
    await aContactMessage('claire@example.com', 'Et le retour ?', { lang: 'fr' });
    expect((await list()).items.find((item) => item.id === id)?.unread).toBe(1);
  });

  it('answers JSON 404 to an unknown or malformed id, in the request’s language', async () => {
    for (const path of [`${PATH}/999`, `${PATH}/abc`, `${PATH}/0`, `${PATH}/1.5`]) {
      const response = await callAdmin(path, { headers: { 'Accept-Language': 'fr-FR' } });
      expect(response.status, path).toBe(404);
      expect(await errorOf(response), path).toEqual({ code: 'not_found', message: "Cette conversation n'existe pas." });
    }
  });

  it('answers 405 to other methods', async () => {
    const response = await callAdmin(`${PATH}/1`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET, HEAD');
  });
});

describe('POST /api/admin/messages/:id/reply', () => {
  it('stores the answer, e-mails it to the customer in their language with the text escaped, audits it, and answers the thread (201)', async () => {
    const id = await aContactMessage('claire@example.com', 'Bonjour', { lang: 'fr' });
    const text = 'Bonjour Claire,\nC’est noté <script>alert(1)</script> & à samedi.';

    const response = await reply(id, { text: `  ${text}  ` });
    expect(response.status).toBe(201);
    const thread = await answerOf(response, conversationSchema);
    expect(thread.messages.map(({ from, text }) => ({ from, text }))).toEqual([
      { from: 'customer', text: 'Bonjour' },
      { from: 'admin', text },
    ]);
    // The answer's e-mail joins the timeline, queued; delivered right after the answer.
    expect(thread.timeline).toEqual([{ type: 'email', time: expect.any(String), kind: 'reply.conversation', subject: expect.any(String), status: 'queued' }]);
    const reopened = await open(id);
    expect(reopened.messages).toEqual(thread.messages);
    expect(reopened.timeline).toEqual([expect.objectContaining({ type: 'email', kind: 'reply.conversation', status: 'sent' })]);
    expect(reopened.customerUnread).toBe(1);

    const emails = await db().select().from(outbox).where(eq(outbox.relatedType, 'conversation'));
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email).toMatchObject({
      kind: 'reply.conversation',
      toAddress: 'claire@example.com',
      lang: 'fr',
      relatedId: id,
      subject: 'Re\u00a0: votre message à Paris Elite Chauffeur',
    });
    expect(email!.replyTo).toBeTruthy();
    expect(email!.html).toContain('Bonjour Claire,<br>C’est noté &lt;script&gt;alert(1)&lt;/script&gt; &amp; à samedi.');
    expect(email!.html).not.toContain('<script>');
    expect(email!.html).toContain('<html lang="fr">');
    expect(email!.text).toContain(text);

    const audit = await db().select().from(auditLog).where(eq(auditLog.entityType, 'conversation')).orderBy(asc(auditLog.id));
    expect(audit).toEqual([
      expect.objectContaining({
        actor: ADMIN,
        action: 'reply',
        entityId: String(id),
        detail: { to: 'claire@example.com', lang: 'fr', characters: text.length },
      }),
    ]);
    // Answered is read, and the list shows the answer's activity.
    const [item] = (await list()).items;
    expect(item).toMatchObject({ id, unread: 0, messageCount: 2 });
  });

  it('refuses a blank answer with the field message in the request’s language, storing nothing', async () => {
    const id = await aContactMessage('claire@example.com', 'Bonjour');
    for (const [lang, message] of [
      ['en-GB', 'Message is required'],
      ['fr-FR,fr;q=0.9', 'Le message est obligatoire'],
    ] as const) {
      for (const body of [{ text: '   \n ' }, {}]) {
        const response = await reply(id, body, { 'Accept-Language': lang });
        expect(response.status).toBe(400);
        expect((await errorOf(response)).fields).toEqual({ text: message });
      }
    }
    expect(await db().select().from(messages).where(eq(messages.sender, 'admin'))).toEqual([]);
    expect(await db().select().from(outbox)).toEqual([]);
    expect(await db().select().from(auditLog).where(eq(auditLog.entityType, 'conversation'))).toEqual([]);
  });

  it('refuses an answer longer than its limit, an unknown field, and a missing conversation', async () => {
    const id = await aContactMessage('claire@example.com', 'Bonjour');
    const max = FIELD_LIMITS.conversationReply;
    expect((await reply(id, { text: 'a'.repeat(max) })).status).toBe(201);
    const tooLong = await reply(id, { text: 'a'.repeat(max + 1) });
    expect(tooLong.status).toBe(400);
    expect((await errorOf(tooLong)).fields).toEqual({ text: expect.any(String) });
    expect((await errorOf(await reply(id, { text: 'Hi', to: 'someone@else.example' }))).fields).toEqual({ to: expect.any(String) });

    for (const missing of [999, 'abc']) {
      const response = await reply(missing, { text: 'Hello' });
      expect(response.status).toBe(404);
      expect((await errorOf(response)).code).toBe('not_found');
    }
    expect(await db().select().from(outbox)).toHaveLength(1);
  });
});

describe('the unread conversations among the pending counts', () => {
  it('count conversations with a customer message the admin has not opened', async () => {
    const counts = async () => answerOf(await callAdmin('/api/admin/metrics/pending-counts'), pendingCountsSchema);
    expect((await counts()).unreadConversations).toBe(0);
    const claire = await aContactMessage('claire@example.com', 'Bonjour');
    await aContactMessage('claire@example.com', 'Encore');
    await aContactMessage('ben@example.com', 'Hello');
    expect(await counts()).toEqual({ quotesPending: 0, exQuotesPending: 0, unreadConversations: 2, outboxFailed: 0 });
    await open(claire);
    expect((await counts()).unreadConversations).toBe(1);
  });
});
