// The screen both quote queues share: heading and 'x of y quotes', the search and the filters (behind
// a Filters toggle on small screens), the cards (each expanding to Details, Important, Reply, Delete
// and its Submitted date), pagination, the loading and empty states, the delete confirmation and the
// failure notices. Each queue brings only what differs: the card's body and the details modal.
import { useId, useRef, useState, type ReactNode } from 'react';
import { QUOTE_STATUSES, type QuoteStatus } from '../../../worker/contract/enums.ts';
import { FIELD_LIMITS } from '../../../worker/contract/limits.ts';
import { fillPlaceholders } from '../../../worker/contract/i18n/placeholders.ts';
import { PRIORITY_FILTER_VALUES, STATUS_FILTER_VALUES, type PriorityFilterValue, type QueuedQuote, type StatusFilterValue } from './admin-api.ts';
import { formatParisDateTime } from './format.ts';
import { ConfirmDialog } from './modal.tsx';
import type { QueueTexts } from './messages.ts';
import type { QuoteQueue } from './use-quote-queue.ts';

/** What a queue's screen says in its own words. */
export interface QueueWords {
  heading: string;
  searchPlaceholder: string;
  empty: string;
  emptyHint: string;
  deleteConfirm: string;
  deleteFailed: string;
}

export interface QueueCardParts {
  /** Before the name (the excursion quotes' initials). */
  avatar?: ReactNode;
  /** After the number: the status badge, urgency, selectors. */
  badges?: ReactNode;
  body: ReactNode;
}

export interface QueueScreenProps<Quote extends QueuedQuote> {
  queue: QuoteQueue<Quote>;
  texts: QueueTexts;
  words: QueueWords;
  nameOf(quote: Quote): string;
  numberOf(quote: Quote): string;
  replyHref(quote: Quote): string;
  card(quote: Quote): QueueCardParts;
  /** The details modal of a quote; `close` closes it. */
  details(quote: Quote, close: () => void): ReactNode;
}

type Say = (key: keyof QueueTexts, vars?: Record<string, string | number>) => string;
const sayWith =
  (texts: QueueTexts): Say =>
  (key, vars) =>
    fillPlaceholders(texts[key], vars);

export function QueueScreen<Quote extends QueuedQuote>({ queue, texts, words, nameOf, numberOf, replyHref, card, details }: QueueScreenProps<Quote>) {
  const say = sayWith(texts);
  const id = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  /** The quote whose details are open: the list's copy while it is listed, this one otherwise. */
  const [detailsOf, setDetailsOf] = useState<Quote | null>(null);
  const [deleting, setDeleting] = useState<Quote | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = queue.list;
  const pages = list ? Math.max(1, Math.ceil(list.filteredTotal / list.pageSize)) : 1;
  const openDetails = detailsOf && (list?.items.find((quote) => quote.id === detailsOf.id) ?? detailsOf);

  const toggleExpanded = (quoteId: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(quoteId)) next.delete(quoteId);
      else next.add(quoteId);
      return next;
    });

  const toggleImportant = async (quote: Quote) => {
    setNotice(null);
    if (!(await queue.toggleImportant(quote))) setNotice(say('dashboard.queue.priorityFailed'));
  };

  const confirmDelete = async (quote: Quote) => {
    setDeleting(null);
    setNotice(null);
    if (!(await queue.remove(quote))) setNotice(words.deleteFailed);
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl text-navy-950 sm:text-3xl">{words.heading}</h1>
        {list && (
          <p className="adm-count" aria-live="polite">
            {say('dashboard.queue.count', { shown: list.filteredTotal, total: list.total })}
          </p>
        )}
      </div>

      <div role="search" className="adm-panel flex flex-col gap-3 md:flex-row md:items-end">
        <div className="flex flex-1 items-end gap-2">
          <div className="flex-1">
            <label htmlFor={`${id}-search`} className="sr-only">
              {say('dashboard.queue.search')}
            </label>
            <input
              id={`${id}-search`}
              type="search"
              className="form-control"
              placeholder={words.searchPlaceholder}
              value={queue.search}
              maxLength={FIELD_LIMITS.adminSearch}
              onChange={(event) => queue.setSearch(event.target.value)}
            />
          </div>
          <button
            type="button"
            className="adm-button adm-button-quiet md:hidden"
            aria-expanded={filtersOpen}
            aria-controls={`${id}-filters`}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {say('dashboard.queue.filters')}
          </button>
        </div>
        <div id={`${id}-filters`} className={`${filtersOpen ? 'flex' : 'hidden'} flex-col gap-3 sm:flex-row md:flex`}>
          <div>
            <label htmlFor={`${id}-status`} className="form-label text-sm">
              {say('dashboard.queue.statusFilter')}
            </label>
            <select
              id={`${id}-status`}
              className="form-control"
              value={queue.query.status}
              onChange={(event) => queue.setStatusFilter(event.target.value as StatusFilterValue)}
            >
              {STATUS_FILTER_VALUES.map((status) => (
                <option key={status} value={status}>
                  {status === 'all' ? say('dashboard.queue.allStatuses') : say(`dashboard.status.${status}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-priority`} className="form-label text-sm">
              {say('dashboard.queue.priorityFilter')}
            </label>
            <select
              id={`${id}-priority`}
              className="form-control"
              value={queue.query.priority}
              onChange={(event) => queue.setPriorityFilter(event.target.value as PriorityFilterValue)}
            >
              {PRIORITY_FILTER_VALUES.map((priority) => (
                <option key={priority} value={priority}>
                  {priority === 'all'
                    ? say('dashboard.queue.allPriorities')
                    : priority === 'important'
                      ? say('dashboard.queue.important')
                      : say('dashboard.queue.notImportant')}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>

      <div role="alert" className="empty:hidden">
        {notice && <p className="adm-alert">{notice}</p>}
      </div>

      {!list ? (
        <p role="status" className="adm-panel text-center text-muted">
          {say('dashboard.queue.loading')}
        </p>
      ) : list.items.length === 0 ? (
        <div className="adm-panel py-10 text-center">
          <h2 className="text-xl text-navy-950">{words.empty}</h2>
          <p className="mt-2 text-muted">{queue.filtering ? say('dashboard.queue.emptyFilteredHint') : words.emptyHint}</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.items.map((quote) => {
            const parts = card(quote);
            const open = expanded.has(quote.id);
            const cardId = `${id}-quote-${quote.id}`;
            return (
              <li key={quote.id}>
                <article className="adm-card" aria-labelledby={`${cardId}-name`} data-important={quote.important || undefined}>
                  <div className="flex items-start gap-3">
                    {parts.avatar}
                    <div className="min-w-0 flex-1">
                      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                        <h2 id={`${cardId}-name`} className="adm-card-title">
                          <button
                            type="button"
                            className="adm-card-toggle"
                            aria-expanded={open}
                            aria-controls={`${cardId}-actions`}
                            onClick={() => toggleExpanded(quote.id)}
                          >
                            {nameOf(quote)}
                            <span className="adm-chevron" aria-hidden="true" />
                          </button>
                        </h2>
                        {quote.important && (
                          <span role="img" className="adm-star" aria-label={say('dashboard.queue.importantStar')} title={say('dashboard.queue.importantStar')}>
                            ★
                          </span>
                        )}
                        <span className="adm-number">{numberOf(quote)}</span>
                        {parts.badges}
                      </div>
                    </div>
                  </div>
                  {/* Below the avatar, not beside it: the whole width of a phone for the details. */}
                  <div className="mt-2">{parts.body}</div>
                  <div id={`${cardId}-actions`} hidden={!open} className="adm-card-actions">
                    {open && (
                      <>
                        <div className="flex flex-wrap gap-2">
                          <button type="button" className="adm-button adm-button-quiet" aria-haspopup="dialog" onClick={() => setDetailsOf(quote)}>
                            {say('dashboard.queue.details')}
                          </button>
                          <button
                            type="button"
                            className="adm-button adm-button-quiet"
                            aria-pressed={quote.important}
                            onClick={() => void toggleImportant(quote)}
                          >
                            <span aria-hidden="true">{quote.important ? '★' : '☆'}</span> {say('dashboard.queue.important')}
                          </button>
                          <a className="adm-button adm-button-quiet" href={replyHref(quote)}>
                            {say('dashboard.queue.reply')}
                          </a>
                          <button type="button" className="adm-button adm-button-danger-quiet" aria-haspopup="dialog" onClick={() => setDeleting(quote)}>
                            {say('dashboard.queue.delete')}
                          </button>
                        </div>
                        <p className="mt-3 text-sm text-muted">
                          {say('dashboard.queue.submitted')} <time dateTime={quote.createdAt}>{formatParisDateTime(quote.createdAt)}</time>{' '}
                          {say('dashboard.queue.parisTime')}
                        </p>
                      </>
                    )}
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}

      {list && pages > 1 && (
        <nav aria-label={say('dashboard.queue.pagination')} className="flex items-center justify-between gap-3">
          <button type="button" className="adm-button adm-button-quiet" disabled={list.page <= 1} onClick={() => queue.setPage(list.page - 1)}>
            {say('dashboard.queue.previous')}
          </button>
          <p className="text-sm text-muted">{say('dashboard.queue.pageOf', { page: list.page, pages })}</p>
          <button type="button" className="adm-button adm-button-quiet" disabled={list.page >= pages} onClick={() => queue.setPage(list.page + 1)}>
            {say('dashboard.queue.next')}
          </button>
        </nav>
      )}

      {openDetails && details(openDetails, () => setDetailsOf(null))}
      {deleting && (
        <ConfirmDialog
          question={words.deleteConfirm}
          confirmLabel={say('dashboard.queue.delete')}
          cancelLabel={say('dashboard.queue.cancel')}
          onConfirm={() => void confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  );
}

/** The spec's badge colours: pending warning, confirmed success, completed info, cancelled danger, replied primary. */
export function StatusBadge({ status, texts }: { status: QuoteStatus; texts: QueueTexts }) {
  return <span className={`adm-status adm-status-${status}`}>{texts[`dashboard.status.${status}`]}</span>;
}

export interface StatusSelectProps<Quote extends QueuedQuote> {
  quote: Quote;
  queue: QuoteQueue<Quote>;
  texts: QueueTexts;
}

/**
 * The status selector: any status from any other, disabled while saving, back to the previous
 * value with 'Failed to update status.' when the server refuses.
 */
export function StatusSelect<Quote extends QueuedQuote>({ quote, queue, texts }: StatusSelectProps<Quote>) {
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const [failed, setFailed] = useState(false);
  const saving = queue.saving.has(quote.id);

  const change = async (status: QuoteStatus) => {
    setFailed(false);
    // Disabling the selector while saving takes the focus away from it; it comes back after.
    const hadFocus = document.activeElement === select.current;
    const done = await queue.changeStatus(quote, status);
    if (!done) setFailed(true);
    if (hadFocus) requestAnimationFrame(() => select.current?.focus());
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={`${id}-status`} className="text-sm font-semibold text-ink">
        {texts['dashboard.queue.status']}
      </label>
      <select
        ref={select}
        id={`${id}-status`}
        className={`adm-status-select adm-status-${quote.status}`}
        value={quote.status}
        disabled={saving}
        aria-describedby={failed ? `${id}-failed` : undefined}
        onChange={(event) => void change(event.target.value as QuoteStatus)}
      >
        {QUOTE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {texts[`dashboard.status.${status}`]}
          </option>
        ))}
      </select>
      <span role="status" className="text-sm text-muted">
        {saving ? texts['dashboard.queue.saving'] : ''}
      </span>
      {failed && (
        <p id={`${id}-failed`} role="alert" className="field-error w-full">
          {texts['dashboard.queue.statusFailed']}
        </p>
      )}
    </div>
  );
}

/** A label and its value, a dash when the value is empty (the details modals). */
export function Detail({ label, value, dash }: { label: string; value: ReactNode; dash: string }) {
  const empty = value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
  return (
    <div className="adm-detail">
      <dt>{label}</dt>
      <dd>{empty ? dash : value}</dd>
    </div>
  );
}
