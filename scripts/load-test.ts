// `npm run test:load` (decision 031): the fault and load test at full size, 500
// concurrent submissions over 50 Idempotency-Keys, against a server of its own: the production build
// in workerd (scripts/e2e-server.ts, its own fresh state) sending its e-mails through the real HTTP
// mailer to a mail capture server (scripts/lib/mail-capture.ts) that refuses 30 % of them and answers
// the others slowly. The run itself (waves, cron to the end, checks, latency report) is
// scripts/lib/load-run.ts, which the browser suite also runs at the reduced size against its own
// server (tests/e2e/load.spec.ts). `--reduced` here: 60 submissions over 6 keys, standalone.
//
// Every transfer quote of the run is then sent an offer and paid at a Stripe fake, whose webhook
// events reach the Worker in concurrent copies and are delivered twice more (decision 038).
//
// LOAD_PORT chooses the Worker's port (default 8792); the capture server listens on LOAD_PORT + 2,
// the Stripe fake on LOAD_PORT + 5.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { startMailCapture } from './lib/mail-capture.ts';
import { startStripeFake } from './lib/stripe-fake.ts';
import { runLoad, waitFor } from './lib/load-run.ts';
import { ROOT, toolEnv } from './lib/run.ts';

const size = process.argv.includes('--reduced') ? 'reduced' : 'full';
const PORT = Number(process.env.LOAD_PORT ?? 8792);
const CAPTURE_PORT = PORT + 2;
const BASE = `http://127.0.0.1:${PORT}`;
/** Generous: the machine may be busy; the test waits on conditions, never on the clock. */
const SERVER_START_TIMEOUT_MS = 240_000;

const capture = await startMailCapture(CAPTURE_PORT);
const captureUrl = `http://127.0.0.1:${CAPTURE_PORT}`;
// Stripe's fake, delivering its events to this Worker's webhook with the secret e2e-server.ts gives it.
const STRIPE_PORT = PORT + 5;
const stripe = await startStripeFake(STRIPE_PORT, { webhookUrl: `${BASE}/api/stripe/webhook`, webhookSecret: 'whsec_e2e_fake_secret' });
const stripeUrl = `http://127.0.0.1:${STRIPE_PORT}`;

// ---- The Worker: the production build in workerd, the cron at /cdn-cgi/local/scheduled ------
const server = spawn('node', ['scripts/e2e-server.ts'], {
  cwd: ROOT,
  env: toolEnv({ E2E_PORT: String(PORT), E2E_MAIL_URL: captureUrl, E2E_STRIPE_URL: stripeUrl }),
  stdio: ['ignore', 'ignore', 'pipe'],
});
/** The server's log, shown only when the test fails: every refused send is logged, 30 % of them. */
let serverLog = '';
server.stderr.on('data', (chunk: Buffer) => (serverLog = (serverLog + chunk.toString('utf8')).slice(-20_000)));
let serverExited = false;
server.on('exit', () => (serverExited = true));

async function stopAll(): Promise<void> {
  if (!serverExited) {
    server.kill('SIGTERM');
    await once(server, 'exit');
  }
  await new Promise<void>((resolve) => capture.close(() => resolve()));
  await new Promise<void>((resolve) => stripe.close(() => resolve()));
}

const startedAt = Date.now();
let problems: string[] = [];
try {
  await waitFor(
    'the Worker on ' + BASE,
    SERVER_START_TIMEOUT_MS,
    async () => {
      if (serverExited) throw new Error('the Worker stopped before it answered');
      try {
        return (await fetch(`${BASE}/api/excursions`)).ok || undefined;
      } catch {
        return undefined;
      }
    },
    500,
  );
  console.log(`[${((Date.now() - startedAt) / 1000).toFixed(1)} s] the Worker answers`);
  const result = await runLoad({ baseUrl: BASE, captureUrl, stripeUrl, size, scope: randomUUID().slice(0, 8), log: (line) => console.log(line) });
  problems = result.problems;
  console.log(`\n${result.report.join('\n')}`);
} catch (error) {
  problems.push(error instanceof Error ? error.message : String(error));
} finally {
  await stopAll();
}

if (problems.length > 0) {
  console.error(`\nThe end of the Worker's log:\n${serverLog}`);
  console.error(`\nLoad test FAILED (${problems.length} problems):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log('\nLoad test passed: every request stored once, every e-mail delivered once, nothing left in the outbox, no 5xx.');
