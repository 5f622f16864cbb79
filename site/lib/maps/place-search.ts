// What the address fields need from a place service, whichever answers: Google Places when a key is
// configured, otherwise the built-in list of airports, stations and landmarks.
import type { LatLng } from '../../../worker/contract/booking-rules.ts';

export interface PlaceSuggestion {
  /** Unique within one list (a Google place id or a known place id). */
  id: string;
  /** As shown in the list and written into the field once chosen. */
  label: string;
}

export interface ChosenPlace {
  label: string;
  /** Null when the service knows the place but not its position. */
  coords: LatLng | null;
}

/** A chosen place, or why not: outside the service area, or the lookup failed (null). */
export type PlaceChoice = ChosenPlace | 'outOfArea' | null;

export interface PlaceSearch {
  kind: 'google' | 'builtin';
  /** At most AUTOCOMPLETE_MAX_SUGGESTIONS suggestions for what was typed. */
  suggest(query: string): Promise<PlaceSuggestion[]>;
  choose(suggestion: PlaceSuggestion): Promise<PlaceChoice>;
}
