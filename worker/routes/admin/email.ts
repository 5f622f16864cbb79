// POST /api/email/send: the admin's reply to a customer (contract/schemas/email-send.ts). An admin router
// at the spec's path rather than under /api/admin: ./index.ts mounts it at /api/email behind the
// same session guard, which checks the session, the Origin and the JSON content type; here the body
// is read (JSON, size-limited), checked, and handed to sendReply (replies/send-reply.ts).
import { EMAIL_SEND_MAX_BODY_BYTES, emailSendRequestSchema } from '../../contract/schemas/email-send.ts';
import { sendReply } from '../../replies/send-reply.ts';
import { adminAddress } from '../../mail/mailer.ts';
import { jsonBody } from '../../middleware/json-body.ts';
import { methodNotAllowed } from '../../middleware/methods.ts';
import { validated } from '../../middleware/validated.ts';
import { deliverSoonAfter } from '../request-context.ts';
import { adminRouter } from './router.ts';
import { siteUrlOf } from '../../bookings/site-url.ts';

export const emailRoutes = adminRouter()
  .post('/send', jsonBody(EMAIL_SEND_MAX_BODY_BYTES), validated('json', emailSendRequestSchema), async (c) =>
    c.json(
      await sendReply(c.req.valid('json'), {
        db: c.var.db,
        replyTo: adminAddress(c.env),
        deliverSoon: deliverSoonAfter(c),
        actor: c.var.admin.username,
        siteUrl: siteUrlOf(c.env),
        now: new Date(),
      }),
    ),
  )
  .all('/send', methodNotAllowed('POST'));
