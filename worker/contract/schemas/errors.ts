// The JSON error shape every /api failure answers with. Shared with the islands.
import { z } from 'zod';

export const API_ERROR_CODES = [
  'validation_failed',
  /** The path can be read more than one way (encoded twice, an encoded slash …): refused whoever asks. */
  'bad_path',
  'bad_json',
  'unsupported_media_type',
  'payload_too_large',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'idempotency_conflict',
  /** The record is not in a state that allows the change (e.g. resending an e-mail already sent). */
  'conflict',
  'rate_limited',
  /** A service we depend on (Stripe) did not answer: nothing was done, try again. */
  'unavailable',
  /** The password was right; the administrator's second factor (a TOTP or recovery code) is needed too. */
  'second_factor_required',
  'internal_error',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(API_ERROR_CODES),
    message: z.string(),
    /** Field name → message in the request's language (validation errors only). */
    fields: z.record(z.string(), z.string()).optional(),
    /** Present on 500s so a report can be matched with the logs. */
    requestId: z.string().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
