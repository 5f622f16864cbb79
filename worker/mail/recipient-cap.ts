// A cap on the acknowledgements one address receives: whoever types someone else's address into
// the public forms many times cannot fill that inbox. Past the cap the request is still stored and
// the company still notified; only the customer's copy is left out.
import type { Database } from '../db/client.ts';
import { emailsQueuedFor } from '../db/queries/outbox.ts';

/** Customer e-mails (acknowledgements and booking summaries) one address receives in 24 hours. */
export const CUSTOMER_EMAILS_PER_ADDRESS_PER_DAY = 3;

/** The outbox kinds written to a customer in answer to a public form. */
export const CUSTOMER_ACKNOWLEDGEMENTS = ['contact.customer', 'quote.customer', 'exquote.customer'] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** True while `address` has received fewer than the cap in the last 24 hours. */
export async function mayAcknowledge(db: Database, address: string, now = new Date()): Promise<boolean> {
  const recent = await emailsQueuedFor(db, address, CUSTOMER_ACKNOWLEDGEMENTS, new Date(now.getTime() - DAY_MS));
  return recent < CUSTOMER_EMAILS_PER_ADDRESS_PER_DAY;
}
