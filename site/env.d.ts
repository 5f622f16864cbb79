import type { IntentOptions } from './lib/client-directives/intent.ts';
import type { ExcursionCatalogue } from '../worker/contract/schemas/excursions.ts';
import type { CustomerRequestDesk } from '../worker/contract/schemas/bookings.ts';
import type { ChauffeurSheetDesk } from '../worker/contract/schemas/operations.ts';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the visitor's first interaction, or at once when there is state to restore. */
    'client:intent'?: IntentOptions | boolean;
  }
}

declare global {
  namespace App {
    interface Locals {
      /** The excursion catalogue, handed over by the Worker (worker/middleware/astro-locals.ts). */
      catalogue?: ExcursionCatalogue;
      /** The customer's request page by its link (worker/middleware/astro-locals.ts). */
      customerRequests?: CustomerRequestDesk;
      /** The chauffeur's sheet by its link (worker/middleware/astro-locals.ts). */
      chauffeurSheets?: ChauffeurSheetDesk;
    }
  }
}
