// Idempotency-Key for every public POST: the key is checked and the body hashed once, here; a retry
// (same key, same body) gets the first answer before it is rate-limited or stored again, the same
// key with another body is a 422. The claim is left in `c.var.idempotency` for the use case, which
// stores its record through storeOnce (lib/idempotency.ts): that answers a concurrent request with
// the same key, the retry that came before the first answer was remembered.
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../env.ts';
import { database } from '../db/client.ts';
import { earlierAnswer, idempotencyClaim } from '../lib/idempotency.ts';

/** Claims the request's key in `scope` ('quote', 'contact' …) and answers a retry with the first answer. */
export const idempotent = (scope: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const claim = await idempotencyClaim(scope, c.req.header('Idempotency-Key'), await c.req.text());
    c.set('idempotency', claim);
    const earlier = claim ? await earlierAnswer(database(c.env.DB), claim) : null;
    if (earlier) return c.json(earlier.body, earlier.status as ContentfulStatusCode);
    await next();
  });
