// POST /api/admin/uploads: the excursion form's image files, checked by their bytes and stored in R2
// under their content hash, then served by /media/<key> (docs/decisions/023).
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { UPLOAD_LIMITS, type UploadedImage } from '../../worker/contract/schemas/admin-excursions.ts';
import { AVIF_12x8, JPEG_12x8, PNG_12x8, WEBP_12x8 } from './fixtures/images.ts';
import { ORIGIN, call, errorOf, signIn } from './support.ts';

let cookie = '';
beforeEach(async () => {
  cookie = await signIn();
});

let unique = 0;
/** The test JPEG with a comment segment of its own after the start marker: other bytes, so another key. */
function aUniqueJpeg(): Uint8Array {
  const comment = new TextEncoder().encode(`upload test ${Date.now()} ${(unique += 1)}`);
  const segment = new Uint8Array([0xff, 0xfe, (comment.length + 2) >> 8, (comment.length + 2) & 0xff, ...comment]);
  return new Uint8Array([...JPEG_12x8.subarray(0, 2), ...segment, ...JPEG_12x8.subarray(2)]);
}

function upload(bytes: Uint8Array | string, { name = 'photo.jpg', type = 'image/jpeg', headers = {} as Record<string, string>, lang = 'en' } = {}) {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type }));
  return call('/api/admin/uploads', { method: 'POST', headers: { Cookie: cookie, Origin: ORIGIN, 'Accept-Language': lang, ...headers }, body: form });
}

async function refusal(response: Response) {
  expect(response.status).toBe(400);
  const error = await errorOf(response);
  expect(error.code).toBe('validation_failed');
  return error.fields?.['file'];
}

describe('POST /api/admin/uploads', () => {
  it('stores a JPEG, PNG, WebP and AVIF with their real type and size, served back by /media', async () => {
    for (const [bytes, type, extension] of [
      [aUniqueJpeg(), 'image/jpeg', 'jpg'],
      [PNG_12x8, 'image/png', 'png'],
      [WEBP_12x8, 'image/webp', 'webp'],
      [AVIF_12x8, 'image/avif', 'avif'],
    ] as const) {
      // The declared name and type say nothing: the bytes do.
      const response = await upload(bytes, { name: 'IMG_0001.bin', type: 'application/octet-stream' });
      expect(response.status, type).toBe(201);
      const uploaded = (await response.json()) as UploadedImage;
      expect(uploaded).toMatchObject({ type, width: 12, height: 8, bytes: bytes.byteLength });
      expect(uploaded.key).toMatch(new RegExp(`^excursions/[0-9a-f]{32}\\.${extension}$`));
      expect(uploaded.url).toBe(`/media/${uploaded.key}`);

      const served = await call(uploaded.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('Content-Type')).toBe(type);
      expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
      expect((await env.MEDIA.head(uploaded.key))?.customMetadata).toEqual({ width: '12', height: '8' });
    }
  });

  it('gives the same bytes the same URL and stores them once', async () => {
    const bytes = aUniqueJpeg();
    const first = (await (await upload(bytes)).json()) as UploadedImage;
    const stored = await env.MEDIA.head(first.key);
    const second = await upload(bytes, { name: 'copy.jpeg' });
    expect(second.status).toBe(201);
    expect(((await second.json()) as UploadedImage).url).toBe(first.url);
    // Not written again: the object is the one the first upload made.
    expect((await env.MEDIA.head(first.key))?.uploaded).toEqual(stored?.uploaded);
    expect((await env.MEDIA.list({ prefix: first.key })).objects).toHaveLength(1);
  });

  it('refuses what is not a JPEG, PNG, WebP or AVIF, whatever its name, in the request’s language', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0, 0x3b]);
    for (const [bytes, name, type] of [
      ['Just some text, renamed.', 'photo.jpg', 'image/jpeg'],
      [svg, 'logo.svg', 'image/svg+xml'],
      [gif, 'anim.gif', 'image/gif'],
    ] as const) {
      expect(await refusal(await upload(bytes, { name, type })), name).toBe('Only JPEG, PNG, WebP or AVIF images can be uploaded.');
    }
    expect(await refusal(await upload('text', { lang: 'fr' }))).toBe('Seules les images JPEG, PNG, WebP ou AVIF peuvent être téléversées.');
  });

  it('refuses a file over the size limit before storing it', async () => {
    const big = new Uint8Array(UPLOAD_LIMITS.maxBytes + 1);
    big.set(JPEG_12x8);
    const response = await upload(big);
    expect(response.status).toBe(413);
    const error = await errorOf(response);
    expect(error.code).toBe('payload_too_large');
    expect(error.fields).toEqual({ file: 'The file is too large: at most 8 MB.' });
    // A body declaring more than the limit is refused on its Content-Length alone.
    const declared = await call('/api/admin/uploads', {
      method: 'POST',
      headers: { Cookie: cookie, Origin: ORIGIN, 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(UPLOAD_LIMITS.maxBytes * 2) },
      body: new ReadableStream({ start: (controller) => controller.close() }),
      duplex: 'half',
    } as RequestInit);
    expect(declared.status).toBe(413);
  });

  it('refuses a small file declaring a huge image (a decompression bomb)', async () => {
    const sides = (width: number, height: number) => {
      const bomb = PNG_12x8.slice();
      const view = new DataView(bomb.buffer);
      view.setUint32(16, width);
      view.setUint32(20, height);
      return bomb;
    };
    for (const [width, height] of [
      [100_000, 100_000],
      [UPLOAD_LIMITS.maxSide + 1, 10],
      // Each side allowed, but 49 megapixels in all.
      [7000, 7000],
    ] as const) {
      expect(await refusal(await upload(sides(width, height), { name: 'bomb.png', type: 'image/png' })), `${width}×${height}`).toBe(
        'The image is too large: at most 8000 pixels on a side and 40 megapixels.',
      );
    }
    expect(await refusal(await upload(sides(100_000, 100_000), { lang: 'fr' }))).toBe(
      'L’image est trop grande : 8000 pixels de côté et 40 mégapixels au maximum.',
    );
  });

  it('refuses a truncated or damaged image', async () => {
    for (const [bytes, name] of [
      [JPEG_12x8.subarray(0, JPEG_12x8.length - 40), 'cut.jpg'],
      [PNG_12x8.subarray(0, PNG_12x8.length - 20), 'cut.png'],
      [WEBP_12x8.subarray(0, WEBP_12x8.length - 10), 'cut.webp'],
      [AVIF_12x8.subarray(0, AVIF_12x8.length - 10), 'cut.avif'],
      // A JPEG start marker and nothing that says its size.
      [new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), 'empty.jpg'],
    ] as const) {
      expect(await refusal(await upload(bytes, { name })), name).toBe('This image file is damaged or incomplete.');
    }
  });

  it('asks for a file when there is none', async () => {
    const form = new FormData();
    form.append('other', 'value');
    const response = await call('/api/admin/uploads', { method: 'POST', headers: { Cookie: cookie, Origin: ORIGIN }, body: form });
    expect(await refusal(response)).toBe('Choose an image file.');
    expect(await refusal(await upload(new Uint8Array()))).toBe('Choose an image file.');
  });

  it('is refused without a session (401) and from another origin (403), and stores nothing then', async () => {
    const bytes = aUniqueJpeg();
    const foreign = await upload(bytes, { headers: { Origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    const anonymous = await upload(bytes, { headers: { Cookie: '' } });
    expect(anonymous.status).toBe(401);
    const digest = [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
    expect(await env.MEDIA.head(`excursions/${digest.slice(0, 32)}.jpg`)).toBeNull();
  });
});
