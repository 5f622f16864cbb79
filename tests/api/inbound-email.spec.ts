// E-mail replies landing in the thread: customer e-mails leave with their conversation's signed
// reply address (and keep their Reply-To when inbound mail is not set up); the Worker's email()
// handler, given real RFC 5322 messages from tests/api/fixtures/inbound/ as Cloudflare gives them,
// stores the new text (multipart/alternative with quoted-printable, ISO-8859-1, HTML only), keeps
// images and PDFs in R2 and lists the rest, notifies the company, stores a message delivered twice
// once, and drops or refuses what is not a customer's reply: forged and expired addresses, an
// out-of-office, a bounce, a loop from our own address, a 20 MB message. Erasure and the cron's
// sweep delete the files with their conversation.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { and, asc, eq } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { app } from '../../worker/app.ts';
import { conversationListSchema, conversationSchema } from '../../worker/contract/schemas/admin-messages.ts';
import { contactResponseSchema } from '../../worker/contract/schemas/contact.ts';
import { conversations, messages, outbox } from '../../worker/db/schema.ts';
import type { Bindings } from '../../worker/env.ts';
import { handleEmail } from '../../worker/inbound/email-handler.ts';
import type { InboundEmail, InboundOutcome } from '../../worker/inbound/receive-reply.ts';
import { REPLY_ADDRESS_DAYS, replyAddress } from '../../worker/inbound/reply-address.ts';
import { runScheduledWork } from '../../worker/scheduled.ts';
import { callAdmin } from './admin-support.ts';
import { aContactMessage, aQuoteRequest } from './factories.ts';
import { ORIGIN, adminHeaders, answerOf, call, db, signIn } from './support.ts';

const DOMAIN = 'reply.paris-elite-chauffeur.fr';
const KEY = { domain: DOMAIN, secret: env.SESSION_SECRET };
const CLAIRE = 'claire@example.com';
const OFFICE = 'office@example.test';
const DAY_MS = 86_400_000;

/** The Worker's bindings with inbound mail set up (and any other change). */
const inboundEnv = (changes: Partial<Bindings> = {}): Bindings => ({ ...env, INBOUND_MAIL_DOMAIN: DOMAIN, ...changes });

afterEach(() => {
  vi.restoreAllMocks();
});

/** A public POST through the Worker with these bindings, waiting for the e-mails it delivers after its answer. */
async function postWith(bindings: Bindings, path: string, body: unknown): Promise<Response> {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const response = await app.fetch(request, bindings, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** A customer who wrote from the contact form and got the acknowledgement: their conversation and the Reply-To it left with. */
async function aCustomerWhoWrote(email = CLAIRE): Promise<{ conversationId: number; replyTo: string }> {
  const answer = await answerOf(await postWith(inboundEnv(), '/api/contact', aContactMessage({ email, name: 'Claire Martin' })), contactResponseSchema);
  const [acknowledgement] = await db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'contact.customer'), eq(outbox.toAddress, email)));
  expect(acknowledgement?.status).toBe('sent');
  return { conversationId: answer.conversationId, replyTo: acknowledgement?.replyTo ?? '' };
}

/** A fixture's bytes, its `{{to}}` placeholders made the address it answers (byte for byte: latin1 keeps every byte). */
function fixture(name: string, to: string): Uint8Array {
  const base64 = env.INBOUND_FIXTURES[name];
  if (!base64) throw new Error(`no fixture ${name}`);
  return Uint8Array.from(atob(base64).replaceAll('{{to}}', to), (char) => char.charCodeAt(0));
}

interface Delivery {
  message: InboundEmail;
  rejected: string[];
  forwarded: string[];
}

/**
 * A message as Cloudflare hands it to email(): the envelope, the parsed top-level headers, the raw
 * stream and its size, and setReject/forward recorded.
 */
async function emailOf(raw: Uint8Array, envelope: { from: string; to: string }, forward?: (to: string) => Promise<EmailSendResult>): Promise<Delivery> {
  const headers = new Headers();
  for (const header of (await PostalMime.parse(raw)).headers) headers.append(header.key, header.value);
  const rejected: string[] = [];
  const forwarded: string[] = [];
  const message: InboundEmail = {
    from: envelope.from,
    to: envelope.to,
    headers,
    raw: new Response(raw).body!,
    rawSize: raw.byteLength,
    setReject: (reason) => {
      rejected.push(reason);
    },
    forward:
      forward ??
      (async (to) => {
        forwarded.push(to);
        return { messageId: '<forwarded@example.test>' };
      }),
  };
  return { message, rejected, forwarded };
}

/** Runs the email() handler as Cloudflare does, waiting for the notification it delivers after. */
async function deliver(delivery: Delivery, bindings = inboundEnv()): Promise<InboundOutcome> {
  const ctx = createExecutionContext();
  const outcome = await handleEmail(delivery.message, bindings, ctx);
  await waitOnExecutionContext(ctx);
  return outcome;
}

const threadOf = async (conversationId: number) => db().select().from(messages).where(eq(messages.conversationId, conversationId)).orderBy(asc(messages.id));
const notifications = () => db().select().from(outbox).where(eq(outbox.kind, 'message.admin')).orderBy(asc(outbox.id));
const storedFiles = async () => (await env.MEDIA.list({ prefix: 'inbound/' })).objects.map((object) => object.key).sort();

describe('the Reply-To of customer e-mails', () => {
  it('is the signed address of the customer’s conversation; the company’s notification keeps the customer', async () => {
    const { conversationId, replyTo } = await aCustomerWhoWrote();
    expect(replyTo).toBe(await replyAddress(KEY, conversationId, new Date()));
    expect(replyTo).toMatch(/^reply\+[0-9a-z]+-[0-9a-z]+-[a-z2-7]{26}@reply\.paris-elite-chauffeur\.fr$/);
    const [toOffice] = await db().select().from(outbox).where(eq(outbox.kind, 'contact.admin'));
    expect(toOffice).toMatchObject({ status: 'sent', replyTo: CLAIRE });
  });

  it('starts a conversation for a quote’s customer, which the Messages list shows only once they write', async () => {
    const quote = aQuoteRequest({ email: 'ben@example.com' });
    expect((await postWith(inboundEnv(), '/api/quotes', quote)).status).toBe(201);
    const [summary] = await db().select().from(outbox).where(eq(outbox.kind, 'quote.customer'));
    const [conversation] = await db().select().from(conversations).where(eq(conversations.customerEmail, 'ben@example.com'));
    expect(conversation).toMatchObject({ customerName: '', lang: quote.lang ?? 'en' });
    expect(summary?.replyTo).toBe(await replyAddress(KEY, conversation!.id, new Date()));
    const list = await answerOf(await callAdmin('/api/admin/messages'), conversationListSchema);
    expect(list.items).toEqual([]);
  });

  it('stays as queued without INBOUND_MAIL_DOMAIN: the product works with no inbound mail', async () => {
    expect((await postWith(env, '/api/contact', aContactMessage({ email: CLAIRE }))).status).toBe(201);
    const rows = await db().select({ kind: outbox.kind, status: outbox.status, replyTo: outbox.replyTo }).from(outbox).orderBy(asc(outbox.id));
    expect(rows).toEqual([
      { kind: 'contact.admin', status: 'sent', replyTo: CLAIRE },
      { kind: 'contact.customer', status: 'sent', replyTo: null },
    ]);
  });
});

describe('email(): a customer’s reply', () => {
  it('stores the new text of a multipart/alternative, quoted-printable reply, moves the conversation and notifies the company', async () => {
    const { conversationId, replyTo } = await aCustomerWhoWrote();
    const before = await callAdmin('/api/admin/messages');
    const etag = before.headers.get('ETag') ?? '';

    const delivery = await emailOf(fixture('multipart-alternative.eml', replyTo), { from: CLAIRE, to: replyTo });
    expect(await deliver(delivery)).toBe('stored');
    expect(delivery.rejected).toEqual([]);
    expect(delivery.forwarded).toEqual([]);

    const thread = await threadOf(conversationId);
    expect(thread).toHaveLength(2);
    expect(thread[1]).toMatchObject({
      sender: 'customer',
      text: 'Bonjour,\n\nTrès bien pour 7h30 samedi, nous serons quatre avec deux grandes valises.\nPouvez-vous confirmer le prix ?\n\nClaire',
      attachments: null,
      inboundMessageId: '<CAF=alternative-0001@mail.gmail.com>',
    });

    // The list sees it: a new version, the conversation unread with its new message.
    const after = await callAdmin('/api/admin/messages', { headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    const list = await answerOf(after, conversationListSchema);
    expect(list.items[0]).toMatchObject({ id: conversationId, messageCount: 2, unread: 2 });

    const [notice] = await notifications();
    expect(notice).toMatchObject({
      toAddress: OFFICE,
      replyTo: CLAIRE,
      lang: 'en',
      subject: 'New e-mail reply from Claire Martin',
      relatedType: 'conversation',
      relatedId: conversationId,
      status: 'sent',
    });
    expect(notice?.text).toContain('Très bien pour 7h30 samedi');
    expect(notice?.text).toContain('Re: Votre message à Paris Elite Chauffeur');
    expect(notice?.text).not.toContain('la prise en charge peut-elle');
    expect(notice?.text).toContain('https://www.paris-elite-chauffeur.fr/admin/messages');
  });

  it('reads an ISO-8859-1 message and stops at Outlook’s original message; a conversation without a name takes the sender’s', async () => {
    expect((await postWith(inboundEnv(), '/api/quotes', aQuoteRequest({ email: 'helene.dubois@example.fr', lang: 'fr' }))).status).toBe(201);
    const [summary] = await db().select().from(outbox).where(eq(outbox.kind, 'quote.customer'));
    const replyTo = summary!.replyTo!;
    const delivery = await emailOf(fixture('latin1.eml', replyTo), { from: 'helene.dubois@example.fr', to: replyTo });
    expect(await deliver(delivery)).toBe('stored');

    const [conversation] = await db().select().from(conversations).where(eq(conversations.customerEmail, 'helene.dubois@example.fr'));
    expect(conversation?.customerName).toBe('Hélène Dubois');
    expect(await threadOf(conversation!.id)).toMatchObject([
      { sender: 'customer', text: "Merci beaucoup, c'est noté : départ à 6h45 de l'hôtel, réglé en espèces.\n\nCordialement,\nHélène Dubois" },
    ]);
    // Now it is in the list, its reply the preview.
    const list = await answerOf(await callAdmin('/api/admin/messages'), conversationListSchema);
    expect(list.items).toMatchObject([{ id: conversation!.id, customer: { name: 'Hélène Dubois' }, preview: "Merci beaucoup, c'est noté : départ à 6h" }]);
    expect((await notifications())[0]?.subject).toBe('New e-mail reply from Hélène Dubois');
  });

  it('reads an HTML-only message with the runtime’s parser: no script, style or title, the quote cut, the link kept as text', async () => {
    const { conversationId, replyTo } = await aCustomerWhoWrote('ben@example.com');
    expect(await deliver(await emailOf(fixture('html-only.eml', replyTo), { from: 'ben@example.com', to: replyTo }))).toBe('stored');
    const [, reply] = await threadOf(conversationId);
    expect(reply?.text).toBe(
      'Hello,\n\nCould we move the pickup to 9:15\u00a0& add a child seat?\n\nOur flight: AF\u00a01234 (https://www.example.com/flight?id=AF1234&day=12)\n\nBen <not a tag>',
    );
    for (const hidden of ['SCRIPT TEXT', 'STYLE TEXT', 'TITLE TEXT', 'your pickup is at 9:00']) expect(reply?.text).not.toContain(hidden);
  });

  it('keeps images and PDFs in R2 by their bytes, lists the rest as left out, and shows them to the admin only', async () => {
    const { conversationId, replyTo } = await aCustomerWhoWrote();
    expect(await deliver(await emailOf(fixture('attachments.eml', replyTo), { from: CLAIRE, to: replyTo }))).toBe('stored');
    const [, reply] = await threadOf(conversationId);
    expect(reply?.text).toBe('Here are the photo of our luggage and the hotel booking.');
    expect(reply?.attachments).toEqual([
      {
        name: 'luggage.png',
        type: 'image/png',
        bytes: expect.any(Number),
        key: expect.stringMatching(new RegExp(`^inbound/${conversationId}/[0-9a-f]{32}\\.png$`)),
      },
      { name: 'réservation hôtel.pdf', type: 'application/pdf', bytes: expect.any(Number), key: expect.stringMatching(/\.pdf$/) },
      { name: 'setup.exe', type: 'application/octet-stream', bytes: 64, dropped: 'type' },
      { name: 'photo.png', type: 'image/png', bytes: expect.any(Number), dropped: 'type' },
    ]);
    const keys = (reply!.attachments ?? []).flatMap((file) => ('key' in file ? [file.key] : []));
    expect(await storedFiles()).toEqual([...keys].sort());
    const png = await env.MEDIA.get(keys[0]!);
    expect(png?.httpMetadata?.contentType).toBe('image/png');

    // The thread gives the admin a link to each kept file, the reason for each left out.
    const thread = await answerOf(await callAdmin(`/api/admin/messages/${conversationId}`), conversationSchema);
    const files = thread.messages[1]?.attachments ?? [];
    expect(files.map(({ name, url, dropped }) => ({ name, url, dropped }))).toEqual([
      { name: 'luggage.png', url: `/api/admin/messages/${conversationId}/attachments/${keys[0]!.split('/').pop()}`, dropped: undefined },
      { name: 'réservation hôtel.pdf', url: `/api/admin/messages/${conversationId}/attachments/${keys[1]!.split('/').pop()}`, dropped: undefined },
      { name: 'setup.exe', url: undefined, dropped: 'type' },
      { name: 'photo.png', url: undefined, dropped: 'type' },
    ]);
    const image = await callAdmin(files[0]!.url!);
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toBe('image/png');
    expect(image.headers.get('Content-Disposition')).toBe(`inline; filename="luggage.png"; filename*=UTF-8''luggage.png`);
    expect(new Uint8Array(await image.arrayBuffer()).slice(0, 4)).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    const pdf = await callAdmin(files[1]!.url!);
    expect(pdf.headers.get('Content-Disposition')).toBe(`attachment; filename="r_servation h_tel.pdf"; filename*=UTF-8''r%C3%A9servation%20h%C3%B4tel.pdf`);

    // Another conversation's path, an unknown file or a made-up name: 404.
    const other = await aCustomerWhoWrote('ben@example.com');
    for (const path of [
      `/api/admin/messages/${other.conversationId}/attachments/${keys[0]!.split('/').pop()}`,
      `/api/admin/messages/${conversationId}/attachments/${'0'.repeat(32)}.png`,
      `/api/admin/messages/${conversationId}/attachments/..%2F..%2Fexcursions%2Fx.jpg`,
    ]) {
      expect((await callAdmin(path)).status, path).toBe(404);
    }
    // Private: the public media route does not serve them, and the admin route wants a session.
    expect((await call(`/media/${keys[0]}`)).status).toBe(404);
    expect((await call(files[0]!.url!)).status).toBe(401);

    const [notice] = await notifications();
    expect(notice?.text).toContain('luggage.png (image/png, 1 KB)');
    expect(notice?.text).toContain('setup.exe: left out (only images and PDF files are kept)');
  });

  it('stores a message delivered twice, even at once, one time only: one message, one notification, one set of files', async () => {
    const { conversationId, replyTo } = await aCustomerWhoWrote();
    const raw = fixture('attachments.eml', replyTo);
    const outcomes = await Promise.all([
      deliver(await emailOf(raw, { from: CLAIRE, to: replyTo })),
      deliver(await emailOf(raw, { from: CLAIRE, to: replyTo })),
    ]);
    expect(outcomes.sort()).toEqual(['duplicate', 'stored']);
    expect(await deliver(await emailOf(raw, { from: CLAIRE, to: replyTo }))).toBe('duplicate');
    expect(await threadOf(conversationId)).toHaveLength(2);
    expect(await notifications()).toHaveLength(1);
    expect(await storedFiles()).toHaveLength(2);
  });

  it('takes the text/plain part of a message that has both, not postal-mime’s reading of the HTML', async () => {
    const { conversationId, replyTo } = await aCustomerWhoWrote();
    const raw = new TextEncoder().encode(
      [
        `From: Claire <${CLAIRE}>`,
        `To: ${replyTo}`,
        'Message-ID: <both-parts@example.com>',
        'Subject: Re: hello',
        'Content-Type: multipart/alternative; boundary="b"',
        '',
        '--b',
        'Content-Type: text/plain; charset=utf-8',
        '',
        'The plain part.',
        '--b',
        'Content-Type: text/html; charset=utf-8',
        '',
        '<p>The HTML part.</p>',
        '--b--',
        '',
      ].join('\r\n'),
    );
    expect(await deliver(await emailOf(raw, { from: CLAIRE, to: replyTo }))).toBe('stored');
    expect((await threadOf(conversationId))[1]?.text).toBe('The plain part.');
  });

  it('keeps nothing of a reply that only quotes', async () => {
    const { conversationId, replyTo } = await aCustomerWhoWrote();
    const raw = new TextEncoder().encode(
      `From: Claire <${CLAIRE}>\r\nTo: ${replyTo}\r\nMessage-ID: <only-quote@example.com>\r\nSubject: Re: hello\r\n\r\nOn Mon, 23 Nov 2026, Office wrote:\r\n> Hello\r\n`,
    );
    expect(await deliver(await emailOf(raw, { from: CLAIRE, to: replyTo }))).toBe('empty');
    expect(await threadOf(conversationId)).toHaveLength(1);
    expect(await notifications()).toEqual([]);
  });
});

describe('email(): what is not a customer’s reply', () => {
  it('refuses a forged or unknown address with the reason, or forwards it to the company’s mailbox when configured', async () => {
    const { conversationId, replyTo } = await aCustomerWhoWrote();
    const [local] = replyTo.split('@') as [string];
    const forged = [
      `${local.slice(0, -1)}${local.endsWith('a') ? 'b' : 'a'}@${DOMAIN}`,
      `reply+${(conversationId + 1).toString(36)}${local.slice(local.indexOf('-'))}@${DOMAIN}`,
      `bookings@${DOMAIN}`,
    ];
    for (const to of forged) {
      const refused = await emailOf(fixture('multipart-alternative.eml', to), { from: CLAIRE, to });
      expect(await deliver(refused), to).toBe('rejected');
      expect(refused.rejected).toEqual([
        'Unknown address. Please write to contact@paris-elite-chauffeur.fr. / Adresse inconnue. Ecrivez-nous a contact@paris-elite-chauffeur.fr.',
      ]);
      const forwarded = await emailOf(fixture('multipart-alternative.eml', to), { from: CLAIRE, to });
      expect(await deliver(forwarded, inboundEnv({ INBOUND_FORWARD_TO: 'mailbox@example.test' })), to).toBe('forwarded');
      expect(forwarded.forwarded).toEqual(['mailbox@example.test']);
      expect(forwarded.rejected).toEqual([]);
    }
    // A forward Email Routing refuses (an unverified destination) is a refusal, not a retry for days.
    const failing = await emailOf(fixture('multipart-alternative.eml', forged[0]!), { from: CLAIRE, to: forged[0]! }, () =>
      Promise.reject(new Error('destination not verified')),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await deliver(failing, inboundEnv({ INBOUND_FORWARD_TO: 'mailbox@example.test' }))).toBe('rejected');
    expect(await threadOf(conversationId)).toHaveLength(1);
    expect(await notifications()).toEqual([]);
  });

  it('refuses an expired address, saying so, and any address where inbound mail is not set up', async () => {
    const { conversationId } = await aCustomerWhoWrote();
    const expired = await replyAddress(KEY, conversationId, new Date(Date.now() - (REPLY_ADDRESS_DAYS + 1) * DAY_MS));
    const delivery = await emailOf(fixture('multipart-alternative.eml', expired), { from: CLAIRE, to: expired });
    expect(await deliver(delivery)).toBe('rejected');
    expect(delivery.rejected).toEqual([
      'This reply address has expired. Please write to contact@paris-elite-chauffeur.fr. / Cette adresse de reponse a expire. Ecrivez-nous a contact@paris-elite-chauffeur.fr.',
    ]);

    const valid = await replyAddress(KEY, conversationId, new Date());
    const unconfigured = await emailOf(fixture('multipart-alternative.eml', valid), { from: CLAIRE, to: valid });
    expect(await deliver(unconfigured, env)).toBe('rejected');
    expect(unconfigured.rejected[0]).toMatch(/^Unknown address\./);
    expect(await threadOf(conversationId)).toHaveLength(1);
  });

  it('refuses a valid address whose conversation was erased', async () => {
    const { conversationId, replyTo } = await aCustomerWhoWrote();
    await db().delete(messages).where(eq(messages.conversationId, conversationId));
    await env.DB.prepare('delete from contact_messages').run();
    await db().delete(conversations).where(eq(conversations.id, conversationId));
    const delivery = await emailOf(fixture('multipart-alternative.eml', replyTo), { from: CLAIRE, to: replyTo });
    expect(await deliver(delivery)).toBe('rejected');
    expect(delivery.rejected[0]).toMatch(/^Unknown address\./);
  });

  it('drops an out-of-office, a bounce and a message from our own address without a word: no message, no answer, no refusal', async () => {
    const { conversationId, replyTo } = await aCustomerWhoWrote();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cases: [string, string, InboundOutcome][] = [
      ['auto-reply.eml', CLAIRE, 'automatic'],
      ['bounce.eml', '', 'automatic'],
      ['loop.eml', 'contact@paris-elite-chauffeur.fr', 'loop'],
    ];
    for (const [name, from, outcome] of cases) {
      const delivery = await emailOf(fixture(name, replyTo), { from, to: replyTo });
      expect(await deliver(delivery), name).toBe(outcome);
      expect(delivery.rejected, name).toEqual([]);
      expect(delivery.forwarded, name).toEqual([]);
    }
    // Our own address in the From alone is enough, whatever the envelope says.
    const spoofed = await emailOf(fixture('loop.eml', replyTo), { from: 'bounce-123@mailer.example.net', to: replyTo });
    expect(await deliver(spoofed)).toBe('loop');
    expect(await threadOf(conversationId)).toHaveLength(1);
    expect(await notifications()).toEqual([]);
    // Only the acknowledgement and the notification of the contact message: nothing answered anyone.
    expect(await db().select().from(outbox)).toHaveLength(2);
  });

  it('refuses a 20 MB message cleanly, without reading it, and one whose stated size lies, once it is past 10 MB', async () => {
    const { conversationId, replyTo } = await aCustomerWhoWrote();
    let pulled = 0;
    const megabyte = new Uint8Array(1024 * 1024).fill(0x61);
    const stream = (megabytes: number) =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += 1;
          if (pulled > megabytes) controller.close();
          else controller.enqueue(megabyte);
        },
      });
    const headers = new Headers({ From: `Claire <${CLAIRE}>`, To: replyTo, Subject: 'Photos', 'Message-ID': '<big@example.com>' });
    const refusals: string[] = [];
    const big: InboundEmail = {
      from: CLAIRE,
      to: replyTo,
      headers,
      raw: stream(20),
      rawSize: 20 * 1024 * 1024,
      setReject: (reason) => void refusals.push(reason),
      forward: () => Promise.reject(new Error('not forwarded')),
    };
    expect(await deliver({ message: big, rejected: refusals, forwarded: [] })).toBe('too-large');
    // Never read: nothing took a reader of the stream.
    expect(big.raw.locked).toBe(false);
    expect(refusals).toEqual([
      'Message too large: at most 10 MB, attachments included. Please send fewer or smaller files. / Message trop volumineux : 10 Mo au plus, pieces jointes comprises. Envoyez moins de fichiers ou des fichiers plus legers.',
    ]);

    pulled = 0;
    const lying: InboundEmail = { ...big, raw: stream(20), rawSize: 4096 };
    refusals.length = 0;
    expect(await deliver({ message: lying, rejected: refusals, forwarded: [] })).toBe('too-large');
    // Read only until it was past the limit.
    expect(pulled).toBeLessThanOrEqual(13);
    expect(refusals).toHaveLength(1);
    expect(await threadOf(conversationId)).toHaveLength(1);
    expect(await storedFiles()).toEqual([]);
  });
});

describe('the files of e-mail replies, with their conversation', () => {
  it('go with the customer’s erasure, and the cron deletes those of a conversation gone some other way', async () => {
    const claire = await aCustomerWhoWrote();
    const ben = await aCustomerWhoWrote('ben@example.com');
    for (const customer of [claire, ben]) {
      expect(await deliver(await emailOf(fixture('attachments.eml', customer.replyTo), { from: 'x@example.com', to: customer.replyTo }))).toBe('stored');
    }
    expect(await storedFiles()).toHaveLength(4);

    const cookie = await signIn();
    const erased = await call('/api/admin/privacy/erase', {
      method: 'POST',
      headers: adminHeaders(cookie),
      body: JSON.stringify({ email: CLAIRE, confirm: CLAIRE }),
    });
    expect(erased.status).toBe(200);
    const left = await storedFiles();
    expect(left).toHaveLength(2);
    expect(left.every((key) => key.startsWith(`inbound/${ben.conversationId}/`))).toBe(true);

    // Ben's conversation deleted as retention deletes it (its rows in one batch, its files not in D1).
    await db().delete(messages).where(eq(messages.conversationId, ben.conversationId));
    await env.DB.prepare('delete from contact_messages').run();
    await db().delete(conversations).where(eq(conversations.id, ben.conversationId));
    expect((await runScheduledWork(env, new Date())).orphanedFiles).toBe(2);
    expect(await storedFiles()).toEqual([]);
  });

  it('are in the privacy export as their message lists them', async () => {
    const { replyTo } = await aCustomerWhoWrote();
    await deliver(await emailOf(fixture('attachments.eml', replyTo), { from: CLAIRE, to: replyTo }));
    const cookie = await signIn();
    const response = await call('/api/admin/privacy/export', { method: 'POST', headers: adminHeaders(cookie), body: JSON.stringify({ email: CLAIRE }) });
    const exported = (await response.json()) as { messages: { attachments: unknown; inboundMessageId: unknown }[] };
    expect(exported.messages[1]).toMatchObject({
      inboundMessageId: '<attachments-0004@example.com>',
      attachments: expect.arrayContaining([expect.objectContaining({ name: 'luggage.png', key: expect.stringMatching(/^inbound\//) })]),
    });
  });
});
