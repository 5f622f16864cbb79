// The reply screen's booking panel (decision 038): the request's payment state and booking reference,
// its current offer (lines, total, deposit, paid, remaining, time left) with the earlier versions
// folded away, the payments (a clear alert for one whose amount did not match its offer) and their
// refunds, and the admin's actions: record a payment received another way, refund a card payment,
// withdraw the offer, revoke the customer's links. What the customer did from their request page
// (decision 040): their cancellation and the refund due (refunded with the payment's Refund), and the
// changes they asked, each pending one accepted or declined here; accepting may add a price
// difference to the current offer (previewed in the confirm dialog with the new total and what is
// left to pay or to refund). Each change answers the booking as it now is; its outcome is said in the
// panel's live regions. Calls in booking-api.ts, the copy in use-booking.ts.
import { useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { MANUAL_PAYMENT_METHODS } from '../../../../worker/contract/booking-words.ts';
import type { ReplyQuoteKind } from '../../../../worker/contract/email-send-words.ts';
import { centsAsTyped, formatEuros, parseEuros } from '../../../../worker/contract/money.ts';
import type { OfferView, PaymentView, PriceDifference } from '../../../../worker/contract/schemas/bookings.ts';
import { BusyButton } from '../kit/busy-button.tsx';
import { ConfirmDialog } from '../kit/confirm-dialog.tsx';
import { Field, InputField } from '../kit/field.tsx';
import { PaymentBadge } from '../kit/payment-badge.tsx';
import { Notices, type Notice } from '../kit/screen.tsx';
import { useNow } from '../kit/use-now.ts';
import { decideChange, recordPayment, refundPayment, revokeLinks, withdrawOffer, type AdminBooking, type BookingOutcome } from './booking-api.ts';
import type { ReplySay } from './reply-screen.tsx';
import type { BookingHandle } from './use-booking.ts';
import { NO_DIFFERENCE, differenceOffer, readDifference, type DifferenceDraft } from './price-difference-draft.ts';
import { PriceDifferenceFields } from './price-difference-fields.tsx';

export interface BookingPanelProps {
  kind: ReplyQuoteKind;
  quoteId: number;
  booking: BookingHandle;
  say: ReplySay;
  /** A change met an ended session: the screen says so, with a link to sign in again. */
  onSignedOut(): void;
}

type Action = 'record' | 'withdraw' | 'revoke' | 'refund' | 'change';
type Question =
  | { action: 'withdraw'; version: number }
  | { action: 'revoke'; links: number }
  | { action: 'refund'; payment: PaymentView }
  | { action: 'accept'; changeId: number }
  | { action: 'decline'; changeId: number };
type ChangeRequestView = AdminBooking['changeRequests'][number];

/** The refund's question: through Stripe for a card payment, recorded as made by hand for one received another way. */
function refundQuestion(payment: PaymentView, say: ReplySay): string {
  const euros = (cents: number) => formatEuros(cents, say.lang);
  const amounts = { max: euros(payment.refundableCents), amount: euros(payment.amountCents) };
  return payment.method === 'card'
    ? say('adminReply.booking.refundQuestion', amounts)
    : say('adminReply.booking.refundByHandQuestion', { ...amounts, method: say(`adminReply.booking.method.${payment.method}`) });
}

/** What has come in on an offer, net of refunds. */
const netPaid = (offer: OfferView) => Math.max(0, offer.paidCents - offer.refundedCents);
const remainingOf = (offer: OfferView) => Math.max(0, offer.totalCents - netPaid(offer));
/** The states a payment can be recorded against by hand (an expired offer agreed with the customer too). */
const RECORDABLE = new Set<OfferView['state']>(['sent', 'deposit_paid', 'expired']);
const WITHDRAWABLE = new Set<OfferView['state']>(['sent', 'expired']);

export function BookingPanel({ kind, quoteId, booking, say, onSignedOut }: BookingPanelProps) {
  const id = useId();
  const now = useNow();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState<Action | null>(null);
  const [recording, setRecording] = useState(false);
  const [question, setQuestion] = useState<Question | null>(null);
  const [refundAmount, setRefundAmount] = useState('');
  /** The price difference typed in the accept dialog, and the server's messages about it after a refusal. */
  const [difference, setDifference] = useState<DifferenceDraft>(NO_DIFFERENCE);
  const [differenceErrors, setDifferenceErrors] = useState<Readonly<Record<string, string>>>({});
  const recordButton = useRef<HTMLButtonElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const euros = (cents: number) => formatEuros(cents, say.lang);
  const load = booking.load;
  const acceptOffer = load.status === 'ready' ? differenceOffer(load.booking.offers) : null;
  const acceptRead = readDifference(difference, acceptOffer);

  /** What the panel says once a change is accepted: with a difference, the new total and any refund to make. */
  const acceptedText = (answered: AdminBooking, sent: PriceDifference | null) => {
    const offer = sent ? differenceOffer(answered.offers) : null;
    if (!offer) return say('adminReply.booking.changeAccepted');
    const refund = netPaid(offer) - offer.totalCents;
    return refund > 0
      ? say('adminReply.booking.changeAcceptedRefund', { total: euros(offer.totalCents), amount: euros(refund) })
      : say('adminReply.booking.changeAcceptedDifference', { total: euros(offer.totalCents) });
  };

  /** Runs a change; the booking it answers is shown. Returns the failure, if any, for a form to show by field. */
  async function change(action: Action, call: () => Promise<BookingOutcome>, success: (booking: AdminBooking) => string) {
    setBusy(action);
    setNotice(null);
    const outcome = await call();
    setBusy(null);
    // A button the change made go (Withdraw, Revoke) took the focus with it: the outcome has it instead.
    requestAnimationFrame(() => {
      const focused = document.activeElement;
      if (!focused || focused === document.body || !focused.isConnected) outcomeRef.current?.focus();
    });
    if (outcome.ok) {
      booking.show(outcome.booking);
      setNotice({ role: 'status', text: success(outcome.booking) });
      return null;
    }
    if (outcome.reason === 'signedOut') onSignedOut();
    setNotice({
      role: 'alert',
      text: outcome.reason === 'signedOut' ? say('adminReply.booking.signedOut') : (outcome.message ?? say('adminReply.booking.failed')),
    });
    return outcome;
  }

  const answer = (confirmed: boolean) => {
    const asked = question;
    setQuestion(null);
    if (!confirmed || !asked) return;
    if (asked.action === 'withdraw')
      void change(
        'withdraw',
        () => withdrawOffer(kind, quoteId),
        () => say('adminReply.booking.withdrawn'),
      );
    else if (asked.action === 'revoke')
      void change(
        'revoke',
        () => revokeLinks(kind, quoteId),
        () => say('adminReply.booking.revoked'),
      );
    else if (asked.action === 'accept') {
      const sent = acceptRead.difference;
      void (async () => {
        const failure = await change(
          'change',
          () => decideChange(kind, quoteId, asked.changeId, 'accept', sent),
          (answered) => acceptedText(answered, sent),
        );
        // A difference the server refused (the offer moved meanwhile): the question again, with what was typed and why.
        if (failure && sent && Object.keys(failure.fields).some((field) => field.startsWith('priceDifference'))) {
          setDifferenceErrors(failure.fields);
          setQuestion(asked);
        }
      })();
    } else if (asked.action === 'decline') {
      void change(
        'change',
        () => decideChange(kind, quoteId, asked.changeId, 'decline'),
        () => say('adminReply.booking.changeDeclined'),
      );
    } else {
      const cents = parseEuros(refundAmount);
      if (cents !== null)
        void change(
          'refund',
          () => refundPayment(asked.payment.id, cents),
          // A card refund is Stripe's to make; one made by hand is recorded as made (decision 041).
          () => say(asked.payment.method === 'card' ? 'adminReply.booking.refundAsked' : 'adminReply.booking.refundRecorded', { amount: euros(cents) }),
        );
    }
  };

  const refundCents = parseEuros(refundAmount);
  const refundInvalid = question?.action === 'refund' && (refundCents === null || refundCents < 1 || refundCents > question.payment.refundableCents);

  return (
    <section className="adm-panel sm:p-6" aria-labelledby={`${id}-heading`} aria-busy={load.status === 'loading' || undefined}>
      <h2 id={`${id}-heading`} className="text-xl text-navy-950">
        {say('adminReply.booking.heading')}
      </h2>

      {load.status === 'loading' && (
        <p role="status" className="mt-3 text-muted">
          {say('adminReply.booking.loading')}
        </p>
      )}
      {load.status === 'failed' && (
        <div className="mt-3 flex flex-col items-start gap-3">
          <p role="alert" className="adm-alert">
            {say('adminReply.booking.loadFailed')}
          </p>
          <button type="button" className="adm-button adm-button-quiet" onClick={booking.retry}>
            {say('adminReply.retry')}
          </button>
        </div>
      )}
      {load.status === 'ready' &&
        (() => {
          const { offers, payments } = load.booking;
          const [current, ...older] = offers;
          // A cancelled request takes no money (the server refuses it too): what it shows is the refund due.
          const canRecord = current !== undefined && load.booking.status !== 'cancelled' && RECORDABLE.has(current.state) && remainingOf(current) > 0;
          return (
            <div className="mt-4 flex flex-col gap-5">
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-4 gap-y-2 text-sm">
                <Row term={say('dashboard.payment.section')}>
                  <PaymentBadge state={load.booking.paymentState} offer={current ?? null} now={now} say={say} showNone />
                </Row>
                <Row term={say('dashboard.payment.reference')}>
                  {load.booking.bookingReference ? (
                    <span className="adm-number text-ink">{load.booking.bookingReference}</span>
                  ) : (
                    <span className="text-muted">{say('adminReply.booking.noReference')}</span>
                  )}
                </Row>
                <Row term={say('adminReply.booking.links')}>{load.booking.activeLinks}</Row>
              </dl>
              {!load.booking.cardPayments && <p className="text-sm text-muted">{say('adminReply.booking.cardsOff')}</p>}
              {load.booking.cancellation && <CancellationNote cancellation={load.booking.cancellation} say={say} />}

              {load.booking.changeRequests.length > 0 && (
                <section aria-labelledby={`${id}-changes`}>
                  <h3 id={`${id}-changes`} className="adm-section-title">
                    {say('adminReply.booking.changes')}
                  </h3>
                  <ul className="mt-2 flex flex-col gap-3">
                    {load.booking.changeRequests.map((request) => (
                      <li key={request.id}>
                        <ChangeRequestItem
                          request={request}
                          say={say}
                          busy={busy === 'change'}
                          disabled={busy !== null}
                          onDecide={(action) => {
                            // Each acceptance starts without a difference: one typed for another change is not this one's.
                            setDifference(NO_DIFFERENCE);
                            setDifferenceErrors({});
                            setQuestion({ action, changeId: request.id });
                          }}
                        />
                      </li>
                    ))}
                  </ul>
                </section>
              )}

              {current ? (
                <OfferSummary offer={current} now={now} say={say} headingLevel="h3" />
              ) : (
                <p className="text-sm text-muted">{say('adminReply.booking.noOffer')}</p>
              )}

              <div className="flex flex-wrap gap-2">
                {canRecord && (
                  <button
                    ref={recordButton}
                    type="button"
                    className="adm-button adm-button-quiet"
                    aria-expanded={recording}
                    aria-controls={`${id}-record`}
                    disabled={busy !== null}
                    onClick={() => setRecording((open) => !open)}
                  >
                    {say('adminReply.booking.record')}
                  </button>
                )}
                {current && WITHDRAWABLE.has(current.state) && (
                  <BusyButton
                    look="quiet"
                    busy={busy === 'withdraw'}
                    busyLabel={say('adminReply.booking.working')}
                    disabled={busy !== null}
                    onClick={() => setQuestion({ action: 'withdraw', version: current.version })}
                  >
                    {say('adminReply.booking.withdraw')}
                  </BusyButton>
                )}
                {load.booking.activeLinks > 0 && (
                  <BusyButton
                    look="quiet"
                    busy={busy === 'revoke'}
                    busyLabel={say('adminReply.booking.working')}
                    disabled={busy !== null}
                    onClick={() => setQuestion({ action: 'revoke', links: load.booking.activeLinks })}
                  >
                    {say('adminReply.booking.revoke')}
                  </BusyButton>
                )}
              </div>

              {canRecord && recording && (
                <RecordPaymentForm
                  id={`${id}-record`}
                  remainingCents={remainingOf(current)}
                  say={say}
                  busy={busy === 'record'}
                  onCancel={() => {
                    setRecording(false);
                    recordButton.current?.focus();
                  }}
                  onRecord={async (payment) => {
                    const failure = await change(
                      'record',
                      () => recordPayment(kind, quoteId, payment),
                      () => say('adminReply.booking.recorded', { amount: euros(payment.amountCents) }),
                    );
                    if (!failure) {
                      setRecording(false);
                      recordButton.current?.focus();
                    }
                    return failure?.fields ?? {};
                  }}
                />
              )}

              {older.length > 0 && (
                <details className="rounded-xl border border-sand px-4 py-3">
                  <summary className="cursor-pointer font-semibold text-ink">{say('adminReply.booking.history', { count: older.length })}</summary>
                  <div className="mt-3 flex flex-col gap-3">
                    {older.map((offer) => (
                      <OfferSummary key={offer.id} offer={offer} now={now} say={say} headingLevel="h4" />
                    ))}
                  </div>
                </details>
              )}

              <section aria-labelledby={`${id}-payments`}>
                <h3 id={`${id}-payments`} className="adm-section-title">
                  {say('adminReply.booking.payments')}
                </h3>
                {payments.length === 0 ? (
                  <p className="mt-2 text-sm text-muted">{say('adminReply.booking.noPayments')}</p>
                ) : (
                  <ul className="mt-2 flex flex-col gap-3">
                    {payments.map((payment) => (
                      <li key={payment.id}>
                        <PaymentItem
                          payment={payment}
                          say={say}
                          refundable={(payment.method !== 'card' || load.booking.cardPayments) && payment.refundableCents > 0}
                          busy={busy === 'refund'}
                          disabled={busy !== null}
                          onRefund={() => {
                            setRefundAmount(centsAsTyped(payment.refundableCents));
                            setQuestion({ action: 'refund', payment });
                          }}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </div>
          );
        })()}

      <div ref={outcomeRef} tabIndex={-1} className="mt-4 outline-none">
        <Notices notice={notice} />
      </div>

      {question && (
        <ConfirmDialog
          question={
            question.action === 'withdraw'
              ? say('adminReply.booking.withdrawQuestion', { version: question.version })
              : question.action === 'revoke'
                ? say('adminReply.booking.revokeQuestion', { count: question.links })
                : question.action === 'accept'
                  ? say('adminReply.booking.changeAcceptQuestion')
                  : question.action === 'decline'
                    ? say('adminReply.booking.changeDeclineQuestion')
                    : refundQuestion(question.payment, say)
          }
          confirmLabel={say(
            question.action === 'withdraw'
              ? 'adminReply.booking.withdraw'
              : question.action === 'revoke'
                ? 'adminReply.booking.revoke'
                : question.action === 'accept'
                  ? 'adminReply.booking.changeAccept'
                  : question.action === 'decline'
                    ? 'adminReply.booking.changeDecline'
                    : question.payment.method === 'card'
                      ? 'adminReply.booking.refundConfirm'
                      : 'adminReply.booking.refundRecord',
          )}
          cancelLabel={say('adminReply.booking.cancel')}
          confirmDisabled={refundInvalid || (question.action === 'accept' && !acceptRead.valid)}
          onConfirm={() => answer(true)}
          onCancel={() => answer(false)}
        >
          {question.action === 'accept' && (
            <PriceDifferenceFields
              id={`${id}-difference`}
              offer={acceptOffer}
              draft={difference}
              read={acceptRead}
              serverErrors={differenceErrors}
              say={say}
              onChange={(draft) => {
                setDifference(draft);
                setDifferenceErrors({});
              }}
            />
          )}
          {question.action === 'refund' && (
            <InputField
              id={`${id}-refund-amount`}
              className="mt-4 flex flex-col gap-1"
              label={say('adminReply.booking.refundAmount')}
              inputMode="decimal"
              autoComplete="off"
              value={refundAmount}
              hint={say('adminReply.booking.refundHint', { max: euros(question.payment.refundableCents) })}
              error={refundInvalid && refundAmount.trim() !== '' ? say('adminBookings.field.refund.amount') : null}
              onChange={setRefundAmount}
            />
          )}
        </ConfirmDialog>
      )}
    </section>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-muted">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

/** One version of the offer: its state and time, its lines, and its money. */
function OfferSummary({ offer, now, say, headingLevel }: { offer: OfferView; now: number; say: ReplySay; headingLevel: 'h3' | 'h4' }) {
  const Heading = headingLevel;
  const euros = (cents: number) => formatEuros(cents, say.lang);
  const expired = offer.state === 'expired' || (offer.state === 'sent' && Date.parse(offer.validUntil) <= now);
  const timing =
    offer.state === 'sent' && !expired
      ? say('adminReply.booking.expiresIn', { time: say.timeLeft(offer.validUntil, now), when: say.dateTime(offer.validUntil) })
      : expired
        ? say('adminReply.booking.expiredOn', { when: say.dateTime(offer.validUntil) })
        : offer.state === 'withdrawn'
          ? say('adminReply.booking.withdrawnNote')
          : null;
  return (
    <article className="rounded-xl border border-sand p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <Heading className="font-sans text-base font-bold text-navy-950">{say('adminReply.booking.offer', { version: offer.version })}</Heading>
        <span className="text-sm font-semibold text-ink">{say(`adminReply.booking.offerState.${expired ? 'expired' : offer.state}`)}</span>
      </div>
      {timing && <p className={`mt-1 text-sm ${expired ? 'adm-text-danger font-semibold' : 'text-ink'}`}>{timing}</p>}
      <p className="mt-1 text-xs text-muted">{say('adminReply.booking.sentBy', { when: say.dateTime(offer.createdAt), admin: offer.createdBy })}</p>
      <ul className="mt-3 flex flex-col gap-1 text-sm" aria-label={say('adminReply.booking.lines')}>
        {offer.lines.map((line, index) => (
          <li key={index} className="flex justify-between gap-3">
            <span className="min-w-0 break-words">{line.label}</span>
            <span className="shrink-0 tabular-nums">{euros(line.amountCents)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 border-t border-sand pt-3 text-sm">
        <Row term={say('dashboard.payment.total')}>
          <strong className="tabular-nums">{euros(offer.totalCents)}</strong>
        </Row>
        <Row term={say('dashboard.payment.deposit')}>{euros(offer.depositCents)}</Row>
        <Row term={say('dashboard.payment.paid')}>{euros(netPaid(offer))}</Row>
        {offer.refundedCents > 0 && <Row term={say('dashboard.payment.refunded')}>{euros(offer.refundedCents)}</Row>}
        <Row term={say('dashboard.payment.remaining')}>{euros(remainingOf(offer))}</Row>
        {netPaid(offer) > offer.totalCents && (
          <Row term={say('adminReply.booking.toRefund')}>
            <strong className="tabular-nums">{euros(netPaid(offer) - offer.totalCents)}</strong>
          </Row>
        )}
      </dl>
    </article>
  );
}

/** The customer's cancellation from their page: when, and the refund due (refunded with the payment's Refund below). */
function CancellationNote({ cancellation, say }: { cancellation: NonNullable<AdminBooking['cancellation']>; say: ReplySay }) {
  const euros = (cents: number) => formatEuros(cents, say.lang);
  const when = say.dateTime(cancellation.cancelledAt);
  const text =
    cancellation.paidCents === 0
      ? say('adminReply.booking.cancelledUnpaid', { when })
      : cancellation.refundDueCents > 0
        ? say('adminReply.booking.cancelled', { when, amount: euros(cancellation.refundDueCents) })
        : say('adminReply.booking.cancelledNoRefund', { when, fee: euros(cancellation.feeCents) });
  return <p className={cancellation.refundDueCents > 0 ? 'adm-alert' : 'text-sm font-semibold text-ink'}>{text}</p>;
}

/** One change the customer asked: when, each field from → to, its state, and Accept / Decline while it waits. */
function ChangeRequestItem({
  request,
  say,
  busy,
  disabled,
  onDecide,
}: {
  request: ChangeRequestView;
  say: ReplySay;
  busy: boolean;
  disabled: boolean;
  onDecide(action: 'accept' | 'decline'): void;
}) {
  const value = (field: string, value: string | number) => (field === 'pickupDate' && typeof value === 'string' ? say.wallClock(value, null) : String(value));
  return (
    <article className="rounded-xl border border-sand p-4 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-semibold text-ink">{say(`adminReply.booking.changeState.${request.state}`)}</p>
        <p className="text-muted">{say('adminReply.booking.changeAsked', { when: say.dateTime(request.createdAt) })}</p>
      </div>
      <ul className="mt-2 flex flex-col gap-1">
        {request.changes.map((change) => (
          <li key={change.field} className="break-words whitespace-pre-line">
            {say('adminReply.booking.changeRow', {
              field: say(`changeRequest.field.${change.field}` as Parameters<ReplySay>[0]),
              value:
                change.from === ''
                  ? value(change.field, change.to)
                  : say('adminReply.booking.changeFromTo', { from: value(change.field, change.from), to: value(change.field, change.to) }),
            })}
          </li>
        ))}
      </ul>
      {request.decidedAt && request.decidedBy && (
        <p className="mt-2 text-muted">
          {say('adminReply.booking.changeDecided', {
            state: say(`adminReply.booking.changeState.${request.state}`),
            admin: request.decidedBy,
            when: say.dateTime(request.decidedAt),
          })}
        </p>
      )}
      {request.state === 'pending' && (
        <div className="mt-3 flex flex-wrap gap-2">
          <BusyButton busy={busy} busyLabel={say('adminReply.booking.working')} disabled={disabled} onClick={() => onDecide('accept')}>
            {say('adminReply.booking.changeAccept')}
          </BusyButton>
          <BusyButton look="quiet" busy={false} busyLabel={say('adminReply.booking.working')} disabled={disabled} onClick={() => onDecide('decline')}>
            {say('adminReply.booking.changeDecline')}
          </BusyButton>
        </div>
      )}
    </article>
  );
}

interface PaymentItemProps {
  payment: PaymentView;
  say: ReplySay;
  refundable: boolean;
  busy: boolean;
  disabled: boolean;
  onRefund(): void;
}

/** One payment: amount, method and purpose, when and by whom, a mismatch's alert, its refunds, and Refund. */
function PaymentItem({ payment, say, refundable, busy, disabled, onRefund }: PaymentItemProps) {
  const euros = (cents: number) => formatEuros(cents, say.lang);
  const facts = [euros(payment.amountCents), say(`adminReply.booking.method.${payment.method}`)];
  if (payment.purpose) facts.push(say(`adminReply.booking.purpose.${payment.purpose}`));
  return (
    <article className="rounded-xl border border-sand p-4 text-sm">
      <p className="font-semibold text-ink">{facts.join(' · ')}</p>
      <p className="mt-1 text-muted">
        {say('adminReply.booking.paymentWhen', { when: say.dateTime(payment.createdAt), version: payment.offerVersion, admin: payment.recordedBy })}
      </p>
      {payment.note && <p className="mt-1 break-words text-ink">{say('adminReply.booking.note', { note: payment.note })}</p>}
      {payment.status === 'mismatch' && (
        <p className="adm-alert mt-2">{say('adminReply.booking.mismatch', { expected: euros(payment.expectedCents), amount: euros(payment.amountCents) })}</p>
      )}
      {payment.refunds.length > 0 && (
        <div className="mt-2">
          <p className="font-semibold text-ink">{say('adminReply.booking.refundedOf', { amount: euros(payment.refundedCents) })}</p>
          <ul className="mt-1 flex flex-col gap-1">
            {payment.refunds.map((refund) => (
              <li key={refund.id} className={refund.status === 'failed' ? 'adm-text-danger' : 'text-ink'}>
                {say('adminReply.booking.refund', {
                  amount: euros(refund.amountCents),
                  state: say(`adminReply.booking.refundState.${refund.status}`),
                  when: say.dateTime(refund.createdAt),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {refundable && (
        <div className="mt-3">
          <BusyButton look="danger" busy={busy} busyLabel={say('adminReply.booking.working')} disabled={disabled} onClick={onRefund}>
            {say('adminReply.booking.refundButton')}
            <span className="sr-only"> {say('adminReply.booking.refundOf', { amount: euros(payment.amountCents) })}</span>
          </BusyButton>
        </div>
      )}
    </article>
  );
}

interface RecordPaymentFormProps {
  id: string;
  remainingCents: number;
  say: ReplySay;
  busy: boolean;
  onCancel(): void;
  /** Records it; answers the server's messages by field when it refused. */
  onRecord(payment: { amountCents: number; method: (typeof MANUAL_PAYMENT_METHODS)[number]; note: string }): Promise<Readonly<Record<string, string>>>;
}

/** A payment received another way: the amount (what remains, unless changed), how, and a note. */
function RecordPaymentForm({ id, remainingCents, say, busy, onCancel, onRecord }: RecordPaymentFormProps) {
  const [amount, setAmount] = useState(() => centsAsTyped(remainingCents));
  const [method, setMethod] = useState<(typeof MANUAL_PAYMENT_METHODS)[number]>('bank_transfer');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [tried, setTried] = useState(false);
  const cents = parseEuros(amount);
  const amountInvalid = cents === null || cents < 1 || cents > remainingCents;
  const amountError = errors.amountCents ?? (amountInvalid && (tried || amount.trim() !== '') ? say('adminBookings.field.payment.amount') : null);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (amountInvalid || cents === null) {
      document.getElementById(`${id}-amount`)?.focus();
      return;
    }
    setErrors(await onRecord({ amountCents: cents, method, note: note.trim() }));
  };

  return (
    <form
      id={id}
      noValidate
      className="flex flex-col gap-4 rounded-xl border border-gold-700 bg-gold-200/20 p-4"
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={`${id}-heading`} className="font-sans text-base font-bold text-navy-950">
        {say('adminReply.booking.recordHeading')}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <InputField
          id={`${id}-amount`}
          label={say('adminReply.booking.amount')}
          note={say('adminReply.form.required')}
          required
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          hint={say('adminReply.booking.amountHint', { remaining: formatEuros(remainingCents, say.lang) })}
          error={amountError}
          onChange={(value) => {
            setAmount(value);
            setErrors(({ amountCents: _amount, ...rest }) => rest);
          }}
        />
        <Field id={`${id}-method`} label={say('adminReply.booking.method')} error={errors.method}>
          {(control) => (
            <select
              {...control}
              className="form-control"
              value={method}
              onChange={(event) => {
                setMethod(event.target.value as (typeof MANUAL_PAYMENT_METHODS)[number]);
                setErrors(({ method: _method, ...rest }) => rest);
              }}
            >
              {MANUAL_PAYMENT_METHODS.map((value) => (
                <option key={value} value={value}>
                  {say(`adminReply.booking.method.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <InputField
        id={`${id}-note`}
        label={say('adminReply.booking.noteLabel')}
        hint={say('adminReply.booking.noteHint')}
        autoComplete="off"
        value={note}
        error={errors.note}
        onChange={(value) => {
          setNote(value);
          setErrors(({ note: _note, ...rest }) => rest);
        }}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="adm-button adm-button-quiet" onClick={onCancel}>
          {say('adminReply.booking.cancel')}
        </button>
        <BusyButton busy={busy} busyLabel={say('adminReply.booking.recording')}>
          {say('adminReply.booking.recordSubmit')}
        </BusyButton>
      </div>
    </form>
  );
}
