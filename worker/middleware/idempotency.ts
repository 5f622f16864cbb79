// Idempotency-Key for every public POST: the key and the hash of the body are read once; a retry
// (same key, same body) gets the first answer before it is rate-limited or stored again.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { database } from '../db/client.ts';
import { earlierAnswer, idempotencyClaim, isIdempotencyRace } from '../lib/idempotency.ts';

/** Claims the request's key in `scope` ('quote', 'contact' …) and answers a retry with the first answer. */
export const idempotent = (scope: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const claim = await idempotencyClaim(scope, c.req.header('Idempotency-Key'), await c.req.text());
    c.set('idempotency', claim);
    const earlier = claim ? await earlierAnswer(database(c.env.DB), claim) : null;
    if (earlier) return c.json(earlier.body, 201);
    await next();
  });

/**
 * Runs `store`; when a concurrent request with the same key stored first (the key's unique index
 * refused this one), answers what that request answered instead.
 */
export async function storeOnce<T>(c: Context<AppEnv>, store: () => Promise<T>): Promise<{ stored: T } | { earlier: Response }> {
  try {
    return { stored: await store() };
  } catch (error) {
    const claim = c.get('idempotency');
    const earlier = claim && isIdempotencyRace(error) ? await earlierAnswer(database(c.env.DB), claim) : null;
    if (earlier) return { earlier: c.json(earlier.body, 201) };
    throw error;
  }
}
