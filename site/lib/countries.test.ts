import { describe, expect, it } from 'vitest';
import { flagEmoji, formatPhoneAsTyped, formatValidPhone, phoneCountries, phoneTooLong } from './countries.ts';

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
  // The dial codes are the contract's (dialCodeOf, worker/contract/contact-rules.test.ts).
  it('give flags', () => {
    expect(flagEmoji('gb')).toBe('🇬🇧');
  });

  it('format a valid number only', () => {
    expect(formatValidPhone('FR', '0612345678')).toBe('+33 6 12 34 56 78');
    expect(formatValidPhone('FR', '612345678')).toBe('+33 6 12 34 56 78');
    expect(formatValidPhone('FR', '06123')).toBeNull();
    expect(formatValidPhone('GB', '0612345678')).toBeNull();
  });
});

describe('formatPhoneAsTyped', () => {
  it('spaces the digits as the country writes them, with or without the trunk prefix', () => {
    expect(formatPhoneAsTyped('FR', '0612345678')).toBe('06 12 34 56 78');
    expect(formatPhoneAsTyped('FR', '612345678')).toBe('6 12 34 56 78');
    expect(formatPhoneAsTyped('FR', '061')).toBe('06 1');
    expect(formatPhoneAsTyped('GB', '07400123456')).toBe('07400 123456');
    expect(formatPhoneAsTyped('US', '2015550123')).toBe('(201) 555-0123');
  });

  it('never changes the digits, and leaves them alone when no format fits', () => {
    expect(formatPhoneAsTyped('FR', '')).toBe('');
    expect(formatPhoneAsTyped('FR', '06123456789')).toBe('06123456789');
    expect(formatPhoneAsTyped('ZZ', '123')).toBe('123');
  });
});

describe('phoneTooLong', () => {
  it("is true beyond the country's longest number, its trunk prefix not counted", () => {
    expect(phoneTooLong('FR', '0612345678')).toBe(false);
    expect(phoneTooLong('FR', '612345678')).toBe(false);
    expect(phoneTooLong('FR', '06123456789')).toBe(true);
    expect(phoneTooLong('FR', '6123456789')).toBe(true);
    expect(phoneTooLong('GB', '07400123456')).toBe(false);
    expect(phoneTooLong('GB', '074001234567')).toBe(true);
  });
});
