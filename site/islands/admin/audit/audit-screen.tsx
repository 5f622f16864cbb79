// The back office's Audit trail: every sign-in (successful or not), sign-out and change, newest first —
// when (Paris time), who, what (the action and the record in words, linked where the record can be
// opened), and the detail (address and browser of a sign-in, the fields a change moved, a reply's
// recipient). Filters by action, kind of record, Paris days and a search; paged. A table on a wide
// screen, each row a card on a phone (audit.css). Every stored value is text put in by React, never markup.
import { useId } from 'react';
import { FIELD_LIMITS } from '../../../../worker/contract/limits.ts';
import { AUDIT_ACTIONS, AUDIT_ACTION_FILTERS, AUDIT_ENTITY_FILTERS, AUDIT_ENTITY_TYPES } from '../../../../worker/contract/audit-words.ts';
import { fillPlaceholders } from '../../../../worker/contract/i18n/placeholders.ts';
import { formatParisDateTime } from '../format.ts';
import type { AuditKey, AuditTexts } from './messages.ts';
import type { AdminAuditEntry, AuditActionFilter, AuditEntityFilter } from './audit-api.ts';
import { useAuditTrail } from './use-audit-trail.ts';

export interface AuditScreenProps {
  texts: AuditTexts;
}

type Say = (key: AuditKey, vars?: Record<string, string | number>) => string;

const KNOWN_ACTIONS: ReadonlySet<string> = new Set(AUDIT_ACTIONS);
const KNOWN_ENTITIES: ReadonlySet<string> = new Set(AUDIT_ENTITY_TYPES);

/** An action or a kind of record in words; one this screen does not know yet is shown as stored. */
const actionWords = (say: Say, action: string) => (KNOWN_ACTIONS.has(action) ? say(`dashboard.audit.action.${action}` as AuditKey) : action);
const entityWords = (say: Say, entityType: string) => (KNOWN_ENTITIES.has(entityType) ? say(`dashboard.audit.entity.${entityType}` as AuditKey) : entityType);

/** Where the record an entry is about can be opened, if it still can (a deleted one cannot). */
function entityHref(entry: AdminAuditEntry): string | null {
  if (entry.action === 'delete' || entry.entityId === null) return null;
  switch (entry.entityType) {
    case 'quote':
      return `/admin/email-reply/${encodeURIComponent(entry.entityId)}`;
    case 'excursion_quote':
      return `/admin/email-reply/${encodeURIComponent(entry.entityId)}?kind=excursion`;
    case 'excursion':
      return '/admin/excursions';
    case 'conversation':
      return '/admin/messages';
    case 'outbox':
      return '/admin/outbox';
    default:
      return null;
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value));

/** How the record is named: its number (TR-…, EX-…), an excursion's title, else its id. */
function entityName(entry: AdminAuditEntry): string {
  const detail = entry.detail ?? {};
  return text(detail['number']) || text(detail['title']) || (entry.entityId ? `#${entry.entityId}` : '');
}

export default function AuditScreen({ texts }: AuditScreenProps) {
  const say: Say = (key, vars) => fillPlaceholders(texts[key], vars);
  const id = useId();
  const trail = useAuditTrail();
  const list = trail.list;
  const pages = list ? Math.max(1, Math.ceil(list.filteredTotal / list.pageSize)) : 1;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl text-navy-950 sm:text-3xl">{say('dashboard.audit.heading')}</h1>
        {list && (
          <p className="adm-count" aria-live="polite">
            {say('dashboard.audit.count', { shown: list.filteredTotal, total: list.total })}
          </p>
        )}
      </div>
      <p className="text-muted">{say('dashboard.audit.intro')}</p>

      <div role="search" aria-label={say('dashboard.audit.filters')} className="adm-panel adm-audit-filters">
        <div className="adm-audit-search">
          <label htmlFor={`${id}-search`} className="form-label text-sm">
            {say('dashboard.audit.search')}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className="form-control"
            placeholder={say('dashboard.audit.searchPlaceholder')}
            value={trail.search}
            maxLength={FIELD_LIMITS.adminSearch}
            onChange={(event) => trail.setSearch(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-action`} className="form-label text-sm">
            {say('dashboard.audit.actionFilter')}
          </label>
          <select
            id={`${id}-action`}
            className="form-control"
            value={trail.query.action}
            onChange={(event) => trail.setFilters({ action: event.target.value as AuditActionFilter })}
          >
            {AUDIT_ACTION_FILTERS.map((action) => (
              <option key={action} value={action}>
                {action === 'all' ? say('dashboard.audit.allActions') : say(`dashboard.audit.action.${action}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-entity`} className="form-label text-sm">
            {say('dashboard.audit.entityFilter')}
          </label>
          <select
            id={`${id}-entity`}
            className="form-control"
            value={trail.query.entityType}
            onChange={(event) => trail.setFilters({ entityType: event.target.value as AuditEntityFilter })}
          >
            {AUDIT_ENTITY_FILTERS.map((entityType) => (
              <option key={entityType} value={entityType}>
                {entityType === 'all' ? say('dashboard.audit.allEntities') : say(`dashboard.audit.entityFilter.${entityType}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-from`} className="form-label text-sm">
            {say('dashboard.audit.from')}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            className="form-control"
            value={trail.query.from}
            onChange={(event) => trail.setFilters({ from: event.target.value })}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className="form-label text-sm">
            {say('dashboard.audit.to')}
          </label>
          <input
            id={`${id}-to`}
            type="date"
            className="form-control"
            value={trail.query.to}
            onChange={(event) => trail.setFilters({ to: event.target.value })}
          />
        </div>
      </div>

      {/* On the page from the start, so what is put in it is announced. */}
      <div role="alert" className="empty:hidden">
        {trail.refusal !== null && <p className="adm-alert">{say('dashboard.audit.invalidFilter', { message: trail.refusal })}</p>}
      </div>

      {trail.loadFailed ? (
        <div className="adm-panel py-8 text-center">
          <p className="adm-alert">{say('dashboard.audit.loadFailed')}</p>
          <button type="button" className="adm-button adm-button-quiet mt-3" onClick={trail.reload}>
            {say('dashboard.audit.retry')}
          </button>
        </div>
      ) : !list ? (
        <p role="status" className="adm-panel text-center text-muted">
          {say('dashboard.audit.loading')}
        </p>
      ) : list.items.length === 0 ? (
        <div className="adm-panel py-10 text-center">
          <h2 className="text-xl text-navy-950">{say('dashboard.audit.empty')}</h2>
          <p className="mt-2 text-muted">{trail.filtering ? say('dashboard.audit.emptyFilteredHint') : say('dashboard.audit.emptyHint')}</p>
        </div>
      ) : (
        <table className="adm-table">
          <caption className="sr-only">{say('dashboard.audit.heading')}</caption>
          <thead>
            <tr>
              <th scope="col">{say('dashboard.audit.when')}</th>
              <th scope="col">{say('dashboard.audit.who')}</th>
              <th scope="col">{say('dashboard.audit.what')}</th>
              <th scope="col">{say('dashboard.audit.detail')}</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((entry) => (
              <AuditRow key={entry.id} entry={entry} say={say} />
            ))}
          </tbody>
        </table>
      )}

      {list && pages > 1 && (
        <nav aria-label={say('dashboard.audit.pagination')} className="flex items-center justify-between gap-3">
          <button type="button" className="adm-button adm-button-quiet" disabled={list.page <= 1} onClick={() => trail.setPage(list.page - 1)}>
            {say('dashboard.audit.previous')}
          </button>
          <p className="text-sm text-muted">{say('dashboard.audit.pageOf', { page: list.page, pages })}</p>
          <button type="button" className="adm-button adm-button-quiet" disabled={list.page >= pages} onClick={() => trail.setPage(list.page + 1)}>
            {say('dashboard.audit.next')}
          </button>
        </nav>
      )}
    </div>
  );
}

function AuditRow({ entry, say }: { entry: AdminAuditEntry; say: Say }) {
  const href = entityHref(entry);
  const name = entityName(entry);
  const record = `${entityWords(say, entry.entityType)}${name ? ` ${name}` : ''}`;
  return (
    <tr data-action={entry.action}>
      <td data-label={say('dashboard.audit.when')}>
        <time dateTime={entry.createdAt}>{formatParisDateTime(entry.createdAt)}</time>
      </td>
      <td data-label={say('dashboard.audit.who')} className="[overflow-wrap:anywhere]">
        {entry.actor}
      </td>
      <td data-label={say('dashboard.audit.what')}>
        <span className={`adm-status adm-audit-${KNOWN_ACTIONS.has(entry.action) ? entry.action : 'other'}`}>{actionWords(say, entry.action)}</span>{' '}
        {href ? (
          <a href={href} className="adm-audit-link">
            {record}
          </a>
        ) : (
          <span>{record}</span>
        )}
      </td>
      <td data-label={say('dashboard.audit.detail')} className="[overflow-wrap:anywhere]">
        <AuditDetail entry={entry} say={say} />
      </td>
    </tr>
  );
}

/** The facts an entry carries that a reader needs; anything else in the detail is left out. */
function AuditDetail({ entry, say }: { entry: AdminAuditEntry; say: Say }) {
  const detail = entry.detail ?? {};
  const facts: { label: string; value: string }[] = [];
  if (detail['ip'] !== undefined) facts.push({ label: say('dashboard.audit.ip'), value: text(detail['ip']) });
  if (detail['userAgent'] !== undefined) facts.push({ label: say('dashboard.audit.userAgent'), value: text(detail['userAgent']) });
  if (detail['to'] !== undefined) facts.push({ label: say('dashboard.audit.recipient'), value: text(detail['to']) });
  if (detail['subject'] !== undefined) facts.push({ label: say('dashboard.audit.subject'), value: text(detail['subject']) });
  const changes = detail['changes'];
  const moved =
    changes && typeof changes === 'object'
      ? Object.entries(changes as Record<string, { from?: unknown; to?: unknown }>).map(([field, change]) =>
          say('dashboard.audit.change', { field, from: text(change?.from), to: text(change?.to) }),
        )
      : [];
  const changed = Array.isArray(detail['changed']) ? (detail['changed'] as unknown[]).map(text) : [];
  if (changed.length > 0) facts.push({ label: say('dashboard.audit.changedFields'), value: changed.join(', ') });
  if (facts.length === 0 && moved.length === 0) return null;
  return (
    <div className="adm-audit-detail">
      {moved.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {facts.length > 0 && (
        <dl>
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
