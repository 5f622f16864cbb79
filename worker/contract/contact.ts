// POST /api/contact: what the Contact Us form sends.
import { z } from 'zod';
import { emailAddress, optionalMultilineText, optionalPhone, optionalText, requestLang, requiredText } from './fields.ts';

export const CONTACT_LIMITS = { name: 120, company: 120, street: 200, zip: 20, city: 120, message: 5000 } as const;

export const contactRequestSchema = z.object({
  name: requiredText(CONTACT_LIMITS.name),
  company: optionalText(CONTACT_LIMITS.company),
  street: optionalText(CONTACT_LIMITS.street),
  zip: optionalText(CONTACT_LIMITS.zip),
  city: optionalText(CONTACT_LIMITS.city),
  telephone: optionalPhone(),
  email: emailAddress(),
  message: optionalMultilineText(CONTACT_LIMITS.message),
  /** The page's language; the acknowledgement e-mail is written in it. */
  lang: requestLang(),
  /** Honeypot: a field people never see; a bot that fills it is answered as usual and ignored. */
  website: z.string().max(500).default(''),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
/** A message as stored: the request without its honeypot. */
export type ContactMessageInput = Omit<z.output<typeof contactRequestSchema>, 'website'>;

export const contactResponseSchema = z.object({ id: z.number().int(), conversationId: z.number().int() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
