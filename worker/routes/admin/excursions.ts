// /api/admin/excursions (mounted behind the admin session guard): the catalogue as the back office
// edits it (spec sections 3, 5 and 7). Every change is audited in the same batch, purges the cached
// catalogue pages it touches before answering (decision 018: the old key's and the new one's), and
// removes from R2 the uploads nothing points at any more (decision 023).
import type { Context } from 'hono';
import type { AdminEnv } from '../../env.ts';
import {
  adminExcursionIdSchema,
  adminExcursionInputSchema,
  type AdminExcursion,
  type AdminExcursionList,
  type ParsedAdminExcursionInput,
} from '../../contract/admin-excursions.ts';
import type { SharedMessageKey } from '../../contract/i18n/index.ts';
import { database } from '../../db/client.ts';
import {
  changedFields,
  createAdminExcursion,
  deleteAdminExcursion,
  findAdminExcursion,
  isKeyConflict,
  keyTaken,
  listAdminExcursions,
  referencedImageUrls,
  replaceAdminExcursion,
  toAdminExcursion,
  urlsOfImages,
  type ExcursionFields,
} from '../../db/queries/admin-excursions.ts';
import type { ExcursionWithImages } from '../../db/queries/excursions.ts';
import { deleteUnusedUploads, resolveImages } from '../../admin/excursion-images.ts';
import { purgeCataloguePages } from '../../excursions/page-cache.ts';
import { ApiError } from '../../lib/api-error.ts';
import { jsonBody } from '../../middleware/json-body.ts';
import { methodNotAllowed } from '../../middleware/methods.ts';
import { validated } from '../../middleware/validated.ts';
import { adminRouter } from './router.ts';

const notFound = () => new ApiError(404, 'not_found', 'adminExcursion.error.notFound');
const fieldProblem = (field: string, problem: SharedMessageKey) => new ApiError(400, 'validation_failed', 'api.error.validation', { [field]: problem });
const keyIsTaken = () => fieldProblem('key', 'adminExcursion.field.key.taken');

/** The whole excursion in both languages is larger than a public form: a long description of 10,000 characters, twice. */
const EXCURSION_BODY_BYTES = 256 * 1024;

/** A malformed id names nothing: the same 404 as an unknown one. */
const excursionId = () => validated('param', adminExcursionIdSchema, notFound);

const excursionInput = () => validated('json', adminExcursionInputSchema);

/** The table's columns from the parsed form (its images are stored apart). */
function fieldsOf(input: ParsedAdminExcursionInput): ExcursionFields {
  const { images: _images, ...fields } = input;
  return { ...fields, key: fields.key.trim(), title: fields.title.trim(), price: fields.price.trim() };
}

/** The form's images as rows, or the field's problem. */
async function imagesOf(c: Context<AdminEnv>, input: ParsedAdminExcursionInput, existing?: ExcursionWithImages) {
  const resolved = await resolveImages(c.env.MEDIA, input.images, existing?.images);
  if (!resolved.ok) throw fieldProblem('images', resolved.problem);
  return resolved.images;
}

/** A write that lost a race for the key answers as the check before it would have. */
async function orKeyTaken<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isKeyConflict(error)) throw keyIsTaken();
    throw error;
  }
}

/** After a change: the uploads the excursion used before and nothing uses now leave R2. */
async function cleanUpUploads(c: Context<AdminEnv>, before: ExcursionWithImages) {
  const usedBefore = urlsOfImages(before.images);
  if (usedBefore.length === 0) return;
  // The change is stored and published by now: a storage hiccup here must not answer it as failed
  // (the admin would save again). A file left behind costs a few kilobytes of R2; it is logged.
  try {
    await deleteUnusedUploads(c.env.MEDIA, usedBefore, await referencedImageUrls(database(c.env.DB)));
  } catch (error) {
    console.error(`[excursions] removing unused uploads of excursion ${before.id} failed`, error);
  }
}

export const adminExcursionsRoutes = adminRouter()
  .get('/', async (c) => {
    const list = await listAdminExcursions(database(c.env.DB));
    return c.json(list.map(toAdminExcursion) satisfies AdminExcursionList);
  })
  .post('/', jsonBody(EXCURSION_BODY_BYTES), excursionInput(), async (c) => {
    const input = c.req.valid('json') as ParsedAdminExcursionInput;
    const db = database(c.env.DB);
    const fields = fieldsOf(input);
    if (await keyTaken(db, fields.key)) throw keyIsTaken();
    const images = await imagesOf(c, input);
    const created = await orKeyTaken(createAdminExcursion(db, fields, images, c.var.admin.username));
    await purgeCataloguePages([{ id: created.id, key: created.key }]);
    return c.json(toAdminExcursion(created) satisfies AdminExcursion, 201);
  })
  .put('/:id', excursionId(), jsonBody(EXCURSION_BODY_BYTES), excursionInput(), async (c) => {
    const id = c.req.valid('param').id;
    const input = c.req.valid('json') as ParsedAdminExcursionInput;
    const db = database(c.env.DB);
    const before = await findAdminExcursion(db, id);
    if (!before) throw notFound();
    const fields = fieldsOf(input);
    if (await keyTaken(db, fields.key, id)) throw keyIsTaken();
    const images = await imagesOf(c, input, before);
    const updated = await orKeyTaken(replaceAdminExcursion(db, id, fields, images, c.var.admin.username, changedFields(before, fields, images)));
    if (!updated) throw notFound();
    // Its pages under the old key go (a renamed excursion's old address must not stay cached), and the new key's.
    await purgeCataloguePages([
      { id, key: before.key },
      { id, key: updated.key },
    ]);
    await cleanUpUploads(c, before);
    return c.json(toAdminExcursion(updated) satisfies AdminExcursion);
  })
  .delete('/:id', excursionId(), async (c) => {
    const deleted = await deleteAdminExcursion(database(c.env.DB), c.req.valid('param').id, c.var.admin.username);
    if (!deleted) throw notFound();
    await purgeCataloguePages([{ id: deleted.id, key: deleted.key }]);
    await cleanUpUploads(c, deleted);
    return c.body(null, 204);
  })
  .all('/', methodNotAllowed('GET', 'HEAD', 'POST'))
  .all('/:id', methodNotAllowed('PUT', 'DELETE'));
