import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { anExcursion } from './factories.ts';
import { answerOf, call, db, errorOf } from './support.ts';
import { apiErrorSchema } from '../../worker/contract/schemas/errors.ts';
import { excursionListResponseSchema, publicExcursionSchema } from '../../worker/contract/schemas/excursions.ts';
import { findActiveExcursion, toExcursionView } from '../../worker/db/queries/excursions.ts';

describe('GET /api/excursions', () => {
  it('answers an empty list when there are none', async () => {
    const response = await call('/api/excursions');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await answerOf(response, excursionListResponseSchema)).toEqual([]);
  });

  it('lists active excursions only, with images in order', async () => {
    const first = await anExcursion({ key: 'seine-by-night', title: 'Seine by Night' }, [
      { url: '/media/a.svg', alt: 'First' },
      { url: '/media/b.svg', alt: 'Second' },
    ]);
    await anExcursion({ key: 'hidden-tour', active: false });
    const second = await anExcursion({ key: 'versailles-day' });

    const list = await answerOf(await call('/api/excursions'), excursionListResponseSchema);
    expect(list.map((excursion) => excursion.id)).toEqual([first, second]);
    expect(list[0]).toMatchObject({
      key: 'seine-by-night',
      title: 'Seine by Night',
      price: '390',
      highlights: ['Eiffel Tower', 'Louvre'],
      images: ['/media/a.svg', '/media/b.svg'],
      imageAlts: ['First', 'Second'],
    });
    expect(list[0]?._id).toBe(first);
    expect(list[0]?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('gives French text with ?lang=fr, falling back to English field by field', async () => {
    await anExcursion({
      key: 'montmartre',
      title: 'Montmartre',
      titleFr: 'Montmartre et Sacré-Cœur',
      tagline: 'Artists hill',
      highlightsFr: ['Tour Eiffel', 'Louvre'],
    });
    const [excursion] = await answerOf(await call('/api/excursions?lang=fr'), excursionListResponseSchema);
    expect(excursion?.title).toBe('Montmartre et Sacré-Cœur');
    expect(excursion?.tagline).toBe('Artists hill');
    expect(excursion?.highlights).toEqual(['Tour Eiffel', 'Louvre']);
  });

  it('refuses an unknown language with a field error', async () => {
    const response = await call('/api/excursions?lang=de');
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields ?? {})).toEqual(['lang']);
  });
});

describe('GET /api/excursions/{id or key}', () => {
  it('finds an active excursion by id and by key', async () => {
    const id = await anExcursion({ key: 'giverny-gardens', title: 'Giverny' });
    for (const ref of [String(id), 'giverny-gardens']) {
      const response = await call(`/api/excursions/${ref}`);
      expect(response.status).toBe(200);
      expect(await answerOf(response, publicExcursionSchema)).toMatchObject({ id, key: 'giverny-gardens', title: 'Giverny' });
    }
  });

  it('answers a 404 JSON error for an unknown, inactive or malformed reference', async () => {
    const inactive = await anExcursion({ key: 'retired-tour', active: false });
    for (const ref of ['nope', String(inactive), 'retired-tour', '999999', 'Bad%20Key', '..secret']) {
      const response = await call(`/api/excursions/${ref}`);
      expect(response.status, ref).toBe(404);
      const error = await errorOf(response);
      expect(error.code).toBe('not_found');
      expect(error.message).toBe('This excursion does not exist or is no longer offered.');
    }
  });

  it('refuses a reference with an encoded slash before looking (400 bad_path, decision 032)', async () => {
    const response = await call('/api/excursions/..%2F..%2Fsecret');
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('bad_path');
  });

  it('says so in French when the request is French', async () => {
    const response = await call('/api/excursions/nope', { headers: { 'Accept-Language': 'fr-FR,fr;q=0.9' } });
    expect((await errorOf(response)).message).toBe('Cette excursion n’existe pas ou n’est plus proposée.');
  });

  it('answers 500 with a request id and no internals when the database fails', async () => {
    await anExcursion();
    await env.DB.exec('ALTER TABLE excursion_images RENAME TO excursion_images_away');
    let response: Response;
    try {
      response = await call('/api/excursions');
    } finally {
      await env.DB.exec('ALTER TABLE excursion_images_away RENAME TO excursion_images');
    }
    expect(response.status).toBe(500);
    const body = await answerOf(response, apiErrorSchema);
    expect(body.error.code).toBe('internal_error');
    expect(body.error.requestId).toBe(response.headers.get('X-Request-Id'));
    expect(JSON.stringify(body)).not.toMatch(/excursion_images|at |SQLITE/);
  });
});

describe('excursion pictures (what the pages read)', () => {
  it('stores each image with its size and variants, and draws them as sized pictures with AVIF and WebP sources', async () => {
    await anExcursion({ key: 'sized-images' }, [
      {
        url: '/media/excursions/aaa.jpg',
        alt: 'Tower',
        altFr: 'Tour',
        width: 1200,
        height: 800,
        variants: [
          { url: '/media/excursions/w1.webp', width: 1200, type: 'image/webp' },
          { url: '/media/excursions/a4.avif', width: 480, type: 'image/avif' },
          { url: '/media/excursions/w4.webp', width: 480, type: 'image/webp' },
          { url: '/media/excursions/a1.avif', width: 1200, type: 'image/avif' },
        ],
      },
      // Stored without size or variants (an external URL, a row from before they existed).
      { url: 'https://example.com/plain.jpg', alt: 'Plain' },
    ]);
    const stored = await findActiveExcursion(db(), 'sized-images');
    expect(stored?.images.map(({ width, height, variants }) => ({ width, height, variants: variants.length }))).toEqual([
      { width: 1200, height: 800, variants: 4 },
      { width: null, height: null, variants: 0 },
    ]);

    const view = toExcursionView(stored!, 'fr');
    expect(view.pictures).toEqual([
      {
        url: '/media/excursions/aaa.jpg',
        alt: 'Tour',
        width: 1200,
        height: 800,
        sources: [
          { type: 'image/avif', srcset: '/media/excursions/a4.avif 480w, /media/excursions/a1.avif 1200w' },
          { type: 'image/webp', srcset: '/media/excursions/w4.webp 480w, /media/excursions/w1.webp 1200w' },
        ],
      },
      { url: 'https://example.com/plain.jpg', alt: 'Plain', width: null, height: null, sources: [] },
    ]);
  });

  it("keeps the public API in the spec's shape: image URLs only", async () => {
    await anExcursion({ key: 'api-shape' }, [{ url: '/media/excursions/bbb.jpg', alt: 'B', width: 1200, height: 675, variants: [] }]);
    const excursion = await answerOf(await call('/api/excursions/api-shape'), publicExcursionSchema);
    expect(excursion.images).toEqual(['/media/excursions/bbb.jpg']);
    expect(excursion).not.toHaveProperty('pictures');
  });
});
