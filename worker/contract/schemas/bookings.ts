// From offer to booking (decision 038): the offer the admin sends with a reply, the payments and
// refunds the back office records, the booking view of a request, and what the customer's request
// page shows. Amounts are integer cents in euros everywhere; the browser parses what the admin types
// with contract/money.ts and sends cents.
import { z } from 'zod';
import type { SharedMessageKey } from '../i18n/index.ts';
import { type LANGS } from '../i18n/langs.ts';
import { QUOTE_STATUSES } from '../enums.ts';
import { REPLY_QUOTE_KINDS } from '../email-send-words.ts';
import { MANUAL_PAYMENT_METHODS, OFFER_STATES, PAYMENT_METHODS, PAYMENT_STATES, PAYMENT_STATUSES, REFUND_STATUSES } from '../booking-words.ts';
import { OFFER_AMOUNT_MAX_CENTS, OFFER_LINE_LABEL_MAX, OFFER_LINES_MAX, OFFER_VALIDITY_HOURS_MAX, PAYMENT_PURPOSES, offerTotal } from '../money.ts';
import { requiredText, optionalText, singleLineText } from './fields.ts';
import type { CancellationTerms } from '../cancellation-policy.ts';
import { CHANGE_REQUEST_STATES, type ChangeField, type ChangeRequestState, type TransferChangeValues } from '../change-request-rules.ts';

const key = (k: SharedMessageKey) => k;

/** Whole cents in 0..max (a number: JSON has no other way to say an integer). */
const cents = (message: SharedMessageKey, min = 0) =>
  z
    .number({ error: key(message) })
    .int(key(message))
    .min(min, key(message))
    .max(OFFER_AMOUNT_MAX_CENTS, key(message));

export const offerLineSchema = z.strictObject({
  label: requiredText(OFFER_LINE_LABEL_MAX),
  amountCents: cents('adminBookings.field.offer.amount'),
});

/**
 * The offer sent with a reply: its lines (the total is their sum), the deposit asked first (the total
 * itself for "pay in full") and how many hours it can be paid.
 */
export const offerDraftSchema = z
  .strictObject({
    lines: z
      .array(offerLineSchema, { error: key('adminBookings.field.offer.lines') })
      .min(1, key('adminBookings.field.offer.lines'))
      .max(OFFER_LINES_MAX, key('adminBookings.field.offer.lines')),
    depositCents: cents('adminBookings.field.offer.deposit', 1),
    validityHours: z
      .number({ error: key('adminBookings.field.offer.validity') })
      .int(key('adminBookings.field.offer.validity'))
      .min(1, key('adminBookings.field.offer.validity'))
      .max(OFFER_VALIDITY_HOURS_MAX, key('adminBookings.field.offer.validity')),
  })
  .superRefine((offer, ctx) => {
    const total = offerTotal(offer.lines);
    if (total <= 0 || total > OFFER_AMOUNT_MAX_CENTS) ctx.addIssue({ code: 'custom', path: ['total'], message: key('adminBookings.field.offer.total') });
    else if (offer.depositCents > total) ctx.addIssue({ code: 'custom', path: ['depositCents'], message: key('adminBookings.field.offer.deposit') });
  });
export type OfferDraft = z.input<typeof offerDraftSchema>;
export type ParsedOfferDraft = z.output<typeof offerDraftSchema>;

/** A request named in a path: /api/admin/bookings/:kind/:id. */
export const bookingTargetSchema = z.object({
  kind: z.enum(REPLY_QUOTE_KINDS),
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,11}$/)
    .transform(Number),
});

/** A change request named in a path: /api/admin/bookings/:kind/:id/changes/:changeId/accept. */
export const changeTargetSchema = bookingTargetSchema.extend({
  changeId: z
    .string()
    .regex(/^[1-9][0-9]{0,11}$/)
    .transform(Number),
});

/**
 * A change's price difference (decision 040): a line added to the current offer, a supplement
 * (positive cents) or a reduction (negative), as large as an offer's line may be, never zero.
 */
export const priceDifferenceSchema = z.strictObject({
  label: singleLineText(OFFER_LINE_LABEL_MAX).refine((label) => label !== '', key('adminBookings.field.difference.label')),
  amountCents: z
    .number({ error: key('adminBookings.field.difference.amount') })
    .int(key('adminBookings.field.difference.amount'))
    .min(-OFFER_AMOUNT_MAX_CENTS, key('adminBookings.field.difference.amount'))
    .max(OFFER_AMOUNT_MAX_CENTS, key('adminBookings.field.difference.amount'))
    .refine((cents) => cents !== 0, key('adminBookings.field.difference.amount')),
});
export type PriceDifference = z.output<typeof priceDifferenceSchema>;

/** POST /api/admin/bookings/:kind/:id/changes/:changeId/accept: the change, with a price difference or none. */
export const changeAcceptanceSchema = z.strictObject({
  priceDifference: priceDifferenceSchema.optional(),
});
export type ChangeAcceptance = z.input<typeof changeAcceptanceSchema>;

/** A payment named in a path. */
export const paymentIdSchema = z.object({
  paymentId: z
    .string()
    .regex(/^[1-9][0-9]{0,11}$/)
    .transform(Number),
});

/** POST /api/admin/bookings/:kind/:id/payments: money received another way (a bank transfer). */
export const manualPaymentSchema = z.strictObject({
  amountCents: cents('adminBookings.field.payment.amount', 1),
  method: z.enum(MANUAL_PAYMENT_METHODS, { error: key('adminBookings.field.payment.method') }),
  note: optionalText(200),
});
export type ManualPayment = z.input<typeof manualPaymentSchema>;

/** POST /api/admin/payments/:paymentId/refunds: all or part of a card payment, through Stripe. */
export const refundRequestSchema = z.strictObject({
  amountCents: cents('adminBookings.field.refund.amount', 1),
});
export type RefundRequest = z.input<typeof refundRequestSchema>;

const isoInstant = () => z.iso.datetime();

export const offerViewSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  state: z.enum(OFFER_STATES),
  lines: z.array(z.object({ label: z.string(), amountCents: z.number().int() })),
  totalCents: z.number().int(),
  depositCents: z.number().int(),
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
  validUntil: isoInstant(),
  createdAt: isoInstant(),
  createdBy: z.string(),
});
export type OfferView = z.infer<typeof offerViewSchema>;

export const paymentViewSchema = z.object({
  id: z.number().int(),
  offerVersion: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  purpose: z.enum(PAYMENT_PURPOSES).nullable(),
  status: z.enum(PAYMENT_STATUSES),
  amountCents: z.number().int(),
  expectedCents: z.number().int(),
  currency: z.string(),
  refundedCents: z.number().int(),
  /** What can still be refunded: a card payment's through Stripe, one received another way by the office's hand (recorded here). */
  refundableCents: z.number().int(),
  note: z.string(),
  recordedBy: z.string(),
  createdAt: isoInstant(),
  refunds: z.array(z.object({ id: z.number().int(), amountCents: z.number().int(), status: z.enum(REFUND_STATUSES), createdAt: isoInstant() })),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;

/** GET /api/admin/bookings/:kind/:id: a request's money, for the reply screen's booking panel. */
export const adminBookingSchema = z.object({
  kind: z.enum(REPLY_QUOTE_KINDS),
  quoteId: z.number().int(),
  status: z.enum(QUOTE_STATUSES),
  paymentState: z.enum(PAYMENT_STATES),
  bookingReference: z.string().nullable(),
  /** Card payments are set up (STRIPE_SECRET_KEY): refunds go through Stripe. */
  cardPayments: z.boolean(),
  /** Newest first; the first is the current one. */
  offers: z.array(offerViewSchema),
  payments: z.array(paymentViewSchema),
  /** The customer's links that still open the page. */
  activeLinks: z.number().int().nonnegative(),
  /** The customer's cancellation from their page (decision 040); null when none. */
  cancellation: z
    .object({
      cancelledAt: isoInstant(),
      cancelledBy: z.string(),
      feeCents: z.number().int(),
      paidCents: z.number().int(),
      refundDueCents: z.number().int(),
    })
    .nullable(),
  /** The changes the customer asked for, newest first. */
  changeRequests: z.array(
    z.object({
      id: z.number().int(),
      state: z.enum(CHANGE_REQUEST_STATES),
      createdAt: isoInstant(),
      decidedAt: isoInstant().nullable(),
      decidedBy: z.string().nullable(),
      changes: z.array(z.object({ field: z.string(), from: z.union([z.string(), z.number()]), to: z.union([z.string(), z.number()]) })),
    }),
  ),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;

/** The current offer as the lists show it on a card (state, amounts, expiry). */
export const offerSummarySchema = z.object({
  version: z.number().int(),
  state: z.enum(OFFER_STATES),
  totalCents: z.number().int(),
  depositCents: z.number().int(),
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
  validUntil: isoInstant(),
});
export type OfferSummary = z.infer<typeof offerSummarySchema>;

/** What the customer's request page shows (site/pages/[...lang]/request/[token].astro). */
export interface CustomerRequestView {
  kind: (typeof REPLY_QUOTE_KINDS)[number];
  lang: (typeof LANGS)[number];
  /** TR-… or EX-… */
  number: string;
  status: (typeof QUOTE_STATUSES)[number];
  paymentState: (typeof PAYMENT_STATES)[number];
  bookingReference: string | null;
  firstName: string;
  lastName: string;
  /** The request's facts as label/value rows in its language (the same rows as the e-mails). */
  details: Array<{ label: string; value: string }>;
  offer: null | {
    version: number;
    state: (typeof OFFER_STATES)[number];
    lines: Array<{ label: string; amountCents: number }>;
    totalCents: number;
    depositCents: number;
    /** Net of refunds. */
    paidCents: number;
    refundedCents: number;
    /** ISO instant. */
    validUntil: string;
    /** What the Pay button would ask for now; null when nothing can be paid (paid, expired, withdrawn). */
    next: null | { purpose: (typeof PAYMENT_PURPOSES)[number]; amountCents: number };
  };
  payments: Array<{ amountCents: number; method: (typeof PAYMENT_METHODS)[number]; createdAt: string; refundedCents: number }>;
  /** Stripe is configured: the Pay button; otherwise the bank transfer details. */
  cardPayments: boolean;
  /** From configuration (BANK_TRANSFER_DETAILS); null when none is set. */
  bankTransfer: string | null;
  /** A transfer's pickup (ISO instant); null for an excursion, whose date is agreed by e-mail. */
  pickupAt: string | null;
  /**
   * What cancelling or changing costs and allows now (decision 040); null when the request can be
   * neither cancelled nor changed (cancelled, completed).
   */
  terms: null | (CancellationTerms & CustomerTermsExtra);
  /** The customer's cancellation, once cancelled from the page. */
  cancellation: null | { cancelledAt: string; cancelledBy: string; feeCents: number; paidCents: number; refundDueCents: number };
  /** The changes asked from the page, newest first. */
  changeRequests: CustomerChangeRequest[];
  /** What the change form starts from: a transfer's fields as booked, or an excursion's wishes; null when no change can be asked. */
  changeForm: null | { kind: 'transfer'; current: TransferChangeValues } | { kind: 'excursion' };
  /** A confirmed transfer's pickup as a calendar event (the .ics and the Google Calendar link); null otherwise. */
  calendar: null | { title: string; details: string; location: string; start: string; end: string };
  /**
   * A confirmed transfer's meeting points (decision 042), in the request's language: where the
   * chauffeur waits at the pickup and, for a round trip, at the return's start, when that place is an
   * airport or a station of the library. Empty otherwise.
   */
  meetingPoints: Array<{ leg: 'outbound' | 'return'; placeId: string; name: string; instructions: string }>;
  /** The customer's conversation with the company (decision 041): its newest messages, oldest first. */
  messages: {
    items: CustomerMessage[];
    /** The company's messages the customer has not marked read (all of them, not only those shown). */
    unread: number;
  };
}

export interface CustomerMessage {
  id: number;
  from: 'customer' | 'company';
  text: string;
  /** ISO instant; the page writes it in Paris time. */
  time: string;
  /** A company message newer than the customer's read marker. */
  isNew: boolean;
  /** The number of the request it is about (written on its page, or answered from it); null for none. */
  about: string | null;
  /** The names of the files the customer's e-mail brought (the office opens them). */
  files: string[];
}

export interface CustomerTermsExtra {
  /** The schedule applies to a stored pickup (a transfer); false for an excursion. */
  pickupKnown: boolean;
  totalCents: number;
  /** Net of refunds. */
  paidCents: number;
  /** The schedule's boundaries as ISO instants (null without a pickup): free until, online until, changes until. */
  freeUntil: string | null;
  onlineUntil: string | null;
  changesUntil: string | null;
}

export interface CustomerChangeRequest {
  id: number;
  state: ChangeRequestState;
  createdAt: string;
  decidedAt: string | null;
  changes: Array<{ field: ChangeField; from: string | number; to: string | number }>;
}

export type RequestPageResult = { status: 'ok'; view: CustomerRequestView } | { status: 'notFound' } | { status: 'rateLimited' };

/** What the Worker hands the request page in `locals` (worker/middleware/astro-locals.ts). */
export interface CustomerRequestDesk {
  /** The request a link's token opens, counted against the client's lookups. */
  open(token: string): Promise<RequestPageResult>;
}
