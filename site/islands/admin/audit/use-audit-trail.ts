// The Audit trail screen's state: a server-paged list (kit/use-paged-list.ts: the debounced search, the
// action, kind and date filters, the page, the poll with If-None-Match) whose refused filter (an end
// before the start) shows its message and keeps the list shown.
import { usePagedList, type PagedList } from '../kit/use-paged-list.ts';
import { auditCalls, type AdminAuditList, type AuditQuery } from './audit-api.ts';

const FIRST_QUERY: AuditQuery = { q: '', action: 'all', entityType: 'all', from: '', to: '', page: 1 };

export interface AuditTrail extends Omit<PagedList<AuditQuery, AdminAuditList>, 'setList'> {
  filtering: boolean;
}

export function useAuditTrail(): AuditTrail {
  const { setList: _setList, ...trail } = usePagedList<AuditQuery, AdminAuditList>(FIRST_QUERY, auditCalls.list);
  const { query } = trail;
  return {
    ...trail,
    filtering: trail.search.trim() !== '' || query.action !== 'all' || query.entityType !== 'all' || query.from !== '' || query.to !== '',
  };
}
