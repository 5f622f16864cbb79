import type { D1Migration } from 'cloudflare:test';

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      ADMIN_EMAIL: string;
      FC_RUNS: string;
      FC_SEED: string;
      FC_PATH: string;
    }
  }
}
