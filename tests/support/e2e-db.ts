// Reads the D1 database of the server the browser tests run against, so a journey can check what
// was really stored. Local D1 is a SQLite file in WAL mode under the server's state folder; reading
// it directly (read-only, one short connection per query) takes a millisecond, where going through
// `wrangler d1 execute` started a Node process and a workerd of its own for each query (3–6 s each
// on two busy cores, the largest single cost of the journeys that checked the database).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The state folder of the server on `port`, as scripts/e2e-server.ts chooses it. */
export function e2eState(port = Number(process.env.E2E_PORT ?? 8788)): string {
  return path.resolve(ROOT, process.env.E2E_STATE ?? `.wrangler/e2e-state-${port}`);
}

/** The SQLite file of the one D1 database (binding DB) that miniflare keeps in `state`. */
function databaseFile(state: string): string {
  const folder = path.join(state, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const files = readdirSync(folder).filter((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite');
  if (files.length !== 1) throw new Error(`expected one D1 database in ${folder}, found ${files.length}: ${files.join(', ')}`);
  return path.join(folder, files[0]!);
}

/** Runs a read-only query against the D1 of the test server on `port` (the default server unless given). */
export function queryE2eDb<Row = Record<string, unknown>>(sql: string, port?: number): Row[] {
  const db = new DatabaseSync(databaseFile(e2eState(port)), { readOnly: true });
  try {
    // Plain objects (node:sqlite returns null-prototype rows), so they compare like any other.
    return db
      .prepare(sql)
      .all()
      .map((row) => ({ ...row }) as Row);
  } finally {
    db.close();
  }
}

/** SQL string literal. */
export const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;
