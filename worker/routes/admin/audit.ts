// /api/admin/audit (mounted behind the admin session guard): the audit trail, read only. Every
// sign-in, sign-out and admin change, newest first, filtered and paginated on the server, and polls
// that changed nothing answered with 304 like the other lists (decision 022). Decision 028.
import { adminAuditQuerySchema } from '../../contract/schemas/admin-audit.ts';
import { auditVersion, listAudit, toAdminAuditEntry } from '../../db/queries/admin-audit.ts';
import { methodNotAllowed } from '../../middleware/methods.ts';
import { validated } from '../../middleware/validated.ts';
import { answerPagedList } from './paged-list.ts';
import { adminRouter } from './router.ts';

export const adminAuditRoutes = adminRouter()
  .get('/', validated('query', adminAuditQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const db = c.var.db;
    return answerPagedList(c, query, {
      name: 'audit',
      filters: [query.action, query.entityType, query.actor.trim(), query.q.trim(), query.from, query.to],
      version: () => auditVersion(db),
      page: () => listAudit(db, query),
      item: toAdminAuditEntry,
    });
  })
  .all('/', methodNotAllowed('GET', 'HEAD'));
