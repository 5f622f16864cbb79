// The administrator's second factor (decision 027): GET /api/admin/security says
// whether TOTP is on, POST …/totp/setup makes a new pending secret (text, otpauth URI, QR code)
// once the password is given again, POST …/totp/enable confirms it with a code and answers the ten
// recovery codes once, POST …/totp/disable turns it off with a code. The sign-in takes the code as `code` (admin-session.ts).
// The dashboard imports the types only.
import { z } from 'zod';
import type { SharedMessageKey } from '../i18n/index.ts';
import { requestLang } from './fields.ts';
import { FIELD_LIMITS } from '../limits.ts';

const key = (k: SharedMessageKey) => k;

/** Longest code accepted (FIELD_LIMITS, which the code fields' maxLength reads too). */
export const SECOND_FACTOR_CODE_MAX = FIELD_LIMITS.adminLogin.code;
/** How many recovery codes turning TOTP on gives. */
export const RECOVERY_CODE_COUNT = 10;

/** A TOTP code or a recovery code as typed: spaces around it do not count. */
export const secondFactorCode = () =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? key('field.required') : key('adminSecurity.field.code.invalid')) })
    .trim()
    .min(1, key('field.required'))
    .max(SECOND_FACTOR_CODE_MAX, key('adminSecurity.field.code.invalid'));

/** The administrator's password exactly as typed: no trimming, spaces and any character count. */
export const adminPassword = () =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? key('field.required') : key('field.invalid')) })
    .min(1, key('field.required'))
    .max(FIELD_LIMITS.adminLogin.password, key('field.tooLong'));

/** POST …/totp/enable and …/totp/disable. */
export const totpCodeRequestSchema = z.strictObject({ code: secondFactorCode(), lang: requestLang() });
export type TotpCodeRequest = z.input<typeof totpCodeRequestSchema>;

/**
 * POST …/totp/setup: the password again. A session alone must not set up TOTP: whoever had stolen
 * one would bind the account to their own app and shut the administrator out.
 */
export const totpSetupRequestSchema = z.strictObject({ password: adminPassword(), lang: requestLang() });
export type TotpSetupRequest = z.input<typeof totpSetupRequestSchema>;

/** The sign-in as tried from anywhere, over the last day (decision 032). */
export const signInActivitySchema = z.object({
  /** The start of the period counted (an ISO instant, a day ago). */
  since: z.string(),
  /** Failures from browsers the administrator never signed in from reached the limit in the last 15 minutes, or attempts were refused by it. */
  underAttack: z.boolean(),
  /** Wrong usernames, passwords and codes. */
  failed: z.number().int().nonnegative(),
  /** Attempts refused unchecked by the limits on failures (slowed down). */
  throttled: z.number().int().nonnegative(),
  /** How many addresses (IPv4, or IPv6 /64) tried. */
  addressCount: z.number().int().nonnegative(),
  /** The busiest of them (at most 10), the busiest first. */
  addresses: z.array(
    z.object({
      address: z.string(),
      failed: z.number().int().nonnegative(),
      throttled: z.number().int().nonnegative(),
      /** The latest attempt (ISO instant; for slowed ones, within 15 minutes). */
      latestAt: z.string(),
    }),
  ),
});
export type SignInActivity = z.infer<typeof signInActivitySchema>;

export const adminSecuritySchema = z.object({
  /** On: the sign-in asks for a code. */
  totpEnabled: z.boolean(),
  /** Recovery codes not used yet (0 while TOTP is off). */
  recoveryCodesLeft: z.number().int().nonnegative(),
  /** Browsers the administrator signed in from, still trusted (not slowed by others' failures). */
  trustedBrowsers: z.number().int().nonnegative(),
  signInActivity: signInActivitySchema,
});
export type AdminSecurity = z.infer<typeof adminSecuritySchema>;

/** The answer to POST …/totp/disable. */
export const totpDisabledSchema = z.object({ totpEnabled: z.literal(false) });
export type TotpDisabled = z.infer<typeof totpDisabledSchema>;

export const totpSetupSchema = z.object({
  /** The secret in base32, to type into an app that cannot scan. */
  secret: z.string(),
  /** otpauth://totp/… (issuer, account, SHA1, 6 digits, 30 s). */
  uri: z.string(),
  /** The URI as a QR code: an SVG document (no script), drawn by the dashboard as an image. */
  qrSvg: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

export const totpEnabledSchema = z.object({
  totpEnabled: z.literal(true),
  /** Shown this once; only their hashes are kept. */
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type TotpEnabled = z.infer<typeof totpEnabledSchema>;
