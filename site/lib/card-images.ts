// The photographs of the grids of cards (the services, the excursions): their responsive sizes, and
// the first card's image in AVIF for the page's preload. A page whose cards open it has that image
// as its largest paint; asked for from the <head>, it goes out first, ahead of the icon sprite the
// header asks for on its way (over HTTP/1.1 the first request after the page reuses its connection,
// the others wait for a new one: decision 048).
import { getImage } from 'astro:assets';
import type { ImageMetadata } from 'astro';

/** A card's photograph: the full width on phones, a half, then a third of the grid. */
export const CARD_IMAGE_SIZES = '(min-width: 80rem) 24rem, (min-width: 64rem) 30vw, (min-width: 40rem) 46vw, 92vw';
export const CARD_IMAGE_WIDTHS = [400, 600, 800, 1200];
/** Where the service cards show their photographs, in a grid (ServiceCards; Tailwind's `sm`): a phone's cards are rows without one. */
export const SERVICE_CARD_PHOTOS_MEDIA = '(min-width: 40rem)';

/** The AVIF srcset of a card's photograph: the same transforms as the card's <Picture>, so the browser reuses the download. */
export async function cardImageSrcset(src: ImageMetadata): Promise<string> {
  const image = await getImage({ src, widths: CARD_IMAGE_WIDTHS, format: 'avif' });
  return image.srcSet.attribute;
}
