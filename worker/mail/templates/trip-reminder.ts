// The customer's reminder before a trip (decision 042), in their language: who meets them (the
// chauffeur's name and phone), the car and its plate, where (the meeting point's words) and when
// (Paris time), the booking's reference, and the way to their request page. A second reminder for the
// same trip says the chauffeur or car changed. Every value is escaped by the layout.
import { company } from '../../contract/company.ts';
import { t, type Lang } from '../../contract/i18n/index.ts';
import { toParis } from '../../contract/paris-time.ts';
import type { Trip } from '../../contract/schemas/operations.ts';
import type { MeetingPoint } from '../../operations/meeting-points.ts';
import { renderEmail, type EmailContent } from '../layout.ts';
import { longDate } from './booking-confirmed.ts';
import { nameForCustomerEmail } from './customer-safe.ts';

export interface TripReminderFacts {
  trip: Trip & { assignment: NonNullable<Trip['assignment']> };
  meetingPoint: MeetingPoint | null;
  /** A reminder for this trip went before, for another chauffeur or car. */
  changed: boolean;
  requestPageUrl: string;
}

export function tripReminderEmail(lang: Lang, facts: TripReminderFacts): EmailContent {
  const { trip, meetingPoint } = facts;
  const chauffeur = trip.assignment.chauffeur!;
  const vehicle = trip.assignment.vehicle!;
  const starts = toParis(new Date(trip.startsAt));
  const when = { date: longDate(lang, starts.date), time: starts.time };
  return renderEmail({
    lang,
    subject: t(lang, facts.changed ? 'tripReminder.subject.changed' : 'tripReminder.subject', { ...when, name: chauffeur.name }),
    heading: t(lang, 'tripReminder.heading', { firstName: nameForCustomerEmail(trip.customer.firstName) }),
    ...(trip.bookingReference ? { highlight: [t(lang, 'tripReminder.reference'), trip.bookingReference] as [string, string] } : {}),
    paragraphs: [t(lang, facts.changed ? 'tripReminder.intro.changed' : 'tripReminder.intro', when)],
    details: [
      [t(lang, 'tripReminder.field.chauffeur'), chauffeur.name],
      [t(lang, 'tripReminder.field.phone'), chauffeur.phone],
      [t(lang, 'tripReminder.field.car'), vehicle.colour ? t(lang, 'tripReminder.car', { vehicle: vehicle.vehicle, colour: vehicle.colour }) : vehicle.vehicle],
      [t(lang, 'tripReminder.field.plate'), vehicle.plate],
      [t(lang, 'tripReminder.field.pickup'), trip.excursionTitle ? `${trip.excursionTitle}${trip.from ? ` — ${trip.from}` : ''}` : trip.from],
      [t(lang, 'tripReminder.field.to'), trip.excursionTitle ? '' : trip.to],
      [t(lang, 'tripReminder.field.flight'), trip.flightTrainNumber ?? ''],
      [t(lang, 'tripReminder.field.meetingPoint'), meetingPoint ? `${meetingPoint.name}\n${meetingPoint.instructions}` : ''],
    ],
    closing: [t(lang, 'tripReminder.closing', { phone: company.phoneDisplay })],
    requestPageUrl: facts.requestPageUrl,
  });
}
