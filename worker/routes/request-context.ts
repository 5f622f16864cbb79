// What a route gathers from its request for the use case it calls, so the use cases know nothing of
// Hono: the public form's Submission, and the delivery of the e-mails a request queued.
import type { Context } from 'hono';
import type { AppEnv, Bindings } from '../env.ts';
import { database } from '../db/client.ts';
import { adminAddress, mailerFor } from '../mail/mailer.ts';
import { deliverSoon } from '../mail/deliver-soon.ts';
import { clientAddress } from '../middleware/rate-limit.ts';
import type { Submission } from '../submission.ts';
import { siteUrlOf } from '../bookings/site-url.ts';

/** Keeps `work` going after the answer; without an execution context (a test's app.request) it still runs to its end. */
function waitUntilOf(c: Context): (work: Promise<unknown>) => void {
  return (work) => {
    try {
      c.executionCtx.waitUntil(work);
    } catch {
      // No execution context: the promise runs on by itself.
    }
  };
}

/** The use cases' `deliverSoon`: the e-mails the request queued (and only those), sent after its answer. */
export function deliverSoonAfter<E extends { Bindings: Bindings }>(c: Context<E>): (emailIds: readonly number[]) => void {
  return (emailIds) => deliverSoon({ db: database(c.env.DB), mailer: mailerFor(c.env), waitUntil: waitUntilOf(c) }, emailIds);
}

export function submissionOf(c: Context<AppEnv>): Submission {
  return {
    db: database(c.env.DB),
    lang: c.get('lang'),
    idempotency: c.get('idempotency'),
    adminAddress: adminAddress(c.env),
    client: clientAddress((name) => c.req.header(name)),
    deliverSoon: deliverSoonAfter(c),
    siteUrl: siteUrlOf(c.env),
  };
}
