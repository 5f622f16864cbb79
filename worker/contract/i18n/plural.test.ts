import { describe, expect, it } from 'vitest';
import { enShared, frShared, tCount, type SharedMessageKey } from './index.ts';
import { fillPlaceholders } from './placeholders.ts';
import { countedText, pluralCategory, pluralKey } from './plural.ts';

describe('fillPlaceholders', () => {
  it('fills placeholders and keeps unknown ones', () => {
    expect(fillPlaceholders('Stop {number} of {total}', { number: 2 })).toBe('Stop 2 of {total}');
    expect(fillPlaceholders('plain')).toBe('plain');
  });
});

describe('plurals', () => {
  it('follow each language: English 1 is one, French 0 and 1 are', () => {
    expect([0, 1, 2].map((count) => pluralCategory('en', count))).toEqual(['other', 'one', 'other']);
    expect([0, 1, 2].map((count) => pluralCategory('fr', count))).toEqual(['one', 'one', 'other']);
  });

  const words = { 'x.one': '{count} seat for {name}', 'x.other': '{count} seats for {name}' } as const;

  it("pick the key of the count's category, or .other when there is none for it", () => {
    expect(pluralKey('en', words, 'x', 1)).toBe('x.one');
    expect(pluralKey('en', words, 'x', 0)).toBe('x.other');
    expect(pluralKey('fr', words, 'x', 0)).toBe('x.one');
    // French names millions 'many'; without a key of its own it is 'other'.
    expect(pluralCategory('fr', 1_000_000)).toBe('many');
    expect(pluralKey('fr', words, 'x', 1_000_000)).toBe('x.other');
  });

  it('fill {count} and the other placeholders', () => {
    expect(countedText('en', words, 'x', 1, { name: 'Ana' })).toBe('1 seat for Ana');
    expect(countedText('en', words, 'x', 3, { name: 'Ana' })).toBe('3 seats for Ana');
  });

  it('read the shared words', () => {
    expect(tCount('en', 'quoteEmail.adults', 1)).toBe('1 adult');
    expect(tCount('en', 'quoteEmail.adults', 6)).toBe('6 adults');
    expect(tCount('fr', 'quoteEmail.hours', 1)).toBe('1\u00a0heure');
    expect(tCount('fr', 'quoteEmail.hours', 2)).toBe('2\u00a0heures');
    expect(tCount('fr', 'booking.options.selectedCount', 1)).toBe('1\u00a0choisi');
    expect(tCount('fr', 'booking.options.selectedCount', 3)).toBe('3\u00a0choisis');
    expect(tCount('en', 'booking.place.count', 1)).toMatch(/^1 suggestion\. /);
    expect(tCount('en', 'booking.place.count', 4)).toMatch(/^4 suggestions\. /);
  });

  it('are written with an .other form for every counted text, in both languages, and {count} in each form', () => {
    for (const dictionary of [enShared, frShared] as Record<SharedMessageKey, string>[]) {
      const keys = Object.keys(dictionary) as SharedMessageKey[];
      const counted = keys.filter((key) => /\.(zero|one|two|few|many)$/.test(key));
      expect(counted.length).toBeGreaterThan(0);
      for (const key of counted) expect(keys, key).toContain(key.replace(/\.\w+$/, '.other'));
      for (const key of [...counted, ...keys.filter((other) => counted.some((one) => other === one.replace(/\.\w+$/, '.other')))]) {
        expect(dictionary[key], key).toContain('{count}');
      }
    }
  });
});
