// POST /api/exquotes: the excursion Book Now modal's quote request. The body's shape and the
// modal's rules are checked here (contract/schemas/excursion-quote.ts); requestExcursionQuote
// (excursions/request-excursion-quote.ts) checks what only the server knows (the excursion is
// offered, the places are its own), numbers and stores the request, and queues the customer's
// summary and the admin's notification. Idempotent and rate-limited like the other public POSTs.
import { excursionQuoteRequestSchema } from '../contract/schemas/excursion-quote.ts';
import { requestExcursionQuote } from '../excursions/request-excursion-quote.ts';
import { publicFormRoutes } from './public-form.ts';

export const exquotesRoutes = publicFormRoutes({ name: 'exquote', schema: excursionQuoteRequestSchema, receive: requestExcursionQuote });
