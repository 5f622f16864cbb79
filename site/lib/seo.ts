// Absolute URLs and schema.org structured data for the <head>.
import { localizedPath, t, type Lang } from '../i18n/index.ts';
import { company } from './company.ts';

/** Social networks and search engines need absolute URLs. */
export function absoluteUrl(path: string): string {
  return new URL(path, company.siteUrl).href;
}

/** Open Graph image used when a page names none: 1200×630 PNG in public/. */
export const DEFAULT_OG_IMAGE = '/og-default.png';

type JsonLd = Record<string, unknown>;

/** The business itself, for the home page. */
export function localBusinessJsonLd(lang: Lang): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${company.siteUrl}/#business`,
    name: company.name,
    legalName: company.legalName,
    description: t(lang, 'page.home.description'),
    url: absoluteUrl(localizedPath('/', lang)),
    image: absoluteUrl(DEFAULT_OG_IMAGE),
    telephone: company.phone,
    email: company.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      postalCode: company.address.postalCode,
      addressLocality: company.address.city,
      addressCountry: company.address.country,
    },
    areaServed: { '@type': 'City', name: 'Paris' },
    currenciesAccepted: 'EUR',
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      opens: '00:00',
      closes: '23:59',
    },
    sameAs: Object.values(company.social),
  };
}

/** The spec's breadcrumb: home plus one level, for the service and excursion pages. */
export function breadcrumbJsonLd(lang: Lang, page: { name: string; path: string }): JsonLd {
  const crumbs = [
    { name: t(lang, 'nav.home'), path: '/' },
    { name: page.name, path: page.path },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(localizedPath(crumb.path, lang)),
    })),
  };
}

/**
 * JSON for an inline <script type="application/ld+json">. Every '<' is escaped so text such as
 * '</script>' inside a value cannot end the script element early.
 */
export function serializeJsonLd(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
