// POST /api/email/send: the admin's reply to a customer (contract/email-send.ts). Admin only: this
// router is mounted at /api/email behind the session guard, which checks the session, the Origin and
// the JSON content type; here the body is read (JSON, size-limited), checked, and handed to
// sendReply (admin/send-reply.ts).
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { EMAIL_SEND_MAX_BODY_BYTES, emailSendRequestSchema } from '../contract/email-send.ts';
import { sendReply } from '../admin/send-reply.ts';
import { database } from '../db/client.ts';
import { deliverSoon } from '../mail/deliver-soon.ts';
import { adminAddress } from '../mail/mailer.ts';
import { jsonBody } from '../middleware/json-body.ts';
import { methodNotAllowed } from '../middleware/methods.ts';
import { validated } from '../middleware/validated.ts';
import { actorOf } from './admin/queue.ts';

export const emailRoutes = new Hono<AppEnv>()
  .post('/send', jsonBody(EMAIL_SEND_MAX_BODY_BYTES), validated('json', emailSendRequestSchema), async (c) =>
    c.json(
      await sendReply(c.req.valid('json'), {
        db: database(c.env.DB),
        replyTo: adminAddress(c.env),
        deliverSoon: (emailIds) => deliverSoon(c, emailIds),
        actor: actorOf(c),
      }),
    ),
  )
  .all('/send', methodNotAllowed('POST'));
