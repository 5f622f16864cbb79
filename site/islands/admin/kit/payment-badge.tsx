// A request's money at a glance (decision 038), as the quote lists and the reply screen show it: a
// small badge labelled for a screen reader ('Payment: Deposit paid'), 'Offer sent · expires in
// 5 hours' while an offer waits, 'Offer expired' once its time has passed (even before the server's
// next sweep says so), nothing before any offer.
import type { PaymentState } from '../../../../worker/contract/booking-words.ts';
import type { OfferSummary } from '../../../../worker/contract/schemas/bookings.ts';
import type { MessageKey } from '../../../i18n/en.ts';
import type { Say } from './use-words.ts';

/** The payment words both quote lists and the reply screen speak. */
export type PaymentKey = Extract<MessageKey, `dashboard.payment.${string}`>;

/** The state to show at `now`: an offer whose validity has passed reads as expired at once. */
export function paymentStateAt(state: PaymentState, offer: Pick<OfferSummary, 'validUntil'> | null, now: number): PaymentState {
  return state === 'offer_sent' && offer && Date.parse(offer.validUntil) <= now ? 'offer_expired' : state;
}

/** The badge's words: the state, with the time left while an offer waits. */
export function paymentStateText(say: Say<PaymentKey>, state: PaymentState, offer: Pick<OfferSummary, 'validUntil'> | null, now: number): string {
  const shown = paymentStateAt(state, offer, now);
  if (shown === 'offer_sent' && offer) return say('dashboard.payment.offerSentExpires', { time: say.timeLeft(offer.validUntil, now) });
  return say(`dashboard.payment.state.${shown}`);
}

export interface PaymentBadgeProps {
  state: PaymentState;
  offer: Pick<OfferSummary, 'validUntil'> | null;
  now: number;
  say: Say<PaymentKey>;
  /** Shown for 'none' too (the reply screen's panel); the lists show nothing before an offer. */
  showNone?: boolean;
}

export function PaymentBadge({ state, offer, now, say, showNone = false }: PaymentBadgeProps) {
  if (state === 'none' && !showNone) return null;
  const shown = paymentStateAt(state, offer, now);
  return (
    <span className={`adm-payment adm-payment-${shown.replaceAll('_', '-')}`}>
      <span className="sr-only">{say('dashboard.payment.label')} </span>
      {paymentStateText(say, state, offer, now)}
    </span>
  );
}
