// The customer's messages on their request page against a real D1 (decision 041): a message written
// there joins the conversation of their address about that request, with the office's notification
// and an audit row; every refusal (empty, too long, control characters, the hourly limit, too many
// lookups) comes back with what was typed and stores nothing; a link that opens nothing stores
// nothing; the office's answers (from Messages and from Reply to Customer) are on the page, new until
// the customer writes or marks them read by a POST — reading the page changes nothing.
import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { emailRoutes } from '../../worker/routes/admin/email.ts';
import { adminMessagesRoutes } from '../../worker/routes/admin/messages.ts';
import { REQUEST_PAGE_LINK_FIELD } from '../../worker/contract/email-send-words.ts';
import { REQUEST_LINK_LOOKUPS_PER_WINDOW, REQUEST_MESSAGES_PER_HOUR } from '../../worker/contract/booking-words.ts';
import { FIELD_LIMITS } from '../../worker/contract/limits.ts';
import { auditLog, conversations, messages, outbox } from '../../worker/db/schema.ts';
import { openRequestPage } from '../../worker/bookings/request-page.ts';
import { aStoredExcursionQuote, aStoredQuote } from './factories.ts';
import { adminCaller } from './admin-support.ts';
import { TEST_ADMIN, call, db, latestRequestToken as latestToken } from './support.ts';

const { post: postAdmin, call: callAdmin } = adminCaller({ email: emailRoutes, admin: { '/messages': adminMessagesRoutes } }, TEST_ADMIN.username);

const CLIENT = '198.51.100.41';
const OFFICE = 'office@example.test';
const CUSTOMER = 'claire.martin@example.com';
const DAY = 86_400_000;

/** The office's reply from Reply to Customer, which brings the customer their link. */
function reply(id: number, kind: 'transfer' | 'excursion' = 'transfer', text = 'Here is your page') {
  return postAdmin('/api/email/send', {
    to: CUSTOMER,
    subject: 'Your request',
    htmlContent: `<p>${text}: ${REQUEST_PAGE_LINK_FIELD}</p>`,
    quoteId: id,
    quoteKind: kind,
  });
}

/** A transfer request the office has replied to, and the customer's link. */
async function repliedRequest(overrides: Parameters<typeof aStoredQuote>[0] = {}) {
  const quote = await aStoredQuote({ pickupAt: new Date(Date.now() + 10 * DAY), ...overrides });
  expect((await reply(quote.id)).status).toBe(200);
  return { ...quote, token: await latestToken() };
}

/** A form posted as the request page posts it. */
const postForm = (action: 'message' | 'messages-read', fields: Record<string, string>, client = CLIENT) =>
  call(`/api/request-page/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': client },
    body: new URLSearchParams(fields).toString(),
  });
const write = (token: string, text: string, client?: string) => postForm('message', { token, text }, client);
const where = (response: Response) => new URL(response.headers.get('Location') ?? '', 'https://x.test');

async function pageView(token: string) {
  const opened = await openRequestPage({ db: db(), client: CLIENT, cardPayments: false, bankTransfer: null, now: new Date() }, token);
  if (opened.status !== 'ok') throw new Error(`the page did not open: ${opened.status}`);
  return opened.view;
}

const customerMessages = () => db().select().from(messages).where(eq(messages.sender, 'customer')).orderBy(asc(messages.id));
const officeNotices = () => db().select().from(outbox).where(eq(outbox.kind, 'message.admin')).orderBy(asc(outbox.id));

describe('a message written on the request page', () => {
  it('joins the conversation of the address about that request, tells the office, and is audited', async () => {
    const quote = await repliedRequest();
    const answer = await write(quote.token, '  Could the driver hold a sign\nwith my name?  ');
    expect(answer.status).toBe(303);
    const to = where(answer);
    expect(to.pathname).toBe(`/request/${quote.token}`);
    expect(to.searchParams.get('message')).toBe('sent');
    expect(to.searchParams.has('draft')).toBe(false);
    expect(to.hash).toBe('#messages');

    const [stored] = await customerMessages();
    expect(stored).toMatchObject({ text: 'Could the driver hold a sign\nwith my name?', requestKind: 'transfer', requestId: quote.id, inboundMessageId: null });
    const [conversation] = await db().select().from(conversations);
    expect(conversation).toMatchObject({ customerEmail: CUSTOMER, customerName: 'Claire Martin' });
    expect(stored!.conversationId).toBe(conversation!.id);

    const [notice] = await officeNotices();
    expect(notice).toMatchObject({ toAddress: OFFICE, replyTo: CUSTOMER, lang: 'en', relatedType: 'conversation', relatedId: conversation!.id });
    expect(notice!.subject).toContain(quote.quoteNumber);
    expect(notice!.text).toContain('Could the driver hold a sign');
    expect(notice!.text).toContain('/admin/messages');

    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'customer-message'));
    expect(audit).toEqual([
      expect.objectContaining({
        actor: 'customer',
        entityType: 'conversation',
        entityId: String(conversation!.id),
        detail: { number: quote.quoteNumber, characters: 42 },
      }),
    ]);

    const view = await pageView(quote.token);
    expect(view.messages.items.at(-1)).toMatchObject({
      from: 'customer',
      text: 'Could the driver hold a sign\nwith my name?',
      about: quote.quoteNumber,
      isNew: false,
    });
  });

  it('is stored as typed and escaped in the office e-mail', async () => {
    const quote = await repliedRequest();
    const hostile = '<script>alert("x")</script> & <img src=x onerror=alert(1)>';
    expect(where(await write(quote.token, hostile)).searchParams.get('message')).toBe('sent');
    expect((await customerMessages())[0]!.text).toBe(hostile);
    const [notice] = await officeNotices();
    expect(notice!.html).not.toContain('<script>');
    expect(notice!.html).not.toContain('<img');
    expect(notice!.html).toContain('&lt;script&gt;');
  });

  it('speaks the request’s language: a French request comes back to its French page', async () => {
    const quote = await repliedRequest({ lang: 'fr' });
    const to = where(await write(quote.token, 'Bonjour, merci !'));
    expect(to.pathname).toBe(`/fr/request/${quote.token}`);
    expect(to.searchParams.get('message')).toBe('sent');
  });

  it('from an excursion request’s page is about that request', async () => {
    const excursion = await aStoredExcursionQuote();
    expect((await reply(excursion.id, 'excursion')).status).toBe(200);
    const token = await latestToken();
    expect(where(await write(token, 'Can we start at 9?')).searchParams.get('message')).toBe('sent');
    expect((await customerMessages())[0]).toMatchObject({ requestKind: 'excursion', requestId: excursion.id });
  });

  it.each([
    ['nothing', '', 'empty'],
    ['only spaces and line breaks', ' \n\t \u200b ', 'empty'],
    ['one character too many', 'a'.repeat(FIELD_LIMITS.requestMessage + 1), 'tooLong'],
    ['a control character', 'Hello\u0007 there', 'invalid'],
  ])('refuses %s, keeps what was typed and stores nothing', async (_, text, problem) => {
    const quote = await repliedRequest();
    const before = await db().select().from(messages);
    const to = where(await write(quote.token, text));
    expect(to.searchParams.get('message')).toBe(problem);
    expect(to.searchParams.get('draft')).toBe(text);
    expect(await db().select().from(messages)).toEqual(before);
    expect(await officeNotices()).toEqual([]);
  });

  it('takes a message of exactly the longest length, counted in characters', async () => {
    const quote = await repliedRequest();
    const text = 'é'.repeat(FIELD_LIMITS.requestMessage - 1) + '🚗';
    expect(where(await write(quote.token, text)).searchParams.get('message')).toBe('sent');
    expect((await customerMessages())[0]!.text).toBe(text);
  });

  it('takes at most the hourly number of messages per conversation, then refuses with the draft kept', async () => {
    const quote = await repliedRequest();
    for (let n = 1; n <= REQUEST_MESSAGES_PER_HOUR; n += 1) {
      expect(where(await write(quote.token, `Question ${n}`, `198.51.100.${n}`)).searchParams.get('message')).toBe('sent');
    }
    const refused = where(await write(quote.token, 'One more'));
    expect(refused.searchParams.get('message')).toBe('limit');
    expect(refused.searchParams.get('draft')).toBe('One more');
    expect(await customerMessages()).toHaveLength(REQUEST_MESSAGES_PER_HOUR);
    expect(await officeNotices()).toHaveLength(REQUEST_MESSAGES_PER_HOUR);
  });

  it('counts against the page’s lookups: past them it is refused as busy with the draft kept', async () => {
    const quote = await repliedRequest();
    for (let n = 0; n < REQUEST_LINK_LOOKUPS_PER_WINDOW; n += 1) await pageView(quote.token);
    const to = where(await write(quote.token, 'Hello'));
    expect(to.searchParams.get('message')).toBe('busy');
    expect(to.searchParams.get('draft')).toBe('Hello');
    expect(await customerMessages()).toEqual([]);
  });

  it('stores nothing for a link that opens nothing, and answers the page that says so', async () => {
    await repliedRequest();
    const unknown = 'A'.repeat(43);
    expect(where(await write(unknown, 'Hello')).pathname).toBe(`/request/${unknown}`);
    expect(where(await write('../../admin', 'Hello')).pathname).toBe('/request/invalid');
    expect(where(await postForm('message', { text: 'Hello' })).pathname).toBe('/request/invalid');
    expect(await customerMessages()).toEqual([]);
    expect(await officeNotices()).toEqual([]);
  });

  it('is a POST only', async () => {
    const quote = await repliedRequest();
    for (const action of ['message', 'messages-read']) {
      const answer = await call(`/api/request-page/${action}?token=${quote.token}&text=hi`);
      expect(answer.status).toBe(405);
      expect(answer.headers.get('Allow')).toBe('POST');
    }
    expect(await customerMessages()).toEqual([]);
  });
});

describe('the office’s answers on the request page', () => {
  it('shows an answer from Messages as new, with a fresh link in its e-mail, until the customer marks it read by a POST', async () => {
    const quote = await repliedRequest();
    await write(quote.token, 'Is a child seat possible?');
    const [conversation] = await db().select().from(conversations);
    const answered = await postAdmin(`/api/admin/messages/${conversation!.id}/reply`, { text: 'Yes, of course.\nWe add it free of charge.' });
    expect(answered.status).toBe(201);
    const [email] = await db().select().from(outbox).where(eq(outbox.kind, 'reply.conversation'));
    const token = /\/request\/([A-Za-z0-9_-]{43})/.exec(email!.text)?.[1];
    expect(token).toBeDefined();
    expect(token).not.toBe(quote.token);

    const view = await pageView(token!);
    expect(view.messages.unread).toBe(1);
    expect(view.messages.items.map((message) => [message.from, message.text, message.isNew])).toEqual([
      // The reply from Reply to Customer, its link replaced by the page's words: no token is stored.
      ['company', 'Here is your page: Your request page', false],
      ['customer', 'Is a child seat possible?', false],
      ['company', 'Yes, of course.\nWe add it free of charge.', true],
    ]);

    // Reading the page again and again changes nothing.
    await pageView(token!);
    expect((await pageView(quote.token)).messages.unread).toBe(1);

    const read = await postForm('messages-read', { token: quote.token });
    expect(read.status).toBe(303);
    expect(where(read).searchParams.get('message')).toBe('read');
    expect((await pageView(quote.token)).messages.unread).toBe(0);
  });

  it('counts an answer as read once the customer writes after it', async () => {
    const quote = await repliedRequest();
    expect((await pageView(quote.token)).messages.unread).toBe(1);
    await write(quote.token, 'Thanks!');
    expect((await pageView(quote.token)).messages.unread).toBe(0);
  });

  it('keeps the reply from Reply to Customer in the conversation about its request, without the link', async () => {
    const quote = await repliedRequest();
    const [stored] = await db().select().from(messages);
    expect(stored).toMatchObject({ sender: 'admin', requestKind: 'transfer', requestId: quote.id, text: 'Here is your page: Your request page' });
    expect(stored!.text).not.toContain('/request/');
    const list = (await (await callAdmin('/api/admin/messages')).json()) as { items: { customer: { email: string }; unread: number }[] };
    expect(list.items).toEqual([expect.objectContaining({ customer: expect.objectContaining({ email: CUSTOMER }), unread: 0 })]);
  });

  it('shows the same conversation on each of the customer’s request pages', async () => {
    const first = await repliedRequest();
    const second = await repliedRequest();
    await write(first.token, 'About the first one');
    const view = await pageView(second.token);
    expect(view.messages.items.find((message) => message.from === 'customer')).toMatchObject({ text: 'About the first one', about: first.quoteNumber });
  });
});
