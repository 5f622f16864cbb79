// A request's money as the quote queues show it (decision 038): on a card, the total and what is
// paid; in the details modal, a Payment section (state, booking reference, total, deposit, paid,
// refunded, remaining, until when the offer can be paid). Amounts in euros in the dashboard's
// language, dates in Paris time.
import { formatEuros } from '../../../../worker/contract/money.ts';
import { paymentStateText } from '../kit/payment-badge.tsx';
import type { Say } from '../kit/use-words.ts';
import { Detail, DetailsSection } from './details.tsx';
import type { QueuedQuote } from './queue-calls.ts';
import type { QueueKey } from './queue-screen.tsx';

type Money = Pick<QueuedQuote, 'paymentState' | 'bookingReference' | 'offer'>;

/** What has come in, net of refunds. */
const netPaid = (offer: NonNullable<Money['offer']>) => Math.max(0, offer.paidCents - offer.refundedCents);

/** The card's line: 'Total €450 · paid €225'; nothing before an offer. */
export function PaymentLine({ quote, say }: { quote: Money; say: Say<QueueKey> }) {
  if (!quote.offer) return null;
  return (
    <p className="text-sm text-ink">
      {say('dashboard.payment.cardSummary', { total: formatEuros(quote.offer.totalCents, say.lang), paid: formatEuros(netPaid(quote.offer), say.lang) })}
    </p>
  );
}

/** The details modal's Payment section. */
export function PaymentDetails({ quote, say, now }: { quote: Money; say: Say<QueueKey>; now: number }) {
  const { offer } = quote;
  const euros = (cents: number) => formatEuros(cents, say.lang);
  return (
    <DetailsSection title={say('dashboard.payment.section')}>
      <Detail label={say('dashboard.payment.state')} value={offer ? paymentStateText(say, quote.paymentState, offer, now) : say('dashboard.payment.noOffer')} />
      <Detail label={say('dashboard.payment.reference')} value={quote.bookingReference} />
      {offer && (
        <>
          <Detail label={say('dashboard.payment.total')} value={euros(offer.totalCents)} />
          <Detail label={say('dashboard.payment.deposit')} value={euros(offer.depositCents)} />
          <Detail label={say('dashboard.payment.paid')} value={euros(netPaid(offer))} />
          {offer.refundedCents > 0 && <Detail label={say('dashboard.payment.refunded')} value={euros(offer.refundedCents)} />}
          <Detail label={say('dashboard.payment.remaining')} value={euros(Math.max(0, offer.totalCents - netPaid(offer)))} />
          <Detail label={say('dashboard.payment.validUntil')} value={say('dashboard.payment.parisTime', { when: say.dateTime(offer.validUntil) })} />
        </>
      )}
    </DetailsSection>
  );
}
