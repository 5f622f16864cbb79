// The Worker's bindings and per-request variables, and the zod check of its configuration.
import { z } from 'zod';
import type { Lang } from './contract/i18n/index.ts';
import type { IdempotencyClaim } from './lib/idempotency.ts';
import type { AdminSession } from './auth/session.ts';
import type { Database } from './db/client.ts';
import { REQUEST_LINK_LOOKUPS_PER_WINDOW } from './contract/booking-words.ts';

/**
 * The generated `Env` (worker-configuration.d.ts: wrangler.toml's bindings and vars, and the secrets
 * declared in `.dev.vars.example`, typed as strings although appConfig treats a missing one as
 * absent) plus the optional variables, set in `.dev.vars` locally or as vars in production.
 */
export type Bindings = Env & {
  /** Where admin notifications go; defaults to the company address. */
  ADMIN_EMAIL?: string;
  /** 'outbox' (default: nothing leaves the machine) or 'http' (a Resend-compatible API). */
  MAIL_PROVIDER?: string;
  MAIL_API_URL?: string;
  /** Sender address for e-mails, e.g. 'Paris Elite Chauffeur <bookings@…>'. */
  MAIL_FROM?: string;
  /** Enables Google Maps in the browser when set. */
  PUBLIC_GOOGLE_MAPS_API_KEY?: string;
  /** Public form submissions allowed per client IP and window (default 10); the browser tests raise it. */
  RATE_LIMIT_SUBMISSIONS?: string;
  RATE_LIMIT_LINK_LOOKUPS?: string;
  /** Length of that window in seconds (default 600, at most a day). */
  RATE_LIMIT_WINDOW_SECONDS?: string;
  /** The site's own address for the links in e-mails (default the company's site). */
  SITE_URL?: string;
  /** Where the Stripe API is, when not Stripe itself: the local fake (scripts/stripe-fake.ts). */
  STRIPE_API_URL?: string;
  /** The bank transfer instructions shown on the request page (IBAN, BIC, holder), several lines. */
  BANK_TRANSFER_DETAILS?: string;
  /**
   * The domain Email Routing hands to the Worker's email() handler, e.g. 'reply.paris-elite-chauffeur.fr':
   * when set, customer e-mails' Reply-To is a signed address there and replies land in Messages.
   */
  INBOUND_MAIL_DOMAIN?: string;
  /** Where mail to an unknown, forged or expired address there is forwarded (a verified address); else it is refused. */
  INBOUND_FORWARD_TO?: string;
};

export type Variables = {
  requestId: string;
  /** The public POST's Idempotency-Key claim (middleware/idempotency.ts); null without a key. */
  idempotency: IdempotencyClaim | null;
  /** The language of the request: body `lang`, else the page language, else Accept-Language. */
  lang: Lang;
  /** Hashes of the build's inline scripts, for the page policy (middleware/astro-script-hashes.ts). */
  inlineScriptHashes?: readonly string[];
};

export type AppEnv = { Bindings: Bindings; Variables: Variables };

/**
 * The environment of the back office's endpoints (sign-in, session and sign-out included):
 * backOfficeSession() (middleware/d1-session.ts) has set `db`, the request's D1 session that starts
 * on the primary or at the bookmark the browser sent (decision 045).
 */
export type BackOfficeEnv = { Bindings: Bindings; Variables: Variables & { db: Database } };

/** The environment of the admin endpoints: requireAdmin() (middleware/admin-session.ts) has also set `admin`. */
export type AdminEnv = { Bindings: Bindings; Variables: Variables & { db: Database; admin: AdminSession } };

const configSchema = z
  .object({
    MAIL_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
    MAIL_API_URL: z.url().optional(),
    MAIL_API_KEY: z.string().min(1).optional(),
    MAIL_FROM: z.string().min(3).optional(),
    ADMIN_EMAIL: z.email().optional(),
    SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
    TOTP_ENCRYPTION_KEY: z.string().min(32, 'TOTP_ENCRYPTION_KEY must be at least 32 characters').optional(),
    ADMIN_USERNAME: z.string().min(1).optional(),
    ADMIN_PASSWORD_HASH: z
      .string()
      .regex(/^pbkdf2-sha256\$\d+\$[^$]+\$[^$]+$/, 'ADMIN_PASSWORD_HASH must come from `npm run admin:hash`')
      .optional(),
    SITE_URL: z.url().optional(),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_/, 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_/, 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)')
      .optional(),
    STRIPE_API_URL: z.url().optional(),
    BANK_TRANSFER_DETAILS: z.string().max(1000).optional(),
    INBOUND_MAIL_DOMAIN: z
      .string()
      .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/i, 'INBOUND_MAIL_DOMAIN must be a domain name, e.g. reply.example.com')
      .transform((domain) => domain.toLowerCase())
      .optional(),
    INBOUND_FORWARD_TO: z.email('INBOUND_FORWARD_TO must be an e-mail address').optional(),
    RATE_LIMIT_SUBMISSIONS: z.coerce
      .number({ error: 'RATE_LIMIT_SUBMISSIONS must be a number' })
      .int('RATE_LIMIT_SUBMISSIONS must be a whole number')
      .min(1, 'RATE_LIMIT_SUBMISSIONS must be at least 1')
      .default(10),
    // Secret-link lookups (request pages, chauffeur sheets) per client and REQUEST_LINK_WINDOW_SECONDS.
    RATE_LIMIT_LINK_LOOKUPS: z.coerce
      .number({ error: 'RATE_LIMIT_LINK_LOOKUPS must be a number' })
      .int('RATE_LIMIT_LINK_LOOKUPS must be a whole number')
      .min(1, 'RATE_LIMIT_LINK_LOOKUPS must be at least 1')
      .default(REQUEST_LINK_LOOKUPS_PER_WINDOW),
    // Rate-limit windows older than a day are deleted, so a window cannot be longer.
    RATE_LIMIT_WINDOW_SECONDS: z.coerce
      .number({ error: 'RATE_LIMIT_WINDOW_SECONDS must be a number' })
      .int('RATE_LIMIT_WINDOW_SECONDS must be a whole number')
      .min(1, 'RATE_LIMIT_WINDOW_SECONDS must be at least 1')
      .max(86_400, 'RATE_LIMIT_WINDOW_SECONDS must be at most 86400 (a day)')
      .default(600),
  })
  .superRefine((config, ctx) => {
    if (config.STRIPE_SECRET_KEY && !config.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY: without it no payment could be confirmed',
      });
    }
    if (config.MAIL_PROVIDER === 'http') {
      for (const name of ['MAIL_API_URL', 'MAIL_API_KEY', 'MAIL_FROM'] as const) {
        if (!config[name]) ctx.addIssue({ code: 'custom', path: [name], message: `${name} is required when MAIL_PROVIDER is 'http'` });
      }
    }
  });

export type AppConfig = z.infer<typeof configSchema>;

let checked: { source: Bindings; config: AppConfig } | undefined;

/**
 * The validated configuration. A missing or malformed variable throws one message naming it,
 * instead of failing deep inside a request.
 */
export function appConfig(env: Bindings): AppConfig {
  if (checked?.source === env) return checked.config;
  const result = configSchema.safeParse({
    MAIL_PROVIDER: env.MAIL_PROVIDER || undefined,
    MAIL_API_URL: env.MAIL_API_URL || undefined,
    MAIL_API_KEY: env.MAIL_API_KEY || undefined,
    MAIL_FROM: env.MAIL_FROM || undefined,
    ADMIN_EMAIL: env.ADMIN_EMAIL || undefined,
    SESSION_SECRET: env.SESSION_SECRET || undefined,
    TOTP_ENCRYPTION_KEY: env.TOTP_ENCRYPTION_KEY || undefined,
    ADMIN_USERNAME: env.ADMIN_USERNAME || undefined,
    ADMIN_PASSWORD_HASH: env.ADMIN_PASSWORD_HASH || undefined,
    SITE_URL: env.SITE_URL || undefined,
    STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY || undefined,
    STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET || undefined,
    STRIPE_API_URL: env.STRIPE_API_URL || undefined,
    BANK_TRANSFER_DETAILS: env.BANK_TRANSFER_DETAILS || undefined,
    INBOUND_MAIL_DOMAIN: env.INBOUND_MAIL_DOMAIN || undefined,
    INBOUND_FORWARD_TO: env.INBOUND_FORWARD_TO || undefined,
    RATE_LIMIT_SUBMISSIONS: env.RATE_LIMIT_SUBMISSIONS || undefined,
    RATE_LIMIT_LINK_LOOKUPS: env.RATE_LIMIT_LINK_LOOKUPS || undefined,
    RATE_LIMIT_WINDOW_SECONDS: env.RATE_LIMIT_WINDOW_SECONDS || undefined,
  });
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  checked = { source: env, config: result.data };
  return result.data;
}
