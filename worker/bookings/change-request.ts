// A change asked from the customer's request page, and the office's answer (decision 040). The
// customer asks (a transfer's fields judged with the booking wizard's rules; an excursion's date
// wishes and passengers as short text); it is stored as pending with the company's e-mail, one
// waiting at a time, until the change window closes (then the customer calls). The office accepts
// (the fields written to the request in the same batch, with the price difference it may carry added
// to the current offer) or declines; either way the customer hears of it by e-mail, with a fresh
// link. Every step is one D1 batch with its audit row.
import { queuedEmailIds } from '../db/queries/outbox.ts';
import {
  CHANGE_FIELDS,
  CHANGE_REQUESTS_PER_REQUEST_MAX,
  judgeExcursionChange,
  judgeTransferChange,
  type ChangeField,
  type ChangeProblems,
  type ChangeSet,
  type SubmittedForm,
  type TransferChangeValues,
} from '../contract/change-request-rules.ts';
import type { ReplyQuoteKind } from '../contract/email-send-words.ts';
import { t } from '../contract/i18n/index.ts';
import { fromParis } from '../contract/paris-time.ts';
import type { quotes } from '../db/schema.ts';
import { currentOffer, findMoneyRequest, isUniqueViolation, type Statement } from '../db/queries/bookings.ts';
import { offerAfterDifference } from '../contract/price-difference.ts';
import type { PriceDifference } from '../contract/schemas/bookings.ts';
import {
  CHANGEABLE_STATUSES,
  changeRequestByKey,
  changeRequestStatements,
  changeRequestsOf,
  decisionStatements,
  findChangeRequest,
  transferRow,
  commentsWithNote,
  type PricedDifference,
} from '../db/queries/change-cancel.ts';
import { ApiError } from '../lib/api-error.ts';
import { changeDecisionEmail, officeChangeEmail, parisInstant } from '../mail/templates/change-cancel.ts';
import type { RequestPageActionContext } from './cancel-request.ts';
import { customerName } from './cancel-request.ts';
import { newRequestLink, requestPageUrl } from './request-links.ts';
import { requestTerms } from './request-terms.ts';

type QuoteRow = typeof quotes.$inferSelect;

/** A count among the request's extra options (0 when absent or not a count). */
const optionCount = (options: QuoteRow['vehicleExtraOptions'], name: string): number => {
  const value = options[name];
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : typeof value === 'boolean' ? Number(value) : 0;
};

/** A transfer's changeable values as the request holds them. */
export function transferChangeValues(row: QuoteRow): TransferChangeValues {
  return {
    pickupDate: row.pickupDate,
    pickupTime: row.pickupTime,
    pickupLocation: row.pickupLocation,
    dropoffLocation: row.dropoffLocation,
    adults: row.adults,
    suitcases: optionCount(row.vehicleExtraOptions, 'suitcases'),
    baggages: optionCount(row.vehicleExtraOptions, 'baggages'),
    handbags: optionCount(row.vehicleExtraOptions, 'handbags'),
    flightTrainNumber: row.flightTrainNumber ?? '',
  };
}

/** A change set as a list in the form's order. */
export function changeList(changes: ChangeSet): Array<{ field: ChangeField; from: string | number; to: string | number }> {
  return CHANGE_FIELDS.flatMap((field) => {
    const change = changes[field];
    return change ? [{ field, from: change.from, to: change.to }] : [];
  });
}

export type ChangeOutcome =
  | { status: 'sent' }
  /** Refused field by field: the page shows the form again with what was typed. */
  | { status: 'invalid'; problems: ChangeProblems }
  /** One is already waiting for the office's answer. */
  | { status: 'pending' }
  /** Past the change window: the customer calls. */
  | { status: 'phone' }
  /** Nothing to change (cancelled, completed, gone), or too many asked already. */
  | { status: 'closed' };

export async function askForChange(context: RequestPageActionContext, kind: ReplyQuoteKind, quoteId: number, form: SubmittedForm): Promise<ChangeOutcome> {
  const { db, now } = context;
  const request = await findMoneyRequest(db, kind, quoteId);
  if (!request || !CHANGEABLE_STATUSES.includes(request.status)) return { status: 'closed' };
  const { terms } = requestTerms(request, await currentOffer(db, kind, quoteId), now);
  if (!terms.canChangeOnline) return { status: 'phone' };
  const asked = await changeRequestsOf(db, kind, quoteId);
  if (asked.some((change) => change.state === 'pending')) return { status: 'pending' };
  if (asked.length >= CHANGE_REQUESTS_PER_REQUEST_MAX) return { status: 'closed' };

  let judged;
  if (kind === 'transfer') {
    const row = await transferRow(db, quoteId);
    if (!row) return { status: 'closed' };
    judged = judgeTransferChange(form, transferChangeValues(row), { now, returnAt: row.transferType === 'ROUND_TRIP' ? row.returnAt : null });
  } else {
    judged = judgeExcursionChange(form);
  }
  if (Object.keys(judged.problems).length > 0) return { status: 'invalid', problems: judged.problems };

  const key = crypto.randomUUID();
  const office = officeChangeEmail({
    number: request.number,
    reference: request.bookingReference,
    name: customerName(request),
    pickup: request.pickup ? { date: request.pickup.date, time: request.pickup.time } : null,
    askedAt: now,
    changes: judged.changes,
  });
  const results = await db.batch(
    changeRequestStatements(db, {
      kind,
      quoteId,
      number: request.number,
      key,
      changes: judged.changes,
      emails: [{ kind: 'booking.change.admin', toAddress: context.adminAddress, replyTo: request.email, lang: 'en', ...office }],
    }) as [Statement, ...Statement[]],
  );
  if (await changeRequestByKey(db, key)) {
    context.deliverSoon(queuedEmailIds(results));
    return { status: 'sent' };
  }
  // Another tab asked first, or the request was cancelled meanwhile.
  const again = await changeRequestsOf(db, kind, quoteId);
  return again.some((change) => change.state === 'pending') ? { status: 'pending' } : { status: 'closed' };
}

const changeNotPending = () => new ApiError(409, 'conflict', 'adminBookings.error.changeNotPending');

/** The request's columns an accepted transfer change writes, and the trip as it then reads. */
function appliedTransferChange(row: QuoteRow, changes: Partial<Record<ChangeField, { from: string | number; to: string | number }>>) {
  const trip = transferChangeValues(row);
  for (const [field, change] of Object.entries(changes)) {
    if (field in trip) (trip as unknown as Record<string, unknown>)[field] = change.to;
  }
  const apply: Record<string, unknown> = {};
  if (changes.pickupDate || changes.pickupTime) {
    const pickupAt = fromParis(trip.pickupDate, trip.pickupTime);
    if (!pickupAt) throw new ApiError(409, 'conflict', 'adminBookings.error.changeNotPending');
    Object.assign(apply, { pickupDate: trip.pickupDate, pickupTime: trip.pickupTime, pickupAt });
  }
  // A new address has no coordinates yet (0,0 is the spec's "unknown"), and the measured route no longer holds.
  if (changes.pickupLocation) Object.assign(apply, { pickupLocation: trip.pickupLocation, pickupLat: 0, pickupLng: 0 });
  if (changes.dropoffLocation) Object.assign(apply, { dropoffLocation: trip.dropoffLocation, dropoffLat: 0, dropoffLng: 0 });
  if (changes.pickupLocation || changes.dropoffLocation) Object.assign(apply, { totalDistanceKm: null, totalMinutes: null, routeApproximate: false });
  if (changes.adults) apply.adults = trip.adults;
  if (changes.suitcases || changes.baggages || changes.handbags) {
    apply.vehicleExtraOptions = { ...row.vehicleExtraOptions, suitcases: trip.suitcases, baggages: trip.baggages, handbags: trip.handbags };
  }
  if (changes.flightTrainNumber) apply.flightTrainNumber = trip.flightTrainNumber || null;
  return { apply, trip };
}

/** How many times an acceptance whose offer a payment or refund moved meanwhile is read and tried again. */
const ATTEMPTS = 3;

/**
 * The office accepts (with a price difference or none) or declines a pending change; answers
 * nothing (the route answers the booking). A double click is one decision: the second batch's first
 * statement matches nothing, so it writes nothing (with a difference, its guard fails it whole).
 */
export async function decideChange(
  context: RequestPageActionContext,
  kind: ReplyQuoteKind,
  quoteId: number,
  changeId: number,
  decision: 'accepted' | 'declined',
  actor: string,
  difference: PriceDifference | null = null,
): Promise<void> {
  const { db } = context;
  for (let attempt = 1; ; attempt += 1) {
    const { statements, decisionKey } = await decisionBatch(context, kind, quoteId, changeId, decision, actor, decision === 'accepted' ? difference : null);
    let results;
    try {
      results = await db.batch(statements as [Statement, ...Statement[]]);
    } catch (error) {
      // The difference's guard: the change was answered meanwhile, or the offer moved since it was read.
      if (!isUniqueViolation(error)) throw error;
      if ((await findChangeRequest(db, changeId))?.state !== 'pending') throw changeNotPending();
      if (attempt >= ATTEMPTS) throw new ApiError(409, 'conflict', 'adminBookings.error.differenceRaced');
      continue;
    }
    if ((await findChangeRequest(db, changeId))?.decisionKey !== decisionKey) throw changeNotPending();
    context.deliverSoon(queuedEmailIds(results));
    return;
  }
}

/** The price difference on the request's current offer, judged against it as it is now. */
async function pricedDifference(
  db: RequestPageActionContext['db'],
  kind: ReplyQuoteKind,
  quoteId: number,
  difference: PriceDifference,
): Promise<PricedDifference> {
  const offer = await currentOffer(db, kind, quoteId);
  if (!offer) throw new ApiError(409, 'conflict', 'adminBookings.error.noOfferForDifference');
  const after = offerAfterDifference(offer, difference.amountCents);
  if (after === 'offerNotCurrent') throw new ApiError(409, 'conflict', 'adminBookings.error.noOfferForDifference');
  if (after === 'total') {
    throw new ApiError(400, 'validation_failed', 'api.error.validation', { 'priceDifference.amountCents': 'adminBookings.field.difference.total' });
  }
  return { offer, label: difference.label, amountCents: difference.amountCents, after };
}

/** The deciding batch, from the change, the request and its offer as they are now. */
async function decisionBatch(
  context: RequestPageActionContext,
  kind: ReplyQuoteKind,
  quoteId: number,
  changeId: number,
  decision: 'accepted' | 'declined',
  actor: string,
  difference: PriceDifference | null,
): Promise<{ statements: Statement[]; decisionKey: string }> {
  const { db, now } = context;
  const change = await findChangeRequest(db, changeId);
  if (!change || change.quoteKind !== kind || change.quoteId !== quoteId) throw new ApiError(404, 'not_found', 'adminBookings.error.changeNotFound');
  if (change.state !== 'pending') throw changeNotPending();
  const request = await findMoneyRequest(db, kind, quoteId);
  if (!request || !CHANGEABLE_STATUSES.includes(request.status)) throw changeNotPending();
  const priced = difference ? await pricedDifference(db, kind, quoteId, difference) : null;

  let apply: Record<string, unknown> | null = null;
  let trip: TransferChangeValues | null = null;
  if (decision === 'accepted') {
    if (kind === 'transfer') {
      const row = await transferRow(db, quoteId);
      if (!row) throw changeNotPending();
      ({ apply, trip } = appliedTransferChange(row, change.changes));
    } else {
      // An excursion has no columns for wishes: they join its comments, where the office reads them.
      const noted = (['dateWishes', 'passengers'] as const)
        .filter((field) => change.changes[field])
        .map((field) => `${t(request.lang, `changeRequest.field.${field}`)}: ${String(change.changes[field]?.to ?? '')}`)
        .join('\n');
      const heading = `[${parisInstant(request.lang, change.createdAt)}]`;
      const note = `${heading}\n${noted}`;
      apply = {
        comments: commentsWithNote(note),
      };
    }
  }

  const link = await newRequestLink(request.pickup?.at ?? null, now);
  const email = changeDecisionEmail(request.lang, {
    decision,
    kind,
    number: request.number,
    reference: request.bookingReference,
    firstName: request.firstName,
    askedAt: change.createdAt,
    trip,
    difference: priced && { label: priced.label, amountCents: priced.amountCents, ...priced.after },
    requestPageUrl: requestPageUrl(context.siteUrl, request.lang, link.token),
  });
  const decisionKey = crypto.randomUUID();
  const statements = decisionStatements(db, {
    change,
    number: request.number,
    decision,
    decisionKey,
    actor,
    apply,
    difference: priced,
    link,
    emails: [{ kind: `booking.change.${decision}`, toAddress: request.email, lang: request.lang, ...email }],
  });
  return { statements, decisionKey };
}
