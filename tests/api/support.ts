import { vi } from 'vitest';
// Calls the Worker like a browser would and waits for everything it schedules (e-mail delivery).
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { app } from '../../worker/app.ts';
import type { z } from 'zod';
import { apiErrorSchema, type ApiErrorBody } from '../../worker/contract/errors.ts';
import { database } from '../../worker/db/client.ts';

export const ORIGIN = 'https://www.paris-elite-chauffeur.fr';

export async function call(path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init }), env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

export function postJson(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return call(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export const db = () => database(env.DB);

/**
 * The JSON body of `response`, checked against the contract's schema of that answer (a body the
 * schema refuses fails the test). The body itself is returned, not zod's copy of it, so a test's
 * toEqual still sees any field the schema does not name.
 */
export async function answerOf<Schema extends z.ZodType>(response: Response, schema: Schema): Promise<z.output<Schema>> {
  const body: unknown = await response.json();
  schema.parse(body);
  return body as z.output<Schema>;
}

/** The `error` of a failed answer, checked against the contract's error shape (contract/errors.ts). */
export async function errorOf(response: Response): Promise<ApiErrorBody['error']> {
  return (await answerOf(response, apiErrorSchema)).error;
}

/**
 * Fakes Date at a minute into the current rate-limit window (10 minutes, aligned to the epoch), so
 * every request of a rate-limit test counts in the same window however slowly the machine runs.
 * The test file's afterEach must call vi.useRealTimers().
 */
export function pinInsideRateLimitWindow(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Math.floor(Date.now() / 600_000) * 600_000 + 60_000);
}
