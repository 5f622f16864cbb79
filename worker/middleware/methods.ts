// Wrong methods answer 405 with the Allow header, never the page or a 404: on the API per
// resource, and on everything else (pages, assets, media), which only reads.
import type { Handler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';

/** The last handler of an API path: any method not handled before it is a 405 naming the others. */
export const methodNotAllowed =
  (...allowed: string[]): Handler<AppEnv> =>
  () => {
    throw new ApiError(405, 'method_not_allowed', 'api.error.methodNotAllowed', undefined, { Allow: allowed.join(', ') });
  };

const READ_METHODS = 'GET, HEAD';

/** Outside /api only GET and HEAD are answered; OPTIONS says so. */
export const readOnlyOutsideApi = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || /^\/api(\/|$)/.test(c.req.path)) return next();
    if (method === 'OPTIONS') return c.body(null, 204, { Allow: READ_METHODS });
    return c.text('Method Not Allowed', 405, { Allow: READ_METHODS });
  });
