// The back office's Outbox: every e-mail the site sends, newest first, with its recipient, subject,
// kind in words, status as a badge with its word (not colour alone), attempts, last error and times
// in Paris; a search and a status filter; a Resend button on failed e-mails, whose outcome is
// announced (a failure as an alert). Cards on every width, laid out in columns on a wide screen.
import { useId, useState } from 'react';
import { FIELD_LIMITS } from '../../../../worker/contract/limits.ts';
import { OUTBOX_KINDS, OUTBOX_STATUS_FILTERS, type OutboxScreenStatus } from '../../../../worker/contract/outbox-words.ts';
import { fillPlaceholders } from '../../../../worker/contract/i18n/placeholders.ts';
import { formatParisDateTime } from '../format.ts';
import { countsChanged } from '../admin-api.ts';
import type { OutboxKey, OutboxTexts } from './messages.ts';
import type { AdminOutboxEmail, OutboxStatusFilter } from './outbox-api.ts';
import { useOutbox, type ResendOutcome } from './use-outbox.ts';

export interface OutboxScreenProps {
  texts: OutboxTexts;
}

type Say = (key: OutboxKey, vars?: Record<string, string | number>) => string;

const KNOWN_KINDS: ReadonlySet<string> = new Set(OUTBOX_KINDS);

/** The kind in words; a kind this screen does not know yet is shown as stored. */
const kindWords = (say: Say, kind: string) => (KNOWN_KINDS.has(kind) ? say(`dashboard.outbox.kind.${kind}` as OutboxKey) : kind);

interface Notice {
  /** 'alert' for a failure (announced at once), 'status' for a success. */
  role: 'alert' | 'status';
  text: string;
}

function noticeOf(say: Say, email: AdminOutboxEmail, result: ResendOutcome): Notice {
  switch (result.outcome) {
    case 'sent':
      return { role: 'status', text: say('dashboard.outbox.resent', { to: email.to }) };
    case 'failed':
      return { role: 'alert', text: say('dashboard.outbox.resendFailed', { to: email.to, error: result.email.lastError ?? '' }) };
    case 'refused':
      return { role: 'alert', text: say('dashboard.outbox.resendRefused', { message: result.message }) };
    case 'error':
      return { role: 'alert', text: say('dashboard.outbox.resendError') };
  }
}

export default function OutboxScreen({ texts }: OutboxScreenProps) {
  const say: Say = (key, vars) => fillPlaceholders(texts[key], vars);
  const id = useId();
  const outbox = useOutbox();
  const [notice, setNotice] = useState<Notice | null>(null);
  const list = outbox.list;
  const pages = list ? Math.max(1, Math.ceil(list.filteredTotal / list.pageSize)) : 1;

  const resend = async (email: AdminOutboxEmail) => {
    setNotice(null);
    setNotice(noticeOf(say, email, await outbox.resend(email)));
    countsChanged();
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl text-navy-950 sm:text-3xl">{say('dashboard.outbox.heading')}</h1>
        {list && (
          <p className="adm-count" aria-live="polite">
            {say('dashboard.outbox.count', { shown: list.filteredTotal, total: list.total })}
          </p>
        )}
        {list && list.failed > 0 && <p className="adm-outbox-failed-count">{say('dashboard.outbox.failedCount', { count: list.failed })}</p>}
      </div>
      <p className="text-muted">{say('dashboard.outbox.intro')}</p>

      <div role="search" className="adm-panel flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={`${id}-search`} className="form-label text-sm">
            {say('dashboard.outbox.search')}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className="form-control"
            placeholder={say('dashboard.outbox.searchPlaceholder')}
            value={outbox.search}
            maxLength={FIELD_LIMITS.adminSearch}
            onChange={(event) => outbox.setSearch(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-status`} className="form-label text-sm">
            {say('dashboard.outbox.statusFilter')}
          </label>
          <select
            id={`${id}-status`}
            className="form-control"
            value={outbox.query.status}
            onChange={(event) => outbox.setStatusFilter(event.target.value as OutboxStatusFilter)}
          >
            {OUTBOX_STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {status === 'all' ? say('dashboard.outbox.allStatuses') : say(`dashboard.outbox.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      {/* Both regions are on the page from the start, so what is put in them is announced. */}
      <div role="alert" className="empty:hidden">
        {notice?.role === 'alert' && <p className="adm-alert">{notice.text}</p>}
      </div>
      <div role="status" className="empty:hidden">
        {notice?.role === 'status' && <p className="adm-outbox-success">{notice.text}</p>}
      </div>

      {outbox.loadFailed ? (
        <div className="adm-panel py-8 text-center">
          <p className="adm-alert">{say('dashboard.outbox.loadFailed')}</p>
          <button type="button" className="adm-button adm-button-quiet mt-3" onClick={outbox.reload}>
            {say('dashboard.outbox.retry')}
          </button>
        </div>
      ) : !list ? (
        <p role="status" className="adm-panel text-center text-muted">
          {say('dashboard.outbox.loading')}
        </p>
      ) : list.items.length === 0 ? (
        <div className="adm-panel py-10 text-center">
          <h2 className="text-xl text-navy-950">{say('dashboard.outbox.empty')}</h2>
          <p className="mt-2 text-muted">{outbox.filtering ? say('dashboard.outbox.emptyFilteredHint') : say('dashboard.outbox.emptyHint')}</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.items.map((email) => (
            <li key={email.id}>
              <OutboxCard email={email} say={say} busy={outbox.resending.has(email.id)} onResend={() => void resend(email)} />
            </li>
          ))}
        </ul>
      )}

      {list && pages > 1 && (
        <nav aria-label={say('dashboard.outbox.pagination')} className="flex items-center justify-between gap-3">
          <button type="button" className="adm-button adm-button-quiet" disabled={list.page <= 1} onClick={() => outbox.setPage(list.page - 1)}>
            {say('dashboard.outbox.previous')}
          </button>
          <p className="text-sm text-muted">{say('dashboard.outbox.pageOf', { page: list.page, pages })}</p>
          <button type="button" className="adm-button adm-button-quiet" disabled={list.page >= pages} onClick={() => outbox.setPage(list.page + 1)}>
            {say('dashboard.outbox.next')}
          </button>
        </nav>
      )}
    </div>
  );
}

/** Queued amber, sending blue, sent green, failed red; the word is always written. */
function OutboxStatusBadge({ status, say }: { status: OutboxScreenStatus; say: Say }) {
  return <span className={`adm-status adm-outbox-${status}`}>{say(`dashboard.outbox.status.${status}`)}</span>;
}

function When({ instant }: { instant: string }) {
  return <time dateTime={instant}>{formatParisDateTime(instant)}</time>;
}

function OutboxCard({ email, say, busy, onResend }: { email: AdminOutboxEmail; say: Say; busy: boolean; onResend(): void }) {
  const titleId = useId();
  return (
    <article className="adm-card adm-outbox-card" aria-labelledby={titleId} data-status={email.status}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id={titleId} className="adm-card-title min-w-0 flex-1 [overflow-wrap:anywhere]">
          {email.subject}
        </h2>
        <OutboxStatusBadge status={email.status} say={say} />
      </div>
      <dl className="adm-outbox-facts">
        <div>
          <dt>{say('dashboard.outbox.recipient')}</dt>
          <dd className="[overflow-wrap:anywhere]">{email.to}</dd>
        </div>
        <div>
          <dt>{say('dashboard.outbox.kind')}</dt>
          <dd>{kindWords(say, email.kind)}</dd>
        </div>
        <div>
          <dt>{say('dashboard.outbox.attempts')}</dt>
          <dd>{email.attempts}</dd>
        </div>
        <div>
          <dt>{say('dashboard.outbox.queuedAt')}</dt>
          <dd>
            <When instant={email.createdAt} /> <span className="text-muted">{say('dashboard.outbox.parisTime')}</span>
          </dd>
        </div>
        {email.sentAt && (
          <div>
            <dt>{say('dashboard.outbox.sentAt')}</dt>
            <dd>
              <When instant={email.sentAt} />
            </dd>
          </div>
        )}
        {email.nextAttemptAt && (
          <div>
            <dt>{say('dashboard.outbox.nextAttempt')}</dt>
            <dd>
              <When instant={email.nextAttemptAt} />
            </dd>
          </div>
        )}
        {email.lastError && (
          <div className="adm-outbox-error">
            <dt>{say('dashboard.outbox.lastError')}</dt>
            <dd className="[overflow-wrap:anywhere]">{email.lastError}</dd>
          </div>
        )}
      </dl>
      {email.status === 'failed' && (
        <div className="mt-3">
          <button type="button" className="adm-button adm-button-primary" disabled={busy} aria-busy={busy || undefined} onClick={onResend}>
            {busy ? say('dashboard.outbox.resending') : say('dashboard.outbox.resend')}
          </button>
        </div>
      )}
    </article>
  );
}
