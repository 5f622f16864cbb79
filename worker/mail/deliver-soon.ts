import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { database } from '../db/client.ts';
import { mailerFor } from './mailer.ts';
import { deliverOutbox } from './outbox.ts';

/**
 * Sends the e-mails this request queued (`ids`, and only those) after the response, without
 * delaying it; the cron trigger retries what fails.
 */
export function deliverSoon(c: Context<AppEnv>, ids: readonly number[]): void {
  if (ids.length === 0) return;
  const delivery = deliverOutbox(database(c.env.DB), mailerFor(c.env), { ids }).catch((error: unknown) => {
    console.error('[outbox] delivery after request failed', error);
  });
  try {
    c.executionCtx.waitUntil(delivery);
  } catch {
    // No execution context (unit use of app.request): the promise still runs to completion.
  }
}
