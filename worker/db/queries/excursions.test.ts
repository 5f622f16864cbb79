// How stored images become what the pages draw: size, and <source> srcsets from the variants.
import { describe, expect, it } from 'vitest';
import { pictureSources, picturesOf } from './excursions.ts';
import type { ImageVariant } from '../../contract/schemas/excursions.ts';

const variant = (type: ImageVariant['type'], width: number, url = `/media/excursions/${type.slice(6)}-${width}`): ImageVariant => ({ url, width, type });

describe('pictureSources', () => {
  it('gives AVIF first then WebP, each with its widths smallest first, whatever the stored order', () => {
    const variants = [
      variant('image/webp', 1200),
      variant('image/avif', 800),
      variant('image/webp', 480),
      variant('image/avif', 480),
      variant('image/webp', 800),
    ];
    expect(pictureSources(variants)).toEqual([
      { type: 'image/avif', srcset: '/media/excursions/avif-480 480w, /media/excursions/avif-800 800w' },
      { type: 'image/webp', srcset: '/media/excursions/webp-480 480w, /media/excursions/webp-800 800w, /media/excursions/webp-1200 1200w' },
    ]);
  });

  it('leaves out an encoding that has no variant', () => {
    expect(pictureSources([variant('image/webp', 800)])).toEqual([{ type: 'image/webp', srcset: '/media/excursions/webp-800 800w' }]);
    expect(pictureSources([])).toEqual([]);
  });

  it('ignores unknown types, unusable widths or URLs and repeated widths', () => {
    const variants = [
      { url: '/media/x.jxl', width: 800, type: 'image/jxl' } as unknown as ImageVariant,
      variant('image/avif', 0),
      variant('image/avif', 640.5),
      variant('image/avif', 800, ''),
      variant('image/avif', 800, '/media/first.avif'),
      variant('image/avif', 800, '/media/second.avif'),
    ];
    expect(pictureSources(variants)).toEqual([{ type: 'image/avif', srcset: '/media/first.avif 800w' }]);
  });

  it('percent-encodes white space, which would split a srcset candidate', () => {
    expect(pictureSources([variant('image/webp', 480, '/media/a b.webp')])).toEqual([{ type: 'image/webp', srcset: '/media/a%20b.webp 480w' }]);
  });
});

describe('picturesOf', () => {
  it('gives each image its alt text, its size and its sources', () => {
    const images = [
      { url: '/media/excursions/one.jpg', width: 1200, height: 800, variants: [variant('image/webp', 480), variant('image/avif', 480)] },
      { url: 'https://example.com/two.jpg', width: null, height: null, variants: [] },
    ];
    expect(picturesOf(images, ['One', 'Two'])).toEqual([
      {
        url: '/media/excursions/one.jpg',
        alt: 'One',
        width: 1200,
        height: 800,
        sources: [
          { type: 'image/avif', srcset: '/media/excursions/avif-480 480w' },
          { type: 'image/webp', srcset: '/media/excursions/webp-480 480w' },
        ],
      },
      { url: 'https://example.com/two.jpg', alt: 'Two', width: null, height: null, sources: [] },
    ]);
  });

  it('gives no size when only half of it is known or it is not a positive whole number', () => {
    const pictures = picturesOf(
      [
        { url: '/a', width: 1200, height: null, variants: [] },
        { url: '/b', width: 0, height: 800, variants: [] },
      ],
      [],
    );
    expect(pictures.map(({ width, height, alt }) => ({ width, height, alt }))).toEqual([
      { width: null, height: null, alt: '' },
      { width: null, height: null, alt: '' },
    ]);
  });
});
