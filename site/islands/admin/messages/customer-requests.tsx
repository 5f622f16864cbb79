// The customer's requests beside their conversation (issue 24): every transfer and excursion quote
// made with the conversation's address, newest first, each a link to its Reply to Customer screen,
// with its status and its money as the quote queues show them.
import { PaymentBadge } from '../kit/payment-badge.tsx';
import type { CustomerRequest } from './messages-api.ts';
import type { MessagesSay } from './timeline.ts';

export interface CustomerRequestsProps {
  requests: CustomerRequest[];
  say: MessagesSay;
  /** The heading's id: the block is a region named by it. */
  headingId: string;
}

export function CustomerRequests({ requests, say, headingId }: CustomerRequestsProps) {
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-xl border border-sand p-3">
      <h3 id={headingId} className="text-base font-semibold text-navy-950">
        {say('dashboard.messages.requests')}
      </h3>
      {requests.length === 0 ? (
        <p className="text-sm text-muted">{say('dashboard.messages.noRequests')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {requests.map((request) => (
            <li key={`${request.kind}-${request.id}`} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
              <a href={request.path} className="font-semibold whitespace-nowrap text-navy-950 underline underline-offset-4">
                {request.number}
                <span className="sr-only"> {say('dashboard.messages.request.open')}</span>
              </a>
              <span className={`adm-status adm-status-${request.status}`}>{say(`dashboard.status.${request.status}`)}</span>
              {/* No offer summary here: the state as the server last wrote it (the cron marks expiry). */}
              <PaymentBadge state={request.paymentState} offer={null} now={0} say={say} />
              {request.bookingReference && <span className="text-ink">{say('dashboard.payment.referenceShort', { reference: request.bookingReference })}</span>}
              <span className="basis-full text-muted [overflow-wrap:anywhere]">
                {request.kind === 'transfer' && request.pickupAt
                  ? say('dashboard.messages.request.transfer', { when: say.dateTime(request.pickupAt) })
                  : say('dashboard.messages.request.excursion', { title: request.excursionTitle ?? '' })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
