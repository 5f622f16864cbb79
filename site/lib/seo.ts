// Absolute URLs and schema.org structured data for the <head>.
import type { ServicePageId } from '../content/services/types.ts';
import { serviceContent } from '../content/services/index.ts';
import { LANGS, LOCALES, localizedPath, t, type Lang } from '../i18n/index.ts';
import { company } from '../../worker/contract/company.ts';
import type { ExcursionView } from '../../worker/contract/schemas/excursions.ts';

/** Social networks and search engines need absolute URLs. */
export function absoluteUrl(path: string): string {
  return new URL(path, company.siteUrl).href;
}

/** Open Graph image used when a page names none: 1200×630 PNG in public/. */
export const DEFAULT_OG_IMAGE = '/og-default.png';

type JsonLd = Record<string, unknown>;

/** The business's node id: the home page describes it in full, other pages refer to it. */
const BUSINESS_ID = `${company.siteUrl}/#business`;

/** Open around the clock, every day. */
const ALWAYS_OPEN: JsonLd = {
  '@type': 'OpeningHoursSpecification',
  dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  opens: '00:00',
  closes: '23:59',
};

const postalAddress: JsonLd = {
  '@type': 'PostalAddress',
  streetAddress: company.address.street,
  postalCode: company.address.postalCode,
  addressLocality: company.address.city,
  addressCountry: company.address.country,
};

/** schema.org page types the site uses. */
export type WebPageType = 'WebPage' | 'ContactPage' | 'CollectionPage' | 'ItemPage';

/**
 * The page itself, on every indexable page: its address, name, language, the site it belongs to and
 * the business that publishes it (a reference to the home page's node).
 */
export function webPageJsonLd(page: { lang: Lang; url: string; name: string; description: string; type: WebPageType }): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': page.type,
    '@id': `${page.url}#webpage`,
    url: page.url,
    name: page.name,
    description: page.description,
    inLanguage: LOCALES[page.lang],
    isPartOf: { '@type': 'WebSite', name: company.name, url: absoluteUrl('/') },
    publisher: { '@id': BUSINESS_ID },
  };
}

/** The business itself, for the home page. */
export function localBusinessJsonLd(lang: Lang): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': BUSINESS_ID,
    name: company.name,
    legalName: company.legalName,
    description: t(lang, 'page.home.description'),
    url: absoluteUrl(localizedPath('/', lang)),
    image: absoluteUrl(DEFAULT_OG_IMAGE),
    telephone: company.phone,
    email: company.email,
    address: postalAddress,
    areaServed: { '@type': 'City', name: 'Paris' },
    currenciesAccepted: 'EUR',
    openingHoursSpecification: ALWAYS_OPEN,
    sameAs: Object.values(company.social),
  };
}

/**
 * One of the six services, for its page: what it is, who provides it (a reference to the business
 * node of the home page, with enough details to stand alone), where, when and how to book it.
 * Prices are never shown on the site, so there is no offer.
 */
export function serviceJsonLd(lang: Lang, page: ServicePageId): JsonLd {
  const url = absoluteUrl(localizedPath(`/${page}`, lang));
  return {
    '@context': 'https://schema.org',
    // The city taxi page is the spec's "Premium Taxi Service"; schema.org has a type for it.
    '@type': page === 'taxi' ? 'TaxiService' : 'Service',
    '@id': `${url}#service`,
    serviceType: serviceContent(lang, page).serviceType,
    name: t(lang, `page.${page}.heading`),
    description: t(lang, `page.${page}.description`),
    url,
    inLanguage: lang,
    provider: {
      '@type': 'LocalBusiness',
      '@id': BUSINESS_ID,
      name: company.name,
      url: absoluteUrl(localizedPath('/', lang)),
      telephone: company.phone,
      email: company.email,
      address: postalAddress,
    },
    areaServed: [
      { '@type': 'City', name: 'Paris' },
      { '@type': 'AdministrativeArea', name: 'Île-de-France' },
      { '@type': 'Country', name: 'France' },
    ],
    availableChannel: {
      '@type': 'ServiceChannel',
      serviceUrl: absoluteUrl(localizedPath('/bookNow', lang)),
      availableLanguage: [...LANGS],
      servicePhone: {
        '@type': 'ContactPoint',
        telephone: company.phone,
        contactType: 'reservations',
        availableLanguage: [...LANGS],
        hoursAvailable: ALWAYS_OPEN,
      },
    },
    hoursAvailable: ALWAYS_OPEN,
    termsOfService: absoluteUrl(localizedPath('/terms-conditions', lang)),
  };
}

/**
 * The spec's breadcrumb: home plus one level, for the service and excursion pages; an excursion's page
 * adds itself as a third.
 */
export function breadcrumbJsonLd(lang: Lang, page: { name: string; path: string }, child?: { name: string; path: string }): JsonLd {
  const crumbs = [{ name: t(lang, 'nav.home'), path: '/' }, { name: page.name, path: page.path }, ...(child ? [child] : [])];
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
 * An excursion, for its page: a private tourist trip with its photographs, its "from" price in euros
 * (a quote follows, so the offer is a starting price) and its itinerary, the places it visits in order.
 */
export function touristTripJsonLd(lang: Lang, excursion: ExcursionView, url: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    '@id': `${url}#trip`,
    name: excursion.title,
    description: excursion.description || excursion.tagline,
    url,
    inLanguage: LOCALES[lang],
    image: excursion.images.map((image) => absoluteUrl(image)),
    touristType: lang === 'fr' ? 'Visite privée' : 'Private tour',
    provider: { '@type': 'LocalBusiness', '@id': BUSINESS_ID, name: company.name, url: absoluteUrl(localizedPath('/', lang)), telephone: company.phone },
    offers: {
      '@type': 'Offer',
      price: excursion.price,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      url,
      priceSpecification: { '@type': 'PriceSpecification', minPrice: excursion.price, priceCurrency: 'EUR' },
    },
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: excursion.highlights.length,
      itemListElement: excursion.highlights.map((place, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: { '@type': 'TouristAttraction', name: place },
      })),
    },
  };
}

/** The list of excursions, for the catalogue page: each one's name and address, in order. */
export function excursionListJsonLd(lang: Lang, excursions: readonly ExcursionView[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: excursions.map((excursion, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: excursion.title,
      url: absoluteUrl(localizedPath(`/excursion/${excursion.key}`, lang)),
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
