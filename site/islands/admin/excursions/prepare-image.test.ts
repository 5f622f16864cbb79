import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_WIDTH_PX } from '../../../../worker/contract/constants.ts';
import { storedSize, variantWidthsFor } from './prepare-image.ts';

describe('storedSize', () => {
  it('downscales a wide photo to the largest width, keeping its proportions', () => {
    expect(storedSize({ width: 4000, height: 3000 })).toEqual({ width: IMAGE_MAX_WIDTH_PX, height: 900 });
    expect(storedSize({ width: 3024, height: 4032 })).toEqual({ width: 1200, height: 1600 });
  });

  it('never enlarges a photo already small enough', () => {
    expect(storedSize({ width: 800, height: 533 })).toEqual({ width: 800, height: 533 });
    expect(storedSize({ width: 1200, height: 10 })).toEqual({ width: 1200, height: 10 });
  });

  it('keeps a very flat panorama at least one pixel high', () => {
    expect(storedSize({ width: 20000, height: 5 })).toEqual({ width: 1200, height: 1 });
  });

  it('takes another largest width for a variant', () => {
    expect(storedSize({ width: 1200, height: 800 }, 480)).toEqual({ width: 480, height: 320 });
  });
});

describe('variantWidthsFor', () => {
  it('offers only widths the stored JPEG reaches', () => {
    expect(variantWidthsFor(1200)).toEqual([320, 480, 800, 1200]);
    expect(variantWidthsFor(1000)).toEqual([320, 480, 800]);
    expect(variantWidthsFor(480)).toEqual([320, 480]);
    expect(variantWidthsFor(400)).toEqual([320]);
    expect(variantWidthsFor(300)).toEqual([]);
  });
});
