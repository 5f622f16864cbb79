// The local fake of Stripe (scripts/lib/stripe-fake.ts) for the browser suite: Stripe's API, the test
// checkout pages and the tests' control on 127.0.0.1:STRIPE_FAKE_PORT (default E2E_PORT + 5); its
// events signed with STRIPE_WEBHOOK_SECRET (default whsec_local_fake_secret) and posted to
// STRIPE_FAKE_WEBHOOK_URL (default the e2e server's /api/stripe/webhook). Started by playwright.config.ts.
import { startStripeFake } from './lib/stripe-fake.ts';

const e2ePort = Number(process.env.E2E_PORT ?? 8788);
const port = Number(process.env.STRIPE_FAKE_PORT ?? e2ePort + 5);
const webhookUrl = process.env.STRIPE_FAKE_WEBHOOK_URL ?? `http://127.0.0.1:${e2ePort}/api/stripe/webhook`;
const server = await startStripeFake(port, { webhookUrl, webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_local_fake_secret' });
console.log(`stripe fake listening on http://127.0.0.1:${port} (webhooks to ${webhookUrl})`);
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
