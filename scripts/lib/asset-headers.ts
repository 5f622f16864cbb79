// An Astro integration: the Cloudflare adapter writes a `_headers` rule giving every path under
// /_astro/ a year-long immutable Cache-Control. A rule matches paths, not files, so a file that is
// missing (asked before a deploy finished uploading) got its 404 cached for a year. The Worker now
// runs first for /_astro/ too and gives that header only to files that exist, with the security
// headers of every other answer (worker/middleware/hashed-assets.ts, decision 032): the adapter's
// rule is taken out, and `_headers` with it when nothing else is left in it.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { AstroIntegration } from 'astro';

export const ASSETS_PATTERN = '/_astro/*';

/** `_headers` without any rule for the hashed assets' pattern; the other rules are kept as they are. */
export function withoutAssetsRule(headersFile: string): string {
  const kept: string[] = [];
  let inAssetsRule = false;
  for (const line of headersFile.split('\n')) {
    if (!/^\s/.test(line)) inAssetsRule = line.trim() === ASSETS_PATTERN;
    if (!inAssetsRule && line !== '') kept.push(line);
  }
  return kept.map((line) => `${line}\n`).join('');
}

export function noAssetsHeadersRule(): AstroIntegration {
  return {
    name: 'no-assets-headers-rule',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const file = path.join(fileURLToPath(dir), '_headers');
        const rest = withoutAssetsRule(await readFile(file, 'utf8').catch(() => ''));
        if (rest === '') await rm(file, { force: true });
        else await writeFile(file, rest);
      },
    },
  };
}
