// The one way to turn a key into words (decision 037): on the server, `translatorOf` over a
// dictionary per language gives a `t(lang, key, vars)` (the Worker's over the shared words, the
// site's over every word, the reply templates' over theirs); in the browser, `sayerOf` over the words
// a page handed to its island (already in one language) gives `say(key, vars)`. Both fill
// `{name}` placeholders the same way. Dictionary-free, so the browser code imports it directly.
import type { Lang } from './langs.ts';
import { fillPlaceholders } from './placeholders.ts';

type Vars = Record<string, string | number>;

/** `t(lang, key, vars)` over one dictionary per language. */
export function translatorOf<Key extends string>(dictionaries: Readonly<Record<Lang, Readonly<Record<Key, string>>>>) {
  return (lang: Lang, key: Key, vars?: Vars): string => fillPlaceholders(dictionaries[lang][key], vars);
}

/** What an island speaks with: a key of its words, and the placeholders' values. */
export type Say<Key extends string> = (key: Key, vars?: Vars) => string;

/** `say(key, vars)` over the words a page handed to its island. */
export function sayerOf<Key extends string>(words: Readonly<Record<Key, string>>): Say<Key> {
  return (key, vars) => fillPlaceholders(words[key], vars);
}
