// The e-mail outbox against a real D1: every e-mail is sent exactly once under concurrent senders,
// a request delivers only what it queued, a crashed sender's rows come back after their lease, and
// a failing provider is retried with backoff until the row is given up. The mail provider is the
// one thing mocked: a fetch in place of its HTTP API that counts the calls it receives.
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { asc, eq } from 'drizzle-orm';
import { idempotencyKeys, outbox } from '../../worker/db/schema.ts';
import { claimEmails, queueEmail } from '../../worker/db/queries/outbox.ts';
import { httpMailer } from '../../worker/mail/mailer.ts';
import { DELIVERY_LEASE_MS, MAX_DELIVERY_ATTEMPTS, deliverOutbox, retryDelayMs } from '../../worker/mail/outbox.ts';
import { bookingConfirmedEmail } from '../../worker/mail/templates/booking-confirmed.ts';
import { IDEMPOTENCY_KEY_TTL_MS, runScheduledWork } from '../../worker/scheduled.ts';
import { aContactMessage } from './factories.ts';
import { db, postJson } from './support.ts';

interface MailCall {
  idempotencyKey: string;
  to: string;
  subject: string;
}

/** A Resend-compatible mail API that counts what it is asked to send; the first `failures` calls answer 503. */
function countingMailServer({ failures = 0 } = {}) {
  const calls: MailCall[] = [];
  const fetch = async (_url: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // A network round trip: other senders run meanwhile, as they would against the real API.
    await new Promise((resolve) => setTimeout(resolve, 1));
    const headers = new Headers(init?.headers);
    const body = JSON.parse(String(init?.body)) as { to: string[]; subject: string };
    calls.push({ idempotencyKey: headers.get('Idempotency-Key') ?? '', to: body.to[0] ?? '', subject: body.subject });
    if (calls.length <= failures) return new Response('{"message":"service unavailable"}', { status: 503 });
    return Response.json({ id: `provider-${calls.length}` });
  };
  return {
    calls,
    mailer: httpMailer({ url: 'https://mail.example.test/emails', apiKey: 'test-key', from: 'Paris Elite Chauffeur <bookings@example.test>', fetch }),
  };
}

async function queue(count: number, createdBy = 'test'): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const [row] = await queueEmail(db(), {
      kind: 'contact.customer',
      toAddress: `customer-${createdBy}-${index}@example.com`,
      replyTo: null,
      subject: `Message ${index}`,
      html: '<p>Hello</p>',
      text: 'Hello',
      lang: 'en',
    });
    ids.push(row!.id);
  }
  return ids;
}

const rows = () => db().select().from(outbox).orderBy(asc(outbox.id));

describe('outbox delivery', () => {
  it('sends every e-mail exactly once when many senders run at the same time', async () => {
    const ids = await queue(40);
    const server = countingMailServer();
    // Ten request-time senders and cron runs at once, each taking up to 25 due rows.
    const reports = await Promise.all(Array.from({ length: 10 }, () => deliverOutbox(db(), server.mailer)));
    await deliverOutbox(db(), server.mailer);

    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBeGreaterThanOrEqual(25);
    expect(server.calls).toHaveLength(40);
    expect(new Set(server.calls.map((call) => call.idempotencyKey))).toEqual(new Set(ids.map((id) => `outbox-${id}`)));
    for (const row of await rows()) {
      expect(row).toMatchObject({ status: 'sent', attempts: 1, providerMessageId: expect.stringMatching(/^provider-/) });
    }
  });

  it('sends each e-mail once when concurrent requests each deliver what they queued', async () => {
    const server = countingMailServer();
    const batches = await Promise.all(Array.from({ length: 8 }, (_, index) => queue(3, `request-${index}`)));
    await Promise.all([...batches.map((ids) => deliverOutbox(db(), server.mailer, { ids })), deliverOutbox(db(), server.mailer)]);
    expect(server.calls).toHaveLength(24);
    expect(new Set(server.calls.map((call) => call.idempotencyKey)).size).toBe(24);
  });

  it('a request delivers only the e-mails it queued', async () => {
    const [waiting] = await queue(1, 'earlier');
    const response = await postJson('/api/contact', aContactMessage());
    expect(response.status).toBe(201);
    const all = await rows();
    expect(all.find((row) => row.id === waiting)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(all.filter((row) => row.id !== waiting).map((row) => row.status)).toEqual(['sent', 'sent']);
  });

  it('sends a row’s attachments to the provider: the booking’s calendar file, made here in the Workers runtime', async () => {
    // Built inside workerd: the `ics` package and the base64 of a French (UTF-8) text run here as in Node.
    const email = bookingConfirmedEmail('fr', {
      occasion: 'confirmed',
      reference: 'PEC-2026-0001',
      number: 'TR-2026-0007',
      kind: 'transfer',
      firstName: 'Élodie',
      pickup: { date: '2026-07-14', time: '09:05' },
      pickupLocation: 'Gare de l’Est, 75010 Paris',
      dropoffLocation: 'Orly (ORY)',
      excursionTitle: '',
      durationMinutes: 40,
      paidCents: 9_000,
      thisPaymentCents: 9_000,
      totalCents: 18_000,
      method: 'card',
      requestPageUrl: 'https://www.paris-elite-chauffeur.fr/request/tok_abc',
    });
    const [row] = await queueEmail(db(), { kind: 'booking.confirmed', toAddress: 'elodie@example.com', replyTo: null, lang: 'fr', ...email });
    const bodies: { attachments?: { filename: string; content: string; content_type: string }[] }[] = [];
    const fetch = async (_url: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)) as (typeof bodies)[number]);
      return Response.json({ id: 'provider-1' });
    };
    const mailer = httpMailer({ url: 'https://mail.example.test/emails', apiKey: 'test-key', from: 'bookings@example.test', fetch });
    expect(await deliverOutbox(db(), mailer, { ids: [row!.id] })).toEqual({ sent: 1, failed: 0 });

    const [sent] = bodies[0]?.attachments ?? [];
    expect(sent).toMatchObject({ filename: 'booking-PEC-2026-0001.ics', content_type: 'text/calendar' });
    const file = new TextDecoder().decode(Uint8Array.from(atob(sent!.content), (char) => char.charCodeAt(0)));
    expect(file).toContain('DTSTART:20260714T070500Z');
    expect(file).toContain('LOCATION:Gare de l’Est\\, 75010 Paris');
  });

  it("takes back a crashed sender's rows once its lease has run out", async () => {
    const [id] = await queue(1);
    const claimedAt = new Date();
    // A sender claims the row and stops before sending (the Worker was evicted).
    expect(await claimEmails(db(), { now: claimedAt, leaseMs: DELIVERY_LEASE_MS, maxAttempts: MAX_DELIVERY_ATTEMPTS, limit: 25 })).toHaveLength(1);
    const server = countingMailServer();

    await deliverOutbox(db(), server.mailer, { now: new Date(claimedAt.getTime() + DELIVERY_LEASE_MS - 1000) });
    expect(server.calls).toHaveLength(0);
    expect((await rows())[0]).toMatchObject({ id, status: 'sending', attempts: 1 });

    await deliverOutbox(db(), server.mailer, { now: new Date(claimedAt.getTime() + DELIVERY_LEASE_MS + 1000) });
    expect(server.calls).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ id, status: 'sent', attempts: 2 });
  });

  it("judges a sender's lease by the clock: a cron run set hours ahead makes retries due but leaves a fresh claim alone", async () => {
    const [claimedId, retryId] = await queue(2);
    // One row is being sent by a request right now; the other failed once and is due in an hour.
    expect(
      await claimEmails(db(), { now: new Date(), leaseMs: DELIVERY_LEASE_MS, maxAttempts: MAX_DELIVERY_ATTEMPTS, ids: [claimedId!], limit: 25 }),
    ).toHaveLength(1);
    await db()
      .update(outbox)
      .set({ attempts: 1, nextAttemptAt: new Date(Date.now() + 3600_000) })
      .where(eq(outbox.id, retryId!));

    const { sent } = await runScheduledWork(env, new Date(Date.now() + 6 * 3600_000));
    expect(sent).toBe(1);
    const [claimed, retried] = await rows();
    expect(claimed).toMatchObject({ id: claimedId, status: 'sending', attempts: 1 });
    expect(claimed!.nextAttemptAt!.getTime()).toBeLessThanOrEqual(Date.now() + DELIVERY_LEASE_MS);
    expect(retried).toMatchObject({ id: retryId, status: 'sent', attempts: 2 });
  });

  it('retries a failing provider with growing delays, then gives the e-mail up with its error', async () => {
    const [id] = await queue(1);
    const server = countingMailServer({ failures: MAX_DELIVERY_ATTEMPTS });
    let now = new Date('2030-01-01T10:00:00Z');
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt += 1) {
      const report = await deliverOutbox(db(), server.mailer, { now });
      expect(report).toEqual({ sent: 0, failed: 1 });
      const [row] = await rows();
      expect(row).toMatchObject({ id, attempts: attempt, lastError: expect.stringContaining('mail API answered 503') });
      if (attempt < MAX_DELIVERY_ATTEMPTS) {
        expect(row!.status).toBe('pending');
        expect(row!.nextAttemptAt?.getTime()).toBe(now.getTime() + retryDelayMs(attempt));
        // Not due a moment before its time.
        expect(await deliverOutbox(db(), server.mailer, { now: new Date(now.getTime() + retryDelayMs(attempt) - 1000) })).toEqual({ sent: 0, failed: 0 });
        now = new Date(now.getTime() + retryDelayMs(attempt));
      } else {
        expect(row).toMatchObject({ status: 'failed', nextAttemptAt: null });
      }
    }
    expect(server.calls).toHaveLength(MAX_DELIVERY_ATTEMPTS);
    // A given-up e-mail is not sent again by later runs.
    await deliverOutbox(db(), server.mailer, { now: new Date(now.getTime() + 24 * 3_600_000) });
    expect(server.calls).toHaveLength(MAX_DELIVERY_ATTEMPTS);
  });

  it('the cron trigger delivers what is due and forgets Idempotency-Key answers older than a day', async () => {
    await queue(2);
    const now = new Date();
    await db()
      .insert(idempotencyKeys)
      .values([
        {
          id: 'contact:old-key-0001',
          requestHash: 'a',
          responseStatus: 201,
          responseBody: '{}',
          createdAt: new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS - 1000),
        },
        { id: 'contact:new-key-0001', requestHash: 'b', responseStatus: 201, responseBody: '{}', createdAt: new Date(now.getTime() - 60_000) },
      ]);
    const report = await runScheduledWork(env, now);
    expect(report).toEqual({
      sent: 2,
      failed: 0,
      prunedKeys: 1,
      retention: {
        quotes: 0,
        excursionQuotes: 0,
        conversations: 0,
        messages: 0,
        contactMessages: 0,
        emails: 0,
        auditEntries: 0,
        changeRequests: 0,
        cancellations: 0,
      },
      orphanedFiles: 0,
      reencryptedTotpSecrets: 0,
      expiredOffers: 0,
      reminders: 0,
    });
    expect((await rows()).map((row) => row.status)).toEqual(['sent', 'sent']);
    expect(await db().select({ id: idempotencyKeys.id }).from(idempotencyKeys)).toEqual([{ id: 'contact:new-key-0001' }]);
    expect(await db().select().from(outbox).where(eq(outbox.status, 'pending'))).toEqual([]);
  });
});
