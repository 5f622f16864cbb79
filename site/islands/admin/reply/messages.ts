// The Reply to Customer screen's words, picked on the server by its page and passed to the island as
// one flat object, so the dictionaries never reach the browser bundle. The island imports only the
// types of this module.
import { en, type MessageKey } from '../../../i18n/en.ts';
import { t, type Lang } from '../../../i18n/index.ts';

export type ReplyScreenKey = Extract<MessageKey, `adminReply.${string}`> | 'a11y.newTab';

export interface ReplyScreenTexts {
  /** The dashboard's language (English; the customer's language is the quote's own). */
  lang: Lang;
  words: Readonly<Record<ReplyScreenKey, string>>;
}

const KEYS = [...(Object.keys(en) as MessageKey[]).filter((key): key is ReplyScreenKey => key.startsWith('adminReply.')), 'a11y.newTab'] as const;

/** The screen's words in `lang` (server side only). */
export function replyScreenTexts(lang: Lang): ReplyScreenTexts {
  return { lang, words: Object.fromEntries(KEYS.map((key) => [key, t(lang, key)])) as Record<ReplyScreenKey, string> };
}
