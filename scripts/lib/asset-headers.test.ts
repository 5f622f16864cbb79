import { describe, expect, it } from 'vitest';
import { ASSETS_PATTERN, withoutAssetsRule } from './asset-headers.ts';

describe('the _headers file without a rule for /_astro/*', () => {
  it('takes out the adapter’s year-long rule, which a missing file would match too', () => {
    expect(withoutAssetsRule(`${ASSETS_PATTERN}\n  Cache-Control: public, max-age=31536000, immutable\n`)).toBe('');
  });

  it('keeps the rules for other paths', () => {
    const other = '/fonts/*\n  Access-Control-Allow-Origin: *\n';
    expect(withoutAssetsRule(`${other}${ASSETS_PATTERN}\n  X-Old: 1\n`)).toBe(other);
    expect(withoutAssetsRule(`${ASSETS_PATTERN}\n  X-Old: 1\n${other}`)).toBe(other);
  });
});
