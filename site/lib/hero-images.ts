// The home hero's images and their responsive sizes, shared by the hero and the page's preload.
import { getImage } from 'astro:assets';
import hero1 from '../assets/images/hero/hero-1.jpg';
import hero2 from '../assets/images/hero/hero-2.jpg';
import hero3 from '../assets/images/hero/hero-3.jpg';
// The first image's centre quarter (26 % of its width, all its height) at 240 × 519, AVIF quality 30
// (sharp, effort 9): 1.7 KB, written into the page as a data: URI for phones (HomeHero.astro).
import phoneHero from '../assets/images/hero/hero-1-phone.avif?inline';

/** In display order: desktop shows the first two, phones all three. */
export const HERO_IMAGES = [hero1, hero2, hero3] as const;
export const HERO_WIDTHS = [480, 768, 1080, 1440, 1920, 2400];
export const HERO_SIZES = '100vw';
/** The phone crop of the first image, as a data: URI, and the viewports it is for (wider ones get the full image). */
export const PHONE_HERO: string = phoneHero;
export const PHONE_HERO_MEDIA = '(max-width: 480px)';
/** The viewports the first image's preload is for: not the phones, which have it inline. */
export const HERO_PRELOAD_MEDIA = '(min-width: 481px)';

/**
 * The srcset of the first image in AVIF: the page preloads it because it is the largest paint.
 * Same source, widths and format as the hero's <Picture>, so the browser reuses the download.
 */
export async function firstHeroImageSrcset(): Promise<string> {
  const image = await getImage({ src: hero1, widths: HERO_WIDTHS, format: 'avif' });
  return image.srcSet.attribute;
}
