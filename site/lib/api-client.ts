// The browser's client of /api: hono/client, typed by the Worker's own routes (AppType), so a
// request body or an answer that drifts from the contract fails the type check. Types only: AppType
// and ApiErrorBody are imported with `import type`, so no Worker code and no zod reach the browser;
// at run time this is hono/client's small proxy over the global fetch.
import { hc } from 'hono/client';
import type { AppType } from '../../worker/api.ts';
import type { ApiErrorBody } from '../../worker/contract/schemas/errors.ts';

/** Same-origin paths: `api.quotes.$post(...)` fetches /api/quotes. */
export const api = hc<AppType>('/api');

export type ApiError = ApiErrorBody['error'];

/**
 * A failed answer: its status and the `error` of its body ({ error: { code, message, fields? } }),
 * null when the body is not JSON or has no `error` (a proxy's error page, an empty body). Failures
 * are not in AppType (the routes throw them and the API's error handler writes them:
 * worker/middleware/api-errors.ts), so the status is read here as any number. The typed client's
 * answers and fetch's both fit.
 */
export async function apiFailure(response: Pick<Response, 'status' | 'json'>): Promise<{ status: number; error: Partial<ApiError> | null }> {
  const body: unknown = await response.json().catch(() => null);
  const error = (body as Partial<ApiErrorBody> | null)?.error;
  return { status: response.status, error: typeof error === 'object' && error !== null ? error : null };
}
