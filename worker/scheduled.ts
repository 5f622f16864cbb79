// The cron trigger's work (wrangler.toml [triggers]): expire offers past their validity, queue the
// customers' reminders before their trips, deliver the e-mails that are due (retries,
// and rows a crashed sender left), forget Idempotency-Key answers older than a day, and the admin
// sessions and sign-in attempts older than a day, and the requests, conversations and e-mails quiet
// for RETENTION_YEARS (decision 029) with the files of their customers' e-mail replies; re-encrypt a TOTP secret still under the key of old
// (decision 032); and merge the search indexes' segments (migration 0024). Kept apart from index.ts so the API tests can run it without the site.
import { database, type Database } from './db/client.ts';
import { pruneIdempotencyKeys } from './db/queries/idempotency.ts';
import { pruneAdminSignIns } from './db/queries/admin-sessions.ts';
import { deleteExpiredRecords, type RetentionReport } from './db/queries/retention.ts';
import { RETENTION_YEARS } from './contract/constants.ts';
import { mailerFor } from './mail/mailer.ts';
import { appConfig, type Bindings } from './env.ts';
import { reencryptOldSecrets } from './auth/second-factor.ts';
import { deliverOutbox, type DeliveryReport } from './mail/outbox.ts';
import { expireOffers } from './db/queries/bookings.ts';
import { deleteOrphanedFiles } from './inbound/attachments.ts';
import { queueDueReminders } from './operations/trip-reminders.ts';
import { siteUrlOf } from './bookings/site-url.ts';
import { mergeSearchIndexes } from './db/queries/search-indexes.ts';

/** How long a retried public POST still gets its first answer. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** How long ended admin sessions and sign-in attempts are kept, for a look at who signed in from where. */
export const SIGN_IN_HISTORY_MS = 24 * 60 * 60 * 1000;

/**
 * The instant a cron run works at: the time Cloudflare scheduled it, never earlier than the clock.
 * In production a run starts at or after its scheduled time, so this is the clock; a run that
 * started late still leases and retries from the real time (a lease counted from a past instant
 * could already have run out). The load test (decision 031) asks wrangler dev's
 * `/__scheduled?time=` for a later instant to make the outbox's retries due without waiting hours:
 * time moves forward through the trigger's own field, not through a switch a deployment could set.
 */
export function scheduledClock(scheduledTime: number, now = Date.now()): Date {
  return new Date(Math.max(scheduledTime, now));
}

/** The instant RETENTION_YEARS before `now`, by the calendar (29 February steps back to 28 or 1 March as Date does). */
export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - RETENTION_YEARS);
  return cutoff;
}

/**
 * The migration of the TOTP secrets to TOTP_ENCRYPTION_KEY (decision 032), run at every cron until
 * none is left under the key of old: the first run after the deployment that brought the key does
 * it, before anyone rotates SESSION_SECRET. Nothing to do where the admin account is not configured.
 */
async function reencryptTotpSecrets(db: Database, env: Bindings): Promise<number> {
  const { SESSION_SECRET: sessionSecret, TOTP_ENCRYPTION_KEY: totpKey } = appConfig(env);
  return sessionSecret && totpKey ? reencryptOldSecrets(db, { sessionSecret, totpKey }) : 0;
}

export async function runScheduledWork(
  env: Bindings,
  now = new Date(),
): Promise<
  DeliveryReport & {
    prunedKeys: number;
    retention: RetentionReport;
    orphanedFiles: number;
    reencryptedTotpSecrets: number;
    expiredOffers: number;
    reminders: number;
  }
> {
  const db = database(env.DB);
  // Offers past their validity can no longer be paid; the lists and the customer's page say so.
  const expiredOffers = await expireOffers(db, now);
  const prunedKeys = await pruneIdempotencyKeys(db, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS));
  await pruneAdminSignIns(db, new Date(now.getTime() - SIGN_IN_HISTORY_MS));
  const reencryptedTotpSecrets = await reencryptTotpSecrets(db, env);
  // The customers' reminders before their trips (decision 042), queued before the delivery below sends them.
  const reminders = (await queueDueReminders({ db, siteUrl: siteUrlOf(env), now })).length;
  // Leases are judged by the clock, never by a time set ahead: another sender's claim is kept.
  const report = await deliverOutbox(db, mailerFor(env), { now, leaseNow: new Date(Math.min(now.getTime(), Date.now())) });
  // After the deliveries: the e-mails due now never wait on the clean-up.
  const retention = await deleteExpiredRecords(db, retentionCutoff(now));
  // The files of customers' e-mail replies whose conversation is gone (retention just now, or an
  // erasure whose own deletion of them failed): R2 is not in D1's batch, so they follow here.
  const orphanedFiles = await deleteOrphanedFiles(db, env.MEDIA);
  // Last: the segments the writes above and those since the last run added to the search indexes.
  await mergeSearchIndexes(db);
  return { ...report, prunedKeys, retention, orphanedFiles, reencryptedTotpSecrets, expiredOffers, reminders };
}
