// The customer's request page as the Worker hands it over in `locals` (worker/middleware/astro-locals.ts):
// `open(token)` answers the request a link opens, counted against the client's lookups. Without the
// Worker in front (`astro dev`), there is none.
import type { CustomerRequestDesk } from '../../worker/contract/schemas/bookings.ts';
import type { ChauffeurSheetDesk } from '../../worker/contract/schemas/operations.ts';

export function customerRequestsOf(locals: App.Locals): CustomerRequestDesk {
  if (!locals.customerRequests) {
    throw new Error('No customer request desk in Astro.locals: the request page is served through the Worker (npm start), not `astro dev`.');
  }
  return locals.customerRequests;
}

/** The chauffeur's sheet as the Worker hands it over in `locals` (decision 042); none without the Worker. */
export function chauffeurSheetsOf(locals: App.Locals): ChauffeurSheetDesk {
  if (!locals.chauffeurSheets) {
    throw new Error('No chauffeur sheet desk in Astro.locals: the sheet is served through the Worker (npm start), not `astro dev`.');
  }
  return locals.chauffeurSheets;
}
