// /admin/exquotes: the excursion quote requests. The list machinery is the shared queue's; this file
// says what an excursion card shows (initials, contact, status selector, excursion, photographer,
// highlights, stops, comments) and the quote details modal.
import { fillPlaceholders } from '../../../worker/contract/i18n/placeholders.ts';
import { excursionQuoteCalls, type AdminExcursionQuote } from './admin-api.ts';
import { initials } from './format.ts';
import type { ExcursionQueueTexts } from './messages.ts';
import { Modal } from './modal.tsx';
import { Detail, QueueScreen, StatusSelect } from './queue-screen.tsx';
import { useQuoteQueue, type QuoteQueue } from './use-quote-queue.ts';
import './admin.css';

export interface ExcursionQuotesProps {
  texts: ExcursionQueueTexts;
}

/** The window event a page fires when it knows of a new excursion quote (spec section 7). */
export const NEW_EXCURSION_QUOTE_EVENT = 'exquote:new';

type Say = (key: keyof ExcursionQueueTexts, vars?: Record<string, string | number>) => string;

/** The spec's placeholders for a missing first or last name. */
const nameOf = (quote: AdminExcursionQuote, say: Say) =>
  `${quote.firstName.trim() || say('dashboard.exquotes.noFirst')} ${quote.lastName.trim() || say('dashboard.exquotes.noLast')}`;

const listed = (values: readonly string[], dash: string) => (values.length > 0 ? values.join(', ') : dash);

export default function ExcursionQuotes({ texts }: ExcursionQuotesProps) {
  const queue = useQuoteQueue<AdminExcursionQuote>(excursionQuoteCalls, NEW_EXCURSION_QUOTE_EVENT);
  const say: Say = (key, vars) => fillPlaceholders(texts[key], vars);
  const dash = say('dashboard.queue.dash');

  return (
    <QueueScreen
      queue={queue}
      texts={texts}
      words={{
        heading: say('dashboard.exquotes.heading'),
        searchPlaceholder: say('dashboard.exquotes.searchPlaceholder'),
        empty: say('dashboard.exquotes.empty'),
        emptyHint: say('dashboard.exquotes.emptyHint'),
        deleteConfirm: say('dashboard.exquotes.deleteConfirm'),
        deleteFailed: say('dashboard.exquotes.deleteFailed'),
      }}
      nameOf={(quote) => nameOf(quote, say)}
      numberOf={(quote) => quote.exQuoteNumber}
      replyHref={(quote) => `/admin/email-reply/${quote.id}?kind=excursion`}
      card={(quote) => ({
        avatar: (
          <span className="adm-avatar" aria-hidden="true">
            {initials(quote.firstName, quote.lastName)}
          </span>
        ),
        body: (
          <div className="flex flex-col gap-3">
            <dl className="adm-details adm-details-compact">
              <Detail label={say('dashboard.exquotes.email')} value={quote.email} dash={dash} />
              <Detail label={say('dashboard.exquotes.phone')} value={quote.phone} dash={dash} />
              <Detail label={say('dashboard.exquotes.excursion')} value={quote.excursionTitle} dash={dash} />
              <Detail
                label={say('dashboard.exquotes.photographer')}
                value={quote.withPhotographer ? say('dashboard.queue.yes') : say('dashboard.queue.no')}
                dash={dash}
              />
              <Detail label={say('dashboard.exquotes.highlights')} value={listed(quote.selectedHighlights, dash)} dash={dash} />
              <Detail label={say('dashboard.exquotes.stops')} value={listed(quote.stopLocations, dash)} dash={dash} />
              <Detail label={say('dashboard.exquotes.comments')} value={quote.comments} dash={dash} />
            </dl>
            <StatusSelect quote={quote} queue={queue} texts={texts} />
          </div>
        ),
      })}
      details={(quote, close) => <QuoteDetails quote={quote} queue={queue} texts={texts} say={say} close={close} />}
    />
  );
}

interface QuoteDetailsProps {
  quote: AdminExcursionQuote;
  queue: QuoteQueue<AdminExcursionQuote>;
  texts: ExcursionQueueTexts;
  say: Say;
  close(): void;
}

/** The quote details modal: number, status, contact (dashes when missing), excursion, comments, Close. */
function QuoteDetails({ quote, queue, texts, say, close }: QuoteDetailsProps) {
  const dash = say('dashboard.queue.dash');
  return (
    <Modal
      title={say('dashboard.exquotes.detailsTitle')}
      onClose={close}
      footer={
        <form method="dialog">
          <button type="submit" className="adm-button adm-button-primary">
            {say('dashboard.queue.close')}
          </button>
        </form>
      }
    >
      <div className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="adm-number">{quote.exQuoteNumber}</p>
          <StatusSelect quote={quote} queue={queue} texts={texts} />
        </div>
        <section>
          <h3 className="adm-section-title">{say('dashboard.exquotes.contact')}</h3>
          <dl className="adm-details">
            <Detail label={say('dashboard.exquotes.name')} value={`${quote.firstName} ${quote.lastName}`} dash={dash} />
            <Detail label={say('dashboard.exquotes.email')} value={quote.email} dash={dash} />
            <Detail label={say('dashboard.exquotes.phone')} value={quote.phone} dash={dash} />
          </dl>
        </section>
        <section>
          <h3 className="adm-section-title">{say('dashboard.exquotes.excursionInfo')}</h3>
          <dl className="adm-details">
            <Detail label={say('dashboard.exquotes.excursion')} value={quote.excursionTitle} dash={dash} />
            <Detail label={say('dashboard.exquotes.highlights')} value={listed(quote.selectedHighlights, dash)} dash={dash} />
            <Detail label={say('dashboard.exquotes.stops')} value={listed(quote.stopLocations, dash)} dash={dash} />
            <Detail
              label={say('dashboard.exquotes.photographer')}
              value={quote.withPhotographer ? say('dashboard.queue.yes') : say('dashboard.queue.no')}
              dash={dash}
            />
          </dl>
        </section>
        <section>
          <h3 className="adm-section-title">{say('dashboard.exquotes.comments')}</h3>
          <p className="whitespace-pre-wrap text-ink">{quote.comments.trim() || dash}</p>
        </section>
      </div>
    </Modal>
  );
}
