import { describe, expect, it } from 'vitest';
import { excursionContactMessage, excursionContactProblems, isExcursionPhone, phoneDigits, type ExcursionContact } from './excursion-rules.ts';
import { excursionQuoteRequestSchema } from './schemas/excursion-quote.ts';

const CONTACT: ExcursionContact = { firstName: 'Anne', lastName: 'Martin', email: 'anne@example.com', phone: '33612345678', comments: '' };

// The Book Now modal's rules (spec section 5): the island runs them as typed, the server again.
describe('the excursion modal rules', () => {
  it('keeps only the digits of a typed phone', () => {
    expect(phoneDigits('+33 (0)6 12-34.56 78')).toBe('330612345678');
    expect(phoneDigits('abc')).toBe('');
  });

  it('wants a phone of digits only, at least 6 of them', () => {
    expect(isExcursionPhone('123456')).toBe(true);
    expect(isExcursionPhone('12345')).toBe(false);
    expect(isExcursionPhone('12 3456')).toBe(false);
    expect(isExcursionPhone('+123456')).toBe(false);
  });

  it('finds nothing wrong with a complete contact, comments left empty', () => {
    expect(excursionContactProblems(CONTACT)).toEqual({});
    expect(excursionContactMessage({})).toBeNull();
  });

  it('names every blank required field, blank after trimming, with the one required-fields message', () => {
    const problems = excursionContactProblems({ ...CONTACT, firstName: '  ', email: '', phone: '' });
    expect(problems).toEqual({ firstName: 'excursion.error.required', email: 'excursion.error.required', phone: 'excursion.error.required' });
    expect(excursionContactMessage(problems)).toBe('excursion.error.required');
  });

  it('gives the phone message for a short phone, and the required one first when both apply', () => {
    expect(excursionContactMessage(excursionContactProblems({ ...CONTACT, phone: '12345' }))).toBe('excursion.error.phone');
    expect(excursionContactMessage(excursionContactProblems({ ...CONTACT, phone: '12345', lastName: '' }))).toBe('excursion.error.required');
  });

  it('refuses an address that cannot be one', () => {
    expect(excursionContactProblems({ ...CONTACT, email: 'anne@' })).toEqual({ email: 'field.email.invalid' });
  });

  it('are the ones the request schema applies', () => {
    const base = { excursionId: 1, ...CONTACT };
    expect(excursionQuoteRequestSchema.safeParse(base).success).toBe(true);
    const short = excursionQuoteRequestSchema.safeParse({ ...base, phone: '12345' });
    expect(short.success ? [] : short.error.issues.map((issue) => issue.message)).toEqual(['excursion.error.phone']);
  });
});
