// Building blocks for request schemas. Every message is a dictionary key, so the browser and the
// server show the same text in the visitor's language.
import { z } from 'zod';
import type { MessageKey } from '../../site/i18n/en.ts';

const key = (k: MessageKey) => k;

/** Absent → 'required'; present with the wrong type → 'invalid'. */
const missingOrInvalid = (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? key('field.required') : key('field.invalid'));

/** A required single-line text, trimmed. */
export const requiredText = (max: number) =>
  z
    .string({ error: missingOrInvalid })
    .trim()
    .min(1, key('field.required'))
    .max(max, key('field.tooLong'));

/** An optional text, trimmed; absent becomes ''. */
export const optionalText = (max: number) =>
  z
    .string({ error: key('field.invalid') })
    .trim()
    .max(max, key('field.tooLong'))
    .optional()
    .default('');

export const emailAddress = () =>
  z
    .string({ error: missingOrInvalid })
    .trim()
    .min(1, key('field.required'))
    .max(254, key('field.tooLong'))
    .pipe(z.email({ error: key('field.email.invalid') }))
    .transform((email) => email.toLowerCase());

/** Free-form phone as typed: digits, spaces and + ( ) . - only. */
export const optionalPhone = () =>
  z
    .string({ error: key('field.invalid') })
    .trim()
    .max(40, key('field.tooLong'))
    .regex(/^[0-9+().\s-]*$/, key('field.phone.invalid'))
    .optional()
    .default('');

export const requestLang = () => z.enum(['en', 'fr']).optional();
