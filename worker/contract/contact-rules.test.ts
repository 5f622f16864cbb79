import { describe, expect, it } from 'vitest';
import { dialCodeOf, internationalNumber } from './contact-rules.ts';

// The one dial-code lookup of the product: the wizard's country list, its phone checks and summary,
// and the server's reading of the request all ask it.
describe('dialCodeOf', () => {
  it("gives a country's calling code", () => {
    expect(dialCodeOf('FR')).toBe('33');
    expect(dialCodeOf('US')).toBe('1');
    expect(dialCodeOf('GB')).toBe('44');
    expect(dialCodeOf('JE')).toBe('44');
  });

  it('is null for a code no country has', () => {
    expect(dialCodeOf('ZZ')).toBeNull();
    expect(dialCodeOf('')).toBeNull();
    expect(dialCodeOf('fr')).toBeNull();
  });

  it('agrees with the dial code a number in international form names', () => {
    expect(internationalNumber('+44 7911 123456')?.dialCode).toBe(dialCodeOf('GB'));
    expect(internationalNumber('+33 6 12 34 56 78')?.dialCode).toBe(dialCodeOf('FR'));
  });
});
