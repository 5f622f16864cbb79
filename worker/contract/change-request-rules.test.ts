import { describe, expect, it } from 'vitest';
import {
  CHANGE_PROBLEMS,
  changeProblemMessage,
  judgeExcursionChange,
  judgeTransferChange,
  refusedChangeOf,
  refusedChangeQuery,
  type TransferChangeValues,
} from './change-request-rules.ts';
import { fromParis, toParis } from './paris-time.ts';
import { t } from './i18n/index.ts';

const NOW = new Date('2026-11-26T09:00:00Z');
const PICKUP = toParis(new Date(NOW.getTime() + 5 * 24 * 3_600_000));
const CURRENT: TransferChangeValues = {
  pickupDate: PICKUP.date,
  pickupTime: '18:30',
  pickupLocation: 'Orly Airport',
  dropoffLocation: 'Louvre, Paris',
  adults: 2,
  suitcases: 2,
  baggages: 0,
  handbags: 1,
  flightTrainNumber: 'AF1234',
};
const judge = (form: Record<string, unknown>, returnAt: Date | null = null) => judgeTransferChange(form, CURRENT, { now: NOW, returnAt });

describe('a transfer’s change', () => {
  it('keeps what was not posted, and lists only what differs, with what it was', () => {
    expect(judge({ pickupTime: '20:00', adults: '3', flightTrainNumber: '' })).toEqual({
      values: { ...CURRENT, pickupTime: '20:00', adults: 3, flightTrainNumber: '' },
      changes: { pickupTime: { from: '18:30', to: '20:00' }, adults: { from: 2, to: 3 }, flightTrainNumber: { from: 'AF1234', to: '' } },
      problems: {},
    });
  });

  it('trims what is typed, and says when nothing changed', () => {
    expect(judge({ pickupLocation: '  Orly Airport \u200b' }).problems).toEqual({ form: 'nothingChanged' });
    expect(judge({}).problems).toEqual({ form: 'nothingChanged' });
  });

  it('moves the pickup only the booking wizard’s lead time ahead, within its horizon, and before the return', () => {
    const soon = toParis(new Date(NOW.getTime() + 35 * 3_600_000));
    expect(judge({ pickupDate: soon.date, pickupTime: soon.time }).problems).toEqual({ pickupDate: 'leadTime' });
    const enough = toParis(new Date(NOW.getTime() + 36 * 3_600_000));
    expect(judge({ pickupDate: enough.date, pickupTime: enough.time }).problems).toEqual({});
    expect(judge({ pickupDate: '2029-01-01' }).problems).toEqual({ pickupDate: 'tooFarAhead' });
    const returnAt = fromParis(PICKUP.date, '20:00');
    expect(judge({ pickupTime: '20:00' }, returnAt).problems).toEqual({ pickupDate: 'afterReturn' });
    expect(judge({ pickupTime: '19:59' }, returnAt).problems).toEqual({});
    // Other fields change even when the pickup is already within the lead time: it is not moved.
    expect(judgeTransferChange({ adults: '3' }, CURRENT, { now: new Date(fromParis(PICKUP.date, '08:00')!), returnAt: null }).problems).toEqual({});
  });

  it('names malformed dates and times, blank places, and counts outside the fleet', () => {
    expect(judge({ pickupDate: '2026-02-30', pickupTime: '25:00' }).problems).toEqual({ pickupDate: 'invalid', pickupTime: 'invalid' });
    expect(judge({ pickupLocation: ' ', dropoffLocation: '' }).problems).toEqual({ pickupLocation: 'required', dropoffLocation: 'required' });
    expect(judge({ adults: '0', suitcases: '21', baggages: '-1', handbags: '' }).problems).toEqual({
      adults: 'adults',
      suitcases: 'count',
      baggages: 'count',
      handbags: 'required',
    });
    expect(judge({ adults: '9' }).problems).toEqual({ adults: 'adults' });
    expect(judge({ adults: '8', suitcases: '20' }).problems).toEqual({});
  });

  it('refuses control characters, values that are not text, and what is too long', () => {
    expect(judge({ dropoffLocation: 'Louvre\nBcc: x@example.com' }).problems).toEqual({ dropoffLocation: 'controlCharacters' });
    expect(judge({ adults: ['3'] }).problems).toEqual({ adults: 'invalid' });
    expect(judge({ pickupLocation: 'x'.repeat(301), flightTrainNumber: 'x'.repeat(21) }).problems).toEqual({
      pickupLocation: 'tooLong',
      flightTrainNumber: 'tooLong',
    });
    expect(judge({ pickupLocation: 'x'.repeat(300) }).problems).toEqual({});
  });
});

describe('an excursion’s wishes', () => {
  it('are short free text, at least one of them, lines allowed in the wishes only', () => {
    expect(judgeExcursionChange({ dateWishes: 'Saturday\nor Sunday morning', passengers: '' })).toEqual({
      values: { dateWishes: 'Saturday\nor Sunday morning', passengers: '' },
      changes: { dateWishes: { from: '', to: 'Saturday\nor Sunday morning' } },
      problems: {},
    });
    expect(judgeExcursionChange({}).problems).toEqual({ form: 'nothingChanged' });
    expect(judgeExcursionChange({ passengers: 'two\nadults' }).problems).toEqual({ passengers: 'controlCharacters' });
    expect(judgeExcursionChange({ dateWishes: 'x'.repeat(501), passengers: 'x'.repeat(101) }).problems).toEqual({
      dateWishes: 'tooLong',
      passengers: 'tooLong',
    });
  });
});

describe('a refused form’s way back to the page', () => {
  it('carries what was typed and the problems, and reads back only known fields and problems, each within its length', () => {
    const query = refusedChangeQuery({ adults: '0', pickupLocation: 'x'.repeat(400), token: 'secret' }, { adults: 'adults', form: 'nothingChanged' });
    expect(query.get('change')).toBe('invalid');
    expect(query.has('new.token')).toBe(false);
    const read = refusedChangeOf(query)!;
    expect(read.typed).toEqual({ adults: '0', pickupLocation: 'x'.repeat(300) });
    expect(read.problems).toEqual({ adults: 'adults', form: 'nothingChanged' });

    const forged = new URLSearchParams('change=invalid&new.__proto__=x&bad.adults=%3Cscript%3E&bad.nope=required&new.adults=3');
    expect(refusedChangeOf(forged)).toEqual({ typed: { adults: '3' }, problems: {} });
    expect(refusedChangeOf(new URLSearchParams('change=sent'))).toBeNull();
  });

  it('has a message for every problem, in English and French', () => {
    for (const problem of CHANGE_PROBLEMS) {
      const message = changeProblemMessage(problem);
      for (const lang of ['en', 'fr'] as const) {
        const text = t(lang, message.key, message.vars);
        expect(text, `${problem} (${lang})`).not.toMatch(/\{|changeRequest\.\w|field\.\w/);
      }
    }
  });
});
