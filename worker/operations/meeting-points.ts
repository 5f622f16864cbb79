// Where the chauffeur meets the customer (decision 042): the meeting-point library's words for the
// built-in place a trip starts at (contract/meeting-points.ts, with the administrator's own words
// from the meeting_points table), in the customer's or the chauffeur's language. The confirmation,
// the reminder, the request page and the chauffeur's sheet all ask here.
import type { Lang } from '../contract/i18n/index.ts';
import {
  defaultMeetingWords,
  fillMeetingWords,
  isMeetingPlaceId,
  meetingPlace,
  meetingPlaceOf,
  MEETING_PLACE_IDS,
  MEETING_POINT_DEFAULTS,
  type MeetingPlaceId,
} from '../contract/meeting-points.ts';
import type { AdminMeetingPoint } from '../contract/schemas/admin-meeting-points.ts';
import type { Database } from '../db/client.ts';
import { editedMeetingPoint, editedMeetingPoints, type EditedMeetingPoint } from '../db/queries/operations-meeting-points.ts';

export interface MeetingPoint {
  /** The built-in place's id (contract/places.ts KNOWN_PLACES). */
  placeId: string;
  /** The place's name in `lang`. */
  name: string;
  /** Where the chauffeur waits and how to find them, in `lang`. */
  instructions: string;
}

const wordsOf = (id: MeetingPlaceId, lang: Lang, edited: EditedMeetingPoint | undefined) =>
  edited ? fillMeetingWords(lang === 'fr' ? edited.instructionsFr : edited.instructionsEn) : defaultMeetingWords(id, lang);

/** The meeting point for a trip starting at `place` (as stored on the request), or null when it is no library place. */
export async function meetingPointFor(db: Database, place: string, lang: Lang): Promise<MeetingPoint | null> {
  const known = meetingPlaceOf(place);
  if (!known || !isMeetingPlaceId(known.id)) return null;
  const edited = await editedMeetingPoint(db, known.id);
  return { placeId: known.id, name: known[lang], instructions: wordsOf(known.id, lang, edited) };
}

/** The meeting points for several places at once (one query): each place's point or null, in order. */
export async function meetingPointsFor(db: Database, places: readonly string[], lang: Lang): Promise<(MeetingPoint | null)[]> {
  const found = places.map((place) => meetingPlaceOf(place));
  if (!found.some(Boolean)) return found.map(() => null);
  const edited = new Map((await editedMeetingPoints(db)).map((row) => [row.placeId, row]));
  return found.map((known) =>
    known && isMeetingPlaceId(known.id) ? { placeId: known.id, name: known[lang], instructions: wordsOf(known.id, lang, edited.get(known.id)) } : null,
  );
}

/** Every library place's words now, as the back office edits them (`{minutes}` as written), in the screen's order. */
export async function meetingPointsNow(db: Database): Promise<AdminMeetingPoint[]> {
  const edited = new Map((await editedMeetingPoints(db)).map((row) => [row.placeId, row]));
  return MEETING_PLACE_IDS.map((placeId) => meetingPointNow(placeId, edited.get(placeId)));
}

/** One library place's words now: the administrator's when edited, else the library's. */
export function meetingPointNow(placeId: MeetingPlaceId, edited: EditedMeetingPoint | undefined): AdminMeetingPoint {
  const { en, fr } = meetingPlace(placeId);
  const defaults = MEETING_POINT_DEFAULTS[placeId];
  return {
    placeId,
    name: { en, fr },
    instructionsEn: edited?.instructionsEn ?? defaults.en,
    instructionsFr: edited?.instructionsFr ?? defaults.fr,
    edited: Boolean(edited),
    updatedAt: edited?.updatedAt.toISOString() ?? null,
    updatedBy: edited?.updatedBy ?? null,
  };
}
