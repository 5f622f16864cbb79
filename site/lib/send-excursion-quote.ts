// POST /api/exquotes: sends one excursion quote request (lib/public-form.ts) and says what the visitor
// is told of the answer.
import { api, type ApiError } from './api-client.ts';
import { postPublicForm } from './public-form.ts';
import type { ExcursionQuoteRequest } from '../../worker/contract/schemas/excursion-quote.ts';
import { DEFAULT_LANG } from '../../worker/contract/i18n/langs.ts';

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
  const outcome = await postPublicForm((options) => api.exquotes.$post({ json: body }, options), { lang: body.lang ?? DEFAULT_LANG, idempotencyKey });
  if (outcome.ok) return { ok: true, exQuoteNumber: typeof outcome.answer?.exQuoteNumber === 'string' ? outcome.answer.exQuoteNumber : null };
  return { ok: false, status: outcome.status, message: failureMessage(outcome.status, outcome.error) };
};
