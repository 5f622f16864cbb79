import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en.ts';
import { fr } from '../../i18n/fr.ts';
import { fill, formatDate, formatDuration } from './format.ts';

const texts = (dictionary: typeof en | typeof fr) => ({
  hoursMinutes: dictionary['booking.duration.hoursMinutes'],
  hours: dictionary['booking.duration.hours'],
  minutes: dictionary['booking.duration.minutes'],
});

describe('fill', () => {
  it('fills placeholders and keeps unknown ones', () => {
    expect(fill('Stop {number} of {total}', { number: 2 })).toBe('Stop 2 of {total}');
    expect(fill('plain')).toBe('plain');
  });
});

describe('formatDuration', () => {
  it('reads hours and minutes', () => {
    expect(formatDuration(85, texts(en))).toBe('1\u00a0h 25\u00a0min');
    expect(formatDuration(120, texts(en))).toBe('2\u00a0h');
    expect(formatDuration(40, texts(en))).toBe('40\u00a0min');
    expect(formatDuration(0, texts(en))).toBe('0\u00a0min');
    expect(formatDuration(125, texts(fr))).toBe('2\u00a0h\u00a05\u00a0min');
  });
});

describe('formatDate', () => {
  it('writes the day in words in the page language', () => {
    expect(formatDate('2030-05-04', 'en')).toBe('Saturday, 4 May 2030');
    expect(formatDate('2030-05-04', 'fr')).toBe('samedi 4 mai 2030');
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});
