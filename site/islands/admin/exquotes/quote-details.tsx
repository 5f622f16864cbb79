// The excursion queue's details (the details modal: queue/details.tsx): contact, the excursion and
// the choices made; a dash for what is missing.
import type { ScreenKey } from '../kit/dashboard-words.ts';
import type { Say } from '../kit/use-words.ts';
import { Detail, DetailsSection } from '../queue/details.tsx';
import type { AdminExcursionQuote } from '../queue/queue-calls.ts';

/** A list of the quote's choices, or nothing (the dash) when there is none. */
export const listed = (values: readonly string[]) => values.join(', ');

/** The details' facts: contact (dashes when missing), the excursion and the choices made. */
export function QuoteDetails({ quote, say }: { quote: AdminExcursionQuote; say: Say<ScreenKey<'exquotes'>> }) {
  return (
    <>
      <DetailsSection title={say('dashboard.exquotes.contact')}>
        <Detail label={say('dashboard.exquotes.name')} value={`${quote.firstName} ${quote.lastName}`} />
        <Detail label={say('dashboard.exquotes.email')} value={quote.email} />
        <Detail label={say('dashboard.exquotes.phone')} value={quote.phone} />
      </DetailsSection>
      <DetailsSection title={say('dashboard.exquotes.excursionInfo')}>
        <Detail label={say('dashboard.exquotes.excursion')} value={quote.excursionTitle} />
        <Detail label={say('dashboard.exquotes.highlights')} value={listed(quote.selectedHighlights)} />
        <Detail label={say('dashboard.exquotes.stops')} value={listed(quote.stopLocations)} />
        <Detail label={say('dashboard.exquotes.photographer')} value={quote.withPhotographer ? say('dashboard.queue.yes') : say('dashboard.queue.no')} />
      </DetailsSection>
    </>
  );
}
