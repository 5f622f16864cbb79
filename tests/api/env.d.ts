import type { D1Migration } from 'cloudflare:test';

declare global {
  /** Vite's file listing at build time (tests/api/admin-routes.ts lists the dashboard's pages with it). */
  interface ImportMeta {
    glob(pattern: string): Record<string, () => Promise<unknown>>;
  }
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** The raw e-mails of tests/api/fixtures/inbound/, base64 by file name (vitest.config.ts). */
      INBOUND_FIXTURES: Record<string, string>;
      ADMIN_EMAIL: string;
      FC_RUNS: string;
      FC_SEED: string;
      FC_PATH: string;
      /** The Stripe fake vitest.config.ts started for the API tests. */
      STRIPE_API_URL: string;
      SITE_URL: string;
    }
  }
}
