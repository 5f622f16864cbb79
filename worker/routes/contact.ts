// POST /api/contact: the Contact Us form. The body's shape is checked here; receiveContactMessage
// (contact/receive-message.ts) stores the message, continues the customer's conversation and queues
// the admin's notification and the customer's acknowledgement (within the per-address cap).
// Rate-limited per client like the quote requests; a filled honeypot stores nothing.
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { contactRequestSchema } from '../contract/contact.ts';
import { receiveContactMessage } from '../contact/receive-message.ts';
import { submissionOf } from './request-context.ts';
import { jsonBody } from '../middleware/json-body.ts';
import { idempotent } from '../middleware/idempotency.ts';
import { methodNotAllowed } from '../middleware/methods.ts';
import { PUBLIC_SUBMISSIONS, rateLimit } from '../middleware/rate-limit.ts';
import { validated } from '../middleware/validated.ts';

export const contactRoutes = new Hono<AppEnv>()
  .post(
    '/',
    // JSON only, and size-limited, before anything reads the body.
    jsonBody(),
    validated('json', contactRequestSchema),
    idempotent('contact'),
    rateLimit({ bucket: 'contact', ...PUBLIC_SUBMISSIONS }),
    async (c) => c.json(await receiveContactMessage(c.req.valid('json'), submissionOf(c)), 201),
  )
  .all('/', methodNotAllowed('POST'));
