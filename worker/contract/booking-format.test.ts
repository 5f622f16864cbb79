import { describe, expect, it } from 'vitest';
import { extraOptionTexts, formatDuration, type OptionWords } from './booking-format.ts';
import { NO_EXTRA_OPTIONS } from './booking-rules.ts';
import { t, type Lang } from './i18n/index.ts';

// The wizard's summary (booking.*) and the quote e-mails (quoteEmail.*) each bring their words.
const summaryDurations = (lang: Lang) => ({
  hoursMinutes: t(lang, 'booking.duration.hoursMinutes'),
  hours: t(lang, 'booking.duration.hours'),
  minutes: t(lang, 'booking.duration.minutes'),
});
const emailDurations = (lang: Lang) => ({
  hoursMinutes: t(lang, 'quoteEmail.duration.hoursMinutes'),
  hours: t(lang, 'quoteEmail.duration.hours'),
  minutes: t(lang, 'quoteEmail.duration.minutes'),
});
const summaryOptions = (lang: Lang): OptionWords => ({
  optionCount: t(lang, 'booking.summary.optionCount'),
  animalTypes: t(lang, 'booking.summary.animalTypes'),
  option: (name) => t(lang, `booking.option.${name}`),
  animal: (type) => t(lang, `booking.animal.${type}`),
});
const emailOptions = (lang: Lang): OptionWords => ({
  optionCount: t(lang, 'quoteEmail.optionCount'),
  animalTypes: t(lang, 'quoteEmail.animalTypes'),
  option: (name) => t(lang, `quoteEmail.option.${name}`),
  animal: (type) => t(lang, `quoteEmail.animal.${type}`),
});

describe('formatDuration', () => {
  it('reads hours and minutes', () => {
    expect(formatDuration(85, summaryDurations('en'))).toBe('1\u00a0h 25\u00a0min');
    expect(formatDuration(120, summaryDurations('en'))).toBe('2\u00a0h');
    expect(formatDuration(40, summaryDurations('en'))).toBe('40\u00a0min');
    expect(formatDuration(0, summaryDurations('en'))).toBe('0\u00a0min');
    expect(formatDuration(125, summaryDurations('fr'))).toBe('2\u00a0h\u00a05\u00a0min');
  });

  it('counts whole minutes, never fewer than none', () => {
    expect(formatDuration(59.6, summaryDurations('en'))).toBe('1\u00a0h');
    expect(formatDuration(-5, summaryDurations('en'))).toBe('0\u00a0min');
  });

  it('writes the e-mails the same way, in their words', () => {
    expect(formatDuration(50, emailDurations('en'))).toBe('50 min');
    expect(formatDuration(65, emailDurations('en'))).toBe('1 h 5 min');
    expect(formatDuration(180, emailDurations('en'))).toBe('3 h');
    expect(formatDuration(95, emailDurations('fr'))).toBe('1\u00a0h\u00a035\u00a0min');
  });
});

describe('extraOptionTexts', () => {
  const options = { ...NO_EXTRA_OPTIONS, childSeats: 1, suitcases: 2, golf: 0, animal: true, animalTypes: ['dog' as const, 'cat' as const] };

  it('names the options asked for, in the wizard order, zero counts left out, animals in their order', () => {
    expect(extraOptionTexts(options, emailOptions('en'))).toEqual(['Suitcases × 2', 'Child seats × 1', 'Animal (cat, dog)']);
    expect(extraOptionTexts(options, summaryOptions('en'))).toEqual(['Suitcases: 2', 'Child seats: 1', 'Travelling with an animal: Cat, Dog']);
  });

  it('keeps the French typography of each side', () => {
    expect(extraOptionTexts(options, emailOptions('fr'))).toEqual(['Valises\u00a0×\u00a02', 'Sièges enfant\u00a0×\u00a01', 'Animal (chat, chien)']);
    expect(extraOptionTexts(options, summaryOptions('fr'))).toEqual([
      'Valises\u00a0: 2',
      'Sièges enfants\u00a0: 1',
      'Voyage avec un animal\u00a0: Chat, Chien',
    ]);
  });

  it('names the animal option alone when no animal is named, and not at all without the flag', () => {
    expect(extraOptionTexts({ ...NO_EXTRA_OPTIONS, animal: true }, summaryOptions('en'))).toEqual(['Travelling with an animal']);
    expect(extraOptionTexts(NO_EXTRA_OPTIONS, summaryOptions('en'))).toEqual([]);
  });

  it('reads options as a quote stores them, ignoring what is not an option', () => {
    const stored: Record<string, boolean | number | string | string[]> = {
      golf: 1,
      surf: '2',
      animal: true,
      animalTypes: ['horse', 'cat', 'cat'],
      colour: 'red',
    };
    expect(extraOptionTexts(stored, emailOptions('en'))).toEqual(['Golf × 1', 'Animal (cat)']);
    expect(extraOptionTexts({ animal: 'yes', animalTypes: 'dog' }, emailOptions('en'))).toEqual([]);
  });
});
