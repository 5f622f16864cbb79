// POST /api/stripe/webhook: Stripe's events (decision 038). The raw body's signature is verified
// with the endpoint's secret (SubtleCrypto; a wrong or stale signature, older than Stripe's five
// minutes, is a 400 and changes nothing), then the event is handled once (bookings/stripe-events.ts).
// 2xx tells Stripe to stop; a 409 (a refund before its payment) or a 500 makes it deliver again.
import { Hono } from 'hono';
import type Stripe from 'stripe';
import { appConfig, type AppEnv } from '../env.ts';
import { database } from '../db/client.ts';
import { handleStripeEvent } from '../bookings/stripe-events.ts';
import { stripeCrypto, stripeOf } from '../bookings/stripe-client.ts';
import { siteUrlOf } from '../bookings/site-url.ts';
import { ApiError } from '../lib/api-error.ts';
import { methodNotAllowed } from '../middleware/methods.ts';
import { deliverSoonAfter } from './request-context.ts';

/** Stripe's events are small; anything far larger is not one. */
const WEBHOOK_MAX_BYTES = 256 * 1024;

export const stripeRoutes = new Hono<AppEnv>()
  .post('/webhook', async (c) => {
    const config = appConfig(c.env);
    const stripe = stripeOf(config);
    if (!stripe || !config.STRIPE_WEBHOOK_SECRET) throw new ApiError(404, 'not_found', 'requestPayment.error.notConfigured');
    const signature = c.req.header('Stripe-Signature');
    // The header at fault is named, as a field is.
    const refused = () => new ApiError(400, 'validation_failed', 'requestPayment.error.signature', { 'Stripe-Signature': 'requestPayment.error.signature' });
    if (!signature) throw refused();
    if (Number(c.req.header('Content-Length') ?? 0) > WEBHOOK_MAX_BYTES) throw new ApiError(413, 'payload_too_large', 'api.error.tooLarge');
    const body = await c.req.text();
    if (body.length > WEBHOOK_MAX_BYTES) throw new ApiError(413, 'payload_too_large', 'api.error.tooLarge');
    let event: Stripe.Event;
    try {
      event = await stripe.webhooks.constructEventAsync(body, signature, config.STRIPE_WEBHOOK_SECRET, undefined, stripeCrypto);
    } catch {
      throw refused();
    }
    const outcome = await handleStripeEvent({ db: database(c.env.DB), siteUrl: siteUrlOf(c.env), deliverSoon: deliverSoonAfter(c), now: new Date() }, event);
    if (outcome === 'retryLater') throw new ApiError(409, 'conflict', 'requestPayment.error.retryLater');
    return c.json({ received: true, outcome });
  })
  .all('/webhook', methodNotAllowed('POST'));
