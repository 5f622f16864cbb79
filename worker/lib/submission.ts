// What a public form submission brings besides its body, gathered from the request once by the
// route, so the use cases (quotes/, excursions/, contact/) know nothing of Hono.
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { database, type Database } from '../db/client.ts';
import type { RequestLang } from '../contract/enums.ts';
import type { IdempotencyClaim } from './idempotency.ts';
import { adminAddress } from '../mail/mailer.ts';
import { deliverSoon } from '../mail/deliver-soon.ts';
import { clientAddress } from '../middleware/rate-limit.ts';

export interface Submission {
  db: Database;
  /** The request's language (a valid body `lang`, else Accept-Language), for a body that names none. */
  lang: RequestLang;
  /** The Idempotency-Key claim (middleware/idempotency.ts); null without a key. */
  idempotency: IdempotencyClaim | null;
  /** Where the company's notifications go. */
  adminAddress: string;
  /** The client's IP, for the log. */
  client: string;
  /** Sends the e-mails the submission queued, and only those, after the answer and without delaying it. */
  deliverSoon: (emailIds: readonly number[]) => void;
}

export function submissionOf(c: Context<AppEnv>): Submission {
  return {
    db: database(c.env.DB),
    lang: c.get('lang'),
    idempotency: c.get('idempotency'),
    adminAddress: adminAddress(c.env),
    client: clientAddress((name) => c.req.header(name)),
    deliverSoon: (emailIds) => deliverSoon(c, emailIds),
  };
}
