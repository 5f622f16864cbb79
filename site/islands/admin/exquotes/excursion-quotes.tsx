// /admin/exquotes: the excursion quote requests. The list machinery is the shared queue's (queue/);
// this file says what an excursion card shows (initials, contact, status selector, excursion,
// photographer, highlights, stops, comments); the details modal is quote-details.tsx.
import type { ScreenKey, ScreenWords } from '../kit/dashboard-words.ts';
import { NEW_EXCURSION_QUOTE_EVENT } from '../kit/dashboard-events.ts';
import { initials } from '../kit/format.ts';
import { useWords, type Say } from '../kit/use-words.ts';
import { Detail, Details } from '../queue/details.tsx';
import { excursionQuoteCalls, type AdminExcursionQuote } from '../queue/queue-calls.ts';
import { QueueScreen } from '../queue/queue-screen.tsx';
import { StatusSelect } from '../queue/quote-status.tsx';
import { useQuoteQueue } from '../queue/use-quote-queue.ts';
import { listed, QuoteDetails } from './quote-details.tsx';
import '../kit/admin.css';

export interface ExcursionQuotesProps {
  texts: ScreenWords<'exquotes'>;
}

/** The spec's placeholders for a missing first or last name. */
const nameOf = (quote: AdminExcursionQuote, say: Say<ScreenKey<'exquotes'>>) =>
  `${quote.firstName.trim() || say('dashboard.exquotes.noFirst')} ${quote.lastName.trim() || say('dashboard.exquotes.noLast')}`;

export default function ExcursionQuotes({ texts }: ExcursionQuotesProps) {
  const say = useWords(texts);
  const queue = useQuoteQueue<AdminExcursionQuote>(excursionQuoteCalls, NEW_EXCURSION_QUOTE_EVENT);

  return (
    <QueueScreen
      kind="exquotes"
      queue={queue}
      say={say}
      nameOf={(quote) => nameOf(quote, say)}
      numberOf={(quote) => quote.exQuoteNumber}
      card={(quote) => ({
        avatar: (
          <span className="adm-avatar" aria-hidden="true">
            {initials(quote.firstName, quote.lastName)}
          </span>
        ),
        body: (
          <div className="flex flex-col gap-3">
            <Details say={say} className="adm-details adm-details-compact">
              <Detail label={say('dashboard.exquotes.email')} value={quote.email} />
              <Detail label={say('dashboard.exquotes.phone')} value={quote.phone} />
              <Detail label={say('dashboard.exquotes.excursion')} value={quote.excursionTitle} />
              <Detail label={say('dashboard.exquotes.photographer')} value={quote.withPhotographer ? say('dashboard.queue.yes') : say('dashboard.queue.no')} />
              <Detail label={say('dashboard.exquotes.highlights')} value={listed(quote.selectedHighlights)} />
              <Detail label={say('dashboard.exquotes.stops')} value={listed(quote.stopLocations)} />
              <Detail label={say('dashboard.exquotes.comments')} value={quote.comments} />
            </Details>
            <StatusSelect quote={quote} queue={queue} say={say} />
          </div>
        ),
      })}
      details={{
        title: say('dashboard.exquotes.detailsTitle'),
        commentsTitle: say('dashboard.exquotes.comments'),
        closeWith: 'button',
        facts: (quote) => <QuoteDetails quote={quote} say={say} />,
      }}
    />
  );
}
