// `say` (use-words.ts): a word with its placeholders filled, and dates in the words' language.
import { describe, expect, it } from 'vitest';
import { sayIn } from './use-words.ts';

const words = { 'dashboard.queue.pageOf': 'Page {page} of {pages}', 'dashboard.queue.next': 'Next' };

describe('say', () => {
  it('fills the placeholders it is given and leaves a word without any as it is', () => {
    const say = sayIn({ lang: 'en', words });
    expect(say('dashboard.queue.pageOf', { page: 2, pages: 5 })).toBe('Page 2 of 5');
    expect(say('dashboard.queue.next')).toBe('Next');
  });

  it('writes dates, times and waits in the language of the words', () => {
    const instant = '2026-12-03T17:30:00Z';
    expect(sayIn({ lang: 'en', words }).dateTime(instant)).toBe('Thu, 3 Dec 2026, 18:30');
    expect(sayIn({ lang: 'fr', words }).dateTime(instant)).toMatch(/^jeu\.? 3 déc\.? 2026/);
    expect(sayIn({ lang: 'en', words }).wallClock('2026-12-03', '18:30')).toBe('Thu, 3 Dec 2026, 18:30');
    expect(sayIn({ lang: 'fr', words }).lang).toBe('fr');
    expect(sayIn({ lang: 'en', words }).wait('2026-12-03T12:30:00Z', Date.parse(instant))).toBe('5 hours');
  });
});
