// Which place and route service the address fields use (the wizard's ride step, an excursion's
// stops): Google Maps when /api/config has a key and the script loads (after its retries), otherwise
// the built-in places and the estimate. Built-in suggestions answer while the answer is pending, so
// typing never waits.
import { useEffect, useMemo, useState } from 'react';
import type { Lang } from '../../i18n/index.ts';
import { googleMapsApiKey } from '../../lib/maps/config.ts';
import type { GoogleMaps } from '../../lib/maps/google.ts';
import { knownPlaceSearch } from '../../lib/maps/known-places.ts';
import type { PlaceSearch } from '../../lib/maps/place-search.ts';

export type MapsState = { status: 'checking' } | { status: 'builtin' } | { status: 'google'; google: GoogleMaps };

/**
 * `enabled` false puts off asking for the key and loading Google's script (the built-in places
 * answer meanwhile): a page whose address fields are not its main part asks once they are used.
 */
export function useMaps(lang: Lang, enabled = true): { maps: MapsState; search: PlaceSearch } {
  const [maps, setMaps] = useState<MapsState>({ status: 'checking' });
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    googleMapsApiKey()
      .then(async (key) => {
        if (!key) return { status: 'builtin' } as const;
        const { loadGoogleMaps } = await import('../../lib/maps/google.ts');
        return { status: 'google', google: await loadGoogleMaps(key, lang) } as const;
      })
      .catch((error: unknown) => {
        console.warn('Google Maps could not load; using the built-in places', error);
        return { status: 'builtin' } as const;
      })
      .then((state) => current && setMaps(state));
    return () => {
      current = false;
    };
  }, [lang, enabled]);
  const builtin = useMemo(() => knownPlaceSearch(lang), [lang]);
  return { maps, search: maps.status === 'google' ? maps.google.places : builtin };
}
