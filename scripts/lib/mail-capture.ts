// A local stand-in for the mail provider (Resend's `POST /emails`), so the browser suite's e-mails
// leave the Worker through the real HTTP mailer (worker/mail/mailer.ts httpMailer) and a test can
// read what was sent or take "the provider" down for its own recipients only. Plain node:http, no
// dependencies: it starts in milliseconds before the e2e servers. scripts/mail-capture.ts runs it.
import { createServer, type IncomingMessage, type Server } from 'node:http';

/** A file sent with a captured e-mail, in the provider's names (httpMailer's wire format). */
export interface CapturedAttachment {
  filename: string;
  /** null when the sender left it to the provider to guess from the filename. */
  content_type: string | null;
  /** The file, base64. */
  content: string;
}

/** One e-mail the capture server accepted, as the provider would have sent it. */
export interface CapturedEmail {
  /** The id answered to the sender (the provider's message id). */
  id: string;
  /** ISO instant of acceptance. */
  receivedAt: string;
  idempotencyKey: string | null;
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  replyTo: string | null;
  /** In the order sent; empty when none. */
  attachments: CapturedAttachment[];
}

/**
 * A flaky, slow provider for the e-mails that mention `match` (lower case) in a recipient, the
 * subject or the text: one run's faults, no one else's. The load test inside the browser suite
 * (decision 031) tags its addresses; the company's notifications all go to ADMIN_EMAIL, but their
 * text names the customer's address, so they match too while other journeys' never do.
 */
export interface CaptureFault {
  match: string;
  /** 0..1: the share of these sends refused at random. */
  failureRate: number;
  /** Waited before answering each of these sends. */
  latencyMs: number;
}

/** How the capture server misbehaves, set through POST /__control. */
export interface CaptureControl {
  /** Recipients (lower case) refused with `failStatus`: one test's provider outage, no one else's. */
  failFor: string[];
  /** The status of a refusal, 503 unless told otherwise. */
  failStatus: number;
  /** 0..1: the share of all sends refused at random (a flaky provider, for load tests). */
  failureRate: number;
  /** Waited before every answer to POST /emails (a slow provider). */
  latencyMs: number;
  /** Faults for the e-mails that mention a pattern; one per pattern. */
  faults: CaptureFault[];
}

/** The body of POST /__control: each field optional; failFor adds recipients, acceptFor removes them. */
export interface CaptureControlChange {
  failFor?: string[];
  acceptFor?: string[];
  failStatus?: number;
  failureRate?: number;
  latencyMs?: number;
  /** Adds these faults, each replacing an earlier one of the same `match`. */
  faults?: CaptureFault[];
  /** Removes the faults of these patterns. */
  clearFaults?: string[];
}

/** Every answer to POST /emails, replays included, as GET /__sends lists it. */
export interface CaptureSend {
  idempotencyKey: string | null;
  to: string[];
  subject: string;
  status: number;
}

export interface CaptureRequest {
  method: string;
  /** Path and query, e.g. '/__emails?to=a%40b.test'. */
  url: string;
  headers: Record<string, string | undefined>;
  body: string;
}

export interface CaptureAnswer {
  status: number;
  body: unknown;
}

export interface MailCaptureOptions {
  /** For the failure rate; Math.random unless a test fixes it. */
  random?: () => number;
  /** For the latency; a real timer unless a test replaces it. */
  wait?: (ms: number) => Promise<void>;
  /**
   * Told of every POST /emails and its answer, replays included: the load test (decision 031)
   * counts accepted POSTs per Idempotency-Key, as a second accepted POST under one key is a
   * double send by the Worker that the provider's own idempotency would hide.
   */
  onSend?: (request: CaptureRequest, answer: CaptureAnswer) => void;
}

const DEFAULT_CONTROL: CaptureControl = { failFor: [], failStatus: 503, failureRate: 0, latencyMs: 0, faults: [] };

/** Resend's error shape: { statusCode, name, message }. */
const failure = (status: number, name: string, message: string): CaptureAnswer => ({ status, body: { statusCode: status, name, message } });

const isText = (value: unknown): value is string => typeof value === 'string';
const lower = (addresses: readonly string[]) => addresses.map((address) => address.trim().toLowerCase());
const isBase64 = (value: string) => value.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(value);

/**
 * The `attachments` of a send, or null when they are not what the provider takes: each a filename
 * and its content in base64 (a file by `path` is the provider's feature, not one httpMailer uses),
 * so a sender that forgot to encode a file fails here as it would in production.
 */
function readAttachments(value: unknown): CapturedAttachment[] | null {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return null;
  const attachments: CapturedAttachment[] = [];
  for (const item of value as unknown[]) {
    if (typeof item !== 'object' || item === null) return null;
    const { filename, content, content_type: contentType } = item as Record<string, unknown>;
    if (!isText(filename) || filename.trim() === '' || !isText(content) || !isBase64(content)) return null;
    if (contentType !== undefined && !isText(contentType)) return null;
    attachments.push({ filename, content_type: contentType ?? null, content });
  }
  return attachments;
}

interface Remembered {
  requestBody: string;
  answer: CaptureAnswer;
}

/**
 * The capture server's behaviour without the socket, so the unit tests drive it directly.
 * Idempotency as Resend's: a key is remembered per API key (each e2e server start uses a fresh one,
 * so outbox ids that start again at 1 never collide with an earlier run's), the same key with the
 * same body answers the first answer without capturing again, with another body a 409. Only accepted
 * sends are remembered: a refused one may be retried under its key, as the outbox does.
 */
export function mailCapture(options: MailCaptureOptions = {}) {
  const random = options.random ?? Math.random;
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let emails: CapturedEmail[] = [];
  let control: CaptureControl = { ...DEFAULT_CONTROL, failFor: [], faults: [] };
  /** Every answer to a well-formed POST /emails with what it mentions, for GET /__sends. */
  let sends: (CaptureSend & { mentions: string })[] = [];
  let remembered = new Map<string, Remembered>();
  let sequence = 0;

  async function send(request: CaptureRequest): Promise<CaptureAnswer> {
    const authorization = request.headers['authorization'] ?? '';
    const apiKey = /^Bearer (.+)$/.exec(authorization)?.[1];
    if (!apiKey) return failure(401, 'missing_api_key', 'Missing API key in the authorization header');
    if (!(request.headers['content-type'] ?? '').startsWith('application/json')) return failure(415, 'invalid_content_type', 'Send JSON');
    let payload: Record<string, unknown>;
    try {
      payload = JSON.parse(request.body) as Record<string, unknown>;
    } catch {
      return failure(400, 'invalid_json', 'The body is not JSON');
    }
    const to = isText(payload['to']) ? [payload['to']] : Array.isArray(payload['to']) && payload['to'].every(isText) ? payload['to'] : null;
    if (!isText(payload['from']) || !to || to.length === 0 || !isText(payload['subject'])) {
      return failure(422, 'validation_error', 'from, to and subject are required');
    }
    const attachments = readAttachments(payload['attachments']);
    if (!attachments) return failure(422, 'validation_error', 'attachments is a list of { filename, content (base64), content_type? }');
    const content = {
      from: payload['from'],
      to,
      subject: payload['subject'],
      html: payload['html'],
      text: payload['text'],
      replyTo: payload['reply_to'],
      attachments,
    };
    const mentions = [...to, content.subject, isText(content.text) ? content.text : ''].join('\n').toLowerCase();
    const answer = await answerSend(
      request,
      apiKey,
      content,
      control.faults.filter((fault) => mentions.includes(fault.match)),
    );
    sends.push({ idempotencyKey: request.headers['idempotency-key'] ?? null, to, subject: content.subject, status: answer.status, mentions });
    return answer;
  }

  /** A well-formed send: slow, refused or captured as the control says, or answered from memory. */
  async function answerSend(
    request: CaptureRequest,
    apiKey: string,
    content: { from: string; to: string[]; subject: string; html: unknown; text: unknown; replyTo: unknown; attachments: CapturedAttachment[] },
    faults: CaptureFault[],
  ): Promise<CaptureAnswer> {
    const { to } = content;
    const latencyMs = Math.max(control.latencyMs, ...faults.map((fault) => fault.latencyMs));
    if (latencyMs > 0) await wait(latencyMs);

    const idempotencyKey = request.headers['idempotency-key'] ?? null;
    const scopedKey = idempotencyKey === null ? null : `${apiKey}\n${idempotencyKey}`;
    const requestBody = request.body;
    const earlier = scopedKey === null ? undefined : remembered.get(scopedKey);
    if (earlier) {
      if (earlier.requestBody !== requestBody) return failure(409, 'invalid_idempotent_request', 'Same idempotency key used with a different request payload');
      return earlier.answer;
    }

    if (lower(to).some((address) => control.failFor.includes(address))) {
      return failure(control.failStatus, 'service_unavailable', 'The mail capture server was told to refuse this recipient');
    }
    if (control.failureRate > 0 && random() < control.failureRate) {
      return failure(control.failStatus, 'service_unavailable', 'The mail capture server refused this send at random (failure rate)');
    }
    for (const fault of faults) {
      if (fault.failureRate > 0 && random() < fault.failureRate) {
        return failure(control.failStatus, 'service_unavailable', `The mail capture server refused this send at random (fault for "${fault.match}")`);
      }
    }

    sequence += 1;
    const email: CapturedEmail = {
      id: `capture-${sequence}`,
      receivedAt: new Date().toISOString(),
      idempotencyKey,
      from: content.from,
      to,
      subject: content.subject,
      html: isText(content.html) ? content.html : '',
      text: isText(content.text) ? content.text : '',
      replyTo: isText(content.replyTo) ? content.replyTo : null,
      attachments: content.attachments,
    };
    emails.push(email);
    const answer: CaptureAnswer = { status: 200, body: { id: email.id } };
    if (scopedKey !== null) remembered.set(scopedKey, { requestBody, answer });
    return answer;
  }

  function changeControl(body: string): CaptureAnswer {
    let change: CaptureControlChange;
    try {
      change = JSON.parse(body) as CaptureControlChange;
    } catch {
      return failure(400, 'invalid_json', 'The body is not JSON');
    }
    const addresses = (value: unknown) => (Array.isArray(value) && value.every(isText) ? lower(value) : []);
    const inRange = (value: unknown, min: number, max: number) => typeof value === 'number' && value >= min && value <= max;
    if (change.failStatus !== undefined && !inRange(change.failStatus, 400, 599)) return failure(422, 'validation_error', 'failStatus is 400..599');
    if (change.failureRate !== undefined && !inRange(change.failureRate, 0, 1)) return failure(422, 'validation_error', 'failureRate is 0..1');
    if (change.latencyMs !== undefined && !inRange(change.latencyMs, 0, 60_000)) return failure(422, 'validation_error', 'latencyMs is 0..60000');
    const faults = change.faults ?? [];
    const validFault = (fault: CaptureFault) =>
      isText(fault?.match) && fault.match.trim() !== '' && inRange(fault.failureRate, 0, 1) && inRange(fault.latencyMs, 0, 60_000);
    if (!Array.isArray(faults) || !faults.every(validFault))
      return failure(422, 'validation_error', 'each fault is { match: a non-empty text, failureRate: 0..1, latencyMs: 0..60000 }');
    const newFaults = faults.map((fault) => ({ match: fault.match.trim().toLowerCase(), failureRate: fault.failureRate, latencyMs: fault.latencyMs }));
    const replaced = new Set([
      ...newFaults.map((fault) => fault.match),
      ...(Array.isArray(change.clearFaults) ? lower(change.clearFaults.filter(isText)) : []),
    ]);
    const accepted = new Set(addresses(change.acceptFor));
    control = {
      failFor: [...new Set([...control.failFor, ...addresses(change.failFor)])].filter((address) => !accepted.has(address)),
      failStatus: change.failStatus ?? control.failStatus,
      failureRate: change.failureRate ?? control.failureRate,
      latencyMs: change.latencyMs ?? control.latencyMs,
      faults: [...control.faults.filter((fault) => !replaced.has(fault.match)), ...newFaults],
    };
    return { status: 200, body: control };
  }

  return {
    /**
     * One HTTP request: POST /emails, GET|DELETE /__emails (`?to=` a recipient, `?mentioning=` a text in
     * a recipient, the subject or the text), GET /__sends (`?mentioning=`), GET|POST /__control.
     */
    async handle(request: CaptureRequest): Promise<CaptureAnswer> {
      const url = new URL(request.url, 'http://capture.local');
      const route = `${request.method} ${url.pathname}`;
      switch (route) {
        case 'POST /emails': {
          const answer = await send(request);
          options.onSend?.(request, answer);
          return answer;
        }
        case 'GET /__emails': {
          const to = url.searchParams.get('to')?.trim().toLowerCase();
          const mentioning = url.searchParams.get('mentioning')?.trim().toLowerCase();
          const mentionsIt = (email: CapturedEmail) => !mentioning || [...email.to, email.subject, email.text].join('\n').toLowerCase().includes(mentioning);
          return { status: 200, body: { emails: emails.filter((email) => (!to || lower(email.to).includes(to)) && mentionsIt(email)) } };
        }
        case 'GET /__sends': {
          // Every answer to the sends that mention the text, replays included: a second accepted
          // POST under one key is a double send the provider's idempotency hides from /__emails.
          const mentioning = url.searchParams.get('mentioning')?.trim().toLowerCase();
          const listed = mentioning ? sends.filter((entry) => entry.mentions.includes(mentioning)) : sends;
          return { status: 200, body: { sends: listed.map(({ mentions: _, ...entry }) => entry) } };
        }
        case 'DELETE /__emails':
          // Everything back to the start: captured e-mails, sends, remembered keys, the misbehaviour.
          emails = [];
          sends = [];
          remembered = new Map();
          control = { ...DEFAULT_CONTROL, failFor: [], faults: [] };
          return { status: 200, body: { emails: [] } };
        case 'GET /__control':
          return { status: 200, body: control };
        case 'POST /__control':
          return changeControl(request.body);
        default:
          return failure(404, 'not_found', `No route ${route}`);
      }
    },
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The capture server on 127.0.0.1:`port` (0: any free port); resolves once it listens. */
export async function startMailCapture(port: number, options: MailCaptureOptions = {}): Promise<Server> {
  const capture = mailCapture(options);
  const server = createServer((request, response) => {
    void (async () => {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]));
      const answer = await capture.handle({ method: request.method ?? 'GET', url: request.url ?? '/', headers, body: await readBody(request) });
      response.writeHead(answer.status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    })().catch((error: unknown) => {
      response.writeHead(500, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ statusCode: 500, name: 'application_error', message: String(error) }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}
