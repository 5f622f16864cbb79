// The excursion catalogue an on-demand page reads, as the Worker hands it over in `locals`
// (worker/middleware/astro-locals.ts). Without the Worker in front (`astro dev`), there is none.
import type { ExcursionCatalogue } from '../../worker/contract/schemas/excursions.ts';

export function catalogueOf(locals: App.Locals): ExcursionCatalogue {
  if (!locals.catalogue) {
    throw new Error('No excursion catalogue in Astro.locals: the excursion pages are served through the Worker (npm start), not `astro dev`.');
  }
  return locals.catalogue;
}
