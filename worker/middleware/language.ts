// The visitor's language: a first visit from a French browser lands on the French page, and the
// language of the last page served is remembered in the `lang` cookie (so the switcher is a link).
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { isPlainPath, localRedirect, rawPathOf } from '../lib/local-redirect.ts';
import { withMutableHeaders } from '../lib/response.ts';
import { isLang, langFromAcceptLanguage, langFromPath, localizedPath } from '../contract/i18n/index.ts';

export const LANG_COOKIE = 'lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const NOT_PAGES = /^\/(api|media|_astro|_server-islands|admin)(\/|$)|\.[a-z0-9]+$/i;
/**
 * The customer's request page speaks the request's language whatever the browser prefers (its page
 * redirects the other path itself, decision 038): neither redirected nor remembered here.
 */
const REQUEST_PAGES = /^\/(fr\/)?request(\/|$)/;

export const languageRedirect = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const path = rawPathOf(c);
    const isPageRequest = (c.req.method === 'GET' || c.req.method === 'HEAD') && !NOT_PAGES.test(path) && !REQUEST_PAGES.test(path) && isPlainPath(path);
    if (!isPageRequest) return next();

    const pageLang = langFromPath(path);
    const cookieLang = getCookie(c, LANG_COOKIE);
    if (pageLang === 'en' && !isLang(cookieLang) && langFromAcceptLanguage(c.req.header('Accept-Language')) === 'fr') {
      c.header('Vary', 'Accept-Language, Cookie');
      return localRedirect(c, localizedPath(path, 'fr'), 302);
    }

    await next();
    const isHtml = c.res.headers.get('Content-Type')?.startsWith('text/html') ?? false;
    if (!isHtml) return;
    const headers = withMutableHeaders(c);
    // Shared caches must not give a French visitor the English answer or the reverse.
    if (pageLang === 'en') headers.append('Vary', 'Accept-Language, Cookie');
    if (c.res.status < 400 && cookieLang !== pageLang) {
      // Lax, not Strict: a visitor arriving from a search result must keep the language they chose.
      // Not HttpOnly-sensitive data, but nothing in the page needs to read it either.
      setCookie(c, LANG_COOKIE, pageLang, {
        path: '/',
        maxAge: ONE_YEAR_SECONDS,
        sameSite: 'Lax',
        secure: true,
        httpOnly: true,
      });
    }
  });
