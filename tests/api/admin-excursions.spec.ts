// The back office's excursion calls through the whole API (session guard included): the catalogue as
// the admin edits it, validated in the request's language, audited, the public API and the cached
// catalogue pages changed at once, and the uploads nothing uses any more removed from R2.
import { beforeEach, describe, expect, it } from 'vitest';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { and, asc, eq } from 'drizzle-orm';
import type { AdminExcursion, AdminExcursionInput } from '../../worker/contract/schemas/admin-excursions.ts';
import { excursionListResponseSchema } from '../../worker/contract/schemas/excursions.ts';
import type { AppEnv } from '../../worker/env.ts';
import { CACHE_STATUS, cataloguePageCache } from '../../worker/excursions/page-cache.ts';
import { auditLog, excursionQuotes } from '../../worker/db/schema.ts';
import { createAdminExcursion, isKeyConflict } from '../../worker/db/queries/admin-excursions.ts';
import { aStoredExcursionQuote, anExcursion } from './factories.ts';
import { ORIGIN, adminHeaders, answerOf, call, db, errorOf, signIn } from './support.ts';

let cookie = '';
beforeEach(async () => {
  cookie = await signIn();
});

let unique = 0;
const aKey = (name = 'tour') => `${name}-${Date.now().toString(36)}-${(unique += 1)}`;

/** The form as the dashboard sends it: blank rows and French fields left empty included. */
const aForm = (overrides: Partial<AdminExcursionInput> = {}): AdminExcursionInput => ({
  key: aKey(),
  title: 'Versailles Palace Private Day Trip',
  titleFr: '',
  tagline: 'The palace and its gardens',
  taglineFr: 'Le château et ses jardins',
  description: 'A day at Versailles.',
  descriptionFr: '',
  longDescription: 'Your chauffeur waits while you visit.',
  longDescriptionFr: '',
  goodToKnow: 'Closed on Mondays.',
  goodToKnowFr: '',
  price: '450',
  active: true,
  photographerChecked: false,
  highlights: ['Hall of Mirrors', '  ', 'Gardens', ''],
  highlightsFr: ['', ' '],
  included: ['Private chauffeur', ''],
  includedFr: ['Chauffeur privé'],
  terms: [''],
  termsFr: [],
  images: [],
  ...overrides,
});

const send = (method: 'POST' | 'PUT', path: string, body: unknown, lang = 'en') =>
  call(path, { method, headers: { ...adminHeaders(cookie), 'Accept-Language': lang }, body: JSON.stringify(body) });
const create = (body: unknown, lang?: string) => send('POST', '/api/admin/excursions', body, lang);
const replace = (id: number, body: unknown, lang?: string) => send('PUT', `/api/admin/excursions/${id}`, body, lang);
const remove = (id: number | string) => call(`/api/admin/excursions/${id}`, { method: 'DELETE', headers: { Cookie: cookie, Origin: ORIGIN } });
const list = async () => (await (await call('/api/admin/excursions', { headers: { Cookie: cookie } })).json()) as AdminExcursion[];

async function created(body: unknown): Promise<AdminExcursion> {
  const response = await create(body);
  expect(response.status).toBe(201);
  return (await response.json()) as AdminExcursion;
}

const auditOf = (id: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'excursion'), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));

async function fieldsOf(response: Response) {
  expect(response.status).toBe(400);
  const error = await errorOf(response);
  expect(error.code).toBe('validation_failed');
  return error.fields ?? {};
}

/** An upload already in R2, as POST /api/admin/uploads leaves it. */
async function anUpload(name: string, size?: { width: number; height: number }, type = 'image/jpeg') {
  const key = `excursions/${aKey(name)}.${type === 'image/webp' ? 'webp' : 'jpg'}`;
  await env.MEDIA.put(key, `bytes of ${key}`, {
    httpMetadata: { contentType: type },
    ...(size ? { customMetadata: { width: String(size.width), height: String(size.height) } } : {}),
  });
  return `/media/${key}`;
}
const inR2 = async (url: string) => (await env.MEDIA.head(url.replace(/^\/media\//, ''))) !== null;

describe('POST /api/admin/excursions', () => {
  it('creates an excursion, blank rows dropped and empty French fields falling back to English', async () => {
    const form = aForm();
    const excursion = await created(form);
    expect(excursion).toMatchObject({
      key: form.key,
      title: 'Versailles Palace Private Day Trip',
      titleFr: null,
      taglineFr: 'Le château et ses jardins',
      descriptionFr: null,
      highlights: ['Hall of Mirrors', 'Gardens'],
      highlightsFr: null,
      included: ['Private chauffeur'],
      includedFr: ['Chauffeur privé'],
      terms: [],
      termsFr: null,
      images: [],
      imageDetails: [],
      price: '450',
      active: true,
    });
    expect(excursion._id).toBe(excursion.id);
    expect(Date.parse(excursion.createdAt)).toBeGreaterThan(0);
    // Newest first in the back office's list, inactive ones included.
    const hidden = await created(aForm({ active: false }));
    expect((await list()).slice(0, 2).map((row) => row.id)).toEqual([hidden.id, excursion.id]);

    // The public API shows it at once, in French with the English fallback field by field.
    const [publicFr] = (await answerOf(await call('/api/excursions?lang=fr'), excursionListResponseSchema)).filter((row) => row.id === excursion.id);
    expect(publicFr).toMatchObject({
      title: 'Versailles Palace Private Day Trip',
      tagline: 'Le château et ses jardins',
      highlights: ['Hall of Mirrors', 'Gardens'],
    });
    expect((await answerOf(await call('/api/excursions'), excursionListResponseSchema)).map((row) => row.id)).not.toContain(hidden.id);

    const [audit] = await auditOf(excursion.id);
    expect(audit).toMatchObject({ actor: 'admin', action: 'create', detail: { key: form.key, title: form.title } });
  });

  it('says what is wrong with each field, in English and in French', async () => {
    const empty = aForm({ key: ' ', title: '', price: '', highlights: ['', ' '], included: [] });
    expect(await fieldsOf(await create(empty))).toEqual({
      key: 'Key is required',
      title: 'Title is required',
      price: 'Price is required',
      highlights: 'At least one highlight is required',
      included: 'At least one included item is required',
    });
    expect(await fieldsOf(await create(empty, 'fr-FR,fr;q=0.9'))).toEqual({
      key: 'La clé est obligatoire',
      title: 'Le titre est obligatoire',
      price: 'Le prix est obligatoire',
      highlights: 'Au moins un point fort est obligatoire',
      included: 'Au moins un élément inclus est obligatoire',
    });

    // The form's rules (key, price, required lists) are checked once the body has the form's shape.
    const misspelt = aForm({ key: 'Versailles Day', price: '450 €' });
    const misshapen = aForm({
      highlights: Array.from({ length: 31 }, (_, index) => `Highlight ${index}`),
      images: [{ url: 'http://example.com/photo.jpg', alt: '' }],
    });
    for (const [lang, expected] of [
      [
        'en',
        {
          key: 'Use lowercase letters, digits and dashes, with at least one letter (e.g. seine-evening-cruise).',
          price: 'Enter a price in euros, e.g. 450 or 129.50.',
          highlights: 'Too many rows: remove some.',
          'images.0.url': 'An image is an uploaded file or an address starting with https://.',
        },
      ],
      [
        'fr',
        {
          key: 'Utilisez des minuscules, des chiffres et des tirets, avec au moins une lettre (ex. croisiere-seine-soir).',
          price: 'Saisissez un prix en euros, par ex. 450 ou 129.50.',
          highlights: 'Trop de lignes : supprimez-en quelques-unes.',
          'images.0.url': 'Une image est un fichier téléversé ou une adresse commençant par https://.',
        },
      ],
    ] as const) {
      expect({ ...(await fieldsOf(await create(misspelt, lang))), ...(await fieldsOf(await create(misshapen, lang))) }, lang).toEqual(expected);
    }

    // A variant that is not an upload of this site, and a field the form does not have.
    const foreignVariant = aForm({
      images: [{ url: await anUpload('main'), alt: '', variants: [{ url: 'https://cdn.example/x.webp', width: 480, type: 'image/webp' }] }],
    });
    expect(await fieldsOf(await create({ ...foreignVariant, colour: 'red' }))).toEqual({
      'images.0.variants.0.url': 'This image’s smaller versions are not uploads of this site: upload the image again.',
      colour: 'This field is not part of this request.',
    });
  });

  it('refuses a key another excursion uses', async () => {
    const first = await created(aForm());
    expect(await fieldsOf(await create(aForm({ key: first.key })))).toEqual({ key: 'Another excursion already uses this key.' });
    expect(await fieldsOf(await create(aForm({ key: ` ${first.key} ` }), 'fr'))).toEqual({ key: 'Une autre excursion utilise déjà cette clé.' });
  });

  it('recognises the unique key’s failure when another save takes the key between the check and the write', async () => {
    const first = await created(aForm());
    const fields = { key: first.key, title: 'Race', price: '1', highlights: ['a'], included: ['b'] };
    const lost = await createAdminExcursion(db(), fields, [], 'admin').catch((error: unknown) => error);
    // The route answers this failure as the check's 400 on `key` (orKeyTaken), never as a 500.
    expect(isKeyConflict(lost)).toBe(true);
    expect(isKeyConflict(new Error('UNIQUE constraint failed: excursion_images.excursion_id, excursion_images.position'))).toBe(false);
  });

  it('stores uploads with the size R2 recorded and their variants; an address elsewhere without either', async () => {
    const photo = await anUpload('photo', { width: 1200, height: 800 });
    const variant = await anUpload('photo-480', { width: 480, height: 320 }, 'image/webp');
    const excursion = await created(
      aForm({
        images: [
          { url: photo, alt: 'The Hall of Mirrors', altFr: 'La galerie des Glaces', variants: [{ url: variant, width: 480, type: 'image/webp' }] },
          { url: '', alt: 'a blank row' },
          { url: 'https://images.example/versailles.jpg', alt: 'Gardens', altFr: '' },
        ],
      }),
    );
    expect(excursion.images).toEqual([photo, 'https://images.example/versailles.jpg']);
    expect(excursion.imageDetails).toEqual([
      {
        url: photo,
        alt: 'The Hall of Mirrors',
        altFr: 'La galerie des Glaces',
        width: 1200,
        height: 800,
        variants: [{ url: variant, width: 480, type: 'image/webp' }],
      },
      { url: 'https://images.example/versailles.jpg', alt: 'Gardens', altFr: null, width: null, height: null, variants: [] },
    ]);
  });

  it('refuses an upload or a variant that is not in R2', async () => {
    const missing = '/media/excursions/0123456789abcdef0123456789abcdef.jpg';
    expect(await fieldsOf(await create(aForm({ images: [{ url: missing, alt: '' }] })))).toEqual({
      images: 'An uploaded image is no longer stored: remove it and upload it again.',
    });
    const photo = await anUpload('photo', { width: 800, height: 600 });
    const missingVariant = aForm({ images: [{ url: photo, alt: '', variants: [{ url: missing.replace('.jpg', '.webp'), width: 480, type: 'image/webp' }] }] });
    expect(await fieldsOf(await create(missingVariant, 'fr'))).toEqual({
      images: 'Les versions réduites de cette image ne viennent pas de ce site : téléversez de nouveau l’image.',
    });
  });
});

describe('PUT /api/admin/excursions/{id}', () => {
  it('replaces the whole excursion, keeping the size and variants of the images sent back as they were, audited', async () => {
    const photo = await anUpload('kept', { width: 1200, height: 900 });
    const variant = await anUpload('kept-800', { width: 800, height: 600 }, 'image/webp');
    const form = aForm({ images: [{ url: photo, alt: 'Kept', variants: [{ url: variant, width: 800, type: 'image/webp' }] }] });
    const before = await created(form);
    const added = await anUpload('added', { width: 640, height: 480 });

    const response = await replace(before.id, {
      ...form,
      title: 'Versailles by Night',
      titleFr: 'Versailles de nuit',
      highlights: ['Fountains show'],
      active: false,
      // The form sends the stored image back without its variants, and a new one first.
      images: [
        { url: added, alt: 'New' },
        { url: photo, alt: 'Kept, renamed', altFr: 'Gardée' },
      ],
    });
    expect(response.status).toBe(200);
    const updated = (await response.json()) as AdminExcursion;
    expect(updated).toMatchObject({
      id: before.id,
      key: form.key,
      title: 'Versailles by Night',
      titleFr: 'Versailles de nuit',
      highlights: ['Fountains show'],
      active: false,
    });
    expect(updated.createdAt).toBe(before.createdAt);
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    expect(updated.imageDetails).toEqual([
      { url: added, alt: 'New', altFr: null, width: 640, height: 480, variants: [] },
      { url: photo, alt: 'Kept, renamed', altFr: 'Gardée', width: 1200, height: 900, variants: [{ url: variant, width: 800, type: 'image/webp' }] },
    ]);
    expect((await list()).find((row) => row.id === before.id)).toEqual(updated);
    // Deactivated: gone from the public API at once.
    expect((await answerOf(await call('/api/excursions'), excursionListResponseSchema)).map((row) => row.id)).not.toContain(before.id);

    const audit = await auditOf(before.id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update']);
    // The audit row names the excursion as it was and what changed.
    expect(audit[1]?.detail).toEqual({ key: form.key, title: form.title, changed: ['title', 'titleFr', 'active', 'highlights', 'images'] });
  });

  it('refuses a key another excursion uses, and lets the excursion keep its own', async () => {
    const first = await created(aForm());
    const second = await created(aForm());
    expect(await fieldsOf(await replace(second.id, aForm({ key: first.key })))).toEqual({ key: 'Another excursion already uses this key.' });
    expect((await replace(first.id, aForm({ key: first.key, price: '129.50' }))).status).toBe(200);
  });

  it('answers 404 for an excursion that does not exist, in the request’s language', async () => {
    for (const id of ['999999', '0', 'abc', '1.5']) {
      const response = await send('PUT', `/api/admin/excursions/${id}`, aForm());
      expect(response.status, id).toBe(404);
      expect(await errorOf(response)).toEqual({ code: 'not_found', message: 'This excursion does not exist: it may have been deleted.' });
    }
    const french = await send('PUT', '/api/admin/excursions/999999', aForm(), 'fr');
    expect((await errorOf(french)).message).toBe('Cette excursion n’existe pas : elle a peut-être été supprimée.');
  });
});

describe('DELETE /api/admin/excursions/{id}', () => {
  it('deletes the excursion (204), audited; its quotes keep its title', async () => {
    const excursion = await created(aForm());
    const quote = await aStoredExcursionQuote({ excursionId: excursion.id, excursionTitle: excursion.title });
    const response = await remove(excursion.id);
    expect(response.status).toBe(204);
    expect((await list()).map((row) => row.id)).not.toContain(excursion.id);
    const [stored] = await db().select().from(excursionQuotes).where(eq(excursionQuotes.id, quote.id));
    expect(stored).toMatchObject({ excursionId: null, excursionTitle: excursion.title });
    expect((await auditOf(excursion.id)).at(-1)).toMatchObject({
      action: 'delete',
      actor: 'admin',
      detail: { key: excursion.key, title: excursion.title, active: true },
    });

    const again = await remove(excursion.id);
    expect(again.status).toBe(404);
    expect((await errorOf(again)).message).toBe('This excursion does not exist: it may have been deleted.');
    expect((await remove('not-an-id')).status).toBe(404);
  });
});

describe('the uploads an excursion no longer uses', () => {
  it('leave R2 after an update drops them or a delete, unless another excursion uses them', async () => {
    const shared = await anUpload('shared', { width: 800, height: 600 });
    const dropped = await anUpload('dropped', { width: 800, height: 600 });
    const droppedVariant = await anUpload('dropped-480', { width: 480, height: 360 }, 'image/webp');
    const kept = await anUpload('kept', { width: 800, height: 600 });
    const keptVariant = await anUpload('kept-480', { width: 480, height: 360 }, 'image/webp');
    const first = aForm({
      images: [
        { url: shared, alt: '' },
        { url: dropped, alt: '', variants: [{ url: droppedVariant, width: 480, type: 'image/webp' }] },
        { url: kept, alt: '', variants: [{ url: keptVariant, width: 480, type: 'image/webp' }] },
      ],
    });
    const one = await created(first);
    // Another excursion uses the same upload, and the first's kept variant as its own image.
    const other = await created(aForm({ images: [{ url: shared, alt: '' }] }));

    expect(
      (
        await replace(one.id, {
          ...first,
          images: [
            { url: kept, alt: '' },
            { url: shared, alt: '' },
          ],
        })
      ).status,
    ).toBe(200);
    expect(await inR2(dropped)).toBe(false);
    expect(await inR2(droppedVariant)).toBe(false);
    for (const url of [shared, kept, keptVariant]) expect(await inR2(url), url).toBe(true);

    expect((await remove(one.id)).status).toBe(204);
    expect(await inR2(kept)).toBe(false);
    expect(await inR2(keptVariant)).toBe(false);
    // Still the other excursion's image.
    expect(await inR2(shared)).toBe(true);
    expect((await remove(other.id)).status).toBe(204);
    expect(await inR2(shared)).toBe(false);
  });

  it('are never another key of the bucket or an address elsewhere', async () => {
    await env.MEDIA.put('demo/poster.jpg', 'not an upload');
    const id = await anExcursion({ key: aKey('legacy') }, [
      { url: '/media/demo/poster.jpg', alt: '' },
      { url: 'https://images.example/a.jpg', alt: '' },
    ]);
    expect((await remove(id)).status).toBe(204);
    expect(await env.MEDIA.head('demo/poster.jpg')).not.toBeNull();
  });
});

describe('the catalogue pages after a change', () => {
  /** The site's edge cache in front of a stand-in for Astro, as index.ts puts it in front of the pages. */
  function aSite() {
    const site = new Hono<AppEnv>();
    site.use(cataloguePageCache(async (request, c) => site.fetch(request, c.env, c.executionCtx)));
    site.get('*', (c) => c.html(`<h1>${c.req.path}</h1>`));
    return async (path: string) => {
      const ctx = createExecutionContext();
      const response = await site.fetch(new Request(`https://example.test${path}`), env, ctx);
      await response.text();
      await waitOnExecutionContext(ctx);
      return response.headers.get(CACHE_STATUS);
    };
  }

  /** Visits each page twice, so each is in the cache (the second visit a HIT). */
  async function prime(visit: (path: string) => Promise<string | null>, paths: string[]) {
    for (const path of paths) {
      await visit(path);
      expect(await visit(path), path).toBe('HIT');
    }
  }

  async function expectRenderedAfresh(visit: (path: string) => Promise<string | null>, paths: string[], after: string) {
    // Each page once: the first visit renders it again and caches it.
    for (const path of new Set(paths)) expect(await visit(path), `${path} after ${after}`).toBe('MISS');
  }

  it('are rendered afresh after a create, an update (the old key’s and the new one’s), a deactivation and a delete', async () => {
    const visit = aSite();
    const form = aForm();
    const lists = ['/excursion', '/fr/excursion', '/sitemap.xml'];

    // A page for the key before it exists (a 404, cached as such) and the lists.
    await prime(visit, [...lists, `/excursion/${form.key}`]);
    const excursion = await created(form);
    await expectRenderedAfresh(visit, [...lists, `/excursion/${form.key}`], 'create');

    const pages = (key: string) => [`/excursion/${key}`, `/fr/excursion/${key}`, `/excursion/${excursion.id}`, `/fr/excursion/${excursion.id}`];
    await prime(visit, [...lists, ...pages(form.key)]);
    const renamed = { ...form, key: aKey('renamed') };
    await prime(visit, pages(renamed.key));
    expect((await replace(excursion.id, renamed)).status).toBe(200);
    await expectRenderedAfresh(visit, [...lists, ...pages(form.key), ...pages(renamed.key)], 'update');

    await prime(visit, [...lists, ...pages(renamed.key)]);
    expect((await replace(excursion.id, { ...renamed, active: false })).status).toBe(200);
    await expectRenderedAfresh(visit, [...lists, ...pages(renamed.key)], 'deactivation');

    await prime(visit, [...lists, ...pages(renamed.key)]);
    expect((await remove(excursion.id)).status).toBe(204);
    await expectRenderedAfresh(visit, [...lists, ...pages(renamed.key)], 'delete');
  });
});
