// A change asked from the customer's request page (decision 040): the fields a transfer's customer
// may change (those of the booking wizard's ride, with the wizard's rules: a Paris date and time at
// least the lead time ahead and within the horizon, the places, the passengers the fleet seats,
// luggage counts, the flight or train number), or for an excursion, which has no stored date, date
// and time wishes and the passengers as short free text. Browser-safe and without zod: the Worker
// judges a submitted form with it, and the page reads back a refused form from its address (the
// page has no JavaScript, so a refused form comes back as a 303 carrying what was typed).
import type { SharedMessageKey } from './i18n/index.ts';
import { EXTRA_OPTION_MAX, LEAD_TIME_HOURS } from './constants.ts';
import { FIELD_LIMITS } from './limits.ts';
import { fromParis, meetsLeadTime, withinBookingHorizon } from './paris-time.ts';
import { hasControlCharacters, trimInvisible } from './text-rules.ts';
import { MAX_ADULTS } from './vehicles.ts';

/** A transfer's changeable fields, in the form's order. */
export const TRANSFER_CHANGE_FIELDS = [
  'pickupDate',
  'pickupTime',
  'pickupLocation',
  'dropoffLocation',
  'adults',
  'suitcases',
  'baggages',
  'handbags',
  'flightTrainNumber',
] as const;
export type TransferChangeField = (typeof TRANSFER_CHANGE_FIELDS)[number];

/** The luggage counts, kept among the request's extra options (booking-rules.ts). */
export const LUGGAGE_CHANGE_FIELDS = ['suitcases', 'baggages', 'handbags'] as const satisfies readonly TransferChangeField[];
const COUNT_FIELDS: ReadonlySet<TransferChangeField> = new Set(['adults', ...LUGGAGE_CHANGE_FIELDS]);

/** An excursion's wishes: free text, the admin reads it. */
export const EXCURSION_CHANGE_FIELDS = ['dateWishes', 'passengers'] as const;
export type ExcursionChangeField = (typeof EXCURSION_CHANGE_FIELDS)[number];

export type ChangeField = TransferChangeField | ExcursionChangeField;
export const CHANGE_FIELDS: readonly ChangeField[] = [...TRANSFER_CHANGE_FIELDS, ...EXCURSION_CHANGE_FIELDS];

/** A transfer's changeable values as the booking holds them (dates and times Paris wall clock). */
export interface TransferChangeValues {
  /** YYYY-MM-DD, Europe/Paris */
  pickupDate: string;
  /** HH:MM, Europe/Paris */
  pickupTime: string;
  pickupLocation: string;
  dropoffLocation: string;
  adults: number;
  suitcases: number;
  baggages: number;
  handbags: number;
  flightTrainNumber: string;
}

export interface ExcursionChangeValues {
  dateWishes: string;
  passengers: string;
}

/** One changed field: what it was and what is asked (the same kind of value). */
export type FieldChange = { from: string | number; to: string | number };
export type ChangeSet = Partial<Record<ChangeField, FieldChange>>;

/** What can be wrong with a field, or with the whole form ('form'). */
export const CHANGE_PROBLEMS = [
  'required',
  'tooLong',
  'invalid',
  'controlCharacters',
  'leadTime',
  'tooFarAhead',
  'afterReturn',
  'adults',
  'count',
  'nothingChanged',
] as const;
export type ChangeProblem = (typeof CHANGE_PROBLEMS)[number];
export type ChangeProblems = Partial<Record<ChangeField | 'form', ChangeProblem>>;

/** Each problem as a message of the shared words, with what it names. */
export function changeProblemMessage(problem: ChangeProblem): { key: SharedMessageKey; vars?: Record<string, number> } {
  switch (problem) {
    case 'required':
      return { key: 'field.required' };
    case 'tooLong':
      return { key: 'field.tooLong' };
    case 'invalid':
      return { key: 'field.invalid' };
    case 'controlCharacters':
      return { key: 'field.controlCharacters' };
    case 'leadTime':
      return { key: 'changeRequest.error.leadTime', vars: { hours: LEAD_TIME_HOURS } };
    case 'tooFarAhead':
      return { key: 'booking.error.tooFarAhead' };
    case 'afterReturn':
      return { key: 'changeRequest.error.afterReturn' };
    case 'adults':
      return { key: 'changeRequest.error.adults', vars: { max: MAX_ADULTS } };
    case 'count':
      return { key: 'changeRequest.error.count', vars: { max: EXTRA_OPTION_MAX } };
    case 'nothingChanged':
      return { key: 'changeRequest.error.nothingChanged' };
  }
}

/** The longest a field's text may be. */
export const CHANGE_FIELD_MAX: Readonly<Record<ChangeField, number>> = {
  pickupDate: FIELD_LIMITS.booking.date,
  pickupTime: FIELD_LIMITS.booking.time,
  pickupLocation: FIELD_LIMITS.booking.place,
  dropoffLocation: FIELD_LIMITS.booking.place,
  // Counts: three digits are more than any count allowed.
  adults: 3,
  suitcases: 3,
  baggages: 3,
  handbags: 3,
  flightTrainNumber: FIELD_LIMITS.booking.flightTrainNumber,
  dateWishes: FIELD_LIMITS.changeRequest.dateWishes,
  passengers: FIELD_LIMITS.changeRequest.passengers,
};

/** A form's fields as posted: text, or absent. */
export type SubmittedForm = Readonly<Record<string, unknown>>;

/** A text field cleaned as every form cleans it (control characters refused, invisible ends trimmed). */
function cleanText(value: unknown, max: number, multiline = false): { text: string; problem?: ChangeProblem } {
  if (value === undefined) return { text: '' };
  if (typeof value !== 'string') return { text: '', problem: 'invalid' };
  if (hasControlCharacters(value, { multiline })) return { text: value, problem: 'controlCharacters' };
  const text = trimInvisible(value);
  return text.length > max ? { text, problem: 'tooLong' } : { text };
}

/**
 * A transfer's change as posted, judged against the booking as it is: the values asked (a field not
 * posted keeps its current value), the fields that differ, and every problem by field. Moving the
 * pickup asks the booking wizard's lead time from `now` (a sooner pickup is arranged by phone) and
 * the horizon, and keeps it before the return of a round trip.
 */
export function judgeTransferChange(
  submitted: SubmittedForm,
  current: TransferChangeValues,
  context: { now: Date; returnAt: Date | null },
): { values: TransferChangeValues; changes: ChangeSet; problems: ChangeProblems } {
  const problems: ChangeProblems = {};
  const values = { ...current };
  for (const field of TRANSFER_CHANGE_FIELDS) {
    const posted = submitted[field];
    if (posted === undefined) continue;
    const { text, problem } = cleanText(posted, CHANGE_FIELD_MAX[field]);
    if (problem) {
      problems[field] = problem;
      continue;
    }
    if (COUNT_FIELDS.has(field)) {
      const count = /^\d{1,3}$/.test(text) ? Number(text) : null;
      const max = field === 'adults' ? MAX_ADULTS : EXTRA_OPTION_MAX;
      if (text === '') problems[field] = 'required';
      else if (count === null || count > max || (field === 'adults' && count < 1)) problems[field] = field === 'adults' ? 'adults' : 'count';
      else (values as Record<string, unknown>)[field] = count;
      continue;
    }
    if (text === '' && field !== 'flightTrainNumber') problems[field] = 'required';
    else (values as Record<string, unknown>)[field] = text;
  }

  const movesPickup = values.pickupDate !== current.pickupDate || values.pickupTime !== current.pickupTime;
  if (movesPickup && !problems.pickupDate && !problems.pickupTime) {
    const pickupAt = fromParis(values.pickupDate, values.pickupTime);
    if (!pickupAt) {
      if (!fromParis(values.pickupDate, '12:00')) problems.pickupDate = 'invalid';
      if (!fromParis('2000-01-01', values.pickupTime)) problems.pickupTime = 'invalid';
    } else if (!meetsLeadTime(values.pickupDate, values.pickupTime, context.now)) problems.pickupDate = 'leadTime';
    else if (!withinBookingHorizon(values.pickupDate, context.now)) problems.pickupDate = 'tooFarAhead';
    else if (context.returnAt && pickupAt.getTime() >= context.returnAt.getTime()) problems.pickupDate = 'afterReturn';
  }

  const changes: ChangeSet = {};
  for (const field of TRANSFER_CHANGE_FIELDS) {
    if (values[field] !== current[field]) changes[field] = { from: current[field], to: values[field] };
  }
  if (Object.keys(problems).length === 0 && Object.keys(changes).length === 0) problems.form = 'nothingChanged';
  return { values, changes, problems };
}

/** An excursion's wishes as posted: at least one of them, each within its length. */
export function judgeExcursionChange(submitted: SubmittedForm): { values: ExcursionChangeValues; changes: ChangeSet; problems: ChangeProblems } {
  const problems: ChangeProblems = {};
  const wishes = cleanText(submitted.dateWishes, CHANGE_FIELD_MAX.dateWishes, true);
  const passengers = cleanText(submitted.passengers, CHANGE_FIELD_MAX.passengers);
  if (wishes.problem) problems.dateWishes = wishes.problem;
  if (passengers.problem) problems.passengers = passengers.problem;
  const values = { dateWishes: wishes.text, passengers: passengers.text };
  const changes: ChangeSet = {};
  if (!wishes.problem && values.dateWishes) changes.dateWishes = { from: '', to: values.dateWishes };
  if (!passengers.problem && values.passengers) changes.passengers = { from: '', to: values.passengers };
  if (Object.keys(problems).length === 0 && Object.keys(changes).length === 0) problems.form = 'nothingChanged';
  return { values, changes, problems };
}

// ---------------------------------------------------------------------------------------------
// A refused form's way back to the page: ?change=invalid&new.<field>=<typed>&bad.<field>=<problem>

const VALUE_PREFIX = 'new.';
const PROBLEM_PREFIX = 'bad.';
const KNOWN_FIELDS: ReadonlySet<string> = new Set<string>([...CHANGE_FIELDS, 'form']);
const KNOWN_PROBLEMS: ReadonlySet<string> = new Set<string>(CHANGE_PROBLEMS);

/** The query string of a refused form: what was typed (each cut to its field's length) and the problems. */
export function refusedChangeQuery(typed: SubmittedForm, problems: ChangeProblems): URLSearchParams {
  const query = new URLSearchParams({ change: 'invalid' });
  for (const field of CHANGE_FIELDS) {
    const value = typed[field];
    if (typeof value === 'string') query.set(`${VALUE_PREFIX}${field}`, value.slice(0, CHANGE_FIELD_MAX[field]));
  }
  for (const [field, problem] of Object.entries(problems)) query.set(`${PROBLEM_PREFIX}${field}`, problem);
  return query;
}

/** A refused form read back from the page's address: only known fields and problems, each value within its length. */
export function refusedChangeOf(query: URLSearchParams): { typed: Partial<Record<ChangeField, string>>; problems: ChangeProblems } | null {
  if (query.get('change') !== 'invalid') return null;
  const typed: Partial<Record<ChangeField, string>> = {};
  const problems: ChangeProblems = {};
  for (const [name, value] of query) {
    if (name.startsWith(VALUE_PREFIX)) {
      const field = name.slice(VALUE_PREFIX.length);
      if (KNOWN_FIELDS.has(field) && field !== 'form') typed[field as ChangeField] = value.slice(0, CHANGE_FIELD_MAX[field as ChangeField]);
    } else if (name.startsWith(PROBLEM_PREFIX)) {
      const field = name.slice(PROBLEM_PREFIX.length);
      if (KNOWN_FIELDS.has(field) && KNOWN_PROBLEMS.has(value)) problems[field as ChangeField | 'form'] = value as ChangeProblem;
    }
  }
  return { typed, problems };
}

/** A change request's life: waiting for the office, then accepted or declined; withdrawn when the booking is cancelled first. */
export const CHANGE_REQUEST_STATES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type ChangeRequestState = (typeof CHANGE_REQUEST_STATES)[number];

/** Change requests one request may gather, all states counted: beyond, the customer calls. */
export const CHANGE_REQUESTS_PER_REQUEST_MAX = 20;
