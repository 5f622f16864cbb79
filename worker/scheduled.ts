// The cron trigger's work (wrangler.toml [triggers]): deliver the e-mails that are due (retries,
// and rows a crashed sender left) and forget Idempotency-Key answers older than a day. Kept apart
// from index.ts so the API tests can run it without the site.
import type { Bindings } from './env.ts';
import { database } from './db/client.ts';
import { pruneIdempotencyKeys } from './db/queries/idempotency.ts';
import { mailerFor } from './mail/mailer.ts';
import { deliverOutbox, type DeliveryReport } from './mail/outbox.ts';

/** How long a retried public POST still gets its first answer. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

export async function runScheduledWork(env: Bindings, now = new Date()): Promise<DeliveryReport & { prunedKeys: number }> {
  const db = database(env.DB);
  const prunedKeys = await pruneIdempotencyKeys(db, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS));
  const report = await deliverOutbox(db, mailerFor(env), { now });
  return { ...report, prunedKeys };
}
