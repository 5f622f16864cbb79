// The server the browser tests run against: the production build in workerd, with its own fresh
// local D1/R2 (so tests never touch the data of `npm start`), migrations applied and demo data seeded.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { applyMigrations, seedDemoData, type LocalState } from './lib/local-db.ts';
import { ROOT, toolEnv } from './lib/run.ts';

const port = process.env.E2E_PORT ?? '8788';
const state: LocalState = { persistTo: path.join(ROOT, '.wrangler', 'e2e-state') };

rmSync(state.persistTo, { recursive: true, force: true });
await applyMigrations(state);
await seedDemoData(state);

const server = spawn(
  'wrangler',
  [
    'dev',
    '--port', port,
    '--ip', '127.0.0.1',
    '--persist-to', state.persistTo,
    '--show-interactive-dev-session=false',
    '--var', 'ADMIN_EMAIL:office@example.test',
  ],
  { cwd: ROOT, env: toolEnv(), stdio: 'inherit' },
);
const stop = () => server.kill('SIGINT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
