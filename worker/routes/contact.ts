// POST /api/contact: the Contact Us form. Stores the message, continues the customer's
// conversation and queues the admin's notification and the customer's acknowledgement.
import { Hono } from 'hono';
import { zValidator } from '@hono/zod-validator';
import type { AppEnv } from '../env.ts';
import { database } from '../db/client.ts';
import { recordContactMessage } from '../db/queries/contact.ts';
import { contactRequestSchema, type ContactResponse } from '../contract/contact.ts';
import { validationError } from '../middleware/api-errors.ts';
import { earlierAnswer, idempotencyClaim, isIdempotencyRace } from '../lib/idempotency.ts';
import { contactAdminEmail, contactCustomerEmail } from '../mail/templates/contact.ts';
import { adminAddress } from '../mail/mailer.ts';
import { deliverSoon } from '../mail/deliver-soon.ts';

export const contactRoutes = new Hono<AppEnv>().post(
  '/',
  zValidator('json', contactRequestSchema, (result) => {
    if (!result.success) throw validationError(result.error);
  }),
  async (c) => {
    const db = database(c.env.DB);
    const claim = await idempotencyClaim('contact', c.req.header('Idempotency-Key'), await c.req.text());
    if (claim) {
      const earlier = await earlierAnswer(db, claim);
      if (earlier) return c.json(earlier.body as ContactResponse, 201);
    }

    const input = c.req.valid('json');
    const message = { ...input, lang: input.lang ?? c.get('lang') };
    const admin = contactAdminEmail(message);
    const customer = contactCustomerEmail(message);
    let stored: ContactResponse;
    try {
      stored = await recordContactMessage(db, {
        message,
        idempotency: claim,
        emails: [
          { kind: 'contact.admin', toAddress: adminAddress(c.env), replyTo: message.email, lang: 'en', ...admin },
          { kind: 'contact.customer', toAddress: message.email, replyTo: null, lang: message.lang, ...customer },
        ],
      });
    } catch (error) {
      // A concurrent retry with the same key stored first: answer what it answered.
      const earlier = claim && isIdempotencyRace(error) ? await earlierAnswer(db, claim) : null;
      if (earlier) return c.json(earlier.body as ContactResponse, 201);
      throw error;
    }
    deliverSoon(c);
    return c.json(stored, 201);
  },
);
