// What a public form submission brings its use case besides its body (quotes/, excursions/,
// contact/), gathered from the request once by the route (routes/request-context.ts), so the use
// cases know nothing of Hono.
import type { Database } from './db/client.ts';
import type { RequestLang } from './contract/enums.ts';
import type { IdempotencyClaim } from './lib/idempotency.ts';

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
  /** The site's address, for the customer's link to their request page (bookings/site-url.ts). */
  siteUrl: string;
  /** Sends the e-mails the submission queued, and only those, after the answer and without delaying it. */
  deliverSoon: (emailIds: readonly number[]) => void;
}
