// POST /api/exquotes: the excursion Book Now modal's quote request. The body's shape and the
// modal's rules are checked here (contract/excursion-quote.ts); requestExcursionQuote
// (excursions/request-excursion-quote.ts) checks what only the server knows (the excursion is
// offered, the places are its own), numbers and stores the request, and queues the customer's
// summary and the admin's notification. Idempotent and rate-limited like the other public POSTs.
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { excursionQuoteRequestSchema } from '../contract/excursion-quote.ts';
import { requestExcursionQuote } from '../excursions/request-excursion-quote.ts';
import { submissionOf } from './request-context.ts';
import { jsonBody } from '../middleware/json-body.ts';
import { idempotent } from '../middleware/idempotency.ts';
import { methodNotAllowed } from '../middleware/methods.ts';
import { PUBLIC_SUBMISSIONS, rateLimit } from '../middleware/rate-limit.ts';
import { validated } from '../middleware/validated.ts';

export const exquotesRoutes = new Hono<AppEnv>()
  .post(
    '/',
    // JSON only, and size-limited, before anything reads the body.
    jsonBody(),
    validated('json', excursionQuoteRequestSchema),
    idempotent('exquote'),
    rateLimit({ bucket: 'exquote', ...PUBLIC_SUBMISSIONS }),
    async (c) => c.json(await requestExcursionQuote(c.req.valid('json'), submissionOf(c)), 201),
  )
  .all('/', methodNotAllowed('POST'));
