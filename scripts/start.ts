// `npm start`: build, prepare local secrets and the local database, then serve the whole product
// (site, API, D1 and R2 on disk) in workerd on http://localhost:8787 (or $PORT). Works offline:
// card payments go to the Stripe fake (scripts/lib/stripe-fake.ts) on PORT + 5, started here,
// unless the developer has a Stripe key of their own; customers' e-mail replies are posted to the
// Worker's email() handler by `npm run mail:reply`.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { DEV_VARS, declaredSecrets, parseDevVars, prepareDevVars } from './lib/dev-vars.ts';
import { applyMigrations, seedDemoData, seedDemoHistoryOnce } from './lib/local-db.ts';
import { ROOT, run, toolEnv } from './lib/run.ts';
import { startStripeFake } from './lib/stripe-fake.ts';

const port = Number(process.env.PORT ?? 8787);
const skipBuild = process.argv.includes('--no-build');
const site = `http://localhost:${port}`;
/** The local reply addresses' domain: no mail reaches it but what `npm run mail:reply` posts. */
const INBOUND_MAIL_DOMAIN = 'reply.localhost';

/** Where the developer's own STRIPE_SECRET_KEY is, if they have one (a placeholder is none). */
function ownStripeKey(): '.dev.vars' | 'environment' | null {
  const placeholder = declaredSecrets().get('STRIPE_SECRET_KEY');
  const real = (value: string | undefined) => Boolean(value && value !== placeholder && /^(sk|rk)_(test|live)_/.test(value));
  if (existsSync(DEV_VARS) && real(parseDevVars(readFileSync(DEV_VARS, 'utf8')).get('STRIPE_SECRET_KEY'))) return '.dev.vars';
  return real(process.env.STRIPE_SECRET_KEY) ? 'environment' : null;
}

/**
 * Without a key of the developer's, the Stripe fake in this process: the Worker's Stripe client talks
 * to it, its test checkout pages take the customer's "payment", its signed webhooks come back here.
 */
async function localPayments(): Promise<{ vars: string[]; banner: string }> {
  const keyIn = ownStripeKey();
  if (keyIn === '.dev.vars') {
    return { vars: [], banner: `  Payments: Stripe with the STRIPE_SECRET_KEY of .dev.vars (webhooks: stripe listen --forward-to ${site}/api/stripe/webhook)` };
  }
  if (keyIn === 'environment') {
    // wrangler reads .dev.vars, never the shell's variables, once that file exists.
    return { vars: [], banner: '  Payments: STRIPE_SECRET_KEY is set in your shell, but the Worker reads .dev.vars: put it (and STRIPE_WEBHOOK_SECRET) there' };
  }
  const fakePort = port + 5;
  const fakeUrl = `http://localhost:${fakePort}`;
  const secret = 'whsec_local_fake_secret';
  await startStripeFake(fakePort, { host: 'localhost', publicUrl: fakeUrl, webhookUrl: `${site}/api/stripe/webhook`, webhookSecret: secret }).catch(
    (error: unknown) => {
      throw new Error(`The Stripe fake could not listen on port ${fakePort} (PORT + 5): ${String(error)}`);
    },
  );
  return {
    vars: ['STRIPE_SECRET_KEY:sk_test_local_fake', `STRIPE_WEBHOOK_SECRET:${secret}`, `STRIPE_API_URL:${fakeUrl}`].flatMap((value) => ['--var', value]),
    banner: `  Payments: fake Stripe on ${fakeUrl} (test checkout pages; see README "Payments")`,
  };
}

const admin = await prepareDevVars();
if (!skipBuild) await run('astro', ['build']);
await applyMigrations();
console.log(`Demo data: ${await seedDemoData()}.`);
console.log(`Demo history (Insights): ${await seedDemoHistoryOnce()}.`);
const payments = await localPayments();

const wranglerArgs = [
  'dev',
  '--port',
  String(port),
  '--ip',
  'localhost',
  '--show-interactive-dev-session=false',
  ...payments.vars,
  '--var',
  `SITE_URL:${site}`,
  // Customer e-mails carry a signed Reply-To on this domain, so `npm run mail:reply` can answer one
  // and the reply lands in Messages (wrangler dev runs email() for what is posted to it).
  '--var',
  `INBOUND_MAIL_DOMAIN:${INBOUND_MAIL_DOMAIN}`,
];
const server = spawn('wrangler', wranglerArgs, {
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
        `  Replies: \`npm run mail:reply\` answers the newest customer e-mail (its Reply-To is on ${INBOUND_MAIL_DOMAIN}).`,
        payments.banner,
        '',
      ].join('\n'),
    );
  }
});
const stop = () => server.kill('SIGINT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
