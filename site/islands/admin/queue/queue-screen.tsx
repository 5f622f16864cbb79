// The screen both quote queues share: heading and 'x of y quotes', the search and the filters (status,
// priority, payment; behind a Filters toggle on small screens), the cards (each with its payment
// badge and money, expanding to Details, Important, Reply, Delete and its Submitted date),
// pagination, the loading and empty states, the delete confirmation and the failure notices. Each queue brings only what differs: its words, the card's body and the details
// modal.
import { useId, useState, type ReactNode } from 'react';
import type { ScreenKey } from '../kit/dashboard-words.ts';
import { useConfirmation } from '../kit/confirm-dialog.tsx';
import { FilterField, SearchField } from '../kit/field.tsx';
import { ListStates } from '../kit/list-states.tsx';
import { Pagination, paginationWords } from '../kit/pagination.tsx';
import { Notices, ScreenHeading, type Notice } from '../kit/screen.tsx';
import { PaymentBadge } from '../kit/payment-badge.tsx';
import { useNow } from '../kit/use-now.ts';
import type { Say } from '../kit/use-words.ts';
import { DetailsModal, type DetailsModalProps } from './details.tsx';
import { PaymentDetails, PaymentLine } from './payment-details.tsx';
import { PRIORITY_FILTERS, STATUS_FILTERS } from '../../../../worker/contract/quote-list-words.ts';
import { PAYMENT_FILTERS } from '../../../../worker/contract/booking-words.ts';
import type { QueuedQuote } from './queue-calls.ts';
import type { QuoteQueue } from './use-quote-queue.ts';

/** The words both queues share: the list machinery, the status names and the payment words. */
export type QueueKey = Extract<ScreenKey<'quotes'>, `dashboard.queue.${string}` | `dashboard.status.${string}` | `dashboard.payment.${string}`>;

/** Which queue: its words are under `dashboard.${kind}.`. */
export type QueueKind = 'quotes' | 'exquotes';
type OwnWord = 'heading' | 'searchPlaceholder' | 'empty' | 'emptyHint' | 'deleteConfirm' | 'deleteFailed';

export interface QueueCardParts {
  /** Before the name (the excursion quotes' initials). */
  avatar?: ReactNode;
  /** After the number: the status badge, urgency, selectors. */
  badges?: ReactNode;
  body: ReactNode;
}

export interface QueueScreenProps<Quote extends QueuedQuote, Kind extends QueueKind> {
  kind: Kind;
  queue: QuoteQueue<Quote>;
  say: Say<QueueKey | `dashboard.${Kind}.${OwnWord}`>;
  nameOf(quote: Quote): string;
  numberOf(quote: Quote): string;
  card(quote: Quote): QueueCardParts;
  /** The details modal: its title, the comments' heading, how it closes, and the facts of a quote. */
  details: Omit<DetailsModalProps<Quote>, 'quote' | 'number' | 'queue' | 'say' | 'close' | 'children'> & { facts(quote: Quote): ReactNode };
}

export function QueueScreen<Quote extends QueuedQuote, Kind extends QueueKind>({
  kind,
  queue,
  say,
  nameOf,
  numberOf,
  card,
  details,
}: QueueScreenProps<Quote, Kind>) {
  const own = (word: OwnWord) => say(`dashboard.${kind}.${word}`);
  const id = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  /** The quote whose details are open: the list's copy while it is listed, this one otherwise. */
  const [detailsOf, setDetailsOf] = useState<Quote | null>(null);
  const deletion = useConfirmation<Quote>();
  const [notice, setNotice] = useState<Notice | null>(null);
  const now = useNow();
  const list = queue.list;
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
    if (!(await queue.toggleImportant(quote))) setNotice({ role: 'alert', text: say('dashboard.queue.priorityFailed') });
  };

  const confirmDelete = async (quote: Quote) => {
    setNotice(null);
    if (!(await queue.remove(quote))) setNotice({ role: 'alert', text: own('deleteFailed') });
  };

  return (
    <div className="flex flex-col gap-5">
      <ScreenHeading
        title={own('heading')}
        count={list && say(list.filteredMore ? 'dashboard.queue.countMore' : 'dashboard.queue.count', { shown: list.filteredTotal, total: list.total })}
      />

      <div role="search" className="adm-panel flex flex-col gap-3 md:flex-row md:items-end">
        <div className="flex flex-1 items-end gap-2">
          <SearchField
            label={say('dashboard.queue.search')}
            hideLabel
            placeholder={own('searchPlaceholder')}
            value={queue.search}
            onChange={queue.setSearch}
            className="flex-1"
          />
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
          <FilterField
            label={say('dashboard.queue.statusFilter')}
            all={say('dashboard.queue.allStatuses')}
            value={queue.query.status}
            options={STATUS_FILTERS}
            wordsOf={(status) => say(`dashboard.status.${status}`)}
            onChange={queue.setStatusFilter}
          />
          <FilterField
            label={say('dashboard.queue.priorityFilter')}
            all={say('dashboard.queue.allPriorities')}
            value={queue.query.priority}
            options={PRIORITY_FILTERS}
            wordsOf={(priority) => say(priority === 'important' ? 'dashboard.queue.important' : 'dashboard.queue.notImportant')}
            onChange={queue.setPriorityFilter}
          />
          <FilterField
            label={say('dashboard.payment.filter')}
            all={say('dashboard.payment.all')}
            value={queue.query.payment}
            options={PAYMENT_FILTERS}
            wordsOf={(payment) => say(`dashboard.payment.state.${payment}`)}
            onChange={queue.setPaymentFilter}
          />
        </div>
      </div>

      <Notices notice={notice} />

      <ListStates
        rows={list?.items ?? null}
        filtering={queue.filtering}
        words={{
          loading: say('dashboard.queue.loading'),
          empty: own('empty'),
          emptyHint: own('emptyHint'),
          emptyFilteredHint: say('dashboard.queue.emptyFilteredHint'),
        }}
      >
        {(quotes) => (
          <ul className="flex flex-col gap-3">
            {quotes.map((quote) => (
              <li key={quote.id}>
                <QuoteCard
                  id={`${id}-quote-${quote.id}`}
                  quote={quote}
                  name={nameOf(quote)}
                  number={numberOf(quote)}
                  parts={card(quote)}
                  say={say}
                  now={now}
                  open={expanded.has(quote.id)}
                  replyHref={`/admin/email-reply/${quote.id}?kind=${kind === 'exquotes' ? 'excursion' : 'transfer'}`}
                  onToggle={() => toggleExpanded(quote.id)}
                  onDetails={() => setDetailsOf(quote)}
                  onImportant={() => void toggleImportant(quote)}
                  onDelete={() => deletion.ask(quote)}
                />
              </li>
            ))}
          </ul>
        )}
      </ListStates>

      <Pagination list={list} onPage={queue.setPage} words={paginationWords(say, 'dashboard.queue')} />
      {list?.filteredMore && <p className="text-sm text-muted">{say('dashboard.queue.moreHint', { shown: list.filteredTotal })}</p>}

      {openDetails && (
        <DetailsModal {...details} quote={openDetails} number={numberOf(openDetails)} queue={queue} say={say} close={() => setDetailsOf(null)}>
          {details.facts(openDetails)}
          <PaymentDetails quote={openDetails} say={say} now={now} />
        </DetailsModal>
      )}
      {deletion.dialog(
        { question: own('deleteConfirm'), confirmLabel: say('dashboard.queue.delete'), cancelLabel: say('dashboard.queue.cancel') },
        (quote) => void confirmDelete(quote),
      )}
    </div>
  );
}

interface QuoteCardProps {
  id: string;
  quote: QueuedQuote;
  name: string;
  number: string;
  parts: QueueCardParts;
  say: Say<QueueKey>;
  /** For the time an offer has left. */
  now: number;
  /** Whether its actions are shown. */
  open: boolean;
  replyHref: string;
  onToggle(): void;
  onDetails(): void;
  onImportant(): void;
  onDelete(): void;
}

/** A quote's card: its name (the toggle of its actions), star, number and the queue's parts; the actions below. */
function QuoteCard({ id, quote, name, number, parts, say, now, open, replyHref, onToggle, onDetails, onImportant, onDelete }: QuoteCardProps) {
  return (
    <article className="adm-card" aria-labelledby={`${id}-name`} data-important={quote.important || undefined}>
      <div className="flex items-start gap-3">
        {parts.avatar}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h2 id={`${id}-name`} className="adm-card-title">
              <button type="button" className="adm-card-toggle" aria-expanded={open} aria-controls={`${id}-actions`} onClick={onToggle}>
                {name}
                <span className="adm-chevron" aria-hidden="true" />
              </button>
            </h2>
            {quote.important && (
              <span role="img" className="adm-star" aria-label={say('dashboard.queue.importantStar')} title={say('dashboard.queue.importantStar')}>
                ★
              </span>
            )}
            <span className="adm-number">{number}</span>
            {parts.badges}
            <PaymentBadge state={quote.paymentState} offer={quote.offer} now={now} say={say} />
            {quote.bookingReference && <span className="adm-number">{say('dashboard.payment.referenceShort', { reference: quote.bookingReference })}</span>}
          </div>
        </div>
      </div>
      {/* Below the avatar, not beside it: the whole width of a phone for the details. */}
      <div className="mt-2 flex flex-col gap-1">
        {parts.body}
        <PaymentLine quote={quote} say={say} />
      </div>
      <div id={`${id}-actions`} hidden={!open} className="adm-card-actions">
        {open && (
          <>
            <div className="flex flex-wrap gap-2">
              <button type="button" className="adm-button adm-button-quiet" aria-haspopup="dialog" onClick={onDetails}>
                {say('dashboard.queue.details')}
              </button>
              <button type="button" className="adm-button adm-button-quiet" aria-pressed={quote.important} onClick={onImportant}>
                <span aria-hidden="true">{quote.important ? '★' : '☆'}</span> {say('dashboard.queue.important')}
              </button>
              <a className="adm-button adm-button-quiet" href={replyHref}>
                {say('dashboard.queue.reply')}
              </a>
              <button type="button" className="adm-button adm-button-danger-quiet" aria-haspopup="dialog" onClick={onDelete}>
                {say('dashboard.queue.delete')}
              </button>
            </div>
            <p className="mt-3 text-sm text-muted">
              {say('dashboard.queue.submitted')} <time dateTime={quote.createdAt}>{say.dateTime(quote.createdAt)}</time> {say('dashboard.queue.parisTime')}
            </p>
          </>
        )}
      </div>
    </article>
  );
}
