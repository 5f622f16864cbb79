// Everything the Worker does before Astro: headers, redirects, the API and media.
import { loggedPath } from './lib/logged-path.ts';
import { Hono } from 'hono';
import type { AppEnv } from './env.ts';
import { api } from './api.ts';
import { requestId } from './middleware/request-id.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { pageRedirects } from './middleware/redirects.ts';
import { readOnlyOutsideApi } from './middleware/methods.ts';
import { languageRedirect } from './middleware/language.ts';
import { adminPages } from './middleware/admin-pages.ts';
import { onePathReading } from './middleware/one-path-reading.ts';
import { hashedAssets } from './middleware/hashed-assets.ts';
import { mediaRoutes } from './routes/media.ts';
import { requestCalendarRoutes } from './routes/request-calendar.ts';
import { chauffeurCalendarRoutes } from './routes/chauffeur-calendar.ts';
import { langFromPath, localizedPath, t } from './contract/i18n/index.ts';
import { escapeHtml } from './contract/escape-html.ts';

export const app = new Hono<AppEnv>();

app.use(requestId());
app.use(securityHeaders());
app.use(readOnlyOutsideApi());
// Before Astro (index.ts): no dashboard HTML leaves without a valid session. Before the redirects
// too, so that no spelling of an admin path is sent anywhere but the sign-in page.
app.use(adminPages());
// Then a path that can be read more than one way goes no further (400).
app.use(onePathReading());
// The build's hashed files: cached for good only when they exist.
app.use('/_astro/*', hashedAssets());
app.use(pageRedirects());
app.use(languageRedirect());
// Unknown API paths answer JSON (api.ts ends with its own catch-all) rather than the site's 404 page.
app.route('/api', api);
app.route('/media', mediaRoutes);
// A confirmed transfer's calendar file, beside the customer's request page (decision 040).
app.route('/', requestCalendarRoutes);
app.route('/', chauffeurCalendarRoutes);

/** Last resort for a failure outside the API (the site renders its own 500 page for render errors). */
app.onError((error, c) => {
  console.error(`[worker] ${c.req.method} ${loggedPath(c.req.path)} failed (request ${c.get('requestId')})`, error);
  const lang = langFromPath(c.req.path);
  return c.html(
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(t(lang, 'error.title'))}</title></head><body><main><h1>${escapeHtml(t(lang, 'error.title'))}</h1><p>${escapeHtml(t(lang, 'error.refresh'))}</p><p><a href="${localizedPath('/', lang)}">${escapeHtml(t(lang, 'error.home'))}</a></p></main></body></html>`,
    500,
  );
});

export type { AppEnv };
