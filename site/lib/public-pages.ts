// Every public, indexable page (English paths; each exists under /fr/ too). The sitemap lists them
// and the browser tests visit them.
import type { PageId } from './page-text.ts';

export interface PublicPage {
  path: string;
  /** Its texts: `page.<id>.title`, `.heading`… */
  id: PageId;
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '/', id: 'home' },
  { path: '/services', id: 'services' },
  { path: '/taxi', id: 'taxi' },
  { path: '/airporttransfers', id: 'airporttransfers' },
  { path: '/stationtransfers', id: 'stationtransfers' },
  { path: '/hourlychauffeur', id: 'hourlychauffeur' },
  { path: '/business', id: 'business' },
  { path: '/tailormade', id: 'tailormade' },
  { path: '/bookNow', id: 'bookNow' },
  { path: '/contact-us', id: 'contact' },
  { path: '/policy', id: 'policy' },
  { path: '/booking-policy', id: 'bookingPolicy' },
  { path: '/payment-policy', id: 'paymentPolicy' },
  { path: '/cancellation-policy', id: 'cancellationPolicy' },
  { path: '/terms-conditions', id: 'terms' },
  { path: '/privacy', id: 'privacy' },
];
