// Each page's own texts live under `page.<id>.*`: document title, meta description, h1 and intro.
import { t, type Lang, type MessageKey } from '../i18n/index.ts';

/** Every id that has a `page.<id>.title` key. */
export type PageId = MessageKey extends infer Key ? (Key extends `page.${infer Id}.title` ? Id : never) : never;

export interface PageText {
  title: string;
  description: string;
  heading: string;
  intro: string;
}

/** The four texts every page has; a missing key for any page id fails the type check. */
export function pageText(lang: Lang, id: PageId): PageText {
  return {
    title: t(lang, `page.${id}.title`),
    description: t(lang, `page.${id}.description`),
    heading: t(lang, `page.${id}.heading`),
    intro: t(lang, `page.${id}.intro`),
  };
}
