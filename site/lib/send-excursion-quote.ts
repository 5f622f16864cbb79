// POST /api/exquotes: sends one excursion quote request through the typed client and reads the answer.
import { api, apiFailure, type ApiError } from './api-client.ts';
import type { ExcursionQuoteRequest } from '../../worker/contract/excursion-quote.ts';

export type ExcursionQuoteOutcome =
  | { ok: true; /** EX-YYYY-NNNN when the server sent it. */ exQuoteNumber: string | null }
  | {
      ok: false;
      /** The HTTP status; 0 when no answer came (network). */
      status: number;
      /** The server's message to show, in the request's language; null: show the generic failure text. */
      message: string | null;
    };

export type SendExcursionQuote = (body: ExcursionQuoteRequest, idempotencyKey: string) => Promise<ExcursionQuoteOutcome>;

/**
 * What the visitor is told of a refused request (spec section 8: the server's error field): the
 * first field message, else the error's message. A server failure (5xx) says nothing useful to the
 * visitor, so the generic text is shown instead (null).
 */
export function failureMessage(status: number, error: Partial<ApiError> | null): string | null {
  const field = Object.values(error?.fields ?? {}).find((message) => typeof message === 'string' && message.trim() !== '');
  if (field) return field;
  if (status >= 500 || typeof error?.message !== 'string' || error.message.trim() === '') return null;
  return error.message;
}

export const sendExcursionQuote: SendExcursionQuote = async (body, idempotencyKey) => {
  try {
    const response = await api.exquotes.$post(
      { json: body },
      // hono/client hands `init` to fetch untouched, so the headers go as this plain object (its own
      // `headers` option would build a Headers object); they replace the client's, Content-Type included.
      {
        init: {
          credentials: 'same-origin',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': body.lang ?? 'en', 'Idempotency-Key': idempotencyKey },
        },
      },
    );
    if (response.ok) {
      const answer = await response.json().catch(() => null);
      return { ok: true, exQuoteNumber: typeof answer?.exQuoteNumber === 'string' ? answer.exQuoteNumber : null };
    }
    const { status, error } = await apiFailure(response);
    return { ok: false, status, message: failureMessage(status, error) };
  } catch {
    return { ok: false, status: 0, message: null };
  }
};
