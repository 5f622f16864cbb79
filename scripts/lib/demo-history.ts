// A few months of past requests for `npm start` (issue 26, item 2), so Insights' charts are not empty
// for a newcomer: transfers and excursions over the last four Paris months, in English and French,
// most answered within hours, many offered, some paid (one refunded), completed or cancelled. Made
// by a pure, seeded plan (demoHistory) and written through the product's own record functions, the
// rest (when it arrived, its state, its reply, offer and payment) directly, as no product path sets
// the past. Not seeded for the browser tests (scripts/e2e-server.ts): their lists start as they were.
import { fromParis, toParis } from '../../worker/contract/paris-time.ts';
import type { Database } from '../../worker/db/client.ts';
import { recordExcursionQuote } from '../../worker/db/queries/excursion-quotes.ts';
import { recordQuote } from '../../worker/db/queries/quotes.ts';
import { excursionQuotes, offers, outbox, payments, quotes, refunds } from '../../worker/db/schema.ts';
import { eq } from 'drizzle-orm';
import { demoExcursions } from '../demo-data/excursions.ts';

const DAY = 86_400_000;
const MINUTE = 60_000;

const ROUTES: ReadonlyArray<[string, string]> = [
  ['Paris Charles de Gaulle Airport (CDG), Terminal 2E', 'Hôtel Ritz Paris, 15 Place Vendôme'],
  ['Paris Orly Airport (ORY), Terminal 4', 'Eiffel Tower, Paris'],
  ['Gare de Lyon, Paris', 'Disneyland Paris'],
  ['Paris Charles de Gaulle Airport (CDG), Terminal 1', 'Le Bristol Paris, 112 Rue du Faubourg Saint-Honoré'],
  ['Hôtel Plaza Athénée, Paris', 'Palace of Versailles'],
  ['Gare du Nord, Paris', 'Paris Charles de Gaulle Airport (CDG), Terminal 2E'],
];
const NAMES: ReadonlyArray<[string, string]> = [
  ['Emma', 'Johnson'],
  ['Louis', 'Bernard'],
  ['Sophie', 'Dubois'],
  ['James', 'Wilson'],
  ['Chloé', 'Moreau'],
  ['Oliver', 'Smith'],
];

export interface DemoHistoryRequest {
  kind: 'transfer' | 'excursion';
  createdAt: Date;
  lang: 'en' | 'fr';
  firstName: string;
  lastName: string;
  /** Transfers: pickup and drop-off. */
  route: [string, string];
  /** Excursions: the title. */
  title: string;
  /** Minutes to the first reply; null: never answered. */
  replyAfterMinutes: number | null;
  offerCents: number | null;
  paid: boolean;
  refundedCents: number;
  status: 'replied' | 'confirmed' | 'completed' | 'cancelled';
}

/** A small deterministic generator (the same plan for the same day). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The plan: about five requests a week from four months ago to yesterday, none in the future. */
export function demoHistory(now: Date): DemoHistoryRequest[] {
  const next = random(26);
  const today = toParis(now).date;
  const start = Date.parse(`${today}T00:00:00Z`) - 120 * DAY;
  const requests: DemoHistoryRequest[] = [];
  for (let day = 0; day < 120; day += 1) {
    const date = new Date(start + day * DAY).toISOString().slice(0, 10);
    const count = next() < 0.7 ? 1 : next() < 0.5 ? 0 : 2;
    for (let n = 0; n < count; n += 1) {
      const hour = String(7 + Math.floor(next() * 16)).padStart(2, '0');
      const minute = String(Math.floor(next() * 60)).padStart(2, '0');
      const createdAt = fromParis(date, `${hour}:${minute}`)!;
      const kind = next() < 0.3 ? 'excursion' : 'transfer';
      const [firstName, lastName] = NAMES[Math.floor(next() * NAMES.length)]!;
      const answered = next() < 0.9;
      const offered = answered && next() < 0.75;
      const paid = offered && next() < 0.6;
      const cancelled = paid ? next() < 0.12 : next() < 0.08;
      const offerCents = offered ? (kind === 'excursion' ? 45_000 : 12_000) + Math.floor(next() * 20) * 1_000 : null;
      requests.push({
        kind,
        createdAt,
        lang: next() < 0.35 ? 'fr' : 'en',
        firstName,
        lastName,
        route: ROUTES[Math.floor(next() ** 1.6 * ROUTES.length)]!,
        title: demoExcursions[Math.floor(next() * demoExcursions.length)]!.title,
        replyAfterMinutes: answered ? 5 + Math.floor(next() ** 2 * 360) : null,
        offerCents,
        paid,
        refundedCents: paid && cancelled ? Math.round((offerCents ?? 0) / 2) : 0,
        status: cancelled ? 'cancelled' : paid ? (day < 110 ? 'completed' : 'confirmed') : 'replied',
      });
    }
  }
  return requests.filter((request) => request.createdAt.getTime() < now.getTime());
}

export async function seedDemoHistory(db: Database, now = new Date()): Promise<number> {
  return seedHistory(db, demoHistory(now));
}

/**
 * Writes a plan of past requests: each request as the product records it, then when it arrived, its
 * state, its first reply (`replyAfterMinutes` later), its offer, its payment (26 hours after the
 * reply) and its refund (two days after the payment). The browser tests' Insights fixture
 * (./insights-fixture.ts) is such a plan too.
 */
export async function seedHistory(db: Database, plan: readonly DemoHistoryRequest[]): Promise<number> {
  for (const [index, request] of plan.entries()) {
    const at = request.createdAt;
    const year = toParis(at).date.slice(0, 4);
    const person = {
      lang: request.lang,
      firstName: request.firstName,
      lastName: request.lastName,
      email: `${request.firstName}.${request.lastName}.${index}@example.com`
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, ''),
      phone: '+33612345678',
    };
    let id: number;
    if (request.kind === 'transfer') {
      const pickupAt = new Date(at.getTime() + 6 * DAY);
      const pickup = toParis(pickupAt);
      const stored = await recordQuote(db, {
        quote: {
          ...person,
          countryCode: 'FR',
          pickupLocation: request.route[0],
          dropoffLocation: request.route[1],
          pickupDate: pickup.date,
          pickupTime: pickup.time,
          pickupAt,
          transferType: 'ONE_WAY',
          returnDate: null,
          returnTime: null,
          returnAt: null,
          adults: 2,
          extraTime: 0,
          stopLocations: [],
          flightTrainNumber: null,
          vehicle: 'Mercedes E Class',
          vehicleExtraOptions: { suitcases: 2 },
          totalDistanceKm: 34,
          totalMinutes: 50,
          routeApproximate: true,
          pickupLat: 0,
          pickupLng: 0,
          dropoffLat: 0,
          dropoffLng: 0,
          comments: '',
        },
        year,
        emails: () => [],
        idempotency: null,
      });
      id = stored.id;
    } else {
      const stored = await recordExcursionQuote(db, {
        exQuote: {
          ...person,
          phone: '33612345678',
          excursionId: null,
          excursionTitle: request.title,
          selectedHighlights: [],
          stopLocations: [],
          withPhotographer: false,
          comments: '',
        },
        year,
        emails: () => [],
        idempotency: null,
      });
      id = stored.id;
    }
    const paymentState = request.refundedCents > 0 ? 'refunded' : request.paid ? 'paid' : request.offerCents !== null ? 'offer_expired' : 'none';
    const table = request.kind === 'transfer' ? quotes : excursionQuotes;
    await db
      .update(table)
      .set({ createdAt: at, updatedAt: at, status: request.replyAfterMinutes === null ? 'pending' : request.status, paymentState })
      .where(eq(table.id, id));
    if (request.replyAfterMinutes === null) continue;
    const repliedAt = new Date(at.getTime() + request.replyAfterMinutes * MINUTE);
    await db.insert(outbox).values({
      kind: `reply.${request.kind}`,
      toAddress: person.email,
      subject: 'Your request',
      html: '<p>Thank you for your request.</p>',
      text: 'Thank you for your request.',
      lang: request.lang,
      relatedType: 'reply',
      relatedId: id,
      status: 'sent',
      sentAt: repliedAt,
      createdAt: repliedAt,
    });
    if (request.offerCents === null) continue;
    const [offer] = await db
      .insert(offers)
      .values({
        quoteKind: request.kind,
        quoteId: id,
        version: 1,
        state: request.paid ? 'paid' : 'expired',
        totalCents: request.offerCents,
        depositCents: request.offerCents,
        validUntil: new Date(repliedAt.getTime() + 3 * DAY),
        paidCents: request.paid ? request.offerCents : 0,
        refundedCents: request.refundedCents,
        createdBy: 'demo data',
        createdAt: repliedAt,
        updatedAt: repliedAt,
      })
      .returning({ id: offers.id });
    if (!request.paid || !offer) continue;
    const paidAt = new Date(repliedAt.getTime() + 26 * 3_600_000);
    const [payment] = await db
      .insert(payments)
      .values({
        offerId: offer.id,
        quoteKind: request.kind,
        quoteId: id,
        method: 'bank_transfer',
        status: 'succeeded',
        amountCents: request.offerCents,
        currency: 'EUR',
        expectedCents: request.offerCents,
        refundedCents: request.refundedCents,
        receiptKey: `demo:${request.kind}:${id}`,
        note: 'Demo data',
        recordedBy: 'demo data',
        createdAt: paidAt,
      })
      .returning({ id: payments.id });
    if (request.refundedCents > 0 && payment) {
      const refundedAt = new Date(paidAt.getTime() + 2 * DAY);
      await db.insert(refunds).values({
        paymentId: payment.id,
        amountCents: request.refundedCents,
        status: 'succeeded',
        requestedBy: 'demo data',
        createdAt: refundedAt,
        updatedAt: refundedAt,
      });
    }
  }
  return plan.length;
}
