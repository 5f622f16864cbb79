// The server the browser tests (and the bench) run against: the production build in workerd, with
// its own fresh local D1/R2 (so tests never touch the data of `npm start`), migrations applied and
// demo data seeded, with the Insights journey's fixture. E2E_PORT chooses the port, E2E_STATE the state folder (default
// .wrangler/e2e-state-<port>), E2E_DIST a build folder other than dist/ (from `astro build --outDir`);
// E2E_MAPS_KEY, when set, configures a Google Maps key (the tests serve a fake Maps script for it);
// the back office's test admin is E2E_ADMIN (scripts/lib/e2e-admin.ts). E2E_MAIL_URL, when set, is
// the mail capture server (scripts/mail-capture.ts): e-mails then go through the real HTTP mailer
// to it; without it the 'outbox' provider only logs them (the bench). E2E_STRIPE_URL, when set, is
// the Stripe fake (scripts/stripe-fake.ts): the Worker's Stripe client then talks to it with a test
// key, and verifies its webhooks with the secret playwright.config.ts gives it; without it no card
// payments are configured. SITE_URL, the origin of the links the Worker writes for customers, is
// always this server's.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { e2eAdminVars } from './lib/e2e-admin.ts';
import { applyMigrations, seedDemoData, seedInsightsFixture, type LocalState } from './lib/local-db.ts';
import { ROOT, toolEnv } from './lib/run.ts';

const port = process.env.E2E_PORT ?? '8788';
const state: LocalState = { persistTo: path.resolve(ROOT, process.env.E2E_STATE ?? `.wrangler/e2e-state-${port}`) };

rmSync(state.persistTo, { recursive: true, force: true });
await applyMigrations(state);
await seedDemoData(state);
// Past requests with known answers for the Insights journey (scripts/lib/insights-fixture.ts).
await seedInsightsFixture(state);

/**
 * The HTTP mailer aimed at the capture server. A fresh API key per start: the capture server scopes
 * Idempotency-Keys by API key (as Resend does by account), and this fresh database's outbox ids
 * start again at 1, so a capture server kept from an earlier run must not take them for retries.
 */
function mailVars(captureUrl: string | undefined): string[] {
  if (!captureUrl) return [];
  return [
    ...[
      'MAIL_PROVIDER:http',
      `MAIL_API_URL:${new URL('/emails', captureUrl).href}`,
      `MAIL_API_KEY:e2e-${randomUUID()}`,
      'MAIL_FROM:Paris Elite Chauffeur <bookings@example.test>',
    ].flatMap((value) => ['--var', value]),
  ];
}

/**
 * Stripe aimed at the fake, with the webhook secret the fake signs with (playwright.config.ts). A
 * fresh key per start, as for the mail API: the fake scopes Idempotency-Keys by API key, and this
 * fresh database's offer ids start again at 1, so a fake kept from an earlier run must not answer
 * them with its sessions.
 */
function stripeVars(stripeUrl: string | undefined): string[] {
  if (!stripeUrl) return [];
  return [
    `STRIPE_SECRET_KEY:sk_test_e2e_${randomUUID().replaceAll('-', '')}`,
    'STRIPE_WEBHOOK_SECRET:whsec_e2e_fake_secret',
    `STRIPE_API_URL:${stripeUrl}`,
  ].flatMap((value) => ['--var', value]);
}

const server = spawn(
  'wrangler',
  [
    'dev',
    ...(process.env.E2E_DIST ? ['--config', path.resolve(process.env.E2E_DIST, 'server', 'wrangler.json')] : []),
    '--port',
    port,
    '--ip',
    '127.0.0.1',
    '--persist-to',
    state.persistTo,
    '--show-interactive-dev-session=false',
    '--var',
    'ADMIN_EMAIL:office@example.test',
    // The journeys submit many requests from one address.
    '--var',
    'RATE_LIMIT_SUBMISSIONS:100000',
    // …and open many request pages and chauffeur sheets, all from 127.0.0.1.
    '--var',
    'RATE_LIMIT_LINK_LOOKUPS:100000',
    ...(process.env.E2E_MAPS_KEY ? ['--var', `PUBLIC_GOOGLE_MAPS_API_KEY:${process.env.E2E_MAPS_KEY}`] : []),
    ...mailVars(process.env.E2E_MAIL_URL),
    ...stripeVars(process.env.E2E_STRIPE_URL),
    '--var',
    `SITE_URL:http://127.0.0.1:${port}`,
    // Customer e-mails carry a signed Reply-To on this domain, so a journey can answer one through
    // the email() handler (wrangler dev's /cdn-cgi/local/email) and see it land (decision 039).
    '--var',
    'INBOUND_MAIL_DOMAIN:reply.example.test',
    // The test admin (scripts/lib/e2e-admin.ts); command-line vars win over a developer's .dev.vars.
    ...(await e2eAdminVars()),
  ],
  { cwd: ROOT, env: toolEnv(), stdio: 'inherit' },
);
const stop = () => server.kill('SIGINT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
