// Money as the product counts it: euros in integer cents, never floats (decision 038). Browser-safe:
// the offer builder parses what the admin types with it, the server checks the same rules, and the
// customer's page and e-mails write amounts with `formatEuros` in the request's language.
import { CURRENCY } from './constants.ts';
import { LOCALES, type Lang } from './i18n/langs.ts';

/** The policy's deposit: 50 % prepayment confirms a booking (payment policy page). */
export const DEPOSIT_PERCENT_DEFAULT = 50;
/** How long an offer can be paid, by default. */
export const OFFER_VALIDITY_HOURS_DEFAULT = 48;
/** The longest validity the admin may give an offer: a month. */
export const OFFER_VALIDITY_HOURS_MAX = 24 * 30;
/** Lines of one offer. */
export const OFFER_LINES_MAX = 20;
/** The largest amount of one line, and of an offer's total: €100,000. */
export const OFFER_AMOUNT_MAX_CENTS = 10_000_000;
/** The longest label of a line ('Child seat', 'Waiting time, 1 h'). */
export const OFFER_LINE_LABEL_MAX = 120;
/** Stripe's ISO currency code, lower case as its API writes it. */
export const STRIPE_CURRENCY = CURRENCY.toLowerCase();

/**
 * Euros as typed ('450', '129.50', '129,5', '1 290,50', '€ 1,290.50') → integer cents; null when the
 * text is no amount or has more than two decimals. Parsed as text, so 0.1 + 0.2 never happens.
 */
export function parseEuros(typed: string): number | null {
  let text = typed.replace(/[\s\u00a0\u202f€]/g, '').replace(/^EUR|EUR$/i, '');
  if (text === '') return null;
  // '1,290.50' / '1.290,50': the last separator followed by one or two digits is the decimal one.
  const decimal = /[.,](\d{1,2})$/.exec(text);
  let cents = 0;
  if (decimal) {
    cents = Number(decimal[1]!.padEnd(2, '0'));
    text = text.slice(0, decimal.index);
  }
  // What is left is whole euros, with thousands separators only in groups of three.
  if (!/^\d{1,3}(?:[.,]?\d{3})*$/.test(text) && !/^\d+$/.test(text)) return null;
  const euros = Number(text.replace(/[.,]/g, ''));
  if (!Number.isSafeInteger(euros) || euros > OFFER_AMOUNT_MAX_CENTS / 100) return null;
  return euros * 100 + cents;
}

/** Cents as the customer reads euros: '€1,290.50' / '1 290,50 €'; whole euros without decimals. */
export function formatEuros(cents: number, lang: Lang): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(LOCALES[lang], {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** Cents as the offer form shows them for editing: '1290.50', '450'. */
export const centsAsTyped = (cents: number): string =>
  cents % 100 === 0 ? String(cents / 100) : `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** The policy's deposit of a total, rounded to the cent (half up). */
export const defaultDeposit = (totalCents: number, percent = DEPOSIT_PERCENT_DEFAULT): number => Math.floor((totalCents * percent + 50) / 100);

/** The sum of an offer's lines. */
export const offerTotal = (lines: readonly { amountCents: number }[]): number => lines.reduce((sum, line) => sum + line.amountCents, 0);

/** What a payment is for: the deposit, the rest after it, or the whole offer at once. */
export const PAYMENT_PURPOSES = ['deposit', 'balance', 'full'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export interface OfferAmounts {
  totalCents: number;
  depositCents: number;
}

/** The amount a payment for `purpose` must be, from the offer alone (never from the browser). */
export function amountFor(offer: OfferAmounts, purpose: PaymentPurpose): number {
  if (purpose === 'deposit') return offer.depositCents;
  if (purpose === 'balance') return offer.totalCents - offer.depositCents;
  return offer.totalCents;
}

/**
 * What the customer is asked to pay next, given what was paid (net of refunds): the deposit first
 * (the whole offer when the deposit is the total; what is left of the deposit after a smaller sum
 * recorded by hand), then whatever remains; null when nothing does.
 */
export function nextPayment(offer: OfferAmounts, paidCents: number): { purpose: PaymentPurpose; amountCents: number } | null {
  const paid = Math.max(0, paidCents);
  if (paid >= offer.totalCents) return null;
  if (offer.depositCents >= offer.totalCents) return { purpose: 'full', amountCents: offer.totalCents - paid };
  if (paid < offer.depositCents) return { purpose: 'deposit', amountCents: offer.depositCents - paid };
  return { purpose: 'balance', amountCents: offer.totalCents - paid };
}
