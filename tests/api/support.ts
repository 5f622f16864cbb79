import { vi } from 'vitest';
// Calls the Worker like a browser would and waits for everything it schedules (e-mail delivery).
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { app } from '../../worker/app.ts';
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

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string>; requestId?: string };
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
