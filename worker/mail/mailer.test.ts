// The HTTP provider is outside our system: these tests stand at its boundary (fetch) and check the
// request we send and how we read its answers.
import { describe, expect, it } from 'vitest';
import { httpMailer, MailDeliveryError, outboxMailer, type OutgoingEmail } from './mailer.ts';

const email: OutgoingEmail = { outboxId: 7, to: 'guest@example.com', replyTo: 'office@example.com', subject: 'Hello', html: '<p>Hi</p>', text: 'Hi' };

function recordingFetch(response: Response) {
  const calls: Request[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(new Request(input, init));
    return response;
  }) as typeof fetch;
  return { calls, fetcher };
}

describe('httpMailer (Resend-compatible)', () => {
  it('posts the message as JSON with the key and an idempotency key', async () => {
    const { calls, fetcher } = recordingFetch(Response.json({ id: 'msg_123' }));
    const mailer = httpMailer({ url: 'https://mail.example.test/emails', apiKey: 'secret', from: 'Paris Elite <b@example.com>', fetch: fetcher });
    expect(await mailer.send(email)).toEqual({ providerMessageId: 'msg_123' });

    const [request] = calls;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('https://mail.example.test/emails');
    expect(request?.headers.get('Authorization')).toBe('Bearer secret');
    expect(request?.headers.get('Idempotency-Key')).toBe('outbox-7');
    expect(await request?.json()).toEqual({
      from: 'Paris Elite <b@example.com>',
      to: ['guest@example.com'],
      subject: 'Hello',
      html: '<p>Hi</p>',
      text: 'Hi',
      reply_to: 'office@example.com',
    });
  });

  it('sends attachments in the provider’s names, and no attachments field when there are none', async () => {
    const bodies: Record<string, unknown>[] = [];
    const fetcher = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return Response.json({ id: `msg_${bodies.length}` });
    }) as typeof fetch;
    const mailer = httpMailer({ url: 'https://mail.example.test/emails', apiKey: 'secret', from: 'a@b.c', fetch: fetcher });
    const file = { filename: 'booking-PEC-2026-0001.ics', contentType: 'text/calendar', content: 'QkVHSU46VkNBTEVOREFS' };
    await mailer.send({ ...email, attachments: [file] });
    await mailer.send({ ...email, attachments: [] });

    const [withFile, withoutFile] = bodies;
    expect(withFile?.['attachments']).toEqual([{ filename: 'booking-PEC-2026-0001.ics', content: 'QkVHSU46VkNBTEVOREFS', content_type: 'text/calendar' }]);
    expect(withoutFile).not.toHaveProperty('attachments');
  });

  it('reports the provider status and text when it refuses', async () => {
    const { fetcher } = recordingFetch(new Response('{"message":"invalid from"}', { status: 422 }));
    const mailer = httpMailer({ url: 'https://mail.example.test/emails', apiKey: 'k', from: 'a@b.c', fetch: fetcher });
    const failure = await mailer.send(email).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MailDeliveryError);
    expect((failure as MailDeliveryError).status).toBe(422);
    expect((failure as MailDeliveryError).message).toContain('invalid from');
  });

  it('reports an unreachable provider', async () => {
    const fetcher = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    const mailer = httpMailer({ url: 'https://mail.example.test/emails', apiKey: 'k', from: 'a@b.c', fetch: fetcher });
    await expect(mailer.send(email)).rejects.toThrow(/unreachable: fetch failed/);
  });
});

describe('outboxMailer', () => {
  it('keeps the message local and logs it', async () => {
    const lines: string[] = [];
    expect(await outboxMailer((line) => lines.push(line)).send(email)).toEqual({ providerMessageId: 'outbox-7' });
    expect(lines).toEqual(['[outbox] #7 to=guest@example.com subject="Hello"']);
  });
});
