// An Astro integration: the Cloudflare adapter copies `.dev.vars` (the local secrets) next to the
// built Worker, so `wrangler dev --config dist/server/wrangler.json` finds them. That copy keeps the
// file private to its owner, as the original is (scripts/lib/dev-vars.ts writes it with mode 0600).
import { chmodSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { AstroIntegration } from 'astro';

export function privateDevVars(): AstroIntegration {
  return {
    name: 'private-dev-vars',
    hooks: {
      'astro:build:done': ({ dir }) => {
        // `dir` is the client output (dist/client/); the Worker and its copy live in dist/server/.
        const copy = path.join(fileURLToPath(dir), '..', 'server', '.dev.vars');
        if (existsSync(copy)) chmodSync(copy, 0o600);
      },
    },
  };
}
