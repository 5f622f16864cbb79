import { afterEach, describe, expect, it, vi } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { contactMessages, conversations, messages, outbox } from '../../worker/db/schema.ts';
import { contactResponseSchema } from '../../worker/contract/schemas/contact.ts';
import { isEmailAddress } from '../../worker/contract/text-rules.ts';
import { aContactMessage, aQuoteRequest } from './factories.ts';
import { answerOf, call, db, errorOf, pinInsideRateLimitWindow, postJson } from './support.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('POST /api/contact', () => {
  it('stores the message, starts a conversation and queues both e-mails', async () => {
    const response = await postJson('/api/contact', aContactMessage({ company: 'Maison Martin', lang: 'fr' }));
    expect(response.status).toBe(201);
    const answer = await answerOf(response, contactResponseSchema);

    const [stored] = await db().select().from(contactMessages).where(eq(contactMessages.id, answer.id));
    expect(stored).toMatchObject({
      name: 'Claire Martin',
      company: 'Maison Martin',
      telephone: '+33 6 12 34 56 78',
      email: 'claire.martin@example.com',
      message: 'Bonjour, je voudrais un transfert vers Orly samedi.',
      lang: 'fr',
      conversationId: answer.conversationId,
    });
    const [conversation] = await db().select().from(conversations).where(eq(conversations.id, answer.conversationId));
    expect(conversation).toMatchObject({ customerName: 'Claire Martin', customerEmail: 'claire.martin@example.com' });
    const thread = await db().select().from(messages).where(eq(messages.conversationId, answer.conversationId));
    expect(thread).toMatchObject([{ sender: 'customer', text: 'Bonjour, je voudrais un transfert vers Orly samedi.' }]);

    const emails = await db().select().from(outbox).orderBy(asc(outbox.id));
    expect(emails).toHaveLength(2);
    const [toAdmin, toCustomer] = emails;
    expect(toAdmin).toMatchObject({
      kind: 'contact.admin',
      toAddress: 'office@example.test',
      replyTo: 'claire.martin@example.com',
      subject: 'New contact message from Claire Martin',
      relatedType: 'contact_message',
      relatedId: answer.id,
    });
    expect(toAdmin?.text).toContain('Bonjour, je voudrais un transfert vers Orly samedi.');
    expect(toCustomer).toMatchObject({
      kind: 'contact.customer',
      toAddress: 'claire.martin@example.com',
      lang: 'fr',
      subject: 'Nous avons bien reçu votre message',
      relatedId: answer.id,
    });
    // Delivered right after the response by the local outbox provider.
    expect(emails.map((email) => email.status)).toEqual(['sent', 'sent']);
  });

  it('continues the same conversation for the same e-mail address', async () => {
    const first = await answerOf(await postJson('/api/contact', aContactMessage()), contactResponseSchema);
    const second = await answerOf(
      await postJson('/api/contact', aContactMessage({ email: 'Claire.Martin@Example.com', message: 'Et le retour ?' })),
      contactResponseSchema,
    );
    expect(second.conversationId).toBe(first.conversationId);
    const thread = await db().select().from(messages).where(eq(messages.conversationId, first.conversationId));
    expect(thread.map((message) => message.text)).toEqual(['Bonjour, je voudrais un transfert vers Orly samedi.', 'Et le retour ?']);
  });

  it('keeps the line breaks and tabs of a multi-line message', async () => {
    const response = await postJson('/api/contact', aContactMessage({ message: 'Bonjour,\r\n\tun van pour six ?\nMerci' }));
    expect(response.status).toBe(201);
    const [stored] = await db().select().from(contactMessages);
    expect(stored?.message).toBe('Bonjour,\r\n\tun van pour six ?\nMerci');
  });

  it('accepts the spec payload with only name and e-mail', async () => {
    const response = await postJson('/api/contact', { name: 'Ana', email: 'ana@example.com' });
    expect(response.status).toBe(201);
  });

  it('escapes customer text in the e-mails', async () => {
    await postJson('/api/contact', aContactMessage({ name: '<script>alert(1)</script>', message: '<img src=x onerror=alert(1)>' }));
    const emails = await db().select().from(outbox);
    for (const email of emails) {
      expect(email.html).not.toContain('<script>');
      expect(email.html).not.toContain('<img src=x');
      expect(email.html).toContain('&lt;script&gt;');
    }
  });

  it('refuses line breaks in a name, and keeps subjects on one line without bidi controls', async () => {
    const refused = await postJson('/api/contact', aContactMessage({ name: 'Eve\r\nBcc: victim@example.com' }));
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).fields).toEqual({ name: 'Remove the invisible control characters from this field.' });
    await postJson('/api/contact', aContactMessage({ name: 'Eve\u2028Bcc: victim@example.com \u202egnp.exe' }));
    const [toAdmin] = await db().select().from(outbox).where(eq(outbox.kind, 'contact.admin'));
    expect(toAdmin?.subject).toBe('New contact message from Eve Bcc: victim@example.com gnp.exe');
  });

  describe('no mail relay', () => {
    it('acknowledges without repeating the message, and with the name cut to 40 characters', async () => {
      const name = 'Win a prize at https://cheap-pills.example, click now please';
      await postJson('/api/contact', aContactMessage({ name, message: 'Buy now at https://cheap-pills.example' }));
      const [toCustomer] = await db().select().from(outbox).where(eq(outbox.kind, 'contact.customer'));
      for (const body of [toCustomer!.text, toCustomer!.html]) {
        expect(body).not.toContain('Buy now');
        expect(body).not.toContain('click now');
      }
      expect(toCustomer?.text).toContain(`${[...name].slice(0, 39).join('').trimEnd()}…`);
      // The company still reads everything.
      const [toAdmin] = await db().select().from(outbox).where(eq(outbox.kind, 'contact.admin'));
      expect(toAdmin?.text).toContain('Buy now at https://cheap-pills.example');
    });

    it("never renames someone's conversation; each message keeps the name it was sent with", async () => {
      const first = await answerOf(await postJson('/api/contact', aContactMessage()), contactResponseSchema);
      const second = await answerOf(
        await postJson('/api/contact', aContactMessage({ name: 'Mallory', message: 'Ignore my earlier message.' })),
        contactResponseSchema,
      );
      const [conversation] = await db().select().from(conversations).where(eq(conversations.id, first.conversationId));
      expect(conversation?.customerName).toBe('Claire Martin');
      const stored = await db().select({ id: contactMessages.id, name: contactMessages.name }).from(contactMessages).orderBy(asc(contactMessages.id));
      expect(stored).toEqual([
        { id: first.id, name: 'Claire Martin' },
        { id: second.id, name: 'Mallory' },
      ]);
    });

    it('acknowledges one address at most three times a day; every message is stored and the company told', async () => {
      for (let i = 0; i < 5; i += 1) {
        const email = i % 2 ? 'Target@Example.com' : 'target@example.com';
        expect((await postJson('/api/contact', aContactMessage({ email }), { 'CF-Connecting-IP': `198.51.100.${i + 1}` })).status).toBe(201);
      }
      expect(await db().select().from(contactMessages)).toHaveLength(5);
      const emails = await db().select().from(outbox);
      expect(emails.filter((email) => email.kind === 'contact.admin')).toHaveLength(5);
      expect(emails.filter((email) => email.kind === 'contact.customer')).toHaveLength(3);
    });

    it('answers a filled honeypot like a success, but stores and sends nothing', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const response = await postJson('/api/contact', aContactMessage({ website: 'https://cheap-pills.example' }));
      expect(response.status).toBe(201);
      expect(await answerOf(response, contactResponseSchema)).toEqual({ id: 0, conversationId: 0 });
      expect(await db().select().from(contactMessages)).toHaveLength(0);
      expect(await db().select().from(outbox)).toHaveLength(0);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('honeypot'));
    });

    it('refuses the 11th message from one client within the window, with Retry-After', async () => {
      pinInsideRateLimitWindow();
      const from = { 'CF-Connecting-IP': '203.0.113.7' };
      for (let i = 0; i < 10; i += 1) expect((await postJson('/api/contact', aContactMessage({ email: `visitor${i}@example.com` }), from)).status).toBe(201);
      const refused = await postJson('/api/contact', aContactMessage(), from);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
      expect((await errorOf(refused)).code).toBe('rate_limited');
      expect(await db().select().from(contactMessages)).toHaveLength(10);
      expect((await postJson('/api/contact', aContactMessage(), { 'CF-Connecting-IP': '198.51.100.1' })).status).toBe(201);
    });
  });

  describe('validation', () => {
    const cases: Array<[string, Record<string, unknown>, Record<string, string>]> = [
      ['missing name and e-mail', { message: 'Hello' }, { name: 'This field is required.', email: 'This field is required.' }],
      ['blank name', aContactMessage({ name: '   ' }), { name: 'This field is required.' }],
      ['invalid e-mail', aContactMessage({ email: 'claire@' }), { email: 'Email is invalid' }],
      ['name too long', aContactMessage({ name: 'x'.repeat(121) }), { name: 'This is too long.' }],
      ['letters in the telephone', aContactMessage({ telephone: 'call me' }), { telephone: 'Use digits, spaces and + ( ) - only.' }],
      ['message too long', aContactMessage({ message: 'x'.repeat(5001) }), { message: 'This is too long.' }],
      ['a number for a name', aContactMessage({ name: 42 }), { name: 'This value is not valid.' }],
      ['a NUL in the name', aContactMessage({ name: 'Claire\u0000' }), { name: 'Remove the invisible control characters from this field.' }],
      ['a name of invisible characters only', aContactMessage({ name: '\u200b\u2060' }), { name: 'This field is required.' }],
      [
        'a line break in the company',
        aContactMessage({ company: 'ACME\nBcc: x@example.com' }),
        { company: 'Remove the invisible control characters from this field.' },
      ],
      ['a bell in the message', aContactMessage({ message: 'Hello\u0007' }), { message: 'Remove the invisible control characters from this field.' }],
      ['an e-mail in angle brackets', aContactMessage({ email: '<claire@example.com>' }), { email: 'Email is invalid' }],
    ];
    for (const [title, body, fields] of cases) {
      it(`refuses ${title}, naming the fields`, async () => {
        const response = await postJson('/api/contact', body);
        expect(response.status).toBe(400);
        const error = await errorOf(response);
        expect(error.code).toBe('validation_failed');
        expect(error.fields).toEqual(fields);
        expect(await db().select().from(contactMessages)).toHaveLength(0);
      });
    }

    describe("e-mail addresses: the quote request's rule (the product's one pattern, text-rules.ts)", () => {
      // What the stricter rule refuses: no mailbox lists, display names, quotes, spaces, dots at the
      // edges or doubled, addresses without a real top-level domain, non-ASCII or over 254 characters.
      const REFUSED = [
        'claire@',
        'claire@example',
        'claire@example.c',
        'claire@example.com.',
        'claire@-example.com',
        'claire@exa_mple.com',
        'claire@[192.0.2.1]',
        '.claire@example.com',
        'claire.@example.com',
        'claire..martin@example.com',
        "claire'@example.com",
        'clai re@example.com',
        '"claire"@example.com',
        'claire@@example.com',
        'élodie@example.com',
        'Claire <claire@example.com>',
        'claire@example.com, eve@example.com',
        'claire@example.com;eve@example.com',
        `${'a'.repeat(243)}@example.com`,
      ];
      const ACCEPTED = ["o'brien+tag@mail.example.co.uk", 'x_y-z@example.travel', 'CLAIRE.MARTIN@EXAMPLE.COM'];
      let client = 0;
      /** Each request from its own client, so no rate limit stands in the way. */
      const from = () => ({ 'CF-Connecting-IP': `203.0.113.${(client += 1)}` });

      for (const email of REFUSED) {
        it(`refuses ${JSON.stringify(email.length > 40 ? `${email.slice(0, 12)}… (${email.length} characters)` : email)} as the quote request does`, async () => {
          expect(isEmailAddress(email)).toBe(false);
          const contact = await postJson('/api/contact', aContactMessage({ email }), from());
          expect(contact.status).toBe(400);
          expect(Object.keys((await errorOf(contact)).fields ?? {})).toEqual(['email']);
          const quote = await postJson('/api/quotes', aQuoteRequest({ email }), from());
          expect(quote.status).toBe(400);
          expect(Object.keys((await errorOf(quote)).fields ?? {})).toEqual(['email']);
          expect(await db().select().from(contactMessages)).toHaveLength(0);
        });
      }

      it('accepts what the quote request accepts, kept in lower case', async () => {
        for (const email of ACCEPTED) {
          expect(isEmailAddress(email)).toBe(true);
          expect((await postJson('/api/contact', aContactMessage({ email }), from())).status).toBe(201);
          expect((await postJson('/api/quotes', aQuoteRequest({ email }), from())).status).toBe(201);
        }
        const stored = await db().select().from(contactMessages).orderBy(asc(contactMessages.id));
        expect(stored.map((message) => message.email)).toEqual(ACCEPTED.map((email) => email.toLowerCase()));
      });
    });

    it('answers in French for a French request', async () => {
      const response = await postJson('/api/contact', { email: 'nope', lang: 'fr' });
      const error = await errorOf(response);
      expect(error.message).toBe('Certains champs doivent être corrigés.');
      expect(error.fields).toEqual({ name: 'Ce champ est obligatoire.', email: 'Adresse e-mail invalide' });
    });

    it('refuses a body that is not an object', async () => {
      const response = await postJson('/api/contact', [1, 2]);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe('validation_failed');
    });

    it('refuses malformed JSON with 400', async () => {
      const response = await postJson('/api/contact', '{"name": "Ana",');
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({ code: 'bad_json', message: 'The request body is not valid JSON.' });
    });

    it('refuses a body that is not JSON with 415', async () => {
      const response = await call('/api/contact', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'name=Ana' });
      expect(response.status).toBe(415);
      expect((await errorOf(response)).code).toBe('unsupported_media_type');
    });

    it('refuses a body over 64 KB with 413', async () => {
      const response = await postJson('/api/contact', aContactMessage({ message: 'x'.repeat(70_000) }));
      expect(response.status).toBe(413);
      expect((await errorOf(response)).code).toBe('payload_too_large');
    });
  });

  describe('Idempotency-Key', () => {
    it('stores one message for a retried request and answers the same', async () => {
      const headers = { 'Idempotency-Key': 'contact-retry-0001' };
      const first = await postJson('/api/contact', aContactMessage(), headers);
      const second = await postJson('/api/contact', aContactMessage(), headers);
      expect(first.status).toBe(201);
      expect(second.status).toBe(201);
      expect(await answerOf(second, contactResponseSchema)).toEqual(await answerOf(first, contactResponseSchema));
      expect(await db().select().from(contactMessages)).toHaveLength(1);
      expect(await db().select().from(outbox)).toHaveLength(2);
    });

    it('refuses the same key with a different body (422)', async () => {
      const headers = { 'Idempotency-Key': 'contact-retry-0002' };
      await postJson('/api/contact', aContactMessage(), headers);
      const response = await postJson('/api/contact', aContactMessage({ message: 'Something else' }), headers);
      expect(response.status).toBe(422);
      expect((await errorOf(response)).code).toBe('idempotency_conflict');
      expect(await db().select().from(contactMessages)).toHaveLength(1);
    });

    it('refuses a malformed key', async () => {
      const response = await postJson('/api/contact', aContactMessage(), { 'Idempotency-Key': 'x' });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).fields).toHaveProperty('Idempotency-Key');
    });
  });
});
