// The site's link structure, shared by the header, the footer and the service cards.
import type { MessageKey } from '../i18n/index.ts';
import type { IconName } from './icons.ts';

export interface NavLink {
  /** Unlocalized path; render it through localizedPath(). */
  path: string;
  label: MessageKey;
}

export interface ServiceLink extends NavLink {
  summary: MessageKey;
  icon: IconName;
}

/** The six services, in the order of the spec's header dropdown. */
export const serviceLinks = [
  { path: '/taxi', label: 'nav.services.taxi', summary: 'service.taxi.summary', icon: 'car' },
  { path: '/airporttransfers', label: 'nav.services.airport', summary: 'service.airport.summary', icon: 'plane' },
  { path: '/stationtransfers', label: 'nav.services.station', summary: 'service.station.summary', icon: 'train' },
  { path: '/business', label: 'nav.services.business', summary: 'service.business.summary', icon: 'briefcase' },
  { path: '/hourlychauffeur', label: 'nav.services.hourly', summary: 'service.hourly.summary', icon: 'hourglass' },
  { path: '/tailormade', label: 'nav.services.tailormade', summary: 'service.tailormade.summary', icon: 'sparkle' },
] as const satisfies readonly ServiceLink[];

export const policyLinks = [
  { path: '/booking-policy', label: 'footer.policy.booking' },
  { path: '/payment-policy', label: 'footer.policy.payment' },
  { path: '/cancellation-policy', label: 'footer.policy.cancellation' },
  { path: '/terms-conditions', label: 'footer.policy.terms' },
  { path: '/policy', label: 'footer.policy.combined' },
] as const satisfies readonly NavLink[];

/**
 * Other paths that count as the same page for the header's active state. The spec's contact
 * link checks /contact; the Worker redirects /contact to /contact-us, so both are covered.
 */
const activeAliases: Readonly<Record<string, readonly string[]>> = {
  '/contact-us': ['/contact'],
};

/** Whether `linkPath` is the page at `currentPath` (both unlocalized). */
export function isActivePath(currentPath: string, linkPath: string): boolean {
  if (currentPath === linkPath) return true;
  if (activeAliases[linkPath]?.includes(currentPath)) return true;
  // Excursion detail pages (/excursion/{key}) belong to the Excursion section.
  return linkPath === '/excursion' && currentPath.startsWith('/excursion/');
}

/** Whether the current page is the services overview or one of the six service pages. */
export function isServicesSection(currentPath: string): boolean {
  return currentPath === '/services' || serviceLinks.some((service) => service.path === currentPath);
}
