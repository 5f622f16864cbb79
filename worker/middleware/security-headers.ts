// Strict security headers on every response, pages, assets and API alike (policy in
// lib/content-security-policy.ts); PDFs get a policy Chrome's PDF viewer can work under.
import { createMiddleware } from 'hono/factory';
import { appConfig, type AppEnv } from '../env.ts';
import { checkoutOrigin } from '../bookings/stripe-client.ts';
import { withMutableHeaders } from '../lib/response.ts';
import { NO_CONTENT_SECURITY_POLICY, PDF_CONTENT_SECURITY_POLICY, SECURITY_HEADERS, pageContentSecurityPolicy } from '../lib/content-security-policy.ts';

const CUSTOMER_PAGE = /^(\/fr)?\/request\//;
/** The chauffeur's sheet (decision 042): its token must not leave in a Referer either. */
const CHAUFFEUR_SHEET = /^(\/fr)?\/chauffeur\//;

export const securityHeaders = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const headers = withMutableHeaders(c);
    const path = c.req.path;
    // Answers that are never a document: no page policy, nothing may run in them.
    const neverADocument = path === '/api' || path.startsWith('/api/') || path.startsWith('/media/') || path.startsWith('/_astro/');
    // The customer's request page and its forms (decisions 038, 040): reached by a secret link, so no
    // address of it leaves in a Referer, and its form may go on to the checkout.
    const customerPage = CUSTOMER_PAGE.test(path);
    const isPdf = headers.get('Content-Type')?.toLowerCase().startsWith('application/pdf') ?? false;
    headers.set(
      'Content-Security-Policy',
      neverADocument
        ? NO_CONTENT_SECURITY_POLICY
        : isPdf
          ? PDF_CONTENT_SECURITY_POLICY
          : pageContentSecurityPolicy({
              withGoogleMaps: Boolean(c.env.PUBLIC_GOOGLE_MAPS_API_KEY),
              overHttps: new URL(c.req.url).protocol === 'https:',
              scriptHashes: c.get('inlineScriptHashes') ?? [],
              formTargets: customerPage ? [checkoutOrigin(appConfig(c.env)) ?? ''].filter(Boolean) : [],
            }),
    );
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
    if (customerPage || CHAUFFEUR_SHEET.test(path) || path.startsWith('/api/request-page/')) headers.set('Referrer-Policy', 'no-referrer');
  });
