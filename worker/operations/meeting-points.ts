// Where the chauffeur meets the customer (decision 042): the meeting-point library's words for the
// built-in place a trip starts at (contract/meeting-points.ts, with the administrator's own words
// from the meeting_points table), in the customer's or the chauffeur's language. The confirmation,
// the reminder, the request page and the chauffeur's sheet all ask here.
// PLACEHOLDER until the library lands (helper A fills in the library and the matching): no place
// is matched yet, so nothing shows a meeting point.
import type { Lang } from '../contract/i18n/index.ts';
import type { Database } from '../db/client.ts';

export interface MeetingPoint {
  /** The built-in place's id (contract/places.ts KNOWN_PLACES). */
  placeId: string;
  /** The place's name in `lang`. */
  name: string;
  /** Where the chauffeur waits and how to find them, in `lang`. */
  instructions: string;
}

/** The meeting point for a trip starting at `place` (as stored on the request), or null when it is no library place. */
export async function meetingPointFor(_db: Database, _place: string, _lang: Lang): Promise<MeetingPoint | null> {
  return null;
}
