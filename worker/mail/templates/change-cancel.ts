// The e-mails of a cancellation or a change asked from the customer's request page (decision 040):
// to the customer in the request's language (their booking cancelled and what is refunded; their
// change accepted, with the trip as it now reads and any price difference with what it leaves to pay
// or to refund, or declined), and to the company in English (a cancellation to refund, a change to
// answer). A customer's e-mail repeats no free text they typed
// (customer-safe.ts): an excursion's wishes stay out of it; a transfer's fields are the booking's
// own facts, as in the confirmation.
import type { CancellationTerms } from '../../contract/cancellation-policy.ts';
import { POLICY_NUMBERS } from '../../contract/cancellation-policy.ts';
import { TRANSFER_CHANGE_FIELDS, type ChangeField, type ChangeSet, type TransferChangeValues } from '../../contract/change-request-rules.ts';
import { company } from '../../contract/company.ts';
import { t, type Lang } from '../../contract/i18n/index.ts';
import { formatEuros } from '../../contract/money.ts';
import { toParis } from '../../contract/paris-time.ts';
import { renderEmail, type EmailContent } from '../layout.ts';
import { longDate, parisTime } from './booking-confirmed.ts';
import { nameForCustomerEmail } from './customer-safe.ts';

/** An instant as the e-mails write it: 'Thursday 26 November 2026 at 16:53 (Paris time)'. */
export const parisInstant = (lang: Lang, instant: Date) => parisTime(lang, toParis(instant));

/** A changed field's value in words: a date written out, counts and text as they are. */
export function changeValueText(lang: Lang, field: ChangeField, value: string | number): string {
  if (field === 'pickupDate' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return longDate(lang, value);
  return String(value);
}

export interface CancelledFacts {
  /** Money had come in: a booking, with its fee and refund. */
  booked: boolean;
  number: string;
  reference: string | null;
  firstName: string;
  cancelledAt: Date;
  terms: CancellationTerms;
  totalCents: number;
  paidCents: number;
  requestPageUrl: string;
}

/** To the customer: their booking (or request) cancelled, the fee and what is refunded, and when. */
export function customerCancelledEmail(lang: Lang, facts: CancelledFacts): EmailContent {
  const euros = (cents: number) => formatEuros(cents, lang);
  const what = facts.booked && facts.reference ? 'booking' : 'request';
  const refund = facts.terms.refundDueCents;
  return renderEmail({
    lang,
    subject: t(lang, `cancelEmail.${what}.subject`, { reference: facts.reference ?? '', number: facts.number }),
    heading: t(lang, `cancelEmail.${what}.heading`),
    ...(facts.reference ? { highlight: [t(lang, 'bookingEmail.reference'), facts.reference] as [string, string] } : {}),
    paragraphs: [
      t(lang, 'bookingEmail.greeting', { firstName: nameForCustomerEmail(facts.firstName) }),
      t(lang, 'cancelEmail.intro', { when: parisInstant(lang, facts.cancelledAt) }),
    ],
    details: [
      [t(lang, 'bookingEmail.field.requestNumber'), facts.number],
      ...(facts.booked
        ? ([
            [t(lang, 'bookingEmail.field.total'), euros(facts.totalCents)],
            [t(lang, 'bookingEmail.field.paid'), euros(facts.paidCents)],
            [
              t(lang, 'cancelEmail.field.fee'),
              facts.terms.feeCents > 0
                ? t(lang, 'cancelEmail.feeOf', { amount: euros(facts.terms.feeCents), percent: facts.terms.feePercent, total: euros(facts.totalCents) })
                : t(lang, 'cancelEmail.feeNone'),
            ],
            [t(lang, 'cancelEmail.field.refundDue'), euros(refund)],
          ] as Array<[string, string]>)
        : []),
    ],
    requestPageUrl: facts.requestPageUrl,
    closing: [
      !facts.booked
        ? t(lang, 'cancelEmail.nothingPaid')
        : refund > 0
          ? t(lang, 'cancelEmail.refund', {
              amount: euros(refund),
              from: POLICY_NUMBERS.refundBusinessDays.from,
              to: POLICY_NUMBERS.refundBusinessDays.to,
              international: POLICY_NUMBERS.refundBusinessDaysInternational,
            })
          : t(lang, 'cancelEmail.noRefund'),
      t(lang, 'cancelEmail.contact', { phone: company.phoneDisplay }),
      t(lang, 'cancelEmail.closing', { company: company.name }),
    ],
  });
}

export interface OfficeFacts {
  number: string;
  reference: string | null;
  /** The customer's name as the request holds it. */
  name: string;
  /** A transfer's pickup (Paris); null for an excursion. */
  pickup: { date: string; time: string } | null;
}

const OFFICE: Lang = 'en';
const officeRows = (facts: OfficeFacts): Array<[string, string]> => [
  [t(OFFICE, 'officeEmail.field.number'), facts.number],
  [t(OFFICE, 'officeEmail.field.reference'), facts.reference ?? ''],
  [t(OFFICE, 'officeEmail.field.pickupAt'), facts.pickup ? parisTime(OFFICE, facts.pickup) : ''],
];

/** To the company, in English: a customer cancelled, and what to refund. */
export function officeCancelledEmail(facts: OfficeFacts & { cancelledAt: Date; terms: CancellationTerms; paidCents: number }): EmailContent {
  const euros = (cents: number) => formatEuros(cents, OFFICE);
  return renderEmail({
    lang: OFFICE,
    subject: t(OFFICE, 'officeEmail.cancelled.subject', { number: facts.number, name: facts.name }),
    heading: t(OFFICE, 'officeEmail.cancelled.heading', { number: facts.number }),
    paragraphs: [t(OFFICE, 'officeEmail.cancelled.intro', { name: facts.name, number: facts.number, when: parisInstant(OFFICE, facts.cancelledAt) })],
    details: [
      ...officeRows(facts),
      [t(OFFICE, 'officeEmail.field.paid'), euros(facts.paidCents)],
      [t(OFFICE, 'officeEmail.field.fee'), `${euros(facts.terms.feeCents)} (${facts.terms.feePercent}%)`],
      [t(OFFICE, 'officeEmail.field.refundDue'), euros(facts.terms.refundDueCents)],
    ],
    closing: [
      ...(facts.paidCents === 0 ? [t(OFFICE, 'officeEmail.cancelled.unpaid')] : []),
      ...(facts.terms.refundDueCents > 0 ? [t(OFFICE, 'officeEmail.cancelled.refund', { amount: euros(facts.terms.refundDueCents) })] : []),
    ],
  });
}

/** The change's rows, field by field: 'Pickup time (Paris): 18:30 → 20:00'. */
function changeRows(lang: Lang, changes: ChangeSet): Array<[string, string]> {
  return (Object.entries(changes) as Array<[ChangeField, { from: string | number; to: string | number }]>).map(([field, change]) => [
    t(lang, `changeRequest.field.${field}`),
    change.from === ''
      ? changeValueText(lang, field, change.to)
      : t(lang, 'officeEmail.change.fromTo', { from: changeValueText(lang, field, change.from), to: changeValueText(lang, field, change.to) }),
  ]);
}

/** To the company, in English: a customer asks for a change, to accept or decline. */
export function officeChangeEmail(facts: OfficeFacts & { askedAt: Date; changes: ChangeSet }): EmailContent {
  return renderEmail({
    lang: OFFICE,
    subject: t(OFFICE, 'officeEmail.change.subject', { number: facts.number, name: facts.name }),
    heading: t(OFFICE, 'officeEmail.change.heading', { number: facts.number, name: facts.name }),
    paragraphs: [t(OFFICE, 'officeEmail.change.intro', { when: parisInstant(OFFICE, facts.askedAt) })],
    details: [...officeRows(facts), ...changeRows(OFFICE, facts.changes)],
  });
}

export interface DecisionFacts {
  decision: 'accepted' | 'declined';
  kind: 'transfer' | 'excursion';
  number: string;
  reference: string | null;
  firstName: string;
  askedAt: Date;
  /** A transfer's fields as they now read (after an accepted change). */
  trip: TransferChangeValues | null;
  /** The price difference accepted with the change, and the offer's money after it; null when none. */
  difference: DifferenceFacts | null;
  requestPageUrl: string;
}

export interface DifferenceFacts {
  label: string;
  /** Positive: a supplement; negative: a reduction. */
  amountCents: number;
  totalCents: number;
  /** Paid less refunded. */
  netPaidCents: number;
  leftToPayCents: number;
  toRefundCents: number;
}

/** The difference's rows: what it is, the new total, what is paid, and what is left to pay or to refund. */
function differenceRows(lang: Lang, difference: DifferenceFacts): Array<[string, string]> {
  const euros = (cents: number) => formatEuros(cents, lang);
  const kind = difference.amountCents > 0 ? 'supplement' : 'reduction';
  return [
    [
      t(lang, 'changeEmail.field.difference'),
      t(lang, `changeEmail.difference.${kind}`, { amount: euros(Math.abs(difference.amountCents)), label: difference.label }),
    ],
    [t(lang, 'changeEmail.field.newTotal'), euros(difference.totalCents)],
    [t(lang, 'bookingEmail.field.paid'), euros(difference.netPaidCents)],
    ...(difference.leftToPayCents > 0 ? [[t(lang, 'bookingEmail.field.remaining'), euros(difference.leftToPayCents)] as [string, string]] : []),
    ...(difference.toRefundCents > 0 ? [[t(lang, 'cancelEmail.field.refundDue'), euros(difference.toRefundCents)] as [string, string]] : []),
  ];
}

/** What the difference leaves the customer: to pay (from their page), to be refunded (the office refunds it), or nothing. */
function differenceSentence(lang: Lang, difference: DifferenceFacts): string {
  const euros = (cents: number) => formatEuros(cents, lang);
  if (difference.leftToPayCents > 0) return t(lang, 'changeEmail.difference.pay', { amount: euros(difference.leftToPayCents) });
  if (difference.toRefundCents > 0)
    return t(lang, 'changeEmail.difference.refund', {
      amount: euros(difference.toRefundCents),
      from: POLICY_NUMBERS.refundBusinessDays.from,
      to: POLICY_NUMBERS.refundBusinessDays.to,
      international: POLICY_NUMBERS.refundBusinessDaysInternational,
    });
  return t(lang, 'changeEmail.difference.settled');
}

/**
 * To the customer: their change accepted (with the trip as it now reads, and the price difference
 * with what it leaves to pay or to refund) or declined.
 */
export function changeDecisionEmail(lang: Lang, facts: DecisionFacts): EmailContent {
  const accepted = facts.decision === 'accepted';
  const when = parisInstant(lang, facts.askedAt);
  const intro = !accepted
    ? t(lang, 'changeEmail.declined.intro', { when })
    : facts.kind === 'excursion'
      ? t(lang, 'changeEmail.accepted.introExcursion', { when })
      : t(lang, 'changeEmail.accepted.intro', { when });
  const trip = accepted && facts.trip ? facts.trip : null;
  const difference = accepted ? facts.difference : null;
  return renderEmail({
    lang,
    subject: t(lang, `changeEmail.${facts.decision}.subject`, { number: facts.number }),
    heading: t(lang, `changeEmail.${facts.decision}.heading`),
    ...(facts.reference ? { highlight: [t(lang, 'bookingEmail.reference'), facts.reference] as [string, string] } : {}),
    paragraphs: [t(lang, 'bookingEmail.greeting', { firstName: nameForCustomerEmail(facts.firstName) }), intro],
    details: [
      [t(lang, 'bookingEmail.field.requestNumber'), facts.number],
      ...(trip
        ? ([
            [t(lang, 'bookingEmail.field.when'), parisTime(lang, { date: trip.pickupDate, time: trip.pickupTime })],
            ...TRANSFER_CHANGE_FIELDS.filter((field) => field !== 'pickupDate' && field !== 'pickupTime').map((field) => [
              t(lang, `changeRequest.field.${field}`),
              String(trip[field]),
            ]),
          ] as Array<[string, string]>)
        : []),
      ...(difference ? differenceRows(lang, difference) : []),
    ],
    requestPageUrl: facts.requestPageUrl,
    closing: [
      // Without a difference the price stays as agreed; the office may still settle one by hand.
      ...(difference ? [differenceSentence(lang, difference)] : accepted ? [t(lang, 'changeEmail.price')] : []),
      t(lang, 'changeEmail.contact', { phone: company.phoneDisplay }),
      t(lang, 'changeEmail.closing', { company: company.name }),
    ],
  });
}

/** To the company, in English: a customer wrote on their request page (decision 041); answered from Messages. */
export function officeMessageEmail(facts: OfficeFacts & { writtenAt: Date; text: string; messagesUrl: string }): EmailContent {
  return renderEmail({
    lang: OFFICE,
    subject: t(OFFICE, 'officeEmail.message.subject', { number: facts.number, name: facts.name }),
    heading: t(OFFICE, 'officeEmail.message.heading', { number: facts.number, name: facts.name }),
    paragraphs: [t(OFFICE, 'officeEmail.message.intro', { when: parisInstant(OFFICE, facts.writtenAt), url: facts.messagesUrl })],
    details: [...officeRows(facts), [t(OFFICE, 'officeEmail.field.message'), facts.text]],
  });
}
