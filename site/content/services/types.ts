// The shape of a service page's body copy. English and French modules both satisfy it, so a page
// missing a section, a reason or a highlight in one language fails the type check.
import type { ContentIconName } from './icons.ts';

/** The six service pages, by their path without the leading slash. */
export const SERVICE_PAGE_IDS = ['taxi', 'airporttransfers', 'stationtransfers', 'hourlychauffeur', 'business', 'tailormade'] as const;
export type ServicePageId = (typeof SERVICE_PAGE_IDS)[number];

/** One sub-headed part of the page body (an h2 followed by its paragraphs). */
export interface ServiceSection {
  heading: string;
  paragraphs: readonly string[];
  /** Short facts shown as a list after the paragraphs: terminals, stations, destinations… */
  list?: readonly string[];
}

/** One line of the page's why-choose list. */
export interface ServiceReason {
  icon: ContentIconName;
  title: string;
  /** One sentence. */
  text: string;
}

export interface ServiceContent {
  /** schema.org `serviceType`: what the service is, in a few words. */
  serviceType: string;
  /** The opening paragraph, set larger, before the first sub-heading. */
  lead: string;
  sections: readonly ServiceSection[];
  /** The "At a glance" box: what every ride of this service includes, 4–6 short phrases. */
  highlights: readonly string[];
  whyChoose: {
    heading: string;
    intro: string;
    /** 4–6 reasons specific to the service. */
    reasons: readonly ServiceReason[];
  };
}

export type ServiceContentSet = Readonly<Record<ServicePageId, ServiceContent>>;
