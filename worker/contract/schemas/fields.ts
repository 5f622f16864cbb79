// Building blocks for request schemas. Every message is a dictionary key, so the browser and the
// server show the same text in the visitor's language.
import { z } from 'zod';
import type { SharedMessageKey } from '../i18n/index.ts';
import { LANGS } from '../i18n/langs.ts';
import { FIELD_LIMITS } from '../limits.ts';
import { hasControlCharacters, isEmailAddress, trimInvisible } from '../text-rules.ts';

const key = (k: SharedMessageKey) => k;

/** Absent → 'required'; present with the wrong type → 'invalid'. */
const missingOrInvalid = (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? key('field.required') : key('field.invalid'));

/**
 * A text as typed: refused with a control character (tab and line breaks allowed when `multiline`),
 * then trimmed of invisible characters; one made only of them becomes ''.
 */
const cleanText = ({ multiline }: { multiline: boolean }) =>
  z
    .string({ error: missingOrInvalid })
    .refine((value) => !hasControlCharacters(value, { multiline }), key('field.controlCharacters'))
    .transform(trimInvisible);

/** An optional single-line text (names, places, numbers as typed), cleaned; absent becomes ''. */
export const singleLineText = (max: number) => cleanText({ multiline: false }).pipe(z.string().max(max, key('field.tooLong')));

/** An optional multi-line text (messages, comments), cleaned; absent becomes ''. */
export const multilineText = (max: number) => cleanText({ multiline: true }).pipe(z.string().max(max, key('field.tooLong')));

/** A required single-line text, cleaned. */
export const requiredText = (max: number) => cleanText({ multiline: false }).pipe(z.string().min(1, key('field.required')).max(max, key('field.tooLong')));

/** An optional single-line text, cleaned; absent becomes ''. */
export const optionalText = (max: number) => singleLineText(max).optional().default('');

/** An optional multi-line text, cleaned; absent becomes ''. */
export const optionalMultilineText = (max: number) => multilineText(max).optional().default('');

/** A required e-mail address: the product's one check (text-rules.ts, isEmailAddress, as for the quote requests), kept in lower case. */
export const emailAddress = () =>
  cleanText({ multiline: false }).pipe(
    z
      .string()
      .min(1, key('field.required'))
      .max(FIELD_LIMITS.email, key('field.tooLong'))
      .refine(isEmailAddress, key('field.email.invalid'))
      .transform((email) => email.toLowerCase()),
  );

/** Free-form phone as typed, at most `max` characters: digits, spaces and + ( ) . - only. */
export const optionalPhone = (max: number) =>
  z
    .string({ error: key('field.invalid') })
    .trim()
    .max(max, key('field.tooLong'))
    .regex(/^[0-9+().\s-]*$/, key('field.phone.invalid'))
    .optional()
    .default('');

export const requestLang = () => z.enum(LANGS).optional();

/** The hidden field people never see (bots fill it): any text up to its limit, absent becomes ''. */
export const honeypot = () => z.string().max(FIELD_LIMITS.honeypot).default('');
