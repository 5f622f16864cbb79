// The excursion catalogue as the pages read it (contract/schemas/excursions.ts, ExcursionCatalogue): active
// excursions from D1, in one language, with their images.
import type { ExcursionCatalogue } from '../contract/schemas/excursions.ts';
import type { Database } from '../db/client.ts';
import { findActiveExcursion, listActiveExcursions, toExcursionView } from '../db/queries/excursions.ts';
import { EXCURSION_REF_PATTERN } from '../contract/schemas/excursions.ts';

/** @param open the database to read, opened on the first read (most pages read no catalogue). */
export function excursionCatalogue(open: () => Promise<Database>): ExcursionCatalogue {
  return {
    async list(lang) {
      return (await listActiveExcursions(await open())).map((excursion) => toExcursionView(excursion, lang));
    },
    async find(ref, lang) {
      // A reference that cannot be an id or a key names nothing: no query for it.
      if (!EXCURSION_REF_PATTERN.test(ref)) return undefined;
      const excursion = await findActiveExcursion(await open(), ref);
      return excursion && toExcursionView(excursion, lang);
    },
  };
}
