// One timeline of a conversation (timeline.ts): messages and events merged by time, each event in one
// line of the dashboard's words (English and French), each message's channel, and the count of
// answers the customer has not read.
import { describe, expect, it } from 'vitest';
import { countedText } from '../../../../worker/contract/i18n/plural.ts';
import { screenWords } from '../kit/dashboard-words.ts';
import { sayIn } from '../kit/use-words.ts';
import type { ConversationMessage, TimelineEvent } from './messages-api.ts';
import { channelText, eventText, threadEntries } from './timeline.ts';

const english = sayIn(screenWords('messages', 'en'));
const french = sayIn(screenWords('messages', 'fr'));
const transfer = { kind: 'transfer', id: 12, number: 'TR-2026-0012' } as const;
const excursion = { kind: 'excursion', id: 3, number: 'EX-2026-0003' } as const;

const message = (id: number, time: string, extra: Partial<ConversationMessage> = {}): ConversationMessage => ({
  id,
  from: 'customer',
  text: `message ${id}`,
  time,
  channel: 'contact',
  ...extra,
});

describe('threadEntries', () => {
  it('merges messages and events by time, each in its own order, a message before an event of the same instant', () => {
    const events: TimelineEvent[] = [
      { type: 'request', time: '2026-06-01T08:00:00.000Z', request: transfer },
      { type: 'offer', time: '2026-06-01T09:00:00.000Z', request: transfer, version: 1, totalCents: 13_050, state: 'sent' },
      { type: 'email', time: '2026-06-01T09:00:00.000Z', kind: 'reply.transfer', subject: 'Your offer', status: 'sent' },
    ];
    const messages = [
      message(1, '2026-06-01T08:30:00.000Z'),
      message(2, '2026-06-01T09:00:00.000Z', { from: 'admin', channel: 'reply' }),
      message(3, '2026-06-01T10:00:00.000Z'),
    ];
    const order = threadEntries({ messages, timeline: events }).map((entry) => (entry.type === 'message' ? `message ${entry.message.id}` : entry.event.type));
    expect(order).toEqual(['request', 'message 1', 'message 2', 'offer', 'email', 'message 3']);
    expect(threadEntries({ messages: [], timeline: [] })).toEqual([]);
  });
});

describe('eventText', () => {
  it('says each event in one line, amounts in euros (whole ones without cents) in the dashboard’s language', () => {
    const lines = (say: typeof english) =>
      (
        [
          { type: 'request', time: '', request: excursion },
          { type: 'offer', time: '', request: transfer, version: 2, totalCents: 13_050, state: 'sent' },
          { type: 'payment', time: '', request: transfer, amountCents: 6_525, method: 'card' },
          { type: 'refund', time: '', request: transfer, amountCents: 1_000, status: 'succeeded' },
          { type: 'change', time: '', request: transfer, state: 'pending' },
          { type: 'cancellation', time: '', request: transfer, feeCents: 0, refundDueCents: 6_525, cancelledBy: 'customer' },
          { type: 'cancellation', time: '', request: transfer, feeCents: 500, refundDueCents: 0, cancelledBy: 'alice' },
          { type: 'email', time: '', kind: 'reply.transfer', subject: 'Your offer', status: 'failed' },
        ] satisfies TimelineEvent[]
      ).map((event) => eventText(say, event).replace(/\u00a0|\u202f/g, ' '));
    expect(lines(english)).toEqual([
      'Excursion request EX-2026-0003 received',
      'Offer v2 sent for TR-2026-0012 — €130.50',
      'Payment received for TR-2026-0012 — €65.25 by card',
      'Refund of €10 made for TR-2026-0012',
      'Change asked for TR-2026-0012 — waiting for your answer',
      'TR-2026-0012 cancelled by the customer — fee €0, refund due €65.25',
      'TR-2026-0012 cancelled by alice — fee €5, refund due €0',
      'E-mail failed: Your offer',
    ]);
    expect(lines(french)).toEqual([
      'Demande d’excursion EX-2026-0003 reçue',
      'Offre v2 envoyée pour TR-2026-0012 — 130,50 €',
      'Paiement reçu pour TR-2026-0012 — 65,25 € par carte',
      'Remboursement de 10 € effectué pour TR-2026-0012',
      'Modification demandée pour TR-2026-0012 — en attente de votre réponse',
      'TR-2026-0012 annulée par le client — frais 0 €, remboursement dû 65,25 €',
      'TR-2026-0012 annulée par alice — frais 5 €, remboursement dû 0 €',
      'Échec de l’e-mail : Your offer',
    ]);
  });
});

describe('channelText', () => {
  it('says where a message came from, and the request it is about', () => {
    expect(channelText(english, { channel: 'email' })).toBe('via e-mail');
    expect(channelText(english, { channel: 'page', request: transfer })).toBe('from their request page · about TR-2026-0012');
    expect(channelText(french, { channel: 'reply', request: excursion })).toBe('depuis Répondre au client · au sujet de EX-2026-0003');
  });
});

describe('the answers the customer has not read', () => {
  it('are counted in words that agree with the number', () => {
    const { words } = screenWords('messages', 'en');
    expect(countedText('en', words, 'dashboard.messages.customerUnread', 1)).toBe('Your latest answer is not yet read on their request page.');
    expect(countedText('en', words, 'dashboard.messages.customerUnread', 3)).toBe('3 of your answers are not yet read on their request page.');
    expect(countedText('fr', screenWords('messages', 'fr').words, 'dashboard.messages.customerUnread', 2)).toBe(
      '2 de vos réponses n’ont pas encore été lues sur sa page de demande.',
    );
  });
});
