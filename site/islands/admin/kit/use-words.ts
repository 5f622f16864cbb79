// The islands' words: `say`, made from the words a screen's page picked (dashboard-words.ts), fills a
// word's {placeholders} like the site's t(), and carries the language the words are in, so what the
// code writes itself (dates and times in Paris, waits, the reply's templates) speaks it too. No
// island names a language of its own.
import { useMemo } from 'react';
import { sayerOf } from '../../../../worker/contract/i18n/translate.ts';
import type { Lang } from '../../../../worker/contract/i18n/langs.ts';
import type { Words } from './dashboard-words.ts';
import { formatParisDateTime, formatParisWallClock, formatTimeLeft, formatWait } from './format.ts';

export type Vars = Record<string, string | number>;

/** A screen's words: `say(key, vars)` is the text of `key` with its placeholders filled. */
export interface Say<Key extends string> {
  (key: Key, vars?: Vars): string;
  /** The language of the words. */
  readonly lang: Lang;
  /** An instant in Paris time ('Tue, 25 Nov 2026, 14:30'). */
  dateTime(instant: string | Date): string;
  /** A Paris date and time as stored ('2026-12-03', '18:30'), written as dateTime writes an instant. */
  wallClock(date: string, time: string | null | undefined): string;
  /** How long since `since`, at `now` ('5 hours'). */
  wait(since: string, now: number): string;
  /** How long until `until`, at `now` ('5 hours'; an offer's expiry). */
  timeLeft(until: string, now: number): string;
}

/** `say` over a screen's words (outside React: tests, helpers). */
export function sayIn<Key extends string>({ lang, words }: Words<Key>): Say<Key> {
  return Object.assign(sayerOf(words), {
    lang,
    dateTime: (instant: string | Date) => formatParisDateTime(instant, lang),
    wallClock: (date: string, time: string | null | undefined) => formatParisWallClock(date, time, lang),
    wait: (since: string, now: number) => formatWait(since, now, lang),
    timeLeft: (until: string, now: number) => formatTimeLeft(until, now, lang),
  });
}

/** The words hook of every island: `const say = useWords(texts)`. */
export function useWords<Key extends string>(texts: Words<Key>): Say<Key> {
  return useMemo(() => sayIn(texts), [texts]);
}
