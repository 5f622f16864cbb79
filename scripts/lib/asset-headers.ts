// An Astro integration: the static files under /_astro/ are served without the Worker
// (wrangler.toml: run_worker_first excludes them), so the security headers the Worker gives every
// other response are written into the `_headers` file for them, from the same constants.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { AstroIntegration } from 'astro';
import { NO_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '../../worker/lib/content-security-policy.ts';

export const ASSETS_PATTERN = '/_astro/*';

/** The `_headers` rule for the static assets: cached for good (their names carry a content hash),
 * and scripts, styles and images that never run anything else. */
export function assetHeadersRule(): string {
  const headers = {
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Content-Security-Policy': NO_CONTENT_SECURITY_POLICY,
    ...SECURITY_HEADERS,
  };
  return [ASSETS_PATTERN, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n') + '\n';
}

/**
 * `_headers` with our rule for the assets in place of any other rule for the same pattern (the
 * Cloudflare adapter writes one with Cache-Control only): only one rule per pattern takes effect.
 */
export function withAssetHeadersRule(headersFile: string): string {
  const kept: string[] = [];
  let inAssetsRule = false;
  for (const line of headersFile.split('\n')) {
    if (!/^\s/.test(line)) inAssetsRule = line.trim() === ASSETS_PATTERN;
    if (!inAssetsRule && line !== '') kept.push(line);
  }
  return [...kept.map((line) => `${line}\n`), assetHeadersRule()].join('');
}

export function assetSecurityHeaders(): AstroIntegration {
  return {
    name: 'asset-security-headers',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const file = path.join(fileURLToPath(dir), '_headers');
        const existing = await readFile(file, 'utf8').catch(() => '');
        await writeFile(file, withAssetHeadersRule(existing));
      },
    },
  };
}
