// One photograph per service (1200×800), shown on its page and on its card. Imported statically so
// Astro can optimise them at build time (AVIF/WebP, several widths, width and height attributes).
import type { ImageMetadata } from 'astro';
import airporttransfers from '../../assets/images/services/airporttransfers.jpg';
import business from '../../assets/images/services/business.jpg';
import hourlychauffeur from '../../assets/images/services/hourlychauffeur.jpg';
import stationtransfers from '../../assets/images/services/stationtransfers.jpg';
import tailormade from '../../assets/images/services/tailormade.jpg';
import taxi from '../../assets/images/services/taxi.jpg';
import type { ServicePageId } from './types.ts';

export const serviceImages: Readonly<Record<ServicePageId, ImageMetadata>> = {
  taxi,
  airporttransfers,
  stationtransfers,
  hourlychauffeur,
  business,
  tailormade,
};
