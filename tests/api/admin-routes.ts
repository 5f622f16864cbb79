// The back office's routes as the tests walk them: every guarded API path Hono has registered
// (so a route added later is covered without a test of its own) and every dashboard page Astro has.
import { api } from '../../worker/api.ts';

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];

/** Open without a session (routes/admin/auth.ts; tested in admin-auth.spec.ts). */
const OPEN = new Set(['/admin/login', '/admin/session', '/admin/logout']);
const GUARDED = /^\/(admin|email)(\/|$)/;
/** What stands for a path parameter or a wildcard in the requests below. */
export const FUTURE_ROUTE = 'a-route-added-later';

/** A registered path as a request path: ':id' and ':id{[0-9]+}' become 1, '*' a path nobody wrote yet. */
export const requestPath = (path: string) => `/api${path.replace(/:[A-Za-z0-9_]+(\{[^}]*\})?\??/g, '1').replace(/\*/g, FUTURE_ROUTE)}`;

export interface Endpoint {
  path: string;
  /** The methods registered for the path; none for the guard's own wildcard. */
  methods: Method[];
}

/** Every guarded path of the API with its methods (Hono's `routes`: method and path of each handler, middleware included). */
export function guardedEndpoints(): Endpoint[] {
  const byPath = new Map<string, Set<Method>>();
  for (const route of api.routes) {
    if (!GUARDED.test(route.path) || OPEN.has(route.path)) continue;
    const methods = byPath.get(route.path) ?? new Set<Method>();
    if ((METHODS as readonly string[]).includes(route.method)) methods.add(route.method as Method);
    byPath.set(route.path, methods);
  }
  return [...byPath].map(([path, methods]) => ({ path, methods: [...methods] }));
}

/**
 * Every page of the back office, from Astro's own pages folder ('[id]' becomes 1): the files are
 * only listed, never loaded.
 */
export function adminPagePaths(): string[] {
  const files = Object.keys(import.meta.glob('../../site/pages/admin/**/*.astro'));
  return files.map((file) => {
    const route = file
      .replace(/^.*\/site\/pages/, '')
      .replace(/\.astro$/, '')
      .replace(/\/index$/, '')
      .replace(/\[[^\]]+\]/g, '1');
    return route;
  });
}
