// The browser tests' Insights fixture (issue 26): nine requests in October and November 2025, written
// by the demo history's writer (./demo-history.ts, seedHistory) into the e2e server's database when
// it starts (scripts/e2e-server.ts), so the Insights journey reads answers known in advance
// (tests/e2e/admin-insights.spec.ts writes them out by hand). Far from the days the other journeys
// make their requests in, and with addresses of their own, so no other list or count depends on them.
// Two sit on either side of midnight in Paris just after the end of summer time (26 October 2025),
// and one on 1 November at 00:30 in Paris (still October in UTC), to keep weeks and months honest.
import { fromParis } from '../../worker/contract/paris-time.ts';
import type { DemoHistoryRequest } from './demo-history.ts';

const CDG_RITZ: [string, string] = ['Paris Charles de Gaulle Airport (CDG), Terminal 2E', 'Hôtel Ritz Paris, 15 Place Vendôme'];
const ORLY_EIFFEL: [string, string] = ['Paris Orly Airport (ORY), Terminal 4', 'Eiffel Tower, Paris'];
const LYON_DISNEY: [string, string] = ['Gare de Lyon, Paris', 'Disneyland Paris'];

const at = (date: string, time: string) => fromParis(date, time)!;

type Planned = Omit<DemoHistoryRequest, 'firstName' | 'lastName' | 'route' | 'title'> & Partial<Pick<DemoHistoryRequest, 'route' | 'title'>>;

const request = (planned: Planned): DemoHistoryRequest => ({
  firstName: 'Insight',
  lastName: 'Fixture',
  route: CDG_RITZ,
  title: '',
  ...planned,
});

export const INSIGHTS_FIXTURE: readonly DemoHistoryRequest[] = [
  // Week of 29 Sep: answered in 30 min, offered, paid on 2 Oct, completed.
  request({
    kind: 'transfer',
    createdAt: at('2025-10-01', '10:00'),
    lang: 'en',
    replyAfterMinutes: 30,
    offerCents: 12_000,
    paid: true,
    refundedCents: 0,
    status: 'completed',
  }),
  // Week of 6 Oct: answered in 90 min, offered, never paid.
  request({
    kind: 'transfer',
    createdAt: at('2025-10-06', '09:00'),
    lang: 'fr',
    replyAfterMinutes: 90,
    offerCents: 15_000,
    paid: false,
    refundedCents: 0,
    status: 'replied',
  }),
  // Week of 13 Oct: a transfer answered in 10 min; an excursion answered in 60, paid on 17 Oct, completed.
  request({
    kind: 'transfer',
    createdAt: at('2025-10-14', '18:00'),
    lang: 'en',
    route: ORLY_EIFFEL,
    replyAfterMinutes: 10,
    offerCents: null,
    paid: false,
    refundedCents: 0,
    status: 'replied',
  }),
  request({
    kind: 'excursion',
    createdAt: at('2025-10-16', '11:00'),
    lang: 'fr',
    title: 'Versailles Palace and Gardens',
    replyAfterMinutes: 60,
    offerCents: 45_000,
    paid: true,
    refundedCents: 0,
    status: 'completed',
  }),
  // Week of 20 Oct: Sunday 26 Oct at 23:30 in Paris (22:30 UTC, winter time since that morning), never answered.
  request({
    kind: 'transfer',
    createdAt: at('2025-10-26', '23:30'),
    lang: 'en',
    replyAfterMinutes: null,
    offerCents: null,
    paid: false,
    refundedCents: 0,
    status: 'replied',
  }),
  // Week of 27 Oct: Monday 00:30 in Paris (still Sunday in UTC), answered in 2 h, paid on 28 Oct, half refunded on 30 Oct, cancelled.
  request({
    kind: 'excursion',
    createdAt: at('2025-10-27', '00:30'),
    lang: 'en',
    title: 'Giverny and Monet’s Gardens',
    replyAfterMinutes: 120,
    offerCents: 50_000,
    paid: true,
    refundedCents: 25_000,
    status: 'cancelled',
  }),
  // …Friday 31 Oct at 23:30 in Paris: answered in 45 min (on 1 November), cancelled.
  request({
    kind: 'transfer',
    createdAt: at('2025-10-31', '23:30'),
    lang: 'fr',
    route: LYON_DISNEY,
    replyAfterMinutes: 45,
    offerCents: null,
    paid: false,
    refundedCents: 0,
    status: 'cancelled',
  }),
  // …Saturday 1 Nov at 00:30 in Paris (31 Oct in UTC): a November request, answered in 20 min, paid on 2 Nov.
  request({
    kind: 'transfer',
    createdAt: at('2025-11-01', '00:30'),
    lang: 'en',
    route: LYON_DISNEY,
    replyAfterMinutes: 20,
    offerCents: 9_000,
    paid: true,
    refundedCents: 0,
    status: 'confirmed',
  }),
  // Week of 17 Nov: answered in 5 h.
  request({
    kind: 'transfer',
    createdAt: at('2025-11-18', '14:00'),
    lang: 'fr',
    replyAfterMinutes: 300,
    offerCents: null,
    paid: false,
    refundedCents: 0,
    status: 'replied',
  }),
];
