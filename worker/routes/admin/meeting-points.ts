// /api/admin/meeting-points (mounted behind the admin session guard; decision 042): the
// meeting-point library's places with their words now, the administrator's words for one place
// (both languages, audited) and its reset to the library's words (audited when it was edited).
import {
  adminMeetingPointIdSchema,
  adminMeetingPointInputSchema,
  type AdminMeetingPoint,
  type AdminMeetingPointList,
} from '../../contract/schemas/admin-meeting-points.ts';
import { meetingPlace } from '../../contract/meeting-points.ts';
import { resetMeetingPoint, saveMeetingPoint } from '../../db/queries/operations-meeting-points.ts';
import { ApiError } from '../../lib/api-error.ts';
import { jsonBody } from '../../middleware/json-body.ts';
import { methodNotAllowed } from '../../middleware/methods.ts';
import { validated } from '../../middleware/validated.ts';
import { meetingPointNow, meetingPointsNow } from '../../operations/meeting-points.ts';
import { adminRouter } from './router.ts';

const placeNotFound = () => new ApiError(404, 'not_found', 'api.error.notFound');
const placeId = () => validated('param', adminMeetingPointIdSchema, placeNotFound);

export const adminMeetingPointsRoutes = adminRouter()
  .get('/', async (c) => c.json((await meetingPointsNow(c.var.db)) satisfies AdminMeetingPointList))
  .put('/:placeId', placeId(), jsonBody(), validated('json', adminMeetingPointInputSchema), async (c) => {
    const { placeId: id } = c.req.valid('param');
    const { instructionsEn, instructionsFr } = c.req.valid('json');
    const saved = await saveMeetingPoint(c.var.db, {
      placeId: id,
      title: meetingPlace(id).en,
      instructionsEn,
      instructionsFr,
      actor: c.var.admin.username,
    });
    return c.json(meetingPointNow(id, saved) satisfies AdminMeetingPoint);
  })
  .delete('/:placeId', placeId(), async (c) => {
    const { placeId: id } = c.req.valid('param');
    await resetMeetingPoint(c.var.db, id, meetingPlace(id).en, c.var.admin.username);
    return c.json(meetingPointNow(id, undefined) satisfies AdminMeetingPoint);
  })
  .all('/', methodNotAllowed('GET', 'HEAD'))
  .all('/:placeId', methodNotAllowed('PUT', 'DELETE'));
