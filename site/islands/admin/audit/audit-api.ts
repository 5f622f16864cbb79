// The Audit trail screen's request to /api/admin/audit, made by adminCall (an unchanged poll is a
// 304). Types only from the contract.
import { api } from '../../../lib/api-client.ts';
import type { AdminAuditEntry, AdminAuditList } from '../../../../worker/contract/schemas/admin-audit.ts';
import type { AUDIT_ACTION_FILTERS, AUDIT_ENTITY_FILTERS } from '../../../../worker/contract/audit-words.ts';
import type { AdminRequest } from '../kit/admin-call.ts';

export type { AdminAuditEntry, AdminAuditList };
export type AuditActionFilter = (typeof AUDIT_ACTION_FILTERS)[number];
export type AuditEntityFilter = (typeof AUDIT_ENTITY_FILTERS)[number];

/** What the admin asked the list for; dates are Paris days (YYYY-MM-DD) or ''. */
export interface AuditQuery {
  q: string;
  action: AuditActionFilter;
  entityType: AuditEntityFilter;
  from: string;
  to: string;
  page: number;
}

export const auditCalls = {
  list: (query: AuditQuery) =>
    ((options) =>
      api.admin.audit.$get(
        { query: { q: query.q.trim(), action: query.action, entityType: query.entityType, from: query.from, to: query.to, page: String(query.page) } },
        options,
      )) satisfies AdminRequest,
};
