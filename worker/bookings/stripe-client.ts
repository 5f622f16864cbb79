// Stripe through the official package on its fetch client (decision 038): the Worker has no Node
// http, and the SubtleCrypto provider verifies webhook signatures. STRIPE_API_URL points the same
// client at the local fake (scripts/stripe-fake.ts) for `npm start` and the tests; without a key
// there are no card payments at all and the request page shows the bank transfer details instead.
import Stripe from 'stripe';
import type { AppConfig } from '../env.ts';

/** Stripe's hosted Checkout pages, where the Pay form's answer redirects (the page's form-action). */
const STRIPE_CHECKOUT_ORIGIN = 'https://checkout.stripe.com';

export const stripeCrypto = Stripe.createSubtleCryptoProvider();

export type StripeClient = Stripe;

/** The Stripe client of this configuration; null when card payments are not set up. */
export function stripeOf(config: Pick<AppConfig, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>): Stripe | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
  return new Stripe(config.STRIPE_SECRET_KEY, {
    httpClient: Stripe.createFetchHttpClient(),
    // One quick retry on a network error (Stripe's own advice); a customer waits behind Pay.
    maxNetworkRetries: 1,
    timeout: 15_000,
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
          protocol: api.protocol === 'http:' ? ('http' as const) : ('https' as const),
        }
      : {}),
  });
}

/** Where the browser is sent to pay: Stripe's Checkout, or the local fake's test checkout. */
export function checkoutOrigin(config: Pick<AppConfig, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>): string | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  return config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL).origin : STRIPE_CHECKOUT_ORIGIN;
}

/** Whether `error` is Stripe not answering (network, 5xx, rate limit) rather than a refusal of what we sent. */
export function isStripeUnavailable(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500)
  );
}
