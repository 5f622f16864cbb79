// Two projects: `unit` (pure rules, in Node) and `api` (the Worker's API inside workerd against a
// real local D1 with the real migrations).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import type { AddressInfo } from 'node:net';
import { startStripeFake } from './scripts/lib/stripe-fake.ts';

const API_TESTS_WEBHOOK_SECRET = 'whsec_api_tests_secret';

/** The Stripe fake for the API tests, on a free port, for as long as vitest runs (no webhook target: the tests sign their own events). */
async function stripeFakeUrl(): Promise<string> {
  const server = await startStripeFake(0, { webhookSecret: API_TESTS_WEBHOOK_SECRET });
  server.unref();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * The raw e-mails the inbound tests deliver (tests/api/fixtures/inbound/*.eml), as base64 by file name:
 * workerd has no file system, and a text import would decode their bytes (one is ISO-8859-1).
 */
function inboundFixtures(): Record<string, string> {
  const folder = path.join(import.meta.dirname, 'tests/api/fixtures/inbound');
  const files = readdirSync(folder).filter((name) => name.endsWith('.eml'));
  return Object.fromEntries(files.map((name) => [name, readFileSync(path.join(folder, name)).toString('base64')]));
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // Files share a worker's module graph (34 s → 13 s): a file that stubs a global unstubs it
          // after each test, and none relies on a fresh copy of a module's state.
          isolate: false,
          include: ['site/**/*.test.ts', 'worker/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/support/**/*.test.ts'],
        },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            main: './tests/api/worker-entry.ts',
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations(path.join(import.meta.dirname, 'migrations')),
                INBOUND_FIXTURES: inboundFixtures(),
                ADMIN_EMAIL: 'office@example.test',
                // The test admin (tests/api/support.ts: TEST_ADMIN). The hash is of the password
                // 'correct horse battery staple' with 1000 iterations, so each sign-in stays fast.
                SESSION_SECRET: 'test-session-secret-of-at-least-32-characters',
                TOTP_ENCRYPTION_KEY: 'test-totp-encryption-key-of-at-least-32-characters',
                ADMIN_USERNAME: 'admin',
                ADMIN_PASSWORD_HASH: 'pbkdf2-sha256$1000$puBKW3o2MJQuH4oNz52jMw==$u5Vnrz1eVi1cwOryxopv21Gurh6tgPRu/p+BUHm0Yws=',
                // Card payments through the local Stripe fake (scripts/lib/stripe-fake.ts), started by this
                // config; the tests deliver Stripe's webhooks themselves, signed with this secret.
                STRIPE_SECRET_KEY: 'sk_test_api_tests',
                STRIPE_WEBHOOK_SECRET: API_TESTS_WEBHOOK_SECRET,
                STRIPE_API_URL: await stripeFakeUrl(),
                SITE_URL: 'https://www.paris-elite-chauffeur.fr',
                // The property tests' size and replay (tests/api/properties.spec.ts): FC_RUNS=500 for a deeper run.
                FC_RUNS: process.env.FC_RUNS ?? '',
                FC_SEED: process.env.FC_SEED ?? '',
                FC_PATH: process.env.FC_PATH ?? '',
              },
            },
          })),
        ],
        test: {
          name: 'api',
          include: ['tests/api/**/*.spec.ts'],
          // One workerd per worker, reused from file to file: starting one per file cost about 75 s of
          // the suite's 110. Nothing leaks between files: every test starts from empty tables and an
          // empty bucket (apply-migrations.ts), and the files run one at a time in each worker.
          isolate: false,
          setupFiles: ['./tests/api/apply-migrations.ts'],
        },
      },
    ],
  },
});
