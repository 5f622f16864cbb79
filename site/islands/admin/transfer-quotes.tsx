// /admin/quotes: the transfer quote requests. The list machinery is the shared queue's; this file
// says what a transfer card shows (status, urgency and wait, route, pickup time) and the Booking
// Summary modal.
import { useEffect, useState } from 'react';
import { extraOptionTexts, type OptionWords } from '../../../worker/contract/booking-format.ts';
import type { AnimalType, ExtraOptionCount } from '../../../worker/contract/booking-rules.ts';
import { fillPlaceholders } from '../../../worker/contract/i18n/placeholders.ts';
import { urgencyOf } from '../../../worker/contract/urgency.ts';
import { transferQuoteCalls, type AdminQuote } from './admin-api.ts';
import { formatParisDateTime, formatParisWallClock, formatWait } from './format.ts';
import type { TransferQueueTexts } from './messages.ts';
import { Modal } from './modal.tsx';
import { Detail, QueueScreen, StatusBadge, StatusSelect } from './queue-screen.tsx';
import { useQuoteQueue, type QuoteQueue } from './use-quote-queue.ts';
import './admin.css';

export interface TransferQuotesProps {
  texts: TransferQueueTexts;
}

/** The window event a page fires when it knows of a new transfer quote (spec section 7). */
export const NEW_QUOTE_EVENT = 'quote:new';
/** Urgency and waits are read again this often between polls. */
const CLOCK_TICK_MS = 60_000;

type Say = (key: Exclude<keyof TransferQueueTexts, 'bookingWords'>, vars?: Record<string, string | number>) => string;

export default function TransferQuotes({ texts }: TransferQuotesProps) {
  const queue = useQuoteQueue<AdminQuote>(transferQuoteCalls, NEW_QUOTE_EVENT);
  const now = useNow();
  const say: Say = (key, vars) => fillPlaceholders(texts[key], vars);

  return (
    <QueueScreen
      queue={queue}
      texts={texts}
      words={{
        heading: say('dashboard.quotes.heading'),
        searchPlaceholder: say('dashboard.quotes.searchPlaceholder'),
        empty: say('dashboard.quotes.empty'),
        emptyHint: say('dashboard.quotes.emptyHint'),
        deleteConfirm: say('dashboard.quotes.deleteConfirm'),
        deleteFailed: say('dashboard.quotes.deleteFailed'),
      }}
      nameOf={(quote) => `${quote.firstName} ${quote.lastName}`.trim()}
      numberOf={(quote) => quote.quoteNumber}
      replyHref={(quote) => `/admin/email-reply/${quote.id}?kind=transfer`}
      card={(quote) => {
        // Cancelled and completed rides are no longer waiting for anything.
        const open = quote.status !== 'cancelled' && quote.status !== 'completed';
        const urgency = open ? urgencyOf(quote.pickupAt, now) : null;
        return {
          badges: (
            <>
              <StatusBadge status={quote.status} texts={texts} />
              {urgency && (
                <span className={`adm-urgency adm-urgency-${urgency.toLowerCase()}`}>
                  {say(urgency === 'URGENT' ? 'dashboard.queue.urgent' : 'dashboard.queue.soon')}
                </span>
              )}
              {quote.status === 'pending' && (
                <span className="text-sm text-muted">{say('dashboard.queue.waiting', { duration: formatWait(quote.createdAt, now) })}</span>
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
                {say('dashboard.quotes.pickupAt')}: <time dateTime={quote.pickupAt}>{formatParisDateTime(quote.pickupAt)}</time>{' '}
                {say('dashboard.queue.parisTime')}
              </p>
            </div>
          ),
        };
      }}
      details={(quote, close) => <BookingSummary quote={quote} queue={queue} texts={texts} say={say} close={close} />}
    />
  );
}

/** The time the labels are computed at, moved on every minute. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

interface BookingSummaryProps {
  quote: AdminQuote;
  queue: QuoteQueue<AdminQuote>;
  texts: TransferQueueTexts;
  say: Say;
  close(): void;
}

/** The Booking Summary modal: contact and billing, vehicle and options, ride details, status. */
function BookingSummary({ quote, queue, texts, say, close }: BookingSummaryProps) {
  const words = texts.bookingWords;
  const optionWords: OptionWords = {
    optionCount: words['booking.summary.optionCount'] ?? '{option}: {count}',
    animalTypes: words['booking.summary.animalTypes'] ?? '{option}: {types}',
    option: (name: ExtraOptionCount | 'animal') => words[`booking.option.${name}`] ?? name,
    animal: (type: AnimalType) => words[`booking.animal.${type}`] ?? type,
  };
  const options = extraOptionTexts(quote.vehicleExtraOptions, optionWords);
  const dash = say('dashboard.queue.dash');
  const approximate = (value: string | null) => (value && quote.routeApproximate ? say('dashboard.summary.approximate', { value }) : value);

  return (
    <Modal title={say('dashboard.summary.title')} closeLabel={say('dashboard.queue.close')} onClose={close}>
      <div className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="adm-number">{quote.quoteNumber}</p>
          <StatusSelect quote={quote} queue={queue} texts={texts} />
        </div>

        <section>
          <h3 className="adm-section-title">{say('dashboard.summary.contact')}</h3>
          <dl className="adm-details">
            <Detail label={say('dashboard.summary.name')} value={`${quote.firstName} ${quote.lastName}`} dash={dash} />
            <Detail
              label={say('dashboard.summary.email')}
              value={
                <a className="underline" href={`mailto:${quote.email}`}>
                  {quote.email}
                </a>
              }
              dash={dash}
            />
            <Detail
              label={say('dashboard.summary.phone')}
              value={
                quote.phone ? (
                  <a className="underline" href={`tel:${quote.phone}`}>
                    {quote.phone}
                  </a>
                ) : (
                  ''
                )
              }
              dash={dash}
            />
            <Detail label={say('dashboard.summary.country')} value={quote.countryCode ?? ''} dash={dash} />
            <Detail label={say('dashboard.summary.language')} value={quote.lang.toUpperCase()} dash={dash} />
          </dl>
        </section>

        <section>
          <h3 className="adm-section-title">{say('dashboard.summary.vehicle')}</h3>
          <dl className="adm-details">
            <Detail label={say('dashboard.summary.vehicle')} value={quote.vehicle} dash={dash} />
            <Detail
              label={say('dashboard.summary.extraOptions')}
              value={options.length > 0 ? options.join(', ') : say('dashboard.summary.noOptions')}
              dash={dash}
            />
          </dl>
        </section>

        <section>
          <h3 className="adm-section-title">{say('dashboard.summary.ride')}</h3>
          <dl className="adm-details">
            <Detail label={say('dashboard.summary.transferType')} value={quote.transferType} dash={dash} />
            <Detail label={say('dashboard.summary.pickup')} value={quote.pickupLocation} dash={dash} />
            {quote.stopLocations.length > 0 && (
              <Detail
                label={say('dashboard.summary.stops')}
                value={
                  <ol className="list-decimal ps-5">
                    {quote.stopLocations.map((stop, index) => (
                      <li key={index}>{stop}</li>
                    ))}
                  </ol>
                }
                dash={dash}
              />
            )}
            <Detail label={say('dashboard.summary.dropoff')} value={quote.dropoffLocation} dash={dash} />
            <Detail
              label={say('dashboard.summary.dateTime')}
              value={`${formatParisDateTime(quote.pickupAt)} ${say('dashboard.queue.parisTime')}`}
              dash={dash}
            />
            {quote.returnDate && (
              <Detail
                label={say('dashboard.summary.return')}
                value={`${formatParisWallClock(quote.returnDate, quote.returnTime)} ${say('dashboard.queue.parisTime')}`}
                dash={dash}
              />
            )}
            <Detail label={say('dashboard.summary.adults')} value={String(quote.adults)} dash={dash} />
            <Detail label={say('dashboard.summary.extraTime')} value={say('dashboard.summary.hours', { hours: quote.extraTime })} dash={dash} />
            <Detail label={say('dashboard.summary.flightTrain')} value={quote.flightTrainNumber ?? ''} dash={dash} />
            <Detail label={say('dashboard.summary.distance')} value={approximate(quote.totalDistance) ?? ''} dash={dash} />
            <Detail label={say('dashboard.summary.time')} value={approximate(quote.totalTime) ?? ''} dash={dash} />
          </dl>
        </section>

        <section>
          <h3 className="adm-section-title">{say('dashboard.summary.comments')}</h3>
          <p className="whitespace-pre-wrap text-ink">{quote.comments.trim() || dash}</p>
        </section>
      </div>
    </Modal>
  );
}
