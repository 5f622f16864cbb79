import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { contactMessages, conversations, messages, outbox } from '../../worker/db/schema.ts';
import { aContactMessage } from './factories.ts';
import { call, db, postJson, type ErrorBody } from './support.ts';

describe('POST /api/contact', () => {
  it('stores the message, starts a conversation and queues both e-mails', async () => {
    const response = await postJson('/api/contact', aContactMessage({ company: 'Maison Martin', lang: 'fr' }));
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { id: number; conversationId: number };

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
    const first = (await (await postJson('/api/contact', aContactMessage())).json()) as { conversationId: number };
    const second = (await (await postJson('/api/contact', aContactMessage({ email: 'Claire.Martin@Example.com', message: 'Et le retour ?' }))).json()) as {
      conversationId: number;
    };
    expect(second.conversationId).toBe(first.conversationId);
    const thread = await db().select().from(messages).where(eq(messages.conversationId, first.conversationId));
    expect(thread.map((message) => message.text)).toEqual(['Bonjour, je voudrais un transfert vers Orly samedi.', 'Et le retour ?']);
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

  it('keeps subjects on one line', async () => {
    await postJson('/api/contact', aContactMessage({ name: 'Eve\r\nBcc: victim@example.com' }));
    const [toAdmin] = await db().select().from(outbox).where(eq(outbox.kind, 'contact.admin'));
    expect(toAdmin?.subject).toBe('New contact message from Eve Bcc: victim@example.com');
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
    ];
    for (const [title, body, fields] of cases) {
      it(`refuses ${title}, naming the fields`, async () => {
        const response = await postJson('/api/contact', body);
        expect(response.status).toBe(400);
        const error = (await response.json()) as ErrorBody;
        expect(error.error.code).toBe('validation_failed');
        expect(error.error.fields).toEqual(fields);
        expect(await db().select().from(contactMessages)).toHaveLength(0);
      });
    }

    it('answers in French for a French request', async () => {
      const response = await postJson('/api/contact', { email: 'nope', lang: 'fr' });
      const error = (await response.json()) as ErrorBody;
      expect(error.error.message).toBe('Certains champs doivent être corrigés.');
      expect(error.error.fields).toEqual({ name: 'Ce champ est obligatoire.', email: 'Adresse e-mail invalide' });
    });

    it('refuses a body that is not an object', async () => {
      const response = await postJson('/api/contact', [1, 2]);
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error.code).toBe('validation_failed');
    });

    it('refuses malformed JSON with 400', async () => {
      const response = await postJson('/api/contact', '{"name": "Ana",');
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error).toMatchObject({ code: 'bad_json', message: 'The request body is not valid JSON.' });
    });

    it('refuses a body that is not JSON with 415', async () => {
      const response = await call('/api/contact', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'name=Ana' });
      expect(response.status).toBe(415);
      expect(((await response.json()) as ErrorBody).error.code).toBe('unsupported_media_type');
    });

    it('refuses a body over 64 KB with 413', async () => {
      const response = await postJson('/api/contact', aContactMessage({ message: 'x'.repeat(70_000) }));
      expect(response.status).toBe(413);
      expect(((await response.json()) as ErrorBody).error.code).toBe('payload_too_large');
    });
  });

  describe('Idempotency-Key', () => {
    it('stores one message for a retried request and answers the same', async () => {
      const headers = { 'Idempotency-Key': 'contact-retry-0001' };
      const first = await postJson('/api/contact', aContactMessage(), headers);
      const second = await postJson('/api/contact', aContactMessage(), headers);
      expect(first.status).toBe(201);
      expect(second.status).toBe(201);
      expect(await second.json()).toEqual(await first.json());
      expect(await db().select().from(contactMessages)).toHaveLength(1);
      expect(await db().select().from(outbox)).toHaveLength(2);
    });

    it('refuses the same key with a different body (422)', async () => {
      const headers = { 'Idempotency-Key': 'contact-retry-0002' };
      await postJson('/api/contact', aContactMessage(), headers);
      const response = await postJson('/api/contact', aContactMessage({ message: 'Something else' }), headers);
      expect(response.status).toBe(422);
      expect(((await response.json()) as ErrorBody).error.code).toBe('idempotency_conflict');
      expect(await db().select().from(contactMessages)).toHaveLength(1);
    });

    it('refuses a malformed key', async () => {
      const response = await postJson('/api/contact', aContactMessage(), { 'Idempotency-Key': 'x' });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error.fields).toHaveProperty('Idempotency-Key');
    });
  });
});
