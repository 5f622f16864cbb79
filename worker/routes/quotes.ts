// POST /api/quotes: the booking wizard's transfer quote request. The body's shape is checked here;
// requestQuote (quotes/request-quote.ts) re-checks every rule of the wizard with the server's clock,
// numbers and stores the quote, and queues the customer's summary and the admin's notification.
import { quoteRequestSchema } from '../contract/schemas/quote-request.ts';
import { requestQuote } from '../quotes/request-quote.ts';
import { publicFormRoutes } from './public-form.ts';

export const quotesRoutes = publicFormRoutes({ name: 'quote', schema: quoteRequestSchema, receive: requestQuote });
