// The back office's meeting-point calls (decision 042): GET /api/admin/meeting-points (every library
// place with its words now), PUT /api/admin/meeting-points/:placeId { instructionsEn, instructionsFr }
// (the administrator's words, both languages required) and DELETE …/:placeId (back to the library's
// words). The screen imports the types; the Worker validates with the schemas.
import { z } from 'zod';
import { isMeetingPlaceId, type MeetingPlaceId } from '../meeting-points.ts';
import type { SharedMessageKey } from '../i18n/index.ts';
import { FIELD_LIMITS } from '../limits.ts';
import { multilineText } from './fields.ts';

const key = (k: SharedMessageKey) => k;
const MAX = FIELD_LIMITS.meetingPointInstructions;

/** The words in one language: line breaks allowed, other control characters refused, never empty. */
const instructions = () => multilineText(MAX).pipe(z.string().min(1, key('field.required')));

export const adminMeetingPointInputSchema = z.object({
  instructionsEn: instructions(),
  instructionsFr: instructions(),
});
export type AdminMeetingPointInput = z.input<typeof adminMeetingPointInputSchema>;

/** A place the library does not have names nothing: the route answers 404. */
export const adminMeetingPointIdSchema = z.object({
  placeId: z
    .string()
    .refine(isMeetingPlaceId)
    .transform((id) => id as MeetingPlaceId),
});

/** A library place as the back office edits it. */
export interface AdminMeetingPoint {
  placeId: MeetingPlaceId;
  /** The place's name in each language (contract/places.ts). */
  name: { en: string; fr: string };
  /** The words now, as written: `{minutes}` is filled in where the customer reads them. */
  instructionsEn: string;
  instructionsFr: string;
  /** The administrator's words (true) or the library's (false). */
  edited: boolean;
  /** When and by whom they were edited; null for the library's. */
  updatedAt: string | null;
  updatedBy: string | null;
}

export type AdminMeetingPointList = AdminMeetingPoint[];
