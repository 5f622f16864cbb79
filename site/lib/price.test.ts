import { describe, expect, it } from 'vitest';
import { formatEuros } from './price.ts';

describe('formatEuros', () => {
  it('writes whole euros without cents, in the page language', () => {
    expect(formatEuros('390', 'en')).toBe('€390');
    expect(formatEuros('1250', 'fr')).toBe('1\u202f250\u00a0€');
  });

  it('shows cents when there are some', () => {
    expect(formatEuros('129.5', 'en')).toBe('€129.50');
    expect(formatEuros('129.50', 'fr')).toBe('129,50\u00a0€');
  });

  it('leaves text that is not a number as it is, rather than showing NaN', () => {
    expect(formatEuros('on request', 'en')).toBe('on request');
    expect(formatEuros('', 'en')).toBe('');
  });
});
