// The built-in place suggestions (no maps key): KNOWN_PLACES matched in the page's language,
// ignoring case, accents and punctuation, best matches first; and what a typed address is worth.
import type { Lang } from '../../i18n/index.ts';
import { AUTOCOMPLETE_MAX_SUGGESTIONS } from '../../../worker/contract/constants.ts';
import type { LatLng } from '../../../worker/contract/booking-rules.ts';
import { KNOWN_PLACES, findKnownPlace, type KnownPlace } from '../../../worker/contract/places.ts';
import type { PlaceSearch, PlaceSuggestion } from './place-search.ts';

/** Lower case, accents, ligatures and punctuation removed: 'Sacré-Cœur' → 'sacre coeur'. */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Known places whose label (in `lang`) contains every typed word, best first: the label starts with
 * the query, then a word starts with it, then anywhere.
 */
export function matchKnownPlaces(query: string, lang: Lang, max = AUTOCOMPLETE_MAX_SUGGESTIONS): KnownPlace[] {
  const wanted = searchable(query);
  if (!wanted) return [];
  const words = wanted.split(' ');
  const rank = (label: string) => (label.startsWith(wanted) ? 0 : ` ${label}`.includes(` ${wanted}`) ? 1 : 2);
  return KNOWN_PLACES.map((place, index) => ({ place, index, label: searchable(place[lang]) }))
    .filter(({ label }) => words.every((word) => label.includes(word)))
    .sort((a, b) => rank(a.label) - rank(b.label) || a.index - b.index)
    .slice(0, max)
    .map(({ place }) => place);
}

export function knownPlaceSearch(lang: Lang): PlaceSearch {
  return {
    kind: 'builtin',
    async suggest(query) {
      return matchKnownPlaces(query, lang).map((place): PlaceSuggestion => ({ id: place.id, label: place[lang] }));
    },
    async choose(suggestion) {
      const place = KNOWN_PLACES.find((candidate) => candidate.id === suggestion.id);
      return place ? { label: place[lang], coords: { lat: place.lat, lng: place.lng } } : null;
    },
  };
}

/** A place typed by hand: known places get their coordinates, anything else is free text. */
export function placeFromText(label: string): { label: string; coords: LatLng | null } {
  const known = findKnownPlace(label);
  return { label, coords: known ? { lat: known.lat, lng: known.lng } : null };
}
