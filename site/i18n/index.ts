// The site's words: the shared ones (worker/contract/i18n: languages, URL scheme, the words the API
// and the e-mails speak too) extended with the pages' own copy, in one tree per audience (the
// visitors', the back office's; en.ts), read with one t.
import { translatorOf, type Lang } from '../../worker/contract/i18n/index.ts';
import { countedText, type PluralBase } from '../../worker/contract/i18n/plural.ts';
import { en, type Dictionary, type MessageKey } from './en.ts';
import { fr } from './fr.ts';

export {
  DEFAULT_LANG,
  LANGS,
  LOCALES,
  isLang,
  langFromAcceptLanguage,
  langFromPath,
  localizedPath,
  unlocalizedPath,
  type Lang,
} from '../../worker/contract/i18n/index.ts';
export type { MessageKey, Dictionary };

const dictionaries: Record<Lang, Dictionary> = { en, fr };

/** The text for `key` in `lang`, with `{name}` placeholders filled from `vars`: the one t (the contract's translatorOf) over every word. */
export const t = translatorOf(dictionaries);

/** A translator bound to one language, for components. */
export function translator(lang: Lang) {
  return (key: MessageKey, vars?: Record<string, string | number>) => t(lang, key, vars);
}

/** The text for `count` of something in `lang`: the key `<base>.<plural category>` (one, other…), `{count}` filled. */
export function countedTranslator(lang: Lang) {
  return (base: PluralBase<MessageKey>, count: number, vars?: Record<string, string | number>) => countedText(lang, dictionaries[lang], base, count, vars);
}
