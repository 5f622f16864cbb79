// /api/admin/audit (mounted behind the admin session guard): the audit trail, read only. Every
// sign-in, sign-out and admin change, newest first, filtered and paginated on the server, and polls
// that changed nothing answered with 304 like the other lists (decision 022). Decision 028.
import { adminAuditQuerySchema, type AdminAuditList, type ParsedAdminAuditQuery } from '../../contract/admin-audit.ts';
import { database } from '../../db/client.ts';
import { auditVersion, listAudit, toAdminAuditEntry } from '../../db/queries/admin-audit.ts';
import { setPollHeaders, unchangedSince, weakEtag } from '../../lib/etag.ts';
import { methodNotAllowed } from '../../middleware/methods.ts';
import { validated } from '../../middleware/validated.ts';
import { adminRouter } from './router.ts';

const listEtag = (version: string, query: ParsedAdminAuditQuery) =>
  weakEtag(
    'audit',
    version,
    JSON.stringify([query.action, query.entityType, query.actor.trim(), query.q.trim(), query.from, query.to, query.page, query.pageSize]),
  );

export const adminAuditRoutes = adminRouter()
  .get('/', validated('query', adminAuditQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const db = database(c.env.DB);
    const unchanged = await unchangedSince(
      c,
      (version) => listEtag(version, query),
      () => auditVersion(db),
    );
    if (unchanged) return unchanged;
    const page = await listAudit(db, query);
    setPollHeaders(c, await listEtag(page.version, query));
    return c.json({
      items: page.rows.map(toAdminAuditEntry),
      total: page.total,
      filteredTotal: page.filteredTotal,
      page: query.page,
      pageSize: query.pageSize,
    } satisfies AdminAuditList);
  })
  .all('/', methodNotAllowed('GET', 'HEAD'));
