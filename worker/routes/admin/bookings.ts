// /api/admin/bookings and /api/admin/payments (mounted behind the admin session guard): a request's
// money for the reply screen's booking panel, a payment received another way, the offer withdrawn,
// the customer's links revoked, and a refund of a card payment through Stripe (decision 038); a change
// the customer asked for accepted (with a price difference on the current offer, or none) or declined
// (decision 040). Every change answers the booking as it now is.
import type { Context } from 'hono';
import {
  bookingTargetSchema,
  changeAcceptanceSchema,
  changeTargetSchema,
  manualPaymentSchema,
  paymentIdSchema,
  refundRequestSchema,
  type AdminBooking,
  type PriceDifference,
} from '../../contract/schemas/bookings.ts';
import type { ReplyQuoteKind } from '../../contract/email-send-words.ts';
import { revokeRequestLinks, withdrawOffer, findMoneyRequest } from '../../db/queries/bookings.ts';
import { appConfig, type AdminEnv } from '../../env.ts';
import { adminBooking, recordManualPayment, refundPayment } from '../../bookings/admin-booking.ts';
import { stripeOf } from '../../bookings/stripe-client.ts';
import { decideChange } from '../../bookings/change-request.ts';
import { adminAddress } from '../../mail/mailer.ts';
import { siteUrlOf } from '../../bookings/site-url.ts';
import { ApiError } from '../../lib/api-error.ts';
import { jsonBody } from '../../middleware/json-body.ts';
import { methodNotAllowed } from '../../middleware/methods.ts';
import { validated } from '../../middleware/validated.ts';
import { deliverSoonAfter } from '../request-context.ts';
import { adminRouter } from './router.ts';

const requestNotFound = () => new ApiError(404, 'not_found', 'admin.error.quoteNotFound');
const target = validated('param', bookingTargetSchema, requestNotFound);
const changeTarget = validated('param', changeTargetSchema, () => new ApiError(404, 'not_found', 'adminBookings.error.changeNotFound'));

/** Accepts (with its price difference, if any) or declines the change named in the path, then answers the booking. */
async function answerChange(
  c: Context<AdminEnv>,
  decision: 'accepted' | 'declined',
  target: { kind: ReplyQuoteKind; id: number; changeId: number },
  difference: PriceDifference | null = null,
) {
  await decideChange(
    { db: c.var.db, siteUrl: siteUrlOf(c.env), adminAddress: adminAddress(c.env), deliverSoon: deliverSoonAfter(c), now: new Date() },
    target.kind,
    target.id,
    target.changeId,
    decision,
    c.var.admin.username,
    difference,
  );
  return answerBooking(c, target.kind, target.id);
}

async function answerBooking(c: Context<AdminEnv>, kind: ReplyQuoteKind, quoteId: number, status: 200 | 201 | 202 = 200) {
  const config = appConfig(c.env);
  const booking = await adminBooking(c.var.db, kind, quoteId, { cardPayments: Boolean(config.STRIPE_SECRET_KEY), now: new Date() });
  c.header('Cache-Control', 'no-store');
  return c.json(booking satisfies AdminBooking, status);
}

export const adminBookingsRoutes = adminRouter()
  .get('/:kind/:id', target, (c) => answerBooking(c, c.req.valid('param').kind, c.req.valid('param').id))
  .post('/:kind/:id/payments', target, jsonBody(), validated('json', manualPaymentSchema), async (c) => {
    const { kind, id } = c.req.valid('param');
    const db = c.var.db;
    await recordManualPayment(
      { db, siteUrl: siteUrlOf(c.env), deliverSoon: deliverSoonAfter(c), now: new Date() },
      kind,
      id,
      c.req.valid('json'),
      c.var.admin.username,
    );
    return answerBooking(c, kind, id, 201);
  })
  .post('/:kind/:id/withdraw', target, jsonBody(), async (c) => {
    const { kind, id } = c.req.valid('param');
    const db = c.var.db;
    if (!(await findMoneyRequest(db, kind, id))) throw requestNotFound();
    if (!(await withdrawOffer(db, kind, id, c.var.admin.username))) throw new ApiError(409, 'conflict', 'adminBookings.error.offerNotOpen');
    return answerBooking(c, kind, id);
  })
  .post('/:kind/:id/revoke-links', target, jsonBody(), async (c) => {
    const { kind, id } = c.req.valid('param');
    const db = c.var.db;
    if (!(await findMoneyRequest(db, kind, id))) throw requestNotFound();
    await revokeRequestLinks(db, kind, id, c.var.admin.username, new Date());
    return answerBooking(c, kind, id);
  })
  .post('/:kind/:id/changes/:changeId/accept', changeTarget, jsonBody(), validated('json', changeAcceptanceSchema), (c) =>
    answerChange(c, 'accepted', c.req.valid('param'), c.req.valid('json').priceDifference ?? null),
  )
  .post('/:kind/:id/changes/:changeId/decline', changeTarget, jsonBody(), (c) => answerChange(c, 'declined', c.req.valid('param')))
  .all('/:kind/:id', methodNotAllowed('GET', 'HEAD'))
  .all('/:kind/:id/payments', methodNotAllowed('POST'))
  .all('/:kind/:id/withdraw', methodNotAllowed('POST'))
  .all('/:kind/:id/revoke-links', methodNotAllowed('POST'))
  .all('/:kind/:id/changes/:changeId/accept', methodNotAllowed('POST'))
  .all('/:kind/:id/changes/:changeId/decline', methodNotAllowed('POST'));

export const adminPaymentsRoutes = adminRouter()
  .post(
    '/:paymentId/refunds',
    validated('param', paymentIdSchema, () => new ApiError(404, 'not_found', 'adminBookings.error.paymentNotFound')),
    jsonBody(),
    validated('json', refundRequestSchema),
    async (c) => {
      const db = c.var.db;
      const { kind, quoteId, refund } = await refundPayment(
        db,
        stripeOf(appConfig(c.env)),
        c.req.valid('param').paymentId,
        c.req.valid('json').amountCents,
        c.var.admin.username,
      );
      // A card refund is accepted (Stripe's webhook says when the money has gone back); one made by
      // hand is recorded as done.
      return answerBooking(c, kind, quoteId, refund === 'asked' ? 202 : 201);
    },
  )
  .all('/:paymentId/refunds', methodNotAllowed('POST'));
