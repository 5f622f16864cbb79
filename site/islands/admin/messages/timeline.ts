// One timeline of a conversation (issue 24): its messages and the customer's other events (requests
// received, offers, payments, refunds, changes, cancellations, e-mails sent) merged by time, and the
// words of each: an event's one line, where a message came from. Pure, so the rules are unit-tested.
import { formatEuros } from '../../../../worker/contract/money.ts';
import type { ScreenKey } from '../kit/dashboard-words.ts';
import type { Say } from '../kit/use-words.ts';
import type { Conversation, ConversationMessage, TimelineEvent } from './messages-api.ts';

export type MessagesSay = Say<ScreenKey<'messages'>>;

export type ThreadEntry = { type: 'message'; time: string; message: ConversationMessage } | { type: 'event'; time: string; event: TimelineEvent };

/**
 * The messages and the events in one list, oldest first. Both come oldest first; each keeps its own
 * order (messages by id), and a message goes before an event of the same instant: an answer is
 * written before the e-mail that carries it.
 */
export function threadEntries({ messages, timeline }: Pick<Conversation, 'messages' | 'timeline'>): ThreadEntry[] {
  const entries: ThreadEntry[] = [];
  let m = 0;
  let e = 0;
  while (m < messages.length || e < timeline.length) {
    const message = messages[m];
    const event = timeline[e];
    if (message && (!event || Date.parse(message.time) <= Date.parse(event.time))) {
      entries.push({ type: 'message', time: message.time, message });
      m += 1;
    } else if (event) {
      entries.push({ type: 'event', time: event.time, event });
      e += 1;
    }
  }
  return entries;
}

/** An event in one line: 'Offer v2 sent for TR-2026-0012 — €130.50'. */
export function eventText(say: MessagesSay, event: TimelineEvent): string {
  const euros = (cents: number) => formatEuros(cents, say.lang);
  switch (event.type) {
    case 'request':
      return say(`dashboard.messages.event.request.${event.request.kind}`, { number: event.request.number });
    case 'offer':
      return say('dashboard.messages.event.offer', { version: event.version, number: event.request.number, amount: euros(event.totalCents) });
    case 'payment':
      return say('dashboard.messages.event.payment', {
        number: event.request.number,
        amount: euros(event.amountCents),
        method: say(`dashboard.messages.method.${event.method}`),
      });
    case 'refund':
      return say(`dashboard.messages.event.refund.${event.status}`, { number: event.request.number, amount: euros(event.amountCents) });
    case 'cancellation': {
      const terms = { number: event.request.number, fee: euros(event.feeCents), refund: euros(event.refundDueCents) };
      return event.cancelledBy === 'customer'
        ? say('dashboard.messages.event.cancelledByCustomer', terms)
        : say('dashboard.messages.event.cancelledBy', { ...terms, admin: event.cancelledBy });
    }
    case 'change':
      return say(`dashboard.messages.event.change.${event.state}`, { number: event.request.number });
    case 'email':
      return say(`dashboard.messages.event.email.${event.status}`, { subject: event.subject });
  }
}

/** Where a message came from, and the request it is about: 'from their request page · about TR-2026-0012'. */
export function channelText(say: MessagesSay, message: Pick<ConversationMessage, 'channel' | 'request'>): string {
  const channel = say(`dashboard.messages.channel.${message.channel}`);
  return message.request ? `${channel} · ${say('dashboard.messages.about', { number: message.request.number })}` : channel;
}
