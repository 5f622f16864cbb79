// The upload's byte checks on images sharp makes here (the API tests cover the endpoint in workerd).
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { contentKey, inspectImage, sniffImageType } from './uploaded-image.ts';

const anImage = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#0b1221' } });

describe('inspectImage', () => {
  it('reads the type and sides of the four formats from their bytes', async () => {
    const cases = [
      [await anImage(30, 20).jpeg().toBuffer(), 'image/jpeg', 'jpg'],
      [await anImage(30, 20).png().toBuffer(), 'image/png', 'png'],
      [await anImage(30, 20).webp().toBuffer(), 'image/webp', 'webp'],
      [await anImage(30, 20).webp({ lossless: true }).toBuffer(), 'image/webp', 'webp'],
      [await anImage(30, 20).avif({ effort: 0 }).toBuffer(), 'image/avif', 'avif'],
    ] as const;
    for (const [bytes, type, extension] of cases) {
      expect(inspectImage(new Uint8Array(bytes)), type).toEqual({ ok: true, image: { type, extension, width: 30, height: 20 } });
    }
  });

  it('gives a JPEG turned a quarter by its EXIF orientation the sides a browser draws', async () => {
    const turned = await anImage(30, 20).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(inspectImage(new Uint8Array(turned))).toMatchObject({ ok: true, image: { width: 20, height: 30 } });
    const upsideDown = await anImage(30, 20).jpeg().withMetadata({ orientation: 3 }).toBuffer();
    expect(inspectImage(new Uint8Array(upsideDown))).toMatchObject({ ok: true, image: { width: 30, height: 20 } });
  });

  it('knows no other type, whatever it looks like', async () => {
    const gif = await anImage(4, 4).gif().toBuffer();
    const tiff = await anImage(4, 4).tiff().toBuffer();
    for (const bytes of [gif, tiff, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), Buffer.from('%PDF-1.7'), Buffer.alloc(0)]) {
      expect(sniffImageType(new Uint8Array(bytes))).toBeUndefined();
      expect(inspectImage(new Uint8Array(bytes))).toEqual({ ok: false, problem: 'adminUpload.field.file.type' });
    }
  });

  it('refuses a header that does not hold together', () => {
    // A RIFF/WEBP header of no known WebP kind, and a PNG signature without its header chunk.
    const riff = new Uint8Array([...Buffer.from('RIFF'), 4, 0, 0, 0, ...Buffer.from('WEBPXXXX'), 0, 0, 0, 0]);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    for (const bytes of [riff, png]) expect(inspectImage(bytes)).toEqual({ ok: false, problem: 'adminUpload.field.file.unreadable' });
  });
});

describe('contentKey', () => {
  it('names the bytes by the first 32 hex digits of their SHA-256', async () => {
    // SHA-256('abc') = ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
    expect(await contentKey(new TextEncoder().encode('abc'), 'webp')).toBe('excursions/ba7816bf8f01cfea414140de5dae2223.webp');
  });
});
