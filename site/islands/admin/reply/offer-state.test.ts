// The Offer card's rules without a browser: lines added and removed (never fewer than one), amounts
// read as typed into integer cents, the total, the policy's deposit (or one typed, or the total to
// pay in full), the validity, what stops the offer from going out, the body it posts, and the
// server's field messages put back on their fields.
import { describe, expect, it } from 'vitest';
import { OFFER_LINES_MAX } from '../../../../worker/contract/money.ts';
import {
  initialOffer,
  offerDraftOf,
  offerFactsKey,
  offerFactsOf,
  offerProblems,
  offerReducer,
  readOffer,
  type OfferAction,
  type OfferState,
} from './offer-state.ts';

const run = (state: OfferState, ...actions: OfferAction[]) => actions.reduce(offerReducer, state);
const on = () => run(initialOffer(), { type: 'toggle', on: true });
/** An offer of two lines: the transfer (450) and a child seat (15.50). */
const twoLines = () =>
  run(
    on(),
    { type: 'label', key: 0, value: 'Transfer CDG → Paris' },
    { type: 'amount', key: 0, value: '450' },
    { type: 'addLine' },
    { type: 'label', key: 1, value: 'Child seat' },
    { type: 'amount', key: 1, value: '15,50' },
  );

describe('offerReducer', () => {
  it('starts off, with one empty line, the policy’s deposit and 48 hours', () => {
    expect(initialOffer()).toMatchObject({ on: false, lines: [{ key: 0, label: '', amount: '' }], deposit: null, payInFull: false, validity: '48' });
  });

  it('adds lines with their own keys and removes them, keeping at least one', () => {
    let state = run(on(), { type: 'addLine' }, { type: 'addLine' });
    expect(state.lines.map((line) => line.key)).toEqual([0, 1, 2]);
    state = run(state, { type: 'removeLine', key: 1 }, { type: 'addLine' });
    expect(state.lines.map((line) => line.key)).toEqual([0, 2, 3]);
    state = run(state, { type: 'removeLine', key: 0 }, { type: 'removeLine', key: 2 }, { type: 'amount', key: 3, value: '10' });
    state = run(state, { type: 'removeLine', key: 3 });
    // The last line is emptied, not removed.
    expect(state.lines).toEqual([{ key: 3, label: '', amount: '' }]);
  });

  it('adds no more than the API takes', () => {
    let state = on();
    for (let index = 0; index < OFFER_LINES_MAX + 3; index++) state = run(state, { type: 'addLine' });
    expect(state.lines).toHaveLength(OFFER_LINES_MAX);
  });

  it('turns off once sent, keeping the lines for a next version', () => {
    const sent = run(twoLines(), { type: 'sent' });
    expect(sent.on).toBe(false);
    expect(sent.lines).toHaveLength(2);
    expect(offerProblems(run(initialOffer(), { type: 'toggle', on: false }))).toEqual([]);
  });
});

describe('readOffer', () => {
  it('reads amounts as typed into integer cents and sums them, never as floats', () => {
    const read = readOffer(run(on(), { type: 'amount', key: 0, value: '0.10' }, { type: 'addLine' }, { type: 'amount', key: 1, value: '0,20' }));
    expect(read.lines.map((line) => line.amountCents)).toEqual([10, 20]);
    expect(read.totalCents).toBe(30);
    expect(readOffer(twoLines())).toMatchObject({ totalCents: 46_550, depositCents: 23_275, depositText: '232.75', validityHours: 48, problems: [] });
  });

  it('keeps the policy’s deposit in step with the total until one is typed, then keeps the typed one', () => {
    let state = twoLines();
    state = run(state, { type: 'amount', key: 0, value: '500' });
    expect(readOffer(state)).toMatchObject({ totalCents: 51_550, depositCents: 25_775 });
    state = run(state, { type: 'deposit', value: '100' });
    state = run(state, { type: 'amount', key: 0, value: '600' });
    expect(readOffer(state)).toMatchObject({ depositCents: 10_000, depositText: '100' });
    state = run(state, { type: 'defaultDeposit' });
    expect(readOffer(state).depositCents).toBe(30_775);
  });

  it('asks the total itself to pay in full, and gives the typed deposit back after', () => {
    let state = run(twoLines(), { type: 'deposit', value: '50' }, { type: 'payInFull', value: true });
    expect(readOffer(state)).toMatchObject({ depositCents: 46_550, depositText: '465.50' });
    state = run(state, { type: 'payInFull', value: false });
    expect(readOffer(state).depositCents).toBe(5_000);
  });

  it('lists each problem in the card’s order, with the API’s message keys', () => {
    const state = run(
      on(),
      { type: 'addLine' },
      { type: 'label', key: 1, value: '  ' },
      { type: 'amount', key: 1, value: '12.3.4' },
      { type: 'validity', value: '0' },
    );
    expect(
      readOffer(state).problems.map((problem) => ('line' in problem ? `${problem.field} ${problem.line.number}` : problem.field) + ` ${problem.problem}`),
    ).toEqual([
      'label 1 adminBookings.field.offer.label',
      'amount 1 adminBookings.field.offer.amount',
      'label 2 adminBookings.field.offer.label',
      'amount 2 adminBookings.field.offer.amount',
      'validity adminBookings.field.offer.validity',
    ]);
  });

  it('refuses a total of nothing, a deposit above the total or of nothing, and a validity outside 1..720 hours', () => {
    const problems = (state: OfferState) => readOffer(state).problems.map((problem) => problem.field);
    const base = run(on(), { type: 'label', key: 0, value: 'Transfer' });
    expect(problems(run(base, { type: 'amount', key: 0, value: '0' }))).toEqual(['total']);
    expect(problems(run(base, { type: 'amount', key: 0, value: '100' }, { type: 'deposit', value: '100.01' }))).toEqual(['deposit']);
    expect(problems(run(base, { type: 'amount', key: 0, value: '100' }, { type: 'deposit', value: '0' }))).toEqual(['deposit']);
    expect(problems(run(base, { type: 'amount', key: 0, value: '100' }, { type: 'deposit', value: '' }))).toEqual(['deposit']);
    expect(problems(run(base, { type: 'amount', key: 0, value: '100' }, { type: 'deposit', value: '100' }))).toEqual([]);
    for (const validity of ['', '0', '721', '1.5', 'two'])
      expect(problems(run(base, { type: 'amount', key: 0, value: '100' }, { type: 'validity', value: validity })), validity).toEqual(['validity']);
    for (const validity of ['1', ' 720 '])
      expect(problems(run(base, { type: 'amount', key: 0, value: '100' }, { type: 'validity', value: validity }))).toEqual([]);
    const long = readOffer(run(base, { type: 'label', key: 0, value: 'x'.repeat(121) }, { type: 'amount', key: 0, value: '100' }));
    expect(long.problems.map((problem) => problem.problem)).toEqual(['field.tooLong']);
  });
});

describe('the offer sent', () => {
  it('is absent while the switch is off, null while it has a problem, and in cents when ready', () => {
    expect(offerDraftOf(initialOffer())).toBeUndefined();
    expect(offerDraftOf(on())).toBeNull();
    expect(offerDraftOf(run(twoLines(), { type: 'validity', value: '72' }))).toEqual({
      lines: [
        { label: 'Transfer CDG → Paris', amountCents: 45_000 },
        { label: 'Child seat', amountCents: 1_550 },
      ],
      depositCents: 23_275,
      validityHours: 72,
    });
  });

  it('gives the templates its total, deposit and deadline from the moment they are filled', () => {
    const now = Date.parse('2026-11-26T17:00:00Z');
    expect(offerFactsOf(initialOffer(), now)).toBeNull();
    expect(offerFactsOf(twoLines(), now)).toEqual({ totalCents: 46_550, depositCents: 23_275, validUntil: new Date('2026-11-28T17:00:00Z') });
    expect(offerFactsOf(on(), now)).toEqual({ totalCents: null, depositCents: null, validUntil: new Date('2026-11-28T17:00:00Z') });
  });

  it('changes its facts’ key for an amount, a deposit or a validity, not for a label', () => {
    const state = twoLines();
    expect(offerFactsKey(run(state, { type: 'label', key: 1, value: 'Booster seat' }))).toBe(offerFactsKey(state));
    expect(offerFactsKey(run(state, { type: 'amount', key: 1, value: '20' }))).not.toBe(offerFactsKey(state));
    expect(offerFactsKey(run(state, { type: 'payInFull', value: true }))).not.toBe(offerFactsKey(state));
    expect(offerFactsKey(run(state, { type: 'validity', value: '24' }))).not.toBe(offerFactsKey(state));
    expect(offerFactsKey(run(state, { type: 'toggle', on: false }))).toBe('off');
  });
});

describe('the server’s field messages', () => {
  it('go on the line, the total, the deposit or the validity they name, and each goes once its field changes', () => {
    let state = run(twoLines(), { type: 'removeLine', key: 0 }, { type: 'addLine' });
    // Lines are now keys 1 and 2; the server counts them 0 and 1.
    state = run(state, {
      type: 'refused',
      fields: {
        'offer.lines.1.amountCents': 'Give an amount.',
        'offer.lines.0.label': 'Give a label.',
        'offer.total': 'Total out of bounds.',
        'offer.depositCents': 'Deposit too high.',
        'offer.validityHours': 'Too long.',
        'offer.lines': 'Too many lines.',
        to: 'Not the quote’s address.',
      },
    });
    expect(state.server).toEqual({
      lines: { 1: { label: 'Give a label.' }, 2: { amount: 'Give an amount.' } },
      total: 'Total out of bounds.',
      deposit: 'Deposit too high.',
      validity: 'Too long.',
      general: 'Too many lines.',
    });
    state = run(state, { type: 'amount', key: 2, value: '5' });
    expect(state.server.lines[2]).toEqual({});
    expect(state.server.total).toBeUndefined();
    state = run(state, { type: 'label', key: 1, value: 'Wait' }, { type: 'deposit', value: '1' }, { type: 'validity', value: '2' });
    expect(state.server).toMatchObject({ lines: { 1: {} }, deposit: undefined, validity: undefined, general: 'Too many lines.' });
    expect(run(state, { type: 'sent' }).server).toEqual({ lines: {} });
  });
});
