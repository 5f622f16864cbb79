// The Agenda screen's requests (decision 042), made by adminCall: the trips of a range of Paris days,
// the chauffeurs and cars to choose from, a trip's assignment, an excursion's time. Types only from
// the contract.
import { api } from '../../../lib/api-client.ts';
import type {
  Agenda,
  AgendaTrip,
  AssignmentInput,
  Chauffeur,
  ExcursionToSchedule,
  ExcursionTripInput,
  FleetVehicle,
} from '../../../../worker/contract/schemas/operations-admin.ts';
import type { TripKey } from '../../../../worker/contract/schemas/operations.ts';
import type { AdminRequest } from '../kit/admin-call.ts';

export type { Agenda, AgendaTrip, Chauffeur, ExcursionToSchedule, FleetVehicle };

export const agendaCalls = {
  agenda: (from: string, to: string) => ((options) => api.admin.agenda.$get({ query: { from, to } }, options)) satisfies AdminRequest,
  chauffeurs: ((options) => api.admin.chauffeurs.$get({}, options)) satisfies AdminRequest,
  fleet: ((options) => api.admin.fleet.$get({}, options)) satisfies AdminRequest,
  assign: (trip: TripKey, json: AssignmentInput) =>
    ((options) =>
      api.admin.trips[':kind'][':id'][':leg'].assignment.$put(
        { param: { kind: trip.kind, id: String(trip.quoteId), leg: trip.leg }, json },
        options,
      )) satisfies AdminRequest,
  schedule: (quoteId: number, json: ExcursionTripInput) =>
    ((options) => api.admin.exquotes[':id'].trip.$put({ param: { id: String(quoteId) }, json }, options)) satisfies AdminRequest,
};

/** The request's reply screen, where its details, messages and money are. */
export const requestHref = (trip: Pick<AgendaTrip, 'kind' | 'quoteId'>) => `/admin/email-reply/${trip.quoteId}?kind=${trip.kind}`;

/** A trip's key as the API writes it ('transfer:12:return'): the value of contract/schemas/operations.ts's tripKeyText, kept here so no zod module reaches the browser. */
export const tripKeyText = (trip: TripKey) => `${trip.kind}:${trip.quoteId}:${trip.leg}`;
