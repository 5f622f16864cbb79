// Which place and route service the ride step uses: Google Maps when /api/config has a key and the
// script loads (after its retries), otherwise the built-in places and the estimate. Built-in
// suggestions answer while the answer is pending, so typing never waits.
import { useEffect, useMemo, useState } from 'react';
import type { Lang } from '../../i18n/index.ts';
import { googleMapsApiKey } from '../../lib/maps/config.ts';
import type { GoogleMaps } from '../../lib/maps/google.ts';
import { knownPlaceSearch } from '../../lib/maps/known-places.ts';
import type { PlaceSearch } from '../../lib/maps/place-search.ts';

export type MapsState = { status: 'checking' } | { status: 'builtin' } | { status: 'google'; google: GoogleMaps };

export function useMaps(lang: Lang): { maps: MapsState; search: PlaceSearch } {
  const [maps, setMaps] = useState<MapsState>({ status: 'checking' });
  useEffect(() => {
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
  }, [lang]);
  const builtin = useMemo(() => knownPlaceSearch(lang), [lang]);
  return { maps, search: maps.status === 'google' ? maps.google.places : builtin };
}
