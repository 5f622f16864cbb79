// The back office's Audit trail: every sign-in (successful or not), sign-out and change, newest first —
// when (Paris time), who, what (the action and the record in words, linked where the record can be
// opened), and the detail (address and browser of a sign-in, the fields a change moved, a reply's
// recipient). Filters by action, kind of record, Paris days and a search; paged. A table on a wide
// screen, each row a card on a phone (audit.css). Every stored value is text put in by React, never markup.
import { useId } from 'react';
import { formatEuros } from '../../../../worker/contract/money.ts';
import { AUDIT_ACTIONS, AUDIT_ACTION_FILTERS, AUDIT_ENTITY_FILTERS, AUDIT_ENTITY_TYPES } from '../../../../worker/contract/audit-words.ts';
import type { ScreenKey, ScreenWords } from '../kit/dashboard-words.ts';
import { FilterField, InputField, SearchField } from '../kit/field.tsx';
import { ListStates, listWords, loadFailure } from '../kit/list-states.tsx';
import { Pagination, paginationWords } from '../kit/pagination.tsx';
import { ScreenHeading } from '../kit/screen.tsx';
import { Table } from '../kit/table.tsx';
import { useWords, type Say as SayOf } from '../kit/use-words.ts';
import type { AdminAuditEntry } from './audit-api.ts';
import { useAuditTrail } from './use-audit-trail.ts';

export interface AuditScreenProps {
  texts: ScreenWords<'audit'>;
}

type AuditKey = ScreenKey<'audit'>;
type Say = SayOf<AuditKey>;

/** The trail's columns: when, who, what, and the detail. */
const COLUMNS = ['when', 'who', 'what', 'detail'] as const;

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
  const say = useWords(texts);
  const id = useId();
  const trail = useAuditTrail();
  const list = trail.list;
  const dateField = (name: 'from' | 'to') => (
    <InputField
      id={`${id}-${name}`}
      label={say(`dashboard.audit.${name}`)}
      labelClassName="form-label text-sm"
      className=""
      type="date"
      value={trail.query[name]}
      onChange={(value) => trail.setFilters(name === 'from' ? { from: value } : { to: value })}
    />
  );

  return (
    <div className="flex flex-col gap-5">
      <ScreenHeading
        title={say('dashboard.audit.heading')}
        count={list && say('dashboard.audit.count', { shown: list.filteredTotal, total: list.total })}
        intro={say('dashboard.audit.intro')}
      />

      <div role="search" aria-label={say('dashboard.audit.filters')} className="adm-panel adm-audit-filters">
        <SearchField
          label={say('dashboard.audit.search')}
          placeholder={say('dashboard.audit.searchPlaceholder')}
          value={trail.search}
          onChange={trail.setSearch}
          className="adm-audit-search"
        />
        <FilterField
          label={say('dashboard.audit.actionFilter')}
          all={say('dashboard.audit.allActions')}
          value={trail.query.action}
          options={AUDIT_ACTION_FILTERS}
          wordsOf={(action) => say(`dashboard.audit.action.${action}`)}
          onChange={(action) => trail.setFilters({ action })}
        />
        <FilterField
          label={say('dashboard.audit.entityFilter')}
          all={say('dashboard.audit.allEntities')}
          value={trail.query.entityType}
          options={AUDIT_ENTITY_FILTERS}
          wordsOf={(entityType) => say(`dashboard.audit.entityFilter.${entityType}`)}
          onChange={(entityType) => trail.setFilters({ entityType })}
        />
        {dateField('from')}
        {dateField('to')}
      </div>

      {/* On the page from the start, so what is put in it is announced. */}
      <div role="alert" className="empty:hidden">
        {trail.refusal !== null && <p className="adm-alert">{say('dashboard.audit.invalidFilter', { message: trail.refusal })}</p>}
      </div>

      <ListStates
        rows={list?.items ?? null}
        filtering={trail.filtering}
        words={listWords(say, 'dashboard.audit')}
        failure={trail.loadFailed ? loadFailure(say, 'dashboard.audit', trail.reload) : null}
      >
        {(entries) => (
          <Table caption={say('dashboard.audit.heading')} columns={COLUMNS.map((column) => say(`dashboard.audit.${column}`))}>
            {entries.map((entry) => (
              <AuditRow key={entry.id} entry={entry} say={say} />
            ))}
          </Table>
        )}
      </ListStates>

      <Pagination list={list} onPage={trail.setPage} words={paginationWords(say, 'dashboard.audit')} />
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
        <time dateTime={entry.createdAt}>{say.dateTime(entry.createdAt)}</time>
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
  // A request's money (decision 038): the amount in euros, the offer's version, the booking's reference.
  if (typeof detail['amountCents'] === 'number') facts.push({ label: say('dashboard.audit.amount'), value: formatEuros(detail['amountCents'], say.lang) });
  if (detail['offerVersion'] !== undefined) facts.push({ label: say('dashboard.audit.offerVersion'), value: text(detail['offerVersion']) });
  if (detail['reference'] !== undefined) facts.push({ label: say('dashboard.audit.reference'), value: text(detail['reference']) });
  // A cancellation from the customer's page (decision 040): the schedule's fee and what is to be refunded.
  if (typeof detail['feeCents'] === 'number') facts.push({ label: say('dashboard.audit.fee'), value: formatEuros(detail['feeCents'], say.lang) });
  if (typeof detail['refundDueCents'] === 'number')
    facts.push({ label: say('dashboard.audit.refundDue'), value: formatEuros(detail['refundDueCents'], say.lang) });
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
