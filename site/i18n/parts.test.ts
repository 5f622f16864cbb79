import { describe, expect, it } from 'vitest';
import { en, enParts } from './en.ts';
import { fr, frParts } from './fr.ts';

describe('dictionary parts', () => {
  it('define every key once (a key in two parts would silently shadow the other)', () => {
    for (const [dictionary, parts] of [
      [en, enParts],
      [fr, frParts],
    ] as const) {
      const counted = Object.values(parts as Record<string, object>).reduce((sum, part) => sum + Object.keys(part).length, 0);
      expect(counted).toBe(Object.keys(dictionary).length);
    }
  });

  it('hold the same keys in English and French, part by part', () => {
    for (const name of Object.keys(enParts) as (keyof typeof enParts)[]) {
      expect(Object.keys(frParts[name]).sort(), name).toEqual(Object.keys(enParts[name]).sort());
    }
  });
});
