import { drizzle, type AnyD1Database } from 'drizzle-orm/d1';

export type Database = ReturnType<typeof database>;

/**
 * Accepts the Workers binding, wrangler's local proxy of it (seed scripts) and a D1 session
 * (`withSession`, decision 045). A session has the binding's `prepare` and `batch` but not its
 * `exec`, `dump` or `withSession`, so drizzle's type refuses it; drizzle-orm's D1 driver calls only
 * `prepare` and `batch` (0.45), which is why the session may stand in for the binding.
 */
export function database(d1: AnyD1Database | Pick<AnyD1Database, 'prepare' | 'batch'>) {
  // Without `schema`: the code writes its queries with the query builder and never uses drizzle's
  // relational `db.query` API (the type now refuses it), and handing drizzle the schema made it
  // derive the tables' relations again on every call, a third of a millisecond per request (issue 27).
  return drizzle(d1 as AnyD1Database);
}

/**
 * The newest bookmark of the D1 session `db` reads through (decision 045): after a write, one that
 * includes it. Null for the plain binding, or before the session's first query.
 */
export function bookmarkOf(db: Database): string | null {
  // Typed here without the Workers types: the seed scripts compile this file in Node.
  const client = db.$client as { getBookmark?: () => string | null };
  return typeof client.getBookmark === 'function' ? client.getBookmark() : null;
}
