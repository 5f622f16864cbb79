// Texts that depend on a count: one dictionary key per plural category the language needs
// (`<base>.one`, `<base>.other`; French also has `many`, for millions), chosen by Intl.PluralRules.
// A category without a key of its own uses `<base>.other`. No dictionaries here: the caller gives
// the words, so the browser and the server choose the same way.
import { fillPlaceholders } from './placeholders.ts';
import type { Lang } from './langs.ts';

/** The base of keys written per plural category: 'booking.place.count' for 'booking.place.count.other'. */
export type PluralBase<Key extends string> = Key extends `${infer Base}.other` ? Base : never;

const rules = new Map<Lang, Intl.PluralRules>();

/** The plural category of `count` in `lang`: English 1 is 'one'; French 0 and 1 are 'one'. */
export function pluralCategory(lang: Lang, count: number): Intl.LDMLPluralRule {
  let rule = rules.get(lang);
  if (!rule) {
    rule = new Intl.PluralRules(lang);
    rules.set(lang, rule);
  }
  return rule.select(count);
}

/** The key of `base` for `count` in `lang`: its category's when `words` has one, else `<base>.other`. */
export function pluralKey<Key extends string>(lang: Lang, words: Readonly<Record<Key, string>>, base: PluralBase<Key>, count: number): Key {
  const own = `${base}.${pluralCategory(lang, count)}`;
  return (own in words ? own : `${base}.other`) as Key;
}

/** The text of `base` for `count` in `lang`, its `{count}` and other placeholders filled. */
export function countedText<Key extends string>(
  lang: Lang,
  words: Readonly<Record<Key, string>>,
  base: PluralBase<Key>,
  count: number,
  vars?: Record<string, string | number>,
): string {
  return fillPlaceholders(words[pluralKey(lang, words, base, count)], { ...vars, count });
}
