// /admin/quotes: the transfer quote requests. The list machinery is the shared queue's (queue/); this
// file says what a transfer card shows (status, urgency and wait, route, pickup time); the Booking
// Summary modal is booking-summary.tsx.
import { urgencyOf } from '../../../../worker/contract/urgency.ts';
import type { ScreenWords } from '../kit/dashboard-words.ts';
import { NEW_QUOTE_EVENT } from '../kit/dashboard-events.ts';
import { useNow } from '../kit/use-now.ts';
import { useWords } from '../kit/use-words.ts';
import { transferQuoteCalls, type AdminQuote } from '../queue/queue-calls.ts';
import { QueueScreen } from '../queue/queue-screen.tsx';
import { StatusBadge } from '../queue/quote-status.tsx';
import { useQuoteQueue } from '../queue/use-quote-queue.ts';
import { BookingSummary } from './booking-summary.tsx';
import '../kit/admin.css';

export interface TransferQuotesProps {
  texts: ScreenWords<'quotes'>;
}

export default function TransferQuotes({ texts }: TransferQuotesProps) {
  const say = useWords(texts);
  const queue = useQuoteQueue<AdminQuote>(transferQuoteCalls, NEW_QUOTE_EVENT);
  const now = useNow();

  return (
    <QueueScreen
      kind="quotes"
      queue={queue}
      say={say}
      nameOf={(quote) => `${quote.firstName} ${quote.lastName}`.trim()}
      numberOf={(quote) => quote.quoteNumber}
      card={(quote) => {
        // Cancelled and completed rides are no longer waiting for anything.
        const open = quote.status !== 'cancelled' && quote.status !== 'completed';
        const urgency = open ? urgencyOf(quote.pickupAt, now) : null;
        return {
          badges: (
            <>
              <StatusBadge status={quote.status} say={say} />
              {urgency && (
                <span className={`adm-urgency adm-urgency-${urgency.toLowerCase()}`}>
                  {say(urgency === 'URGENT' ? 'dashboard.queue.urgent' : 'dashboard.queue.soon')}
                </span>
              )}
              {quote.status === 'pending' && (
                <span className="text-sm text-muted">{say('dashboard.queue.waiting', { duration: say.wait(quote.createdAt, now) })}</span>
              )}
            </>
          ),
          body: (
            <div className="flex flex-col gap-1 text-sm text-ink">
              <p className="break-words">{say('dashboard.quotes.route', { pickup: quote.pickupLocation, dropoff: quote.dropoffLocation })}</p>
              <p className="break-words text-muted">
                {quote.email} · {quote.phone}
              </p>
              <p className="text-muted">
                {say('dashboard.quotes.pickupAt')} <time dateTime={quote.pickupAt}>{say.dateTime(quote.pickupAt)}</time> {say('dashboard.queue.parisTime')}
              </p>
            </div>
          ),
        };
      }}
      details={{
        title: say('dashboard.summary.title'),
        commentsTitle: say('dashboard.summary.comments'),
        closeWith: 'icon',
        facts: (quote) => <BookingSummary quote={quote} say={say} />,
      }}
    />
  );
}
