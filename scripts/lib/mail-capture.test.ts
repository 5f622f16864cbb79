// The mail capture server speaks what the Worker's HTTP mailer sends (the real httpMailer against
// the real socket), remembers Idempotency-Keys per API key as Resend does, and misbehaves only as
// told: for given recipients, at a rate, or slowly.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { mailCapture, startMailCapture, type CapturedEmail, type CaptureRequest } from './mail-capture.ts';

/** The part of worker/mail/mailer.ts these tests use. */
interface OutgoingEmail {
  outboxId: number;
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  attachments?: { filename: string; contentType: string; content: string }[];
}
interface MailerModule {
  httpMailer(options: { url: string; apiKey: string; from: string }): { send(email: OutgoingEmail): Promise<{ providerMessageId: string }> };
  MailDeliveryError: abstract new (...args: never[]) => Error;
}
/**
 * The Worker's real HTTP mailer, so the capture server is checked against what production sends.
 * Imported by a path the type check does not follow: its types need the Workers' globals (Env),
 * which this Node project's type check (tsconfig.node.json) does not have.
 */
const MAILER_PATH = '../../worker/mail/mailer.ts';
const { httpMailer, MailDeliveryError } = (await import(/* @vite-ignore */ MAILER_PATH)) as MailerModule;

const FROM = 'Paris Elite Chauffeur <bookings@example.test>';

const anEmail = (outboxId: number, to = `customer-${outboxId}@example.com`): OutgoingEmail => ({
  outboxId,
  to,
  replyTo: 'office@example.test',
  subject: `Quote TR-2026-000${outboxId}`,
  html: '<p>Hello</p>',
  text: 'Hello',
});

/** A POST /emails as httpMailer writes it. */
const aSend = (outboxId: number, { to = 'claire@example.com', apiKey = 'key-1', subject = 'Hello' } = {}): CaptureRequest => ({
  method: 'POST',
  url: '/emails',
  headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json', 'idempotency-key': `outbox-${outboxId}` },
  body: JSON.stringify({ from: FROM, to: [to], subject, html: '<p>Hi</p>', text: 'Hi' }),
});

const control = (body: unknown): CaptureRequest => ({ method: 'POST', url: '/__control', headers: {}, body: JSON.stringify(body) });
const listFor = (to: string): CaptureRequest => ({ method: 'GET', url: `/__emails?to=${encodeURIComponent(to)}`, headers: {}, body: '' });
const emailsOf = (answer: { body: unknown }) => (answer.body as { emails: CapturedEmail[] }).emails;

describe('the mail capture server over HTTP', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('accepts what httpMailer sends, answers its id, and lists it by recipient', async () => {
    server = await startMailCapture(0);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const mailer = httpMailer({ url: `${base}/emails`, apiKey: 'e2e-key', from: FROM });

    const { providerMessageId } = await mailer.send(anEmail(7, 'Claire@Example.com'));
    expect(providerMessageId).toMatch(/^capture-\d+$/);

    const listed = (await (await fetch(`${base}/__emails?to=claire%40example.com`)).json()) as { emails: CapturedEmail[] };
    expect(listed.emails).toEqual([
      {
        id: providerMessageId,
        receivedAt: expect.any(String),
        idempotencyKey: 'outbox-7',
        from: FROM,
        to: ['Claire@Example.com'],
        subject: 'Quote TR-2026-0007',
        html: '<p>Hello</p>',
        text: 'Hello',
        replyTo: 'office@example.test',
        attachments: [],
      },
    ]);
  });

  it('keeps the files httpMailer attaches and lists them in the provider’s names', async () => {
    server = await startMailCapture(0);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const mailer = httpMailer({ url: `${base}/emails`, apiKey: 'e2e-key', from: FROM });
    const calendar = Buffer.from('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n').toString('base64');
    await mailer.send({
      ...anEmail(10, 'guest@example.com'),
      attachments: [{ filename: 'booking-PEC-2026-0001.ics', contentType: 'text/calendar', content: calendar }],
    });

    const listed = (await (await fetch(`${base}/__emails?to=guest%40example.com`)).json()) as { emails: CapturedEmail[] };
    expect(listed.emails.map((email) => email.attachments)).toEqual([
      [{ filename: 'booking-PEC-2026-0001.ics', content_type: 'text/calendar', content: calendar }],
    ]);
  });

  it('refuses a recipient it was told to, which httpMailer reports as the provider’s failure', async () => {
    server = await startMailCapture(0);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const mailer = httpMailer({ url: `${base}/emails`, apiKey: 'e2e-key', from: FROM });
    await fetch(`${base}/__control`, { method: 'POST', body: JSON.stringify({ failFor: ['down@example.com'] }) });

    const refused = mailer.send(anEmail(8, 'down@example.com'));
    await expect(refused).rejects.toBeInstanceOf(MailDeliveryError);
    await expect(refused).rejects.toMatchObject({ status: 503, message: expect.stringContaining('mail API answered 503') });
    // Another recipient is not affected.
    await expect(mailer.send(anEmail(9, 'up@example.com'))).resolves.toMatchObject({ providerMessageId: expect.any(String) });
  });
});

describe('mailCapture', () => {
  it('captures a retried send once: the same key and body answer the first id', async () => {
    const capture = mailCapture();
    const first = await capture.handle(aSend(1));
    const again = await capture.handle(aSend(1));
    expect(first).toEqual({ status: 200, body: { id: expect.stringMatching(/^capture-/) } });
    expect(again).toEqual(first);
    expect(emailsOf(await capture.handle(listFor('claire@example.com')))).toHaveLength(1);
  });

  it('refuses the same key with another body (409), and scopes keys by API key', async () => {
    const capture = mailCapture();
    await capture.handle(aSend(1));
    expect(await capture.handle(aSend(1, { subject: 'Something else' }))).toMatchObject({ status: 409, body: { name: 'invalid_idempotent_request' } });
    // Another API key (another e2e server start, its outbox ids from 1 again) is another scope.
    expect(await capture.handle(aSend(1, { apiKey: 'key-2', subject: 'Something else' }))).toMatchObject({ status: 200 });
    expect(emailsOf(await capture.handle(listFor('claire@example.com')))).toHaveLength(2);
  });

  it('fails for the recipients it is told to until told to accept them again, and the retry is then captured', async () => {
    const capture = mailCapture();
    expect(await capture.handle(control({ failFor: ['Down@Example.com'] }))).toMatchObject({ status: 200, body: { failFor: ['down@example.com'] } });
    expect(await capture.handle(aSend(3, { to: 'down@example.com' }))).toMatchObject({ status: 503, body: { statusCode: 503, name: 'service_unavailable' } });
    expect(await capture.handle(aSend(4, { to: 'other@example.com' }))).toMatchObject({ status: 200 });
    expect(emailsOf(await capture.handle(listFor('down@example.com')))).toEqual([]);

    await capture.handle(control({ acceptFor: ['down@example.com'] }));
    // A refused send was not remembered: the outbox's retry under the same key goes through.
    expect(await capture.handle(aSend(3, { to: 'down@example.com' }))).toMatchObject({ status: 200 });
    expect(emailsOf(await capture.handle(listFor('down@example.com')))).toHaveLength(1);
  });

  it('fails at the rate it is told to, with the status it is told to', async () => {
    const draws = [0.1, 0.9];
    const capture = mailCapture({ random: () => draws.shift() ?? 0.9 });
    await capture.handle(control({ failureRate: 0.5, failStatus: 500 }));
    expect((await capture.handle(aSend(1))).status).toBe(500);
    expect((await capture.handle(aSend(2))).status).toBe(200);
  });

  it('tells its observer of every send and its answer, replays included, which the list does not show twice', async () => {
    const seen: { key: string | undefined; status: number }[] = [];
    const draws = [0.1];
    const capture = mailCapture({
      random: () => draws.shift() ?? 0.9,
      onSend: (request, answer) => seen.push({ key: request.headers['idempotency-key'], status: answer.status }),
    });
    await capture.handle(control({ failureRate: 0.5 }));
    await capture.handle(aSend(1));
    await capture.handle(aSend(1));
    await capture.handle(aSend(1));
    await capture.handle(listFor('claire@example.com'));
    expect(seen).toEqual([
      { key: 'outbox-1', status: 503 },
      { key: 'outbox-1', status: 200 },
      { key: 'outbox-1', status: 200 },
    ]);
    expect(emailsOf(await capture.handle(listFor('claire@example.com')))).toHaveLength(1);
  });

  it('waits the latency it is told to before answering', async () => {
    const waits: number[] = [];
    const capture = mailCapture({ wait: async (ms) => void waits.push(ms) });
    await capture.handle(aSend(1));
    await capture.handle(control({ latencyMs: 250 }));
    await capture.handle(aSend(2));
    expect(waits).toEqual([250]);
  });

  it('fails and slows only the sends that mention a fault’s pattern, in a recipient or the text, until it is cleared', async () => {
    const waits: number[] = [];
    const capture = mailCapture({ random: () => 0.1, wait: async (ms) => void waits.push(ms) });
    expect(await capture.handle(control({ faults: [{ match: 'Run-ABC', failureRate: 0.5, latencyMs: 100 }] }))).toMatchObject({
      status: 200,
      body: { failureRate: 0, latencyMs: 0, faults: [{ match: 'run-abc', failureRate: 0.5, latencyMs: 100 }] },
    });
    // The run's customer, by recipient; the company's notification, by the address its text names.
    expect((await capture.handle(aSend(1, { to: 'load-run-abc-1@example.com' }))).status).toBe(503);
    const notification: CaptureRequest = {
      ...aSend(2, { to: 'office@example.test' }),
      body: JSON.stringify({ from: FROM, to: ['office@example.test'], subject: 'New quote', text: 'Email: load-run-abc-1@example.com' }),
    };
    expect((await capture.handle(notification)).status).toBe(503);
    // Another journey's e-mails, to a customer or to the company, are neither refused nor slowed.
    expect((await capture.handle(aSend(3, { to: 'contact-xyz@example.com' }))).status).toBe(200);
    expect((await capture.handle(aSend(4, { to: 'office@example.test' }))).status).toBe(200);
    expect(waits).toEqual([100, 100]);

    await capture.handle(control({ clearFaults: ['run-abc'] }));
    expect((await capture.handle(aSend(1, { to: 'load-run-abc-1@example.com' }))).status).toBe(200);
    expect(waits).toEqual([100, 100]);
  });

  it('lists the sends and e-mails that mention a text, replays and refusals included in the sends', async () => {
    const draws = [0.1];
    const capture = mailCapture({ random: () => draws.shift() ?? 0.9 });
    await capture.handle(control({ faults: [{ match: 'run-abc', failureRate: 0.5, latencyMs: 0 }] }));
    await capture.handle(aSend(1, { to: 'load-run-abc-1@example.com' }));
    await capture.handle(aSend(1, { to: 'load-run-abc-1@example.com' }));
    await capture.handle(aSend(1, { to: 'load-run-abc-1@example.com' }));
    await capture.handle(aSend(2, { to: 'someone-else@example.com' }));
    const sends = await capture.handle({ method: 'GET', url: '/__sends?mentioning=RUN-ABC', headers: {}, body: '' });
    expect(sends.body).toEqual({
      sends: [503, 200, 200].map((status) => ({ idempotencyKey: 'outbox-1', to: ['load-run-abc-1@example.com'], subject: 'Hello', status })),
    });
    const emails = emailsOf(await capture.handle({ method: 'GET', url: '/__emails?mentioning=run-abc', headers: {}, body: '' }));
    expect(emails.map((email) => email.idempotencyKey)).toEqual(['outbox-1']);
    expect(emailsOf(await capture.handle({ method: 'GET', url: '/__emails', headers: {}, body: '' }))).toHaveLength(2);
  });

  it('refuses a send without an API key or without a recipient, and nonsense control values', async () => {
    const capture = mailCapture();
    const withoutKey = aSend(1);
    delete withoutKey.headers['authorization'];
    expect(await capture.handle(withoutKey)).toMatchObject({ status: 401, body: { name: 'missing_api_key' } });
    expect(await capture.handle({ ...aSend(2), body: JSON.stringify({ from: FROM, to: [], subject: 'x' }) })).toMatchObject({ status: 422 });
    // A file not in base64, without a name, or attachments that are no list.
    for (const attachments of [[{ filename: 'a.ics', content: 'BEGIN:VCALENDAR' }], [{ content: 'QUJD' }], { filename: 'a.ics', content: 'QUJD' }]) {
      const send = { ...aSend(3), body: JSON.stringify({ from: FROM, to: ['claire@example.com'], subject: 'x', attachments }) };
      expect(await capture.handle(send), JSON.stringify(attachments)).toMatchObject({ status: 422, body: { name: 'validation_error' } });
    }
    expect(await capture.handle(control({ failureRate: 2 }))).toMatchObject({ status: 422 });
    expect(await capture.handle(control({ failStatus: 200 }))).toMatchObject({ status: 422 });
    expect(await capture.handle(control({ faults: [{ match: '', failureRate: 0.3, latencyMs: 0 }] }))).toMatchObject({ status: 422 });
    expect(await capture.handle(control({ faults: [{ match: 'run', failureRate: 1.5, latencyMs: 0 }] }))).toMatchObject({ status: 422 });
    expect(await capture.handle(control({ faults: { match: 'run' } }))).toMatchObject({ status: 422 });
  });

  it('forgets everything on DELETE /__emails', async () => {
    const capture = mailCapture();
    await capture.handle(control({ failFor: ['down@example.com'], latencyMs: 0, faults: [{ match: 'run', failureRate: 1, latencyMs: 0 }] }));
    await capture.handle(aSend(1));
    await capture.handle({ method: 'DELETE', url: '/__emails', headers: {}, body: '' });
    expect(emailsOf(await capture.handle(listFor('claire@example.com')))).toEqual([]);
    expect(await capture.handle({ method: 'GET', url: '/__sends', headers: {}, body: '' })).toMatchObject({ body: { sends: [] } });
    expect(await capture.handle({ method: 'GET', url: '/__control', headers: {}, body: '' })).toMatchObject({ body: { failFor: [], faults: [] } });
    expect(await capture.handle(aSend(1, { subject: 'Another body' }))).toMatchObject({ status: 200 });
  });
});
