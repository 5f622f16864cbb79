// The booking wizard's contact rules (spec section 5), with per-country phone checks from
// libphonenumber-js. A module of its own so the browser loads it only at the contact step.
import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import type { SharedMessageKey } from './i18n/index.ts';
import { PHONE_MIN_LENGTH } from './constants.ts';
import { blank } from './booking-rules.ts';
import { isEmailAddress } from './text-rules.ts';

const key = (k: SharedMessageKey) => k;

/** Step 3: the traveller's contact details. `phone` holds the national digits only. */
export interface ContactDetails {
  firstName: string;
  lastName: string;
  email: string;
  /** ISO 3166-1 alpha-2; France by default. */
  countryCode: string;
  /** Digits only, as typed after the country's dial code. */
  phone: string;
  comments: string;
}

export type ContactField = 'firstName' | 'lastName' | 'email' | 'phone';

/** The country's calling code ('33' for FR), or null for a code libphonenumber does not know. */
export function dialCodeOf(countryCode: string): string | null {
  try {
    return getCountryCallingCode(countryCode as CountryCode);
  } catch {
    return null;
  }
}

/** A number in international form ('+44 7911 123456') split into what the wizard sends separately. */
export interface InternationalNumber {
  countryCode: string;
  dialCode: string;
  /** The digits after the dial code, as a national number ('7911123456'; an Italian landline keeps its 0). */
  nationalDigits: string;
}

/**
 * The country a number in international form belongs to, as libphonenumber places it in its
 * numbering plan; null when no country uses its dial code or the number is too short to tell.
 */
export function internationalNumber(phone: string): InternationalNumber | null {
  const parsed = parsePhoneNumberFromString(phone.trim());
  // An invalid number of a known plan still names the plan's countries: the contact rules then
  // answer 'not valid for the country', as they do for a national number.
  const countryCode = parsed?.country ?? parsed?.getPossibleCountries()[0];
  if (!parsed || !countryCode) return null;
  return { countryCode, dialCode: parsed.countryCallingCode, nationalDigits: parsed.nationalNumber };
}

/**
 * The phone in international form, e.g. '+33612345678': E.164 as libphonenumber reads the national
 * digits for the country (so an Italian landline keeps its 0), else the dial code and the digits
 * without one national trunk '0'.
 */
export function internationalPhone(dialCode: string, digits: string, countryCode?: string): string {
  const national = digits.replace(/\D/g, '');
  const parsed = countryCode ? parsePhoneNumberFromString(national, countryCode as CountryCode) : undefined;
  if (parsed?.isValid()) return parsed.number;
  return `+${dialCode}${national.replace(/^0/, '')}`;
}

/**
 * A real number under the selected country's numbering plan. Countries sharing a dial code share a
 * plan (GB with Jersey and Guernsey, the +1 countries), and the library cannot always tell them
 * apart, so a valid number of the plan is accepted whichever of them it names.
 */
function isRealNumberOf(countryCode: string, digits: string): boolean {
  return Boolean(parsePhoneNumberFromString(digits, countryCode as CountryCode)?.isValid());
}

/**
 * The spec's contact messages, per field. `dialCode` is the selected country's calling code
 * ('33' for France); the length rule counts the full international number.
 */
export function contactProblems(contact: ContactDetails, dialCode: string): Partial<Record<ContactField, SharedMessageKey>> {
  const problems: Partial<Record<ContactField, SharedMessageKey>> = {};
  if (blank(contact.firstName)) problems.firstName = key('booking.error.firstNameRequired');
  if (blank(contact.lastName)) problems.lastName = key('booking.error.lastNameRequired');
  if (blank(contact.email)) problems.email = key('booking.error.emailRequired');
  else if (!isEmailAddress(contact.email.trim())) problems.email = key('booking.error.emailInvalid');
  const digits = contact.phone.replace(/\D/g, '');
  const full = internationalPhone(dialCode, digits, contact.countryCode);
  if (digits.length === 0 || full.length < PHONE_MIN_LENGTH) problems.phone = key('booking.error.phoneRequired');
  else if (!isRealNumberOf(contact.countryCode, digits)) problems.phone = key('booking.error.phoneInvalid');
  return problems;
}
