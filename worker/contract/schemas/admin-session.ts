// The back office's sign-in: what POST /api/admin/login takes (spec section 3, "Login payload") and
// what it and GET /api/admin/session answer while the administrator is signed in. Without a
// session, GET /api/admin/session answers 401 with the usual error shape (contract/schemas/errors.ts).
import { z } from 'zod';
import { requestLang, requiredText } from './fields.ts';
import { FIELD_LIMITS } from '../limits.ts';
import { adminPassword, secondFactorCode } from './admin-security.ts';

const LIMITS = FIELD_LIMITS.adminLogin;

export const loginRequestSchema = z.strictObject({
  username: requiredText(LIMITS.username),
  password: adminPassword(),
  /** The TOTP or recovery code, once the server has asked for it (decision 027). */
  code: secondFactorCode().optional(),
  lang: requestLang(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const adminSessionSchema = z.object({
  authenticated: z.literal(true),
  username: z.string(),
  /** When the session ends unless used again: the earlier of its idle and its absolute end (ISO 8601, UTC). */
  expiresAt: z.iso.datetime(),
});
export type AdminSessionAnswer = z.infer<typeof adminSessionSchema>;
