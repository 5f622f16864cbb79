// The back office's language, the administrator's choice (decision 037): English by default (the
// spec's dashboard), French when chosen. The choice is a preference cookie the dashboard's switch
// writes in the browser and the server reads, for the pages it renders and for the words of the admin
// API's answers. A preference, not a credential: readable by the page's script, never trusted beyond
// being one of the languages. Browser-safe.
import { isLang, type Lang } from './i18n/langs.ts';

/** `__Host-`: the browser keeps it only Secure, for Path=/ and without Domain, so no subdomain sets it. */
export const DASHBOARD_LANG_COOKIE = '__Host-admin_lang';
/** Kept a year: a browser keeps its administrator's language. */
export const DASHBOARD_LANG_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const DASHBOARD_DEFAULT_LANG: Lang = 'en';

/** The dashboard's language from the cookie's value; anything but a language of the site is the default. */
export function dashboardLangFrom(cookieValue: string | undefined | null): Lang {
  return isLang(cookieValue) ? cookieValue : DASHBOARD_DEFAULT_LANG;
}

/** The `document.cookie` line that remembers `lang` in this browser. */
export function dashboardLangCookie(lang: Lang): string {
  return `${DASHBOARD_LANG_COOKIE}=${lang}; Path=/; Max-Age=${DASHBOARD_LANG_MAX_AGE_SECONDS}; Secure; SameSite=Strict`;
}
