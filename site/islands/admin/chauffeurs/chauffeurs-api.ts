// The Chauffeurs screen's requests to /api/admin/chauffeurs and /api/admin/fleet, made by adminCall
// (decision 042). Types only from the contract.
import { api } from '../../../lib/api-client.ts';
import type { Chauffeur, ChauffeurInput, ChauffeurPatch, FleetInput, FleetPatch, FleetVehicle } from '../../../../worker/contract/schemas/operations-admin.ts';
import type { AdminRequest } from '../kit/admin-call.ts';

export type { Chauffeur, FleetVehicle };

export const chauffeursCalls = {
  chauffeurs: ((options) => api.admin.chauffeurs.$get({}, options)) satisfies AdminRequest,
  fleet: ((options) => api.admin.fleet.$get({}, options)) satisfies AdminRequest,
  addChauffeur: (json: ChauffeurInput) => ((options) => api.admin.chauffeurs.$post({ json }, options)) satisfies AdminRequest,
  changeChauffeur: (id: number, json: ChauffeurPatch) =>
    ((options) => api.admin.chauffeurs[':id'].$patch({ param: { id: String(id) }, json }, options)) satisfies AdminRequest,
  addCar: (json: FleetInput) => ((options) => api.admin.fleet.$post({ json }, options)) satisfies AdminRequest,
  changeCar: (id: number, json: FleetPatch) =>
    ((options) => api.admin.fleet[':id'].$patch({ param: { id: String(id) }, json }, options)) satisfies AdminRequest,
};
