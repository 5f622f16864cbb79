// The chauffeur's sheet and calendar feed by signed link (decision 042), with the customer page's
// token rules (decision 038): 256 random bits shown once, only the SHA-256 stored, expiring after
// CHAUFFEUR_LINK_DAYS, revocable, every lookup counted against the client's limit with the request
// pages', and a GET changes nothing. The sheet lists the chauffeur's trips from today (Paris) for
// SHEET_DAYS days: where and when, the meeting point, the customer's name and phone, the flight or
// train, passengers, luggage, seats and options, the car — never a price or the customer's e-mail.
import { createEvents, type EventAttributes } from 'ics';
import { company } from '../contract/company.ts';
import { t, type Lang } from '../contract/i18n/index.ts';
import { CHAUFFEUR_LINK_DAYS, SHEET_DAYS } from '../contract/operations-numbers.ts';
import { fromParis, toParis } from '../contract/paris-time.ts';
import type { ChauffeurSheetResult, ChauffeurSheetTrip, Trip } from '../contract/schemas/operations.ts';
import { tripKeyText } from '../contract/schemas/operations.ts';
import type { Database } from '../db/client.ts';
import { chauffeurOfLink, findChauffeur, insertChauffeurLink, revokeChauffeurLinks } from '../db/queries/chauffeur-links.ts';
import { tripsBetween } from '../db/queries/trips.ts';
import { lookupAllowed } from '../bookings/request-page.ts';
import { newSecretToken, REQUEST_TOKEN_PATTERN, requestTokenHash } from '../bookings/request-links.ts';
import { ApiError } from '../lib/api-error.ts';
import { meetingPointFor } from './meeting-points.ts';
import { extraOptionList } from '../mail/templates/quote.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A trip's length on the calendar when the route gave none. */
const DEFAULT_EVENT_MINUTES = 60;
/** The calendar feed holds the trips from a week ago to this many days ahead. */
const FEED_DAYS_AHEAD = 60;

export const chauffeurNotFound = () => new ApiError(404, 'not_found', 'chauffeurLinks.error.notFound');

/** The sheet's address: /chauffeur/<token> (the sheet offers its French version). */
export const chauffeurSheetUrl = (siteUrl: string, token: string, lang: Lang = 'en') =>
  `${siteUrl.replace(/\/+$/, '')}${lang === 'fr' ? '/fr' : ''}/chauffeur/${token}`;

/** A new link for an active chauffeur; the token is in the answer only. */
export async function createChauffeurLink(db: Database, chauffeurId: number, context: { actor: string; siteUrl: string; now: Date }) {
  const chauffeur = await findChauffeur(db, chauffeurId);
  if (!chauffeur) throw chauffeurNotFound();
  if (!chauffeur.active) throw new ApiError(409, 'conflict', 'chauffeurLinks.error.inactive');
  const { token, tokenHash } = await newSecretToken();
  const expiresAt = new Date(context.now.getTime() + CHAUFFEUR_LINK_DAYS * DAY_MS);
  await insertChauffeurLink(db, { chauffeurId, tokenHash, expiresAt, actor: context.actor });
  return { url: chauffeurSheetUrl(context.siteUrl, token), expiresAt: expiresAt.toISOString() };
}

export async function revokeLinksOf(db: Database, chauffeurId: number, context: { actor: string; now: Date }) {
  if (!(await findChauffeur(db, chauffeurId))) throw chauffeurNotFound();
  return { revoked: await revokeChauffeurLinks(db, chauffeurId, context.actor, context.now) };
}

export interface SheetContext {
  db: Database;
  /** The client as the rate limit counts it. */
  client: string;
  /** Its lookups per window; REQUEST_LINK_LOOKUPS_PER_WINDOW when not given. */
  lookupLimit?: number;
  now: Date;
}

/** The chauffeur a token opens, after counting the lookup: 'rateLimited', or null for a link that opens nothing. */
async function linkedChauffeur(context: SheetContext, token: string) {
  if (!(await lookupAllowed(context.db, context.client, context.now, context.lookupLimit))) return 'rateLimited' as const;
  if (!REQUEST_TOKEN_PATTERN.test(token)) return null;
  return chauffeurOfLink(context.db, await requestTokenHash(token), context.now);
}

/** The Paris day `date` and the next ones as instants: from its midnight to the midnight `days` later (23 or 25 hours across DST). */
function parisDays(date: string, days: number): { from: Date; to: Date; dates: string[] } {
  const dates: string[] = [];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  for (let n = 0; n <= days; n += 1) dates.push(new Date(Date.UTC(year, month - 1, day + n, 12)).toISOString().slice(0, 10));
  return { from: fromParis(dates[0]!, '00:00')!, to: fromParis(dates[days]!, '00:00')!, dates: dates.slice(0, days) };
}

async function sheetTrip(db: Database, trip: Trip, lang: Lang): Promise<ChauffeurSheetTrip> {
  const point = await meetingPointFor(db, trip.from, lang);
  return {
    kind: trip.kind,
    quoteId: trip.quoteId,
    leg: trip.leg,
    number: trip.number,
    bookingReference: trip.bookingReference,
    startsAt: trip.startsAt,
    minutes: trip.minutes,
    from: trip.from,
    to: trip.to,
    stops: trip.stops,
    passengers: trip.passengers,
    options: extraOptionList(lang, trip.options),
    flightTrainNumber: trip.flightTrainNumber,
    excursionTitle: trip.excursionTitle,
    customer: { name: `${trip.customer.firstName} ${trip.customer.lastName}`.trim(), phone: trip.customer.phone, lang: trip.customer.lang },
    vehicle: trip.assignment?.vehicle ? { vehicle: trip.assignment.vehicle.vehicle, plate: trip.assignment.vehicle.plate } : null,
    meetingPoint: point && { name: point.name, instructions: point.instructions },
  };
}

export async function openChauffeurSheet(context: SheetContext, token: string, lang: Lang): Promise<ChauffeurSheetResult> {
  const chauffeur = await linkedChauffeur(context, token);
  if (chauffeur === 'rateLimited') return { status: 'rateLimited' };
  if (!chauffeur) return { status: 'notFound' };
  const { from, to, dates } = parisDays(toParis(context.now).date, SHEET_DAYS);
  const trips = await tripsBetween(context.db, { from, to, chauffeurId: chauffeur.id });
  const shown = await Promise.all(trips.map((trip) => sheetTrip(context.db, trip, lang)));
  return {
    status: 'ok',
    view: {
      chauffeur: { name: chauffeur.name },
      days: dates.map((date) => ({ date, trips: shown.filter((trip) => toParis(new Date(trip.startsAt)).date === date) })),
    },
  };
}

/** The chauffeur's trips as a calendar feed (.ics): a week back to FEED_DAYS_AHEAD ahead, one event per trip. */
export async function chauffeurCalendar(
  context: SheetContext & { siteUrl: string },
  token: string,
): Promise<{ status: 'ok'; text: string } | { status: 'notFound' } | { status: 'rateLimited' }> {
  const chauffeur = await linkedChauffeur(context, token);
  if (chauffeur === 'rateLimited') return { status: 'rateLimited' };
  if (!chauffeur) return { status: 'notFound' };
  const trips = await tripsBetween(context.db, {
    from: new Date(context.now.getTime() - 7 * DAY_MS),
    to: new Date(context.now.getTime() + FEED_DAYS_AHEAD * DAY_MS),
    chauffeurId: chauffeur.id,
  });
  const lang: Lang = 'en';
  const events: EventAttributes[] = trips.map((trip) => {
    const start = new Date(trip.startsAt);
    const minutes = Math.max(1, Math.round(trip.minutes ?? DEFAULT_EVENT_MINUTES));
    const row = (label: string, value: string) => t(lang, 'email.detailRow', { label, value });
    return {
      uid: `${tripKeyText(trip).replaceAll(':', '-')}@paris-elite-chauffeur`,
      start: [start.getUTCFullYear(), start.getUTCMonth() + 1, start.getUTCDate(), start.getUTCHours(), start.getUTCMinutes()],
      startInputType: 'utc',
      startOutputType: 'utc',
      duration: { hours: Math.floor(minutes / 60), minutes: minutes % 60 },
      title: `${trip.excursionTitle ?? `${trip.from} → ${trip.to}`} (${trip.customer.firstName} ${trip.customer.lastName})`,
      location: trip.from,
      description: [
        row(t(lang, 'tripReminder.field.pickup'), trip.from),
        ...(trip.excursionTitle ? [] : [row(t(lang, 'tripReminder.field.to'), trip.to)]),
        row(t(lang, 'tripReminder.field.customer'), `${trip.customer.firstName} ${trip.customer.lastName} ${trip.customer.phone}`),
        ...(trip.flightTrainNumber ? [row(t(lang, 'tripReminder.field.flight'), trip.flightTrainNumber)] : []),
        row(t(lang, 'tripReminder.reference'), trip.bookingReference ?? trip.number),
      ].join('\n'),
      status: 'CONFIRMED',
      productId: `-//${company.name}//Chauffeur trips//EN`,
    };
  });
  if (events.length === 0) return { status: 'ok', text: emptyCalendar() };
  const { error, value } = createEvents(events, { calName: `${company.name} — ${chauffeur.name}` });
  if (error || !value) throw new Error(`chauffeurCalendar: ${error?.message ?? 'no calendar'}`);
  return { status: 'ok', text: value };
}

/** A calendar with no event (the `ics` package refuses to write none). */
const emptyCalendar = () =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:-//${company.name}//Chauffeur trips//EN`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', 'END:VCALENDAR', ''].join(
    '\r\n',
  );
