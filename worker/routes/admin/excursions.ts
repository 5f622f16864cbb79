// /api/admin/excursions (mounted behind the admin session guard): the catalogue as the back office
// edits it (spec sections 3, 5 and 7). The form's shape is checked here; the changes are the use
// cases of excursions/edit-excursion.ts (audited, the cached pages purged, unused uploads removed).
import type { Context } from 'hono';
import type { AdminEnv } from '../../env.ts';
import { adminExcursionIdSchema, adminExcursionInputSchema, type AdminExcursion, type AdminExcursionList } from '../../contract/schemas/admin-excursions.ts';
import { listAdminExcursions, toAdminExcursion } from '../../db/queries/admin-excursions.ts';
import { createExcursion, deleteExcursion, excursionNotFound, replaceExcursion, type ExcursionEdit } from '../../excursions/edit-excursion.ts';
import { jsonBody } from '../../middleware/json-body.ts';
import { methodNotAllowed } from '../../middleware/methods.ts';
import { validated } from '../../middleware/validated.ts';
import { adminRouter } from './router.ts';

/** The whole excursion in both languages is larger than a public form: a long description of 10,000 characters, twice. */
const EXCURSION_BODY_BYTES = 256 * 1024;

/** A malformed id names nothing: the same 404 as an unknown one. */
const excursionId = () => validated('param', adminExcursionIdSchema, excursionNotFound);

const excursionInput = () => validated('json', adminExcursionInputSchema);

const editOf = (c: Context<AdminEnv>): ExcursionEdit => ({ db: c.var.db, media: c.env.MEDIA, actor: c.var.admin.username });

export const adminExcursionsRoutes = adminRouter()
  .get('/', async (c) => {
    const list = await listAdminExcursions(c.var.db);
    return c.json(list.map(toAdminExcursion) satisfies AdminExcursionList);
  })
  .post('/', jsonBody(EXCURSION_BODY_BYTES), excursionInput(), async (c) => {
    const created = await createExcursion(c.req.valid('json'), editOf(c));
    return c.json(created satisfies AdminExcursion, 201);
  })
  .put('/:id', excursionId(), jsonBody(EXCURSION_BODY_BYTES), excursionInput(), async (c) => {
    const updated = await replaceExcursion(c.req.valid('param').id, c.req.valid('json'), editOf(c));
    return c.json(updated satisfies AdminExcursion);
  })
  .delete('/:id', excursionId(), async (c) => {
    await deleteExcursion(c.req.valid('param').id, editOf(c));
    return c.body(null, 204);
  })
  .all('/', methodNotAllowed('GET', 'HEAD', 'POST'))
  .all('/:id', methodNotAllowed('PUT', 'DELETE'));
