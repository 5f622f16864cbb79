// POST /api/contact: what the Contact Us form sends.
import { z } from 'zod';
import { emailAddress, honeypot, optionalMultilineText, optionalPhone, optionalText, requestLang, requiredText } from './fields.ts';
import { FIELD_LIMITS } from '../limits.ts';

const LIMITS = FIELD_LIMITS.contact;

export const contactRequestSchema = z.object({
  name: requiredText(LIMITS.name),
  company: optionalText(LIMITS.company),
  street: optionalText(LIMITS.street),
  zip: optionalText(LIMITS.zip),
  city: optionalText(LIMITS.city),
  telephone: optionalPhone(LIMITS.telephone),
  email: emailAddress(),
  message: optionalMultilineText(LIMITS.message),
  /** The page's language; the acknowledgement e-mail is written in it. */
  lang: requestLang(),
  /** Honeypot: a field people never see; a bot that fills it is answered as usual and ignored. */
  website: honeypot(),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
/** A message as stored: the request without its honeypot. */
export type ContactMessageInput = Omit<z.output<typeof contactRequestSchema>, 'website'>;

export const contactResponseSchema = z.object({ id: z.number().int(), conversationId: z.number().int() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
