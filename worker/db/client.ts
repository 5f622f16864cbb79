import { drizzle, type AnyD1Database } from 'drizzle-orm/d1';
import * as schema from './schema.ts';

export type Database = ReturnType<typeof database>;

/** Accepts the Workers binding and wrangler's local proxy of it (seed scripts). */
export function database(d1: AnyD1Database) {
  return drizzle(d1, { schema });
}
