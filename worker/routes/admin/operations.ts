// Operations in the back office (decision 042), mounted behind the admin session guard: the
// chauffeurs and the fleet (listed, added, changed; never deleted: deactivated), a trip's assignment,
// an excursion's agreed time, and the agenda of a range of Paris days with its clashes marked.
import type { Context } from 'hono';
import type { AdminEnv } from '../../env.ts';
import {
  agendaQuerySchema,
  assignmentInputSchema,
  chauffeurInputSchema,
  chauffeurPatchSchema,
  excursionTripSchema,
  fleetInputSchema,
  fleetPatchSchema,
  operationsIdSchema,
  tripTargetSchema,
  type Agenda,
  type AgendaTrip,
  type Chauffeur,
  type FleetVehicle,
} from '../../contract/schemas/operations-admin.ts';
import { isUniqueViolation } from '../../db/queries/bookings.ts';
import { createChauffeur, createFleetVehicle, listChauffeurs, listFleet, updateChauffeur, updateFleetVehicle } from '../../db/queries/operations-fleet.ts';
import { agendaOf, assignTrip, setExcursionTime } from '../../operations/agenda.ts';
import { ApiError } from '../../lib/api-error.ts';
import { jsonBody } from '../../middleware/json-body.ts';
import { methodNotAllowed } from '../../middleware/methods.ts';
import { validated } from '../../middleware/validated.ts';
import { adminRouter } from './router.ts';

const chauffeurNotFound = () => new ApiError(404, 'not_found', 'adminOperations.error.chauffeurNotFound');
const vehicleNotFound = () => new ApiError(404, 'not_found', 'adminOperations.error.vehicleNotFound');
const plateTaken = () => new ApiError(409, 'conflict', 'adminOperations.field.plateTaken', { plate: 'adminOperations.field.plateTaken' });

const db = (c: Context<AdminEnv>) => c.var.db;

/** A write that may meet another car's plate: the unique index refuses it, answered as the plate's field error. */
async function plateChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw plateTaken();
    throw error;
  }
}

/** /api/admin/chauffeurs */
export const adminChauffeursRoutes = adminRouter()
  .get('/', async (c) => c.json((await listChauffeurs(db(c))) satisfies Chauffeur[]))
  .post('/', jsonBody(), validated('json', chauffeurInputSchema), async (c) => {
    const created = await createChauffeur(db(c), c.req.valid('json'), c.var.admin.username);
    return c.json(created satisfies Chauffeur, 201);
  })
  .patch('/:id', validated('param', operationsIdSchema, chauffeurNotFound), jsonBody(), validated('json', chauffeurPatchSchema), async (c) => {
    const updated = await updateChauffeur(db(c), c.req.valid('param').id, c.req.valid('json'), c.var.admin.username);
    if (!updated) throw chauffeurNotFound();
    return c.json(updated satisfies Chauffeur);
  })
  .all('/', methodNotAllowed('GET', 'HEAD', 'POST'))
  .all('/:id', methodNotAllowed('PATCH'));

/** /api/admin/fleet */
export const adminFleetRoutes = adminRouter()
  .get('/', async (c) => c.json((await listFleet(db(c))) satisfies FleetVehicle[]))
  .post('/', jsonBody(), validated('json', fleetInputSchema), async (c) => {
    const created = await plateChecked(() => createFleetVehicle(db(c), c.req.valid('json'), c.var.admin.username));
    return c.json(created satisfies FleetVehicle, 201);
  })
  .patch('/:id', validated('param', operationsIdSchema, vehicleNotFound), jsonBody(), validated('json', fleetPatchSchema), async (c) => {
    const updated = await plateChecked(() => updateFleetVehicle(db(c), c.req.valid('param').id, c.req.valid('json'), c.var.admin.username));
    if (!updated) throw vehicleNotFound();
    return c.json(updated satisfies FleetVehicle);
  })
  .all('/', methodNotAllowed('GET', 'HEAD', 'POST'))
  .all('/:id', methodNotAllowed('PATCH'));

/** /api/admin/agenda */
export const adminAgendaRoutes = adminRouter()
  .get('/', validated('query', agendaQuerySchema), async (c) => {
    const { from, to } = c.req.valid('query');
    return c.json((await agendaOf(db(c), from, to)) satisfies Agenda);
  })
  .all('/', methodNotAllowed('GET', 'HEAD'));

/** /api/admin/trips */
export const adminTripsRoutes = adminRouter()
  .put(
    '/:kind/:id/:leg/assignment',
    validated('param', tripTargetSchema, () => new ApiError(404, 'not_found', 'adminOperations.error.tripNotFound')),
    jsonBody(),
    validated('json', assignmentInputSchema),
    async (c) => {
      const { kind, id, leg } = c.req.valid('param');
      const trip = await assignTrip(db(c), { kind, quoteId: id, leg }, c.req.valid('json'), c.var.admin.username);
      return c.json(trip satisfies AgendaTrip);
    },
  )
  .all('/:kind/:id/:leg/assignment', methodNotAllowed('PUT'));

/** /api/admin/exquotes/:id/trip (beside the excursion queue's own routes). */
export const adminExcursionTripRoutes = adminRouter()
  .put(
    '/:id/trip',
    validated('param', operationsIdSchema, () => new ApiError(404, 'not_found', 'adminOperations.error.excursionNotFound')),
    jsonBody(),
    validated('json', excursionTripSchema),
    async (c) => {
      const trip = await setExcursionTime(db(c), c.req.valid('param').id, c.req.valid('json'), c.var.admin.username);
      return c.json(trip satisfies AgendaTrip);
    },
  )
  .all('/:id/trip', methodNotAllowed('PUT'));
