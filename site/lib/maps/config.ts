// The Google Maps key is a run-time setting (pre-rendered pages cannot know it): GET /api/config,
// asked once per page, when the ride step is first shown. Any failure means "no key".
import { api } from '../api-client.ts';

let mapsKey: Promise<string | null> | null = null;

export function googleMapsApiKey(): Promise<string | null> {
  mapsKey ??= api.config
    .$get(undefined, { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : null))
    .then((config) => (typeof config?.googleMapsApiKey === 'string' && config.googleMapsApiKey ? config.googleMapsApiKey : null))
    .catch(() => null);
  return mapsKey;
}
