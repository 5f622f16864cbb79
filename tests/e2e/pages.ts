// The public pages and their dictionary prefix, shared by the journeys.
import type { MessageKey } from '../../site/i18n/index.ts';

export interface PublicPage {
  path: string;
  /** Dictionary prefix: `${id}.title`, `${id}.heading`. */
  id: `page.${string}`;
}

export const PUBLIC_PAGES: PublicPage[] = [
  { path: '/', id: 'page.home' },
  { path: '/services', id: 'page.services' },
  { path: '/taxi', id: 'page.taxi' },
  { path: '/airporttransfers', id: 'page.airporttransfers' },
  { path: '/stationtransfers', id: 'page.stationtransfers' },
  { path: '/hourlychauffeur', id: 'page.hourlychauffeur' },
  { path: '/business', id: 'page.business' },
  { path: '/tailormade', id: 'page.tailormade' },
  { path: '/bookNow', id: 'page.bookNow' },
  { path: '/contact-us', id: 'page.contact' },
  { path: '/policy', id: 'page.policy' },
  { path: '/booking-policy', id: 'page.bookingPolicy' },
  { path: '/payment-policy', id: 'page.paymentPolicy' },
  { path: '/cancellation-policy', id: 'page.cancellationPolicy' },
  { path: '/terms-conditions', id: 'page.terms' },
];

export const key = (id: PublicPage['id'], part: 'title' | 'heading') => `${id}.${part}` as MessageKey;
