// Reads the D1 database of the server the browser tests run against (its own local state folder),
// through wrangler, so a journey can check what was really stored.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const E2E_STATE = path.join(ROOT, '.wrangler', 'e2e-state');

export function queryE2eDb<Row = Record<string, unknown>>(sql: string): Row[] {
  const output = execFileSync(
    path.join(ROOT, 'node_modules', '.bin', 'wrangler'),
    ['d1', 'execute', 'DB', '--local', '--persist-to', E2E_STATE, '--config', 'wrangler.toml', '--json', '--command', sql],
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
