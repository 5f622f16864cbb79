import { describe, expect, it } from 'vitest';
import { dialCodeOf, flagEmoji, formatValidPhone, phoneCountries } from './countries.ts';

describe('phoneCountries', () => {
  it('lists every country with its dial code, flag and an example', () => {
    const list = phoneCountries('en');
    expect(list.length).toBeGreaterThan(200);
    expect(list.find((country) => country.code === 'FR')).toEqual({
      code: 'FR',
      name: 'France',
      dialCode: '33',
      flag: '🇫🇷',
      example: '0612345678',
      exampleDisplay: '06 12 34 56 78',
      mask: '## ## ## ## ##',
    });
  });

  it('names and sorts the countries in the page language', () => {
    const names = phoneCountries('fr').map((country) => country.name);
    expect(names).toContain('Allemagne');
    expect(names.indexOf('Allemagne')).toBeLessThan(names.indexOf('Belgique'));
    // Accents sort with their letter: Égypte among the E's, not after Z.
    expect(names.indexOf('Égypte')).toBeLessThan(names.indexOf('Espagne'));
    const english = phoneCountries('en').map((country) => country.name);
    expect(english.indexOf('Germany')).toBeLessThan(english.indexOf('Greece'));
  });
});

describe('phone helpers', () => {
  it('give flags and dial codes', () => {
    expect(flagEmoji('gb')).toBe('🇬🇧');
    expect(dialCodeOf('US')).toBe('1');
    expect(dialCodeOf('ZZ')).toBe('');
  });

  it('format a valid number only', () => {
    expect(formatValidPhone('FR', '0612345678')).toBe('+33 6 12 34 56 78');
    expect(formatValidPhone('FR', '612345678')).toBe('+33 6 12 34 56 78');
    expect(formatValidPhone('FR', '06123')).toBeNull();
    expect(formatValidPhone('GB', '0612345678')).toBeNull();
  });
});
