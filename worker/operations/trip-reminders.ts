// The reminder the day before (decision 042), run by the cron: every trip starting within
// REMINDER_HOURS_BEFORE whose assignment names a chauffeur and a car gets its customer's reminder,
// once per assignment version. Each is one batch — the reminder's row on its unique key, the e-mail,
// a fresh link to the customer's page — so two cron runs at once send one (the second's batch fails
// whole on the key), and a new chauffeur or car after it went (a new version) sends again.
import { REMINDER_HOURS_BEFORE } from '../contract/operations-numbers.ts';
import type { Trip } from '../contract/schemas/operations.ts';
import type { Database } from '../db/client.ts';
import { isUniqueViolation, type Statement } from '../db/queries/bookings.ts';
import { queuedEmailIds } from '../db/queries/outbox.ts';
import { remindedVersions, reminderStatements } from '../db/queries/trip-reminders.ts';
import { tripsBetween } from '../db/queries/trips.ts';
import { newRequestLink, requestPageUrl } from '../bookings/request-links.ts';
import { tripReminderEmail } from '../mail/templates/trip-reminder.ts';
import { meetingPointFor } from './meeting-points.ts';

export interface ReminderContext {
  db: Database;
  siteUrl: string;
  now: Date;
}

type AssignedTrip = Trip & { assignment: NonNullable<Trip['assignment']> };

const readyToRemind = (trip: Trip): trip is AssignedTrip => trip.assignment?.chauffeur != null && trip.assignment.vehicle != null;

/** Queues the reminders due now; returns the outbox ids queued (the cron's delivery then sends them). */
export async function queueDueReminders(context: ReminderContext): Promise<number[]> {
  const { db, now } = context;
  const due = (await tripsBetween(db, { from: now, to: new Date(now.getTime() + REMINDER_HOURS_BEFORE * 3_600_000) })).filter(readyToRemind);
  const queued: number[] = [];
  for (const trip of due) {
    const sent = await remindedVersions(db, trip);
    if (sent.includes(trip.assignment.version)) continue;
    const lang = trip.customer.lang;
    const link = await newRequestLink(new Date(trip.startsAt), now);
    const email = tripReminderEmail(lang, {
      trip,
      meetingPoint: await meetingPointFor(db, trip.from, lang),
      changed: sent.length > 0,
      requestPageUrl: requestPageUrl(context.siteUrl, lang, link.token),
    });
    try {
      const results = await db.batch(
        reminderStatements(db, {
          key: trip,
          assignmentVersion: trip.assignment.version,
          email: { kind: 'trip.reminder', toAddress: trip.customer.email, lang, relatedType: relatedTypeOf(trip), relatedId: trip.quoteId, ...email },
          link: { tokenHash: link.tokenHash, expiresAt: link.expiresAt },
        }) as [Statement, ...Statement[]],
      );
      queued.push(...queuedEmailIds(results));
    } catch (error) {
      // Another cron run sent this one first.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return queued;
}

/** The outbox's related type of a trip's request, as the request's other e-mails say it. */
const relatedTypeOf = (trip: Trip) => (trip.kind === 'excursion' ? 'excursion_quote' : 'quote');
