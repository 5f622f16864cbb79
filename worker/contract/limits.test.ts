import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { quoteRequestSchema } from './schemas/quote-request.ts';
import { contactRequestSchema } from './schemas/contact.ts';
import { FIELD_LIMITS } from './limits.ts';
import { isEmailAddress } from './text-rules.ts';

/** The messages zod gives for `path` (e.g. 'stopLocations.0'). */
function problemsAt(result: z.ZodSafeParseResult<unknown>, path: string): string[] {
  return result.success ? [] : result.error.issues.filter((issue) => issue.path.join('.') === path).map((issue) => issue.message);
}

const aQuote = (overrides: Record<string, unknown>) => ({
  firstName: 'Claire',
  lastName: 'Martin',
  email: 'claire@example.com',
  phone: '0612345678',
  pickupLocation: 'Orly',
  dropoffLocation: 'Louvre',
  pickupDate: '2030-05-04',
  pickupTime: '09:30',
  ...overrides,
});
const aContact = (overrides: Record<string, unknown>) => ({ name: 'Claire', email: 'claire@example.com', ...overrides });

// Each text field of a request at its limit and one character beyond it.
const BOOKING_FIELDS: Array<[path: string, limit: number, value: (text: string) => Record<string, unknown>]> = [
  ['firstName', FIELD_LIMITS.booking.firstName, (text) => ({ firstName: text })],
  ['lastName', FIELD_LIMITS.booking.lastName, (text) => ({ lastName: text })],
  ['phone', FIELD_LIMITS.booking.phone, (text) => ({ phone: text })],
  ['pickupLocation', FIELD_LIMITS.booking.place, (text) => ({ pickupLocation: text })],
  ['dropoffLocation', FIELD_LIMITS.booking.place, (text) => ({ dropoffLocation: text })],
  ['stopLocations.0', FIELD_LIMITS.booking.place, (text) => ({ transferType: 'MULTI_STOP', stopLocations: [text] })],
  ['pickupDate', FIELD_LIMITS.booking.date, (text) => ({ pickupDate: text })],
  ['pickupTime', FIELD_LIMITS.booking.time, (text) => ({ pickupTime: text })],
  ['returnDate', FIELD_LIMITS.booking.date, (text) => ({ returnDate: text })],
  ['returnTime', FIELD_LIMITS.booking.time, (text) => ({ returnTime: text })],
  ['flightTrainNumber', FIELD_LIMITS.booking.flightTrainNumber, (text) => ({ flightTrainNumber: text })],
  ['comments', FIELD_LIMITS.booking.comments, (text) => ({ comments: text })],
  ['email', FIELD_LIMITS.email, (text) => ({ email: text })],
];
const CONTACT_FIELDS: Array<[path: keyof typeof FIELD_LIMITS.contact, limit: number]> = Object.entries(FIELD_LIMITS.contact) as Array<
  [keyof typeof FIELD_LIMITS.contact, number]
>;

describe('FIELD_LIMITS', () => {
  it.each(BOOKING_FIELDS)('bound the quote request: %s at most %i characters', (path, limit, value) => {
    expect(problemsAt(quoteRequestSchema.safeParse(aQuote(value('1'.repeat(limit)))), path)).toEqual([]);
    expect(problemsAt(quoteRequestSchema.safeParse(aQuote(value('1'.repeat(limit + 1)))), path)).toEqual(['field.tooLong']);
  });

  it.each(CONTACT_FIELDS)('bound the contact message: %s at most %i characters', (path, limit) => {
    expect(problemsAt(contactRequestSchema.safeParse(aContact({ [path]: '1'.repeat(limit) })), path)).toEqual([]);
    expect(problemsAt(contactRequestSchema.safeParse(aContact({ [path]: '1'.repeat(limit + 1) })), path)).toEqual(['field.tooLong']);
  });

  it('bound an e-mail address the same way on both forms', () => {
    const longest = `${'a'.repeat(FIELD_LIMITS.email - '@example.com'.length)}@example.com`;
    expect(isEmailAddress(longest)).toBe(true);
    expect(isEmailAddress(`a${longest}`)).toBe(false);
    expect(problemsAt(contactRequestSchema.safeParse(aContact({ email: longest })), 'email')).toEqual([]);
    expect(problemsAt(contactRequestSchema.safeParse(aContact({ email: `a${longest}` })), 'email')).toContain('field.tooLong');
  });

  it('bound the honeypots', () => {
    for (const schema of [quoteRequestSchema, contactRequestSchema] as const) {
      const body = schema === quoteRequestSchema ? aQuote({}) : aContact({});
      expect(problemsAt(schema.safeParse({ ...body, website: 'x'.repeat(FIELD_LIMITS.honeypot) }), 'website')).toEqual([]);
      expect(problemsAt(schema.safeParse({ ...body, website: 'x'.repeat(FIELD_LIMITS.honeypot + 1) }), 'website')).toHaveLength(1);
    }
  });
});
