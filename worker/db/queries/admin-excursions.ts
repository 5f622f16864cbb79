// The back office's excursions in SQL: every excursion (active or not), and the audited changes. Each
// change is one D1 batch with its audit row, so a change is never stored without its trace, nor the
// trace without the change. The images of an excursion are replaced whole on every save (the form
// sends them all, in order).
import { desc, eq, sql } from 'drizzle-orm';
import type { AdminExcursion, AdminExcursionImage } from '../../contract/schemas/admin-excursions.ts';
import type { ImageVariant } from '../../contract/schemas/excursions.ts';
import type { Database } from '../client.ts';
import { auditLog, excursionImages, excursions } from '../schema.ts';
import { attachImages, type ExcursionImageRow, type ExcursionWithImages, type NewExcursion, type NewExcursionImage } from './excursions.ts';
import type { Actor } from './admin-lists.ts';

/** What the form sets of an excursion: every field but the id and the dates. */
export type ExcursionFields = Omit<NewExcursion, 'id' | 'createdAt' | 'updatedAt'> & { key: string };

/** Every excursion, active or not, newest first (the id breaks ties within a millisecond). */
export async function listAdminExcursions(db: Database): Promise<ExcursionWithImages[]> {
  const rows = await db.select().from(excursions).orderBy(desc(excursions.createdAt), desc(excursions.id));
  return attachImages(db, rows);
}

/** One excursion by id, active or not. */
export async function findAdminExcursion(db: Database, id: number): Promise<ExcursionWithImages | undefined> {
  const rows = await db.select().from(excursions).where(eq(excursions.id, id)).limit(1);
  return (await attachImages(db, rows))[0];
}

/** Whether another excursion than `exceptId` already uses `key`. */
export async function keyTaken(db: Database, key: string, exceptId?: number): Promise<boolean> {
  const [row] = await db.select({ id: excursions.id }).from(excursions).where(eq(excursions.key, key)).limit(1);
  return row !== undefined && row.id !== exceptId;
}

/**
 * Whether a failed write failed on the unique key (another save took the key between the check and
 * the write): the caller answers it as the check would have. D1 wraps SQLite's message in the error
 * or in its cause, depending on the layer.
 */
export function isKeyConflict(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    if (/UNIQUE constraint failed: excursions\.key/.test(current.message)) return true;
  }
  return false;
}

/** The audit row of a change to excursion `id`, selected from the row as it is before the change, so it names what was there. */
function auditExcursion(db: Database, id: number, actor: Actor, action: 'update' | 'delete', changed: readonly string[] = []) {
  const detail =
    action === 'delete'
      ? sql`json_object('key', ${excursions.key}, 'title', ${excursions.title}, 'active', json(case when ${excursions.active} then 'true' else 'false' end))`
      : sql`json_object('key', ${excursions.key}, 'title', ${excursions.title}, 'changed', json(${JSON.stringify(changed)}))`;
  return db.insert(auditLog).select((qb) =>
    qb
      .select({
        id: sql<number>`null`.as('id'),
        actor: sql<string>`${actor}`.as('actor'),
        action: sql<string>`${action}`.as('action'),
        entityType: sql<string>`'excursion'`.as('entity_type'),
        entityId: sql<string>`cast(${excursions.id} as text)`.as('entity_id'),
        detail: sql<string>`${detail}`.as('detail'),
        createdAt: sql<number>`cast(unixepoch('subsec') * 1000 as integer)`.as('created_at'),
      })
      .from(excursions)
      .where(eq(excursions.id, id)),
  );
}

/**
 * The image rows of the excursion `where` selects, in order: selected from the excursion's row, so
 * nothing is inserted (and no foreign key fails) when it is gone.
 */
function insertImages(db: Database, images: readonly NewExcursionImage[], where: ReturnType<typeof eq>) {
  return images.map((image, position) =>
    db.insert(excursionImages).select((qb) =>
      qb
        .select({
          id: sql<number>`null`.as('id'),
          excursionId: sql<number>`${excursions.id}`.as('excursion_id'),
          position: sql<number>`${position}`.as('position'),
          url: sql<string>`${image.url}`.as('url'),
          alt: sql<string>`${image.alt ?? ''}`.as('alt'),
          altFr: sql<string | null>`${image.altFr ?? null}`.as('alt_fr'),
          width: sql<number | null>`${image.width ?? null}`.as('width'),
          height: sql<number | null>`${image.height ?? null}`.as('height'),
          variants: sql<string>`${JSON.stringify(image.variants ?? [])}`.as('variants'),
        })
        .from(excursions)
        .where(where),
    ),
  );
}

const now = sql`cast(unixepoch('subsec') * 1000 as integer)`;

/** Stores a new excursion, its images and its audit row in one batch. Throws on a key already taken (isKeyConflict). */
export async function createAdminExcursion(
  db: Database,
  fields: ExcursionFields,
  images: readonly NewExcursionImage[],
  actor: Actor,
): Promise<ExcursionWithImages> {
  const byKey = eq(excursions.key, fields.key);
  await db.batch([
    db.insert(excursions).values(fields),
    ...insertImages(db, images, byKey),
    db.insert(auditLog).select((qb) =>
      qb
        .select({
          id: sql<number>`null`.as('id'),
          actor: sql<string>`${actor}`.as('actor'),
          action: sql<string>`'create'`.as('action'),
          entityType: sql<string>`'excursion'`.as('entity_type'),
          entityId: sql<string>`cast(${excursions.id} as text)`.as('entity_id'),
          detail: sql<string>`json_object('key', ${excursions.key}, 'title', ${excursions.title})`.as('detail'),
          createdAt: sql<number>`${now}`.as('created_at'),
        })
        .from(excursions)
        .where(byKey),
    ),
  ]);
  const [row] = await db.select().from(excursions).where(byKey).limit(1);
  if (!row) throw new Error(`excursion ${fields.key} was not stored`);
  return (await attachImages(db, [row]))[0] as ExcursionWithImages;
}

/**
 * Replaces excursion `id` whole (fields and ordered images) with its audit row, in one batch.
 * Undefined when there is no such excursion (any more). Throws on a key already taken (isKeyConflict).
 */
export async function replaceAdminExcursion(
  db: Database,
  id: number,
  fields: ExcursionFields,
  images: readonly NewExcursionImage[],
  actor: Actor,
  changed: readonly string[],
): Promise<ExcursionWithImages | undefined> {
  const byId = eq(excursions.id, id);
  const [, updated] = await db.batch([
    auditExcursion(db, id, actor, 'update', changed),
    db
      .update(excursions)
      .set({ ...fields, updatedAt: sql`max(${now}, ${excursions.updatedAt} + 1)` })
      .where(byId)
      .returning(),
    db.delete(excursionImages).where(eq(excursionImages.excursionId, id)),
    ...insertImages(db, images, byId),
  ]);
  const row = updated[0];
  if (!row) return undefined;
  return (await attachImages(db, [row]))[0];
}

/** Deletes excursion `id` and its images, with its audit row. The deleted excursion, or undefined when there was none. */
export async function deleteAdminExcursion(db: Database, id: number, actor: Actor): Promise<ExcursionWithImages | undefined> {
  const before = await findAdminExcursion(db, id);
  if (!before) return undefined;
  const [, , deleted] = await db.batch([
    auditExcursion(db, id, actor, 'delete'),
    db.delete(excursionImages).where(eq(excursionImages.excursionId, id)),
    // Its quotes keep their excursion's title (excursion_quotes.excursion_id is set null).
    db.delete(excursions).where(eq(excursions.id, id)).returning({ id: excursions.id }),
  ]);
  return deleted.length > 0 ? before : undefined;
}

/** Every URL an image row points at: its own and its variants'. */
export const urlsOfImages = (images: readonly Pick<ExcursionImageRow, 'url' | 'variants'>[]): string[] =>
  images.flatMap((image) => [image.url, ...(Array.isArray(image.variants) ? image.variants.map((variant) => variant.url) : [])]);

/** Every URL any excursion's image rows still point at (the catalogue is a few dozen images). */
export async function referencedImageUrls(db: Database): Promise<Set<string>> {
  const rows = await db.select({ url: excursionImages.url, variants: excursionImages.variants }).from(excursionImages);
  return new Set(urlsOfImages(rows));
}

/** Only the fields a variant has (a row written by hand may hold more). */
const plainVariants = (variants: readonly ImageVariant[]) => (Array.isArray(variants) ? variants : []).map(({ url, width, type }) => ({ url, width, type }));

function toAdminImage(image: ExcursionImageRow): AdminExcursionImage {
  return { url: image.url, alt: image.alt, altFr: image.altFr, width: image.width, height: image.height, variants: plainVariants(image.variants) };
}

/** The back office's view of an excursion: both languages, French null where it falls back. */
export function toAdminExcursion(excursion: ExcursionWithImages): AdminExcursion {
  return {
    id: excursion.id,
    _id: excursion.id,
    key: excursion.key,
    title: excursion.title,
    titleFr: excursion.titleFr,
    tagline: excursion.tagline,
    taglineFr: excursion.taglineFr,
    description: excursion.description,
    descriptionFr: excursion.descriptionFr,
    longDescription: excursion.longDescription,
    longDescriptionFr: excursion.longDescriptionFr,
    goodToKnow: excursion.goodToKnow,
    goodToKnowFr: excursion.goodToKnowFr,
    highlights: excursion.highlights,
    highlightsFr: excursion.highlightsFr?.length ? excursion.highlightsFr : null,
    included: excursion.included,
    includedFr: excursion.includedFr?.length ? excursion.includedFr : null,
    terms: excursion.terms,
    termsFr: excursion.termsFr?.length ? excursion.termsFr : null,
    images: excursion.images.map((image) => image.url),
    imageDetails: excursion.images.map(toAdminImage),
    price: excursion.price,
    active: excursion.active,
    photographerChecked: excursion.photographerChecked,
    createdAt: excursion.createdAt.toISOString(),
    updatedAt: excursion.updatedAt.toISOString(),
  };
}

/** The form fields whose value a save changes, by name (for the audit log). */
export function changedFields(before: ExcursionWithImages, fields: ExcursionFields, images: readonly NewExcursionImage[]): string[] {
  const changed: string[] = (Object.keys(fields) as (keyof ExcursionFields)[]).filter(
    (name) => JSON.stringify(before[name] ?? null) !== JSON.stringify(fields[name] ?? null),
  );
  const imageSummary = (list: readonly Pick<NewExcursionImage, 'url' | 'alt' | 'altFr' | 'variants'>[]) =>
    JSON.stringify(list.map(({ url, alt, altFr, variants }) => [url, alt ?? '', altFr ?? null, variants ?? []]));
  if (imageSummary(before.images) !== imageSummary(images)) changed.push('images');
  return changed;
}
