// The administrator's own words for the meeting-point library's places (decision 042) in SQL: one
// row per place they edited (meeting_points); saving or resetting a place writes its audit row in
// the same batch. A place without a row reads the library's words (contract/meeting-points.ts).
import { eq, sql } from 'drizzle-orm';
import type { MeetingPlaceId } from '../../contract/meeting-points.ts';
import type { Database } from '../client.ts';
import { auditLog, meetingPoints } from '../schema.ts';

export type EditedMeetingPoint = typeof meetingPoints.$inferSelect;

/** Every place the administrator edited. */
export function editedMeetingPoints(db: Database): Promise<EditedMeetingPoint[]> {
  return db.select().from(meetingPoints);
}

/** The administrator's words for one place, if they edited it. */
export async function editedMeetingPoint(db: Database, placeId: string): Promise<EditedMeetingPoint | undefined> {
  const [row] = await db.select().from(meetingPoints).where(eq(meetingPoints.placeId, placeId)).limit(1);
  return row;
}

export interface MeetingPointEdit {
  placeId: MeetingPlaceId;
  /** The place's name as the audit trail shows it. */
  title: string;
  instructionsEn: string;
  instructionsFr: string;
  actor: string;
}

/** Saves the administrator's words for a place (replacing any earlier ones), with its audit row. */
export async function saveMeetingPoint(db: Database, edit: MeetingPointEdit): Promise<EditedMeetingPoint> {
  const { placeId, title, instructionsEn, instructionsFr, actor } = edit;
  const [, saved] = await db.batch([
    db.insert(auditLog).values({
      actor,
      action: 'meeting-point-edit',
      entityType: 'meeting_point',
      entityId: placeId,
      detail: { title, characters: { en: instructionsEn.length, fr: instructionsFr.length } },
    }),
    db
      .insert(meetingPoints)
      .values({ placeId, instructionsEn, instructionsFr, updatedBy: actor })
      .onConflictDoUpdate({
        target: meetingPoints.placeId,
        set: { instructionsEn, instructionsFr, updatedBy: actor, updatedAt: sql`(cast(unixepoch('subsec') * 1000 as integer))` },
      })
      .returning(),
  ]);
  const row = saved[0];
  if (!row) throw new Error('the meeting point was not saved');
  return row;
}

/**
 * Back to the library's words: the place's row removed, audited only when there was one (the audit
 * row is selected from it, so resetting a place never edited writes nothing). True when it was edited.
 */
export async function resetMeetingPoint(db: Database, placeId: MeetingPlaceId, title: string, actor: string): Promise<boolean> {
  const [, deleted] = await db.batch([
    db.insert(auditLog).select((qb) =>
      qb
        .select({
          id: sql<number>`null`.as('id'),
          actor: sql<string>`${actor}`.as('actor'),
          action: sql<string>`'meeting-point-reset'`.as('action'),
          entityType: sql<string>`'meeting_point'`.as('entity_type'),
          entityId: sql<string>`${meetingPoints.placeId}`.as('entity_id'),
          detail: sql<string>`json_object('title', ${title})`.as('detail'),
          createdAt: sql<number>`cast(unixepoch('subsec') * 1000 as integer)`.as('created_at'),
        })
        .from(meetingPoints)
        .where(eq(meetingPoints.placeId, placeId)),
    ),
    db.delete(meetingPoints).where(eq(meetingPoints.placeId, placeId)).returning({ placeId: meetingPoints.placeId }),
  ]);
  return deleted.length > 0;
}
