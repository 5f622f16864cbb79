// Operations (decision 042): the trips to drive. A trip is one leg of a confirmed request — a
// transfer's ride, a round trip's return as its own trip, an excursion once the office has set its
// time — with who drives it in which car. The agenda, the chauffeur's sheet and the reminders all
// read trips through worker/db/queries/trips.ts; this is their shape. Browser-safe types only.
import type { LANGS } from '../i18n/langs.ts';
import type { PAYMENT_STATES } from '../booking-words.ts';
import type { REPLY_QUOTE_KINDS } from '../email-send-words.ts';

export const TRIP_LEGS = ['outbound', 'return'] as const;
export type TripLeg = (typeof TRIP_LEGS)[number];

/** A trip's identity: its request and leg ('transfer:12:return'). */
export interface TripKey {
  kind: (typeof REPLY_QUOTE_KINDS)[number];
  quoteId: number;
  leg: TripLeg;
}

export const tripKeyText = (trip: TripKey) => `${trip.kind}:${trip.quoteId}:${trip.leg}`;

/** Who drives a trip, in which car: either may be missing while the office decides. */
export interface TripAssignment {
  chauffeur: { id: number; name: string; phone: string } | null;
  vehicle: { id: number; vehicle: string; plate: string; colour: string } | null;
  /** Grows with every change of chauffeur or car (the reminder is sent again for a new one). */
  version: number;
}

export interface Trip extends TripKey {
  /** TR-… or EX-… */
  number: string;
  bookingReference: string | null;
  /** When the chauffeur picks the customer up (ISO instant; the screens write it in Paris time). */
  startsAt: string;
  /** How long it takes, in minutes, as estimated (the route's time, an excursion's length); null: unknown. */
  minutes: number | null;
  /** Where it starts and ends, and the stops between, in the order driven (a return reverses the ride). */
  from: string;
  to: string;
  stops: string[];
  /** Adults; null for an excursion (its party is in its comments). */
  passengers: number | null;
  /** The request's options as stored: luggage counts, child seats, and the rest (contract/booking-rules.ts). */
  options: Record<string, boolean | number | string | string[]>;
  /** The vehicle class the customer asked for. */
  vehicleClass: string;
  flightTrainNumber: string | null;
  /** An excursion's title; null for a transfer. */
  excursionTitle: string | null;
  customer: { firstName: string; lastName: string; phone: string; email: string; lang: (typeof LANGS)[number] };
  paymentState: (typeof PAYMENT_STATES)[number];
  assignment: TripAssignment | null;
}

/**
 * A trip as the chauffeur's sheet shows it: no price or payment, no customer e-mail address
 * (decision 042). Built field by field (operations/chauffeur-sheet.ts), never spread from a Trip.
 */
export interface ChauffeurSheetTrip extends Omit<Trip, 'options' | 'vehicleClass' | 'customer' | 'paymentState' | 'assignment'> {
  /** Luggage, child seats and the other options asked, written in the sheet's language ('Suitcases × 2'). */
  options: string[];
  customer: { name: string; phone: string; lang: Trip['customer']['lang'] };
  vehicle: { vehicle: string; plate: string } | null;
  meetingPoint: { name: string; instructions: string } | null;
}

/** What the chauffeur's sheet shows: their trips from today (Paris) for SHEET_DAYS days, by Paris day. */
export interface ChauffeurSheetView {
  chauffeur: { name: string };
  days: Array<{ date: string; trips: ChauffeurSheetTrip[] }>;
}

export type ChauffeurSheetResult = { status: 'ok'; view: ChauffeurSheetView } | { status: 'notFound' } | { status: 'rateLimited' };

/** What the Worker hands the sheet page in `locals` (worker/middleware/astro-locals.ts). */
export interface ChauffeurSheetDesk {
  open(token: string, lang: (typeof LANGS)[number]): Promise<ChauffeurSheetResult>;
}
