// The excursion Book Now modal's rules (spec section 5), without zod: the island runs them as the
// visitor types and sends, and excursion-quote.ts runs them again inside the request schema.
import type { SharedMessageKey } from './i18n/index.ts';
import { EXCURSION_PHONE_MIN_DIGITS } from './constants.ts';
import { isEmailAddress } from './text-rules.ts';

const key = (k: SharedMessageKey) => k;

/** The modal's contact fields, as typed. */
export interface ExcursionContact {
  firstName: string;
  lastName: string;
  email: string;
  /** Digits only: the modal strips everything else as it is typed. */
  phone: string;
  comments: string;
}

export type ExcursionContactField = 'firstName' | 'lastName' | 'email' | 'phone';

/** What the phone field keeps of what is typed: its digits. */
export const phoneDigits = (typed: string) => typed.replace(/\D/g, '');

const EXCURSION_PHONE = new RegExp(`^[0-9]{${EXCURSION_PHONE_MIN_DIGITS},}$`);

/** Digits only, at least 6 (spec section 5). */
export const isExcursionPhone = (phone: string) => EXCURSION_PHONE.test(phone.trim());

/**
 * The spec's messages, per field: a blank required field is 'Please fill in all required fields.',
 * a phone that is not at least 6 digits the phone message, an address that cannot be one (the
 * browser's type=email would stop it) the e-mail message.
 */
export function excursionContactProblems(contact: ExcursionContact): Partial<Record<ExcursionContactField, SharedMessageKey>> {
  const problems: Partial<Record<ExcursionContactField, SharedMessageKey>> = {};
  for (const field of ['firstName', 'lastName', 'email', 'phone'] as const) {
    if (contact[field].trim() === '') problems[field] = key('excursion.error.required');
  }
  if (!problems.email && !isEmailAddress(contact.email.trim())) problems.email = key('field.email.invalid');
  if (!problems.phone && !isExcursionPhone(contact.phone)) problems.phone = key('excursion.error.phone');
  return problems;
}

/** The one message the modal shows for a set of problems: the required-fields one first, as the spec has it. */
export function excursionContactMessage(problems: Partial<Record<ExcursionContactField, SharedMessageKey>>): SharedMessageKey | null {
  const messages = Object.values(problems);
  if (messages.length === 0) return null;
  return messages.includes('excursion.error.required') ? 'excursion.error.required' : (messages[0] ?? null);
}
