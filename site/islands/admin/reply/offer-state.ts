// The Offer card's state (reply screen, decision 038), pure so its rules are unit-tested without a
// browser: the switch that sends a priced offer with the e-mail, its lines (a label and an amount in
// euros as typed), the deposit (the policy's 50 % of the total until the admin types another, or the
// total itself to pay in full), the validity in hours, and the server's messages after a refused
// send. Amounts are read with contract/money.ts into integer cents, never floats; what is read is
// what the reply posts (`offerDraftOf`) and what fills the templates (`offerFactsOf`).
import {
  OFFER_AMOUNT_MAX_CENTS,
  OFFER_LINE_LABEL_MAX,
  OFFER_LINES_MAX,
  OFFER_VALIDITY_HOURS_DEFAULT,
  OFFER_VALIDITY_HOURS_MAX,
  centsAsTyped,
  defaultDeposit,
  offerTotal,
  parseEuros,
} from '../../../../worker/contract/money.ts';
import type { ReplyOffer } from '../../../../worker/contract/reply-templates.ts';
import type { OfferDraft } from '../../../../worker/contract/schemas/bookings.ts';

export interface OfferLine {
  /** Stable across removals: React's key and the id of the line's inputs. */
  key: number;
  label: string;
  /** As typed: '450', '129,50'. */
  amount: string;
}

/** The server's messages of the last refused send, by field, each until its field changes. */
export interface OfferServerErrors {
  lines: Readonly<Record<number, { label?: string; amount?: string }>>;
  total?: string;
  deposit?: string;
  validity?: string;
  /** About the offer as a whole (its lines), or a key this card has no field for. */
  general?: string;
}

export interface OfferState {
  /** "Send a priced offer with this e-mail": off by default. */
  on: boolean;
  lines: readonly OfferLine[];
  nextKey: number;
  /** As typed; null: the policy's deposit of the total (DEPOSIT_PERCENT_DEFAULT), following it. */
  deposit: string | null;
  /** The deposit is the total: one payment. */
  payInFull: boolean;
  /** Hours, as typed. */
  validity: string;
  server: OfferServerErrors;
}

export type OfferAction =
  | { type: 'toggle'; on: boolean }
  | { type: 'addLine' }
  | { type: 'removeLine'; key: number }
  | { type: 'label'; key: number; value: string }
  | { type: 'amount'; key: number; value: string }
  | { type: 'deposit'; value: string }
  /** Back to the policy's deposit, following the total. */
  | { type: 'defaultDeposit' }
  | { type: 'payInFull'; value: boolean }
  | { type: 'validity'; value: string }
  /** The send was refused: the server's field messages (`offer.lines.0.amountCents`…), by field. */
  | { type: 'refused'; fields: Readonly<Record<string, string>> }
  /** The offer went out with the e-mail: the switch goes off (the lines stay for a next version). */
  | { type: 'sent' };

const NO_SERVER_ERRORS: OfferServerErrors = { lines: {} };

export function initialOffer(): OfferState {
  return {
    on: false,
    lines: [{ key: 0, label: '', amount: '' }],
    nextKey: 1,
    deposit: null,
    payInFull: false,
    validity: String(OFFER_VALIDITY_HOURS_DEFAULT),
    server: NO_SERVER_ERRORS,
  };
}

/** The server's message of one line's field, dropped once that field changes. */
function withoutLineError(server: OfferServerErrors, key: number, field: 'label' | 'amount'): OfferServerErrors {
  const own = server.lines[key];
  if (!own?.[field]) return server;
  const { [field]: _dropped, ...rest } = own;
  return { ...server, lines: { ...server.lines, [key]: rest } };
}

/** The server's field names (schemas/bookings.ts' paths under `offer.`) on this card's fields. */
function serverErrorsOf(state: OfferState, fields: Readonly<Record<string, string>>): OfferServerErrors {
  const errors: { lines: Record<number, { label?: string; amount?: string }> } & Omit<OfferServerErrors, 'lines'> = { lines: {} };
  for (const [name, message] of Object.entries(fields)) {
    if (name !== 'offer' && !name.startsWith('offer.')) continue;
    const line = /^offer\.lines\.(\d+)\.(label|amountCents)$/.exec(name);
    const key = line ? state.lines[Number(line[1])]?.key : undefined;
    if (line && key !== undefined) {
      errors.lines[key] = { ...errors.lines[key], [line[2] === 'label' ? 'label' : 'amount']: message };
    } else if (name === 'offer.total') errors.total ??= message;
    else if (name === 'offer.depositCents') errors.deposit ??= message;
    else if (name === 'offer.validityHours') errors.validity ??= message;
    else errors.general ??= message;
  }
  return errors;
}

export function offerReducer(state: OfferState, action: OfferAction): OfferState {
  switch (action.type) {
    case 'toggle':
      return { ...state, on: action.on };
    case 'addLine':
      if (state.lines.length >= OFFER_LINES_MAX) return state;
      return {
        ...state,
        lines: [...state.lines, { key: state.nextKey, label: '', amount: '' }],
        nextKey: state.nextKey + 1,
        server: { ...state.server, general: undefined },
      };
    case 'removeLine':
      // At least one line: the last one is emptied instead of removed.
      if (state.lines.length <= 1) return { ...state, lines: state.lines.map((line) => ({ ...line, label: '', amount: '' })) };
      return { ...state, lines: state.lines.filter((line) => line.key !== action.key), server: { ...state.server, total: undefined, general: undefined } };
    case 'label':
      return {
        ...state,
        lines: state.lines.map((line) => (line.key === action.key ? { ...line, label: action.value } : line)),
        server: withoutLineError(state.server, action.key, 'label'),
      };
    case 'amount':
      return {
        ...state,
        lines: state.lines.map((line) => (line.key === action.key ? { ...line, amount: action.value } : line)),
        server: { ...withoutLineError(state.server, action.key, 'amount'), total: undefined },
      };
    case 'deposit':
      return { ...state, deposit: action.value, server: { ...state.server, deposit: undefined } };
    case 'defaultDeposit':
      return { ...state, deposit: null, server: { ...state.server, deposit: undefined } };
    case 'payInFull':
      return { ...state, payInFull: action.value, server: { ...state.server, deposit: undefined } };
    case 'validity':
      return { ...state, validity: action.value, server: { ...state.server, validity: undefined } };
    case 'refused':
      return { ...state, server: serverErrorsOf(state, action.fields) };
    case 'sent':
      return { ...state, on: false, server: NO_SERVER_ERRORS };
  }
}

/**
 * What is wrong with a field, as the API's own message keys (worker/contract/i18n/back-office/
 * bookings.*.ts): the card shows the same words the server would answer.
 */
export type OfferProblemKey =
  | 'adminBookings.field.offer.label'
  | 'field.tooLong'
  | 'adminBookings.field.offer.amount'
  | 'adminBookings.field.offer.total'
  | 'adminBookings.field.offer.deposit'
  | 'adminBookings.field.offer.validity';

export interface ReadLine {
  key: number;
  /** 1-based, as the admin counts them. */
  number: number;
  label: string;
  amountCents: number | null;
  labelProblem: OfferProblemKey | null;
  amountProblem: OfferProblemKey | null;
}

export type OfferProblem =
  { field: 'label' | 'amount'; line: ReadLine; problem: OfferProblemKey } | { field: 'total' | 'deposit' | 'validity'; problem: OfferProblemKey };

export interface ReadOffer {
  lines: ReadLine[];
  /** The sum of the lines; null while an amount is not one, or the sum is out of bounds. */
  totalCents: number | null;
  /** What the deposit field shows: what was typed, or the policy's deposit, or the total to pay in full. */
  depositText: string;
  depositCents: number | null;
  validityHours: number | null;
  /** In the card's order: each line (label, amount), the total, the deposit, the validity. */
  problems: OfferProblem[];
}

const isWholeHours = (text: string) => /^\d{1,4}$/.test(text.trim());

/** The offer as typed, read: the amounts in cents, and what stops it from being sent. */
export function readOffer(state: Pick<OfferState, 'lines' | 'deposit' | 'payInFull' | 'validity'>): ReadOffer {
  const lines = state.lines.map((line, index): ReadLine => {
    const label = line.label.trim();
    const amountCents = parseEuros(line.amount);
    return {
      key: line.key,
      number: index + 1,
      label,
      amountCents,
      labelProblem: label === '' ? 'adminBookings.field.offer.label' : label.length > OFFER_LINE_LABEL_MAX ? 'field.tooLong' : null,
      amountProblem: amountCents === null || amountCents > OFFER_AMOUNT_MAX_CENTS ? 'adminBookings.field.offer.amount' : null,
    };
  });
  const amounts = lines.map((line) => (line.amountProblem === null ? line.amountCents : null));
  const sum = amounts.every((cents) => cents !== null) ? offerTotal(amounts.map((amountCents) => ({ amountCents: amountCents ?? 0 }))) : null;
  const totalProblem = sum !== null && (sum <= 0 || sum > OFFER_AMOUNT_MAX_CENTS);
  const totalCents = sum === null || totalProblem ? null : sum;

  let depositText: string;
  let depositCents: number | null;
  if (state.payInFull) {
    depositText = totalCents === null ? '' : centsAsTyped(totalCents);
    depositCents = totalCents;
  } else if (state.deposit === null) {
    depositCents = totalCents === null ? null : defaultDeposit(totalCents);
    depositText = depositCents === null ? '' : centsAsTyped(depositCents);
  } else {
    depositText = state.deposit;
    depositCents = parseEuros(state.deposit);
  }
  // A deposit is checked against a total that is one; without a total, only its own form counts.
  const depositProblem =
    depositCents === null ? state.deposit !== null && !state.payInFull : depositCents < 1 || (totalCents !== null && depositCents > totalCents);
  if (depositProblem) depositCents = null;

  const hours = isWholeHours(state.validity) ? Number(state.validity.trim()) : NaN;
  const validityHours = hours >= 1 && hours <= OFFER_VALIDITY_HOURS_MAX ? hours : null;

  const problems: OfferProblem[] = [];
  for (const line of lines) {
    if (line.labelProblem) problems.push({ field: 'label', line, problem: line.labelProblem });
    if (line.amountProblem) problems.push({ field: 'amount', line, problem: line.amountProblem });
  }
  if (totalProblem) problems.push({ field: 'total', problem: 'adminBookings.field.offer.total' });
  if (depositProblem) problems.push({ field: 'deposit', problem: 'adminBookings.field.offer.deposit' });
  if (validityHours === null) problems.push({ field: 'validity', problem: 'adminBookings.field.offer.validity' });
  return { lines, totalCents, depositText, depositCents, validityHours, problems };
}

/** What stops the reply from going out with its offer: nothing while the offer is off. */
export const offerProblems = (state: OfferState): OfferProblem[] => (state.on ? readOffer(state).problems : []);

/** The `offer` of POST /api/email/send: absent while the switch is off; null while the offer has a problem. */
export function offerDraftOf(state: OfferState): OfferDraft | undefined | null {
  if (!state.on) return undefined;
  const read = readOffer(state);
  if (read.problems.length > 0 || read.depositCents === null || read.validityHours === null) return null;
  return {
    lines: read.lines.map((line) => ({ label: line.label, amountCents: line.amountCents ?? 0 })),
    depositCents: read.depositCents,
    validityHours: read.validityHours,
  };
}

const HOUR_MS = 3_600_000;

/**
 * The offer's facts for the Quick Templates, its validity counted from `now` (when the template is
 * filled). The server counts from the send, a moment later: the customer always has at least the
 * time the e-mail promises. Null while the switch is off.
 */
export function offerFactsOf(state: OfferState, now: number): ReplyOffer | null {
  if (!state.on) return null;
  const read = readOffer(state);
  return {
    totalCents: read.totalCents,
    depositCents: read.depositCents,
    validUntil: read.validityHours === null ? null : new Date(now + read.validityHours * HOUR_MS),
  };
}

/** What of the offer the templates show: when it changes, they are filled again. */
export function offerFactsKey(state: OfferState): string {
  if (!state.on) return 'off';
  const read = readOffer(state);
  return `${read.totalCents}/${read.depositCents}/${read.validityHours}`;
}
