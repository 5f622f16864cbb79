// The use cases behind the back office's changes to the catalogue (POST, PUT and DELETE
// /api/admin/excursions; spec sections 3, 5 and 7), once the form has the right shape: the key must
// be free and the uploads in R2. Every change is stored with its audit row in one batch, purges the
// cached catalogue pages it touches before the answer (decision 018: the old key's and the new
// one's), and removes from R2 the uploads nothing points at any more (decision 023).
import type { AdminExcursion, ParsedAdminExcursionInput } from '../contract/schemas/admin-excursions.ts';
import type { SharedMessageKey } from '../contract/i18n/index.ts';
import { bookmarkOf, type Database } from '../db/client.ts';
import {
  changedFields,
  createAdminExcursion,
  deleteAdminExcursion,
  findAdminExcursion,
  isKeyConflict,
  keyTaken,
  referencedImageUrls,
  replaceAdminExcursion,
  toAdminExcursion,
  urlsOfImages,
  type ExcursionFields,
} from '../db/queries/admin-excursions.ts';
import type { ExcursionWithImages } from '../db/queries/excursions.ts';
import { ApiError } from '../lib/api-error.ts';
import { deleteUnusedUploads, resolveImages } from '../uploads/excursion-images.ts';
import { purgeCataloguePages } from './page-cache.ts';

/** What a change needs besides the form, gathered by the route so this knows nothing of Hono. */
export interface ExcursionEdit {
  db: Database;
  /** Where the uploads are (R2). */
  media: R2Bucket;
  /** The admin making the change, for the audit trail. */
  actor: string;
}

export const excursionNotFound = () => new ApiError(404, 'not_found', 'adminExcursion.error.notFound');
const fieldProblem = (field: string, problem: SharedMessageKey) => new ApiError(400, 'validation_failed', 'api.error.validation', { [field]: problem });
const keyIsTaken = () => fieldProblem('key', 'adminExcursion.field.key.taken');

/** The table's columns from the parsed form (its images are stored apart). */
function fieldsOf(input: ParsedAdminExcursionInput): ExcursionFields {
  const { images: _images, ...fields } = input;
  return { ...fields, key: fields.key.trim(), title: fields.title.trim(), price: fields.price.trim() };
}

/** The form's images as rows, or the field's problem. */
async function imagesOf(edit: ExcursionEdit, input: ParsedAdminExcursionInput, existing?: ExcursionWithImages) {
  const resolved = await resolveImages(edit.media, input.images, existing?.images);
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
async function cleanUpUploads(edit: ExcursionEdit, before: ExcursionWithImages) {
  const usedBefore = urlsOfImages(before.images);
  if (usedBefore.length === 0) return;
  // The change is stored and published by now: a storage hiccup here must not answer it as failed
  // (the admin would save again). A file left behind costs a few kilobytes of R2; it is logged.
  try {
    await deleteUnusedUploads(edit.media, usedBefore, await referencedImageUrls(edit.db));
  } catch (error) {
    console.error(`[excursions] removing unused uploads of excursion ${before.id} failed`, error);
  }
}

export async function createExcursion(input: ParsedAdminExcursionInput, edit: ExcursionEdit): Promise<AdminExcursion> {
  const fields = fieldsOf(input);
  if (await keyTaken(edit.db, fields.key)) throw keyIsTaken();
  const images = await imagesOf(edit, input);
  const created = await orKeyTaken(createAdminExcursion(edit.db, fields, images, edit.actor));
  await purgeCataloguePages([{ id: created.id, key: created.key }], bookmarkOf(edit.db));
  return toAdminExcursion(created);
}

/** Saves the whole excursion `id` (fields and ordered images), as the form sends it. */
export async function replaceExcursion(id: number, input: ParsedAdminExcursionInput, edit: ExcursionEdit): Promise<AdminExcursion> {
  const before = await findAdminExcursion(edit.db, id);
  if (!before) throw excursionNotFound();
  const fields = fieldsOf(input);
  if (await keyTaken(edit.db, fields.key, id)) throw keyIsTaken();
  const images = await imagesOf(edit, input, before);
  const updated = await orKeyTaken(replaceAdminExcursion(edit.db, id, fields, images, edit.actor, changedFields(before, fields, images)));
  if (!updated) throw excursionNotFound();
  // Its pages under the old key go (a renamed excursion's old address must not stay cached), and the new key's.
  await purgeCataloguePages(
    [
      { id, key: before.key },
      { id, key: updated.key },
    ],
    bookmarkOf(edit.db),
  );
  await cleanUpUploads(edit, before);
  return toAdminExcursion(updated);
}

export async function deleteExcursion(id: number, edit: ExcursionEdit): Promise<void> {
  const deleted = await deleteAdminExcursion(edit.db, id, edit.actor);
  if (!deleted) throw excursionNotFound();
  await purgeCataloguePages([{ id: deleted.id, key: deleted.key }], bookmarkOf(edit.db));
  await cleanUpUploads(edit, deleted);
}
