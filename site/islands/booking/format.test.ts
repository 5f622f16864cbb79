import { describe, expect, it } from 'vitest';
import { formatDate } from './format.ts';

// fill() and formatDuration() are now the contract's fillPlaceholders (worker/contract/i18n/plural.test.ts)
// and formatDuration (worker/contract/booking-format.test.ts), tested there.

describe('formatDate', () => {
  it('writes the day in words in the page language', () => {
    expect(formatDate('2030-05-04', 'en')).toBe('Saturday, 4 May 2030');
    expect(formatDate('2030-05-04', 'fr')).toBe('samedi 4 mai 2030');
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});
