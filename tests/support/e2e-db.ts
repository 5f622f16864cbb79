// Reads the D1 database of the server the browser tests run against (its own local state folder),
// through wrangler, so a journey can check what was really stored.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The state folder of the server on `port`, as scripts/e2e-server.ts chooses it. */
export function e2eState(port = Number(process.env.E2E_PORT ?? 8788)): string {
  return path.resolve(ROOT, process.env.E2E_STATE ?? `.wrangler/e2e-state-${port}`);
}

/** Runs SQL against the D1 of the test server on `port` (the default server unless given). */
export function queryE2eDb<Row = Record<string, unknown>>(sql: string, port?: number): Row[] {
  const output = execFileSync(
    path.join(ROOT, 'node_modules', '.bin', 'wrangler'),
    ['d1', 'execute', 'DB', '--local', '--persist-to', e2eState(port), '--config', 'wrangler.toml', '--json', '--command', sql],
    {
      cwd: ROOT,
      encoding: 'utf8',
      // node_modules/.bin first: wrangler needs the pinned Node 24.
      env: { ...process.env, PATH: `${path.join(ROOT, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const [result] = JSON.parse(output) as { results: Row[] }[];
  return result?.results ?? [];
}

/** SQL string literal. */
export const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;
