// The reminders before a trip in SQL (decision 042): whether one went for a trip's assignment
// version (or for any earlier one), and the statements that send one — the reminder's row (a plain
// insert on its unique key: a second cron run's batch fails whole, isUniqueViolation), the customer's
// e-mail it names, and a fresh link to their page — for one atomic batch.
import { and, eq, sql } from 'drizzle-orm';
import type { TripKey } from '../../contract/schemas/operations.ts';
import type { Database } from '../client.ts';
import { tripReminders } from '../schema.ts';
import { insertRequestLink, type Statement } from './bookings.ts';
import { queueEmail, type QueuedEmail } from './outbox.ts';

const ofTrip = (key: TripKey) => and(eq(tripReminders.quoteKind, key.kind), eq(tripReminders.quoteId, key.quoteId), eq(tripReminders.leg, key.leg));

/** The assignment versions of `key` a reminder went for. */
export async function remindedVersions(db: Database, key: TripKey): Promise<number[]> {
  const rows = await db.select({ version: tripReminders.assignmentVersion }).from(tripReminders).where(ofTrip(key));
  return rows.map((row) => row.version);
}

export interface NewReminder {
  key: TripKey;
  assignmentVersion: number;
  email: QueuedEmail;
  link: { tokenHash: string; expiresAt: Date };
}

export function reminderStatements(db: Database, reminder: NewReminder): Statement[] {
  const { key } = reminder;
  return [
    queueEmail(db, reminder.email),
    // Right after its e-mail: last_insert_rowid() is that row's id.
    db.insert(tripReminders).values({
      quoteKind: key.kind,
      quoteId: key.quoteId,
      leg: key.leg,
      assignmentVersion: reminder.assignmentVersion,
      outboxId: sql`last_insert_rowid()`,
    }),
    insertRequestLink(db, { kind: key.kind, quoteId: key.quoteId, tokenHash: reminder.link.tokenHash, expiresAt: reminder.link.expiresAt }),
  ];
}
