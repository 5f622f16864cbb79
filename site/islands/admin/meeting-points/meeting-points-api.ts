// The Meeting points screen's requests to /api/admin/meeting-points (decision 042), made by
// adminCall: the library's places with their words now, a place's words saved, a place reset to the
// library's words. Types only from the contract; the words' rules from the browser-safe text rules.
import { api } from '../../../lib/api-client.ts';
import type { AdminMeetingPoint, AdminMeetingPointInput } from '../../../../worker/contract/schemas/admin-meeting-points.ts';
import { FIELD_LIMITS } from '../../../../worker/contract/limits.ts';
import { hasControlCharacters, trimInvisible } from '../../../../worker/contract/text-rules.ts';
import type { AdminRequest } from '../kit/admin-call.ts';

export type { AdminMeetingPoint, AdminMeetingPointInput };

export const meetingPointCalls = {
  list: () => ((options) => api.admin['meeting-points'].$get({}, options)) satisfies AdminRequest,
  save: (placeId: string, input: AdminMeetingPointInput) =>
    ((options) => api.admin['meeting-points'][':placeId'].$put({ param: { placeId }, json: input }, options)) satisfies AdminRequest,
  reset: (placeId: string) => ((options) => api.admin['meeting-points'][':placeId'].$delete({ param: { placeId } }, options)) satisfies AdminRequest,
};

/** What is wrong with the words in one language, as the API would refuse them; null when nothing. */
export function meetingWordsProblem(value: string): 'required' | 'tooLong' | 'controlCharacters' | null {
  if (hasControlCharacters(value, { multiline: true })) return 'controlCharacters';
  const words = trimInvisible(value);
  if (!words) return 'required';
  return words.length > FIELD_LIMITS.meetingPointInstructions ? 'tooLong' : null;
}
