// The demo images as the seed stores them: a JPEG original at most 1200 px wide, AVIF and WebP
// variants never wider than it, content-hash keys, and the cache that spares the next seed the work.
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDemoImage } from './demo-images.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'demo-images-'));
const cache = path.join(dir, 'cache');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const svg = (width: number, height: number, fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${fill}"/><circle cx="50%" cy="50%" r="20%" fill="#d6b46f"/></svg>`;

describe('prepareDemoImage', () => {
  it('draws an SVG at 1200 px as a JPEG, with AVIF and WebP at 320, 480, 800 and 1200 px under content-hash keys', async () => {
    const file = path.join(dir, 'drawing.svg');
    writeFileSync(file, svg(600, 400, '#111b30'));
    const { original, variants } = await prepareDemoImage(file, cache);
    expect(original).toMatchObject({ width: 1200, height: 800, contentType: 'image/jpeg' });
    expect(original.key).toMatch(/^excursions\/[0-9a-f]{32}\.jpg$/);
    expect(await sharp(original.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });
    expect(variants.map(({ type, width }) => `${type} ${width}`)).toEqual([
      'image/avif 320',
      'image/webp 320',
      'image/avif 480',
      'image/webp 480',
      'image/avif 800',
      'image/webp 800',
      'image/avif 1200',
      'image/webp 1200',
    ]);
    for (const variant of variants) {
      expect(variant.key).toMatch(variant.type === 'image/avif' ? /^excursions\/[0-9a-f]{32}\.avif$/ : /^excursions\/[0-9a-f]{32}\.webp$/);
      expect(variant.contentType).toBe(variant.type);
      const metadata = await sharp(variant.bytes).metadata();
      expect(metadata.width).toBe(variant.width);
      expect(metadata.format).toBe(variant.type === 'image/avif' ? 'heif' : 'webp');
    }
    expect(new Set([original, ...variants].map(({ key }) => key)).size).toBe(9);
  });

  it('never enlarges a photo: a 600-px JPEG stays 600 px, with variants at 320 and 480 px only', async () => {
    const file = path.join(dir, 'photo.jpg');
    writeFileSync(
      file,
      await sharp(Buffer.from(svg(600, 450, '#7d5f26')))
        .jpeg()
        .toBuffer(),
    );
    const { original, variants } = await prepareDemoImage(file, cache);
    expect(original).toMatchObject({ width: 600, height: 450 });
    expect(variants.map(({ type, width }) => `${type} ${width}`)).toEqual(['image/avif 320', 'image/webp 320', 'image/avif 480', 'image/webp 480']);
  });

  it('reads the files back from the cache the second time, with the same keys', async () => {
    const file = path.join(dir, 'drawing.svg');
    const first = await prepareDemoImage(file, cache);
    const written = () => readdirSync(cache).map((folder) => statSync(path.join(cache, folder, 'manifest.json')).mtimeMs);
    const before = written();
    const second = await prepareDemoImage(file, cache);
    expect(written()).toEqual(before);
    expect([second.original, ...second.variants].map(({ key }) => key)).toEqual([first.original, ...first.variants].map(({ key }) => key));
  });
});
