// The booking's value sets without zod: the states of an offer and of a request's payment, the ways
// a payment arrives, and the back office's payment filter. The database, the API schemas and the
// screens read them from here (decision 038).

/**
 * An offer's life: sent → deposit_paid → paid (in full); or expired (its validity passed unpaid),
 * withdrawn (by the admin) or superseded (a newer version was sent). Only a 'sent' offer can be paid
 * for the first time; a 'deposit_paid' one can have its balance paid.
 */
export const OFFER_STATES = ['sent', 'deposit_paid', 'paid', 'expired', 'withdrawn', 'superseded'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/** The states whose offer is still the current one (shown to the customer). */
export const CURRENT_OFFER_STATES: readonly OfferState[] = ['sent', 'deposit_paid', 'paid', 'expired'];

/**
 * A request's money at a glance, kept on the quote for the lists and their filter: no offer yet; an
 * offer sent (and waiting); its validity passed; the deposit paid; paid in full; refunded (all of it);
 * or a payment that did not match its offer and needs the admin ('attention').
 */
export const PAYMENT_STATES = ['none', 'offer_sent', 'offer_expired', 'deposit_paid', 'paid', 'refunded', 'attention'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const PAYMENT_FILTERS = ['all', ...PAYMENT_STATES] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];

/** How a payment arrived: by card through Stripe, or recorded by the admin. */
export const PAYMENT_METHODS = ['card', 'bank_transfer', 'cash', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The ways the admin can record by hand (a card payment only ever comes from Stripe's webhook). */
export const MANUAL_PAYMENT_METHODS = ['bank_transfer', 'cash', 'other'] as const;

/** 'succeeded': counted; 'mismatch': its amount or currency was not the offer's, so it confirmed nothing. */
export const PAYMENT_STATUSES = ['succeeded', 'mismatch'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** A booking's reference: PEC-YYYY-NNNN, sequential per year in Paris. */
export const BOOKING_REFERENCE_PREFIX = 'PEC';

/** How long after the trip a customer's link keeps working. */
export const REQUEST_LINK_DAYS_AFTER_TRIP = 30;
/** An excursion request has no date: its links work this long after they are made. */
export const REQUEST_LINK_DAYS_WITHOUT_TRIP = 180;
/** Request-page lookups (GET and Pay) allowed per client address and window. */
export const REQUEST_LINK_LOOKUPS_PER_WINDOW = 60;
export const REQUEST_LINK_WINDOW_SECONDS = 600;

/**
 * How many messages one conversation may receive from request pages in an hour (decision 041): a
 * customer with a real question writes a few; each one e-mails the office, so more is refused.
 */
export const REQUEST_MESSAGES_PER_HOUR = 10;
