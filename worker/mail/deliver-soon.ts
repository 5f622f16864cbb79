// The delivery of the e-mails a request queued, right after its answer (decision 013); the cron
// trigger retries what fails. Knows nothing of Hono: the route says how work outlives the answer.
import type { Database } from '../db/client.ts';
import type { Mailer } from './mailer.ts';
import { deliverOutbox } from './outbox.ts';

/** Where a request's e-mails go out from, and how the work is kept going after the answer. */
export interface SoonDelivery {
  db: Database;
  mailer: Mailer;
  /** The runtime's waitUntil: the delivery runs on after the response without delaying it. */
  waitUntil: (work: Promise<unknown>) => void;
}

/** Sends the e-mails this request queued (`ids`, and only those) after the response; a failure is logged, and left to the cron. */
export function deliverSoon(delivery: SoonDelivery, ids: readonly number[]): void {
  if (ids.length === 0) return;
  delivery.waitUntil(
    deliverOutbox(delivery.db, delivery.mailer, { ids }).catch((error: unknown) => {
      console.error('[outbox] delivery after request failed', error);
    }),
  );
}
