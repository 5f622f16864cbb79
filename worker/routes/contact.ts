// POST /api/contact: the Contact Us form. Stores the message, continues the customer's
// conversation and queues the admin's notification and the customer's acknowledgement (within the
// per-address cap). Rate-limited per client like the quote requests; a filled honeypot stores nothing.
import { Hono } from 'hono';
import { zValidator } from '@hono/zod-validator';
import type { AppEnv } from '../env.ts';
import { database } from '../db/client.ts';
import { recordContactMessage } from '../db/queries/contact.ts';
import { contactRequestSchema, type ContactResponse } from '../contract/contact.ts';
import { validationError } from '../middleware/api-errors.ts';
import { jsonBody } from '../middleware/json-body.ts';
import { idempotent, storeOnce } from '../middleware/idempotency.ts';
import { methodNotAllowed } from '../middleware/methods.ts';
import { clientAddress, PUBLIC_SUBMISSIONS, rateLimit } from '../middleware/rate-limit.ts';
import { contactAdminEmail, contactCustomerEmail } from '../mail/templates/contact.ts';
import { adminAddress } from '../mail/mailer.ts';
import { deliverSoon } from '../mail/deliver-soon.ts';
import { mayAcknowledge } from '../mail/recipient-cap.ts';

export const contactRoutes = new Hono<AppEnv>().post(
  '/',
  // JSON only, and size-limited, before anything reads the body.
  jsonBody(),
  zValidator('json', contactRequestSchema, (result) => {
    if (!result.success) throw validationError(result.error);
  }),
  idempotent('contact'),
  rateLimit({ bucket: 'contact', ...PUBLIC_SUBMISSIONS }),
  async (c) => {
    const { website, ...input } = c.req.valid('json');
    // Checked after validation, so a bot sees exactly what a person would: the same errors, the same success.
    if (website.trim() !== '') {
      console.warn(`[contact] honeypot filled by ${clientAddress((name) => c.req.header(name))}: nothing stored, nothing sent`);
      return c.json({ id: 0, conversationId: 0 } satisfies ContactResponse, 201);
    }

    const db = database(c.env.DB);
    const message = { ...input, lang: input.lang ?? c.get('lang') };
    const acknowledge = await mayAcknowledge(db, message.email);
    const outcome = await storeOnce(c, () =>
      recordContactMessage(db, {
        message,
        idempotency: c.get('idempotency'),
        emails: [
          { kind: 'contact.admin', toAddress: adminAddress(c.env), replyTo: message.email, lang: 'en', ...contactAdminEmail(message) },
          ...(acknowledge ? [{ kind: 'contact.customer', toAddress: message.email, replyTo: null, lang: message.lang, ...contactCustomerEmail(message) }] : []),
        ],
      }),
    );
    if ('earlier' in outcome) return outcome.earlier;
    const { emailIds, ...stored } = outcome.stored;
    deliverSoon(c, emailIds);
    return c.json(stored satisfies ContactResponse, 201);
  },
).all('/', methodNotAllowed('POST'));
