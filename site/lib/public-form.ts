// The one way the public site sends a visitor's form (the contact form, the booking wizard's quote
// request, an excursion's Book Now): a POST of the typed client in the page's language with an
// Idempotency-Key, so a double click or a retry after a lost answer is stored once; and one reading
// of the answer: the stored request's answer, or why not ('invalid': a 400 naming fields;
// 'rateLimited': 429; 'failed': any other refusal, a server failure, an answer that is not JSON, or
// no answer at all, status 0).
import type { ClientRequestOptions } from 'hono/client';
import type { RequestLang } from '../../worker/contract/enums.ts';
import { apiFailure, type ApiError } from './api-client.ts';

/** What the form's POST answers (the typed client's answer). */
interface FormAnswer {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}

type Body<Answer extends FormAnswer> = Awaited<ReturnType<Answer['json']>>;

export type PublicFormFailure = {
  ok: false;
  reason: 'invalid' | 'rateLimited' | 'failed';
  /** The HTTP status; 0 when no answer came (the network). */
  status: number;
  /** The server's error ({ code, message, fields }), in the request's language; null without one. */
  error: Partial<ApiError> | null;
};

export type PublicFormOutcome<Answer> = { ok: true; /** Null when the success's body is not JSON. */ answer: Answer | null } | PublicFormFailure;

/**
 * A fresh Idempotency-Key (at most 128 characters of [A-Za-z0-9._:-], as the API requires): one per
 * message written in the contact form, one per opening of Book Now. The booking wizard makes its key
 * from its data instead (stores/booking-request.ts), so a reloaded booking is still stored once.
 */
export const freshIdempotencyKey = (form: 'contact' | 'excursion') => `${form}-${crypto.randomUUID()}`;

/** Sends the form: `request(options)` is the typed client's POST given the options made here. */
export async function postPublicForm<Answer extends FormAnswer>(
  request: (options: ClientRequestOptions) => Promise<Answer>,
  { lang, idempotencyKey }: { lang: RequestLang; idempotencyKey: string },
): Promise<PublicFormOutcome<Body<Answer>>> {
  try {
    const answer = await request({
      // hono/client hands `init` to fetch untouched, so the headers go as this plain object (its own
      // `headers` option would build a Headers object); they replace the client's, Content-Type included.
      init: {
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': lang, 'Idempotency-Key': idempotencyKey },
      },
    });
    if (answer.ok) return { ok: true, answer: ((await answer.json().catch(() => null)) ?? null) as Body<Answer> | null };
    const { status, error } = await apiFailure(answer);
    const namesFields = status === 400 && Object.keys(error?.fields ?? {}).length > 0;
    return { ok: false, reason: namesFields ? 'invalid' : status === 429 ? 'rateLimited' : 'failed', status, error };
  } catch {
    return { ok: false, reason: 'failed', status: 0, error: null };
  }
}
