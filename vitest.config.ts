// Two projects: `unit` (pure rules, in Node) and `api` (the Worker's API inside workerd against a
// real local D1 with the real migrations).
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['site/**/*.test.ts', 'worker/**/*.test.ts', 'scripts/**/*.test.ts'],
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
                ADMIN_EMAIL: 'office@example.test',
              },
            },
          })),
        ],
        test: {
          name: 'api',
          include: ['tests/api/**/*.spec.ts'],
          setupFiles: ['./tests/api/apply-migrations.ts'],
        },
      },
    ],
  },
});
