// /api/admin/chauffeurs/:id/links (behind the admin guard; decision 042): a chauffeur's sheet link,
// made (its address answered once: only its hash is kept) or all of them revoked.
import { z } from 'zod';
import { createChauffeurLink, chauffeurNotFound, revokeLinksOf } from '../../operations/chauffeur-sheet.ts';
import { siteUrlOf } from '../../bookings/site-url.ts';
import { jsonBody } from '../../middleware/json-body.ts';
import { methodNotAllowed } from '../../middleware/methods.ts';
import { validated } from '../../middleware/validated.ts';
import { adminRouter } from './router.ts';

const chauffeurIdSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,11}$/)
    .transform(Number),
});
const chauffeurId = () => validated('param', chauffeurIdSchema, chauffeurNotFound);

export const adminChauffeurLinksRoutes = adminRouter()
  .post('/:id/links', chauffeurId(), jsonBody(), async (c) => {
    const link = await createChauffeurLink(c.var.db, c.req.valid('param').id, {
      actor: c.var.admin.username,
      siteUrl: siteUrlOf(c.env),
      now: new Date(),
    });
    return c.json(link, 201);
  })
  .post('/:id/links/revoke', chauffeurId(), jsonBody(), async (c) => {
    return c.json(await revokeLinksOf(c.var.db, c.req.valid('param').id, { actor: c.var.admin.username, now: new Date() }));
  })
  .all('/:id/links', methodNotAllowed('POST'))
  .all('/:id/links/revoke', methodNotAllowed('POST'));
