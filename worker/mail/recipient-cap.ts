// A cap on the acknowledgements one address receives: whoever types someone else's address into
// the public forms many times cannot fill that inbox. Past the cap the request is still stored and
// the company still notified; only the customer's copy is left out. The cap holds under
// concurrency: the customer's copy is inserted by a statement that counts and inserts at once, in
// the batch that stores the request (queueEmail in db/queries/outbox.ts, decision 008). No count is
// read beforehand: a count read outside the batch is stale by the time the batch runs, and a burst
// of requests would all see room under the cap.
import type { RecipientCap } from '../db/queries/outbox.ts';

/** Customer e-mails (acknowledgements and booking summaries) one address receives in 24 hours. */
export const CUSTOMER_EMAILS_PER_ADDRESS_PER_DAY = 3;

/** The outbox kinds written to a customer in answer to a public form. */
export const CUSTOMER_ACKNOWLEDGEMENTS = ['contact.customer', 'quote.customer', 'exquote.customer'] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The cap a customer's acknowledgement is queued under: give it to the batch with the e-mail. */
export function acknowledgementCap(now = new Date()): RecipientCap {
  return { kinds: CUSTOMER_ACKNOWLEDGEMENTS, since: new Date(now.getTime() - DAY_MS), max: CUSTOMER_EMAILS_PER_ADDRESS_PER_DAY };
}
