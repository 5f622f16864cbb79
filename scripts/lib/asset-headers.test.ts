import { describe, expect, it } from 'vitest';
import { ASSETS_PATTERN, withAssetHeadersRule } from './asset-headers.ts';
import { SECURITY_HEADERS } from '../../worker/lib/content-security-policy.ts';

const rulesFor = (file: string, pattern: string) => file.split('\n').filter((line) => line === pattern).length;

describe('the _headers rule for /_astro/*', () => {
  it('replaces the adapter’s Cache-Control-only rule with one rule carrying every security header', () => {
    const adapters = `${ASSETS_PATTERN}\n  Cache-Control: public, max-age=31536000, immutable\n`;
    const file = withAssetHeadersRule(adapters);
    expect(rulesFor(file, ASSETS_PATTERN)).toBe(1);
    expect(file).toContain('  Cache-Control: public, max-age=31536000, immutable');
    expect(file).toContain("  Content-Security-Policy: default-src 'none'");
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(file).toContain(`  ${name}: ${value}\n`);
  });

  it('keeps the rules for other paths', () => {
    const other = '/fonts/*\n  Access-Control-Allow-Origin: *\n';
    const file = withAssetHeadersRule(`${other}${ASSETS_PATTERN}\n  X-Old: 1\n`);
    expect(file.startsWith(other)).toBe(true);
    expect(file).not.toContain('X-Old');
  });

  it('writes the rule into an empty file', () => {
    expect(withAssetHeadersRule('').startsWith(`${ASSETS_PATTERN}\n`)).toBe(true);
  });
});
