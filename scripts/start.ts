// `npm start`: build, prepare local secrets and the local database, then serve the whole product
// (site, API, D1 and R2 on disk) in workerd on http://localhost:8787 (or $PORT). Works offline.
import { spawn } from 'node:child_process';
import { prepareDevVars } from './lib/dev-vars.ts';
import { applyMigrations, seedDemoData } from './lib/local-db.ts';
import { ROOT, run, toolEnv } from './lib/run.ts';

const port = Number(process.env.PORT ?? 8787);
const skipBuild = process.argv.includes('--no-build');

const admin = await prepareDevVars();
if (!skipBuild) await run('astro', ['build']);
await applyMigrations();
console.log(`Demo data: ${await seedDemoData()}.`);

const server = spawn('wrangler', ['dev', '--port', String(port), '--ip', 'localhost', '--show-interactive-dev-session=false'], {
  cwd: ROOT,
  env: toolEnv(),
  stdio: ['inherit', 'pipe', 'inherit'],
});
let announced = false;
server.stdout?.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk);
  if (!announced && chunk.toString().includes('Ready on')) {
    announced = true;
    console.log(
      [
        '',
        `  Site:   http://localhost:${port}/   (French: http://localhost:${port}/fr/)`,
        `  Admin:  http://localhost:${port}/admin/login`,
        `          username ${admin.username}`,
        `          password ${admin.password}`,
        process.env.ADMIN_PASSWORD ? '          (from ADMIN_PASSWORD)' : '          (generated; kept in .dev.vars — set ADMIN_PASSWORD to choose your own)',
        '  E-mails stay in the local outbox (table `outbox`); nothing is sent.',
        '',
      ].join('\n'),
    );
  }
});
const stop = () => server.kill('SIGINT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
