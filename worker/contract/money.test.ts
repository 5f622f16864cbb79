import { describe, expect, it } from 'vitest';
import { amountFor, centsAsTyped, defaultDeposit, formatEuros, nextPayment, offerTotal, parseEuros } from './money.ts';

describe('parseEuros', () => {
  it.each([
    ['450', 45_000],
    ['129.50', 12_950],
    ['129,5', 12_950],
    ['0.1', 10],
    ['0,07', 7],
    ['1 290,50', 129_050],
    ['1\u202f290,50\u00a0€', 129_050],
    ['€ 1,290.50', 129_050],
    ['1.290,50', 129_050],
    ['1,290', 129_000],
    // Three digits after the only separator are thousands, as '1,290' is.
    ['12.345', 1_234_500],
    ['EUR 75', 7_500],
    ['100000', 10_000_000],
  ])('reads %s as %i cents, never through a float', (typed, cents) => {
    expect(parseEuros(typed)).toBe(cents);
  });

  it.each(['', ' ', 'abc', '12.3456', '1,2,3', '-5', '1e3', '12..5', '100001', '€', '12,50,00'])('refuses %j', (typed) => {
    expect(parseEuros(typed)).toBeNull();
  });

  it('adds up tenths exactly (0.1 + 0.2 is 30 cents)', () => {
    expect(offerTotal([{ amountCents: parseEuros('0.1')! }, { amountCents: parseEuros('0.2')! }])).toBe(30);
  });
});

describe('formatEuros', () => {
  it('writes euros the way each language does, cents only when there are some', () => {
    expect(formatEuros(45_000, 'en')).toBe('€450');
    expect(formatEuros(12_950, 'en')).toBe('€129.50');
    expect(formatEuros(129_050, 'fr')).toBe('1\u202f290,50\u00a0€');
    expect(formatEuros(7, 'fr')).toBe('0,07\u00a0€');
  });

  it('gives back what the admin would type', () => {
    expect(centsAsTyped(45_000)).toBe('450');
    expect(centsAsTyped(12_905)).toBe('129.05');
    expect(parseEuros(centsAsTyped(12_905))).toBe(12_905);
  });
});

describe('the deposit and what is asked next', () => {
  const offer = { totalCents: 13_050, depositCents: defaultDeposit(13_050) };

  it('is half the total, rounded half up to the cent', () => {
    expect(defaultDeposit(13_050)).toBe(6_525);
    expect(defaultDeposit(101)).toBe(51);
    expect(defaultDeposit(99, 30)).toBe(30);
  });

  it('asks the deposit, then the rest, then nothing', () => {
    expect(nextPayment(offer, 0)).toEqual({ purpose: 'deposit', amountCents: 6_525 });
    expect(nextPayment(offer, 6_525)).toEqual({ purpose: 'balance', amountCents: 6_525 });
    expect(nextPayment(offer, 2_000)).toEqual({ purpose: 'deposit', amountCents: 4_525 });
    expect(nextPayment(offer, 13_050)).toBeNull();
  });

  it('asks the whole at once when the deposit is the total', () => {
    expect(nextPayment({ totalCents: 9_000, depositCents: 9_000 }, 0)).toEqual({ purpose: 'full', amountCents: 9_000 });
  });

  it('knows each purpose’s amount from the offer alone', () => {
    expect([amountFor(offer, 'deposit'), amountFor(offer, 'balance'), amountFor(offer, 'full')]).toEqual([6_525, 6_525, 13_050]);
  });
});
