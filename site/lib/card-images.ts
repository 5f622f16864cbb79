// The photographs of the grids of cards (the services, the excursions): their responsive sizes, and
// the first card's image in AVIF for the page's preload. A page whose cards open it has that image
// as its largest paint; asked for from the <head>, it goes out first, ahead of the icon sprite the
// header asks for on its way (over HTTP/1.1 the first request after the page reuses its connection,
// the others wait for a new one: decision 048).
import { getImage } from 'astro:assets';
import type { ImageMetadata } from 'astro';
import { IMAGE_VARIANT_WIDTHS_PX } from '../../worker/contract/constants.ts';
import type { ExcursionPicture } from '../../worker/contract/schemas/excursions.ts';

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

/** The narrowest variant a card draws: the 320 px one is made for the gallery's 96 × 72 thumbnails. */
const CARD_NARROWEST_VARIANT_PX = IMAGE_VARIANT_WIDTHS_PX[1];

/**
 * An excursion's photo as a card offers it: without the variants narrower than any card is drawn,
 * which would only lengthen the page (each photo's card and the first card's preload, alike).
 */
export function cardPicture(picture: ExcursionPicture): ExcursionPicture {
  const wideEnough = (candidate: string) => Number(/\s(\d+)w$/.exec(candidate.trim())?.[1] ?? Infinity) >= CARD_NARROWEST_VARIANT_PX;
  return {
    ...picture,
    sources: picture.sources.map((source) => {
      const candidates = source.srcset.split(',').filter(wideEnough);
      return candidates.length > 0 ? { ...source, srcset: candidates.map((candidate) => candidate.trim()).join(', ') } : source;
    }),
  };
}
