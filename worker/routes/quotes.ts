// POST /api/quotes: the booking wizard's transfer quote request. The body's shape is checked here;
// requestQuote (quotes/request-quote.ts) re-checks every rule of the wizard with the server's clock,
// numbers and stores the quote, and queues the customer's summary and the admin's notification.
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { quoteRequestSchema } from '../contract/quote-request.ts';
import { submissionOf } from './request-context.ts';
import { jsonBody } from '../middleware/json-body.ts';
import { idempotent } from '../middleware/idempotency.ts';
import { methodNotAllowed } from '../middleware/methods.ts';
import { PUBLIC_SUBMISSIONS, rateLimit } from '../middleware/rate-limit.ts';
import { validated } from '../middleware/validated.ts';
import { requestQuote } from '../quotes/request-quote.ts';

export const quotesRoutes = new Hono<AppEnv>()
  .post(
    '/',
    // JSON only, and size-limited, before anything reads the body.
    jsonBody(),
    validated('json', quoteRequestSchema),
    idempotent('quote'),
    rateLimit({ bucket: 'quote', ...PUBLIC_SUBMISSIONS }),
    async (c) => c.json(await requestQuote(c.req.valid('json'), submissionOf(c)), 201),
  )
  .all('/', methodNotAllowed('POST'));
