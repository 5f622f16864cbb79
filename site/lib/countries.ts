// The phone country list of the contact step: every country libphonenumber-js knows, named in the
// page's language and sorted for it, with its dial code, flag (regional-indicator emoji, no image
// requests) and a mobile example. Loaded with the contact step only (it carries the phone metadata).
import { AsYouType, getCountries, getExampleNumber, parsePhoneNumberFromString, validatePhoneNumberLength, type CountryCode } from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/mobile/examples';
import { dialCodeOf } from '../../worker/contract/contact-rules.ts';
import type { Lang } from '../i18n/index.ts';

export interface PhoneCountry {
  /** ISO 3166-1 alpha-2, e.g. 'FR'. */
  code: CountryCode;
  /** In the page's language, e.g. 'France', 'Allemagne'. */
  name: string;
  /** Calling code without '+', e.g. '33'. */
  dialCode: string;
  /** Regional-indicator flag, e.g. '🇫🇷'. */
  flag: string;
  /** A mobile number as typed in the field (national digits), e.g. '0612345678'; '' if unknown. */
  example: string;
  /** The same number as people write it, e.g. '06 12 34 56 78'; '' if unknown. */
  exampleDisplay: string;
  /** Its format with '#' for each digit, e.g. '## ## ## ## ##'; '' if unknown. */
  mask: string;
}

/** '🇫🇷' for 'FR': two regional-indicator symbols. */
export function flagEmoji(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

const lists = new Map<Lang, PhoneCountry[]>();

export function phoneCountries(lang: Lang): PhoneCountry[] {
  const cached = lists.get(lang);
  if (cached) return cached;
  const names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(lang, { sensitivity: 'base' });
  const list = getCountries()
    .map((code): PhoneCountry => {
      const national = getExampleNumber(code, examples)?.formatNational() ?? '';
      return {
        code,
        name: names.of(code) ?? code,
        dialCode: dialCodeOf(code) ?? '',
        flag: flagEmoji(code),
        example: national.replace(/\D/g, ''),
        exampleDisplay: national,
        mask: national.replace(/\d/g, '#'),
      };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
  lists.set(lang, list);
  return list;
}

/**
 * The national digits in international format ('+33 6 12 34 56 78'), or null while they are not a
 * real number of the country (read as contact-rules.ts reads them).
 */
export function formatValidPhone(code: string, digits: string): string | null {
  if (!digits || !dialCodeOf(code)) return null;
  const number = parsePhoneNumberFromString(digits, code as CountryCode);
  return number?.isValid() ? number.formatInternational() : null;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * The national digits as people of the country write them, as far as they are typed: '06 12 34 56 78'
 * (with the trunk 0), '6 12 34 56 78' (without it, as after '+33'), '(201) 555-0123'. The digits are
 * never changed, only spaced; while no format fits they stay as typed.
 */
export function formatPhoneAsTyped(code: string, digits: string): string {
  const dialCode = dialCodeOf(code);
  if (!digits || !dialCode) return digits;
  try {
    const national = new AsYouType(code as CountryCode).input(digits);
    if (/\D/.test(national) && digitsOf(national) === digits) return national;
    // Without the trunk prefix the national format does not apply: the international one does.
    const prefix = `+${dialCode}`;
    const international = new AsYouType(code as CountryCode).input(`${prefix}${digits}`);
    if (international.startsWith(prefix)) {
      const rest = international.slice(prefix.length).trim();
      if (digitsOf(rest) === digits) return rest;
    }
  } catch {
    // An unknown country: the digits as they are.
  }
  return digits;
}

/** True when `digits` are longer than the country's longest number (a trunk prefix not counted). */
export function phoneTooLong(code: string, digits: string): boolean {
  try {
    return validatePhoneNumberLength(digits, code as CountryCode) === 'TOO_LONG';
  } catch {
    return false;
  }
}
