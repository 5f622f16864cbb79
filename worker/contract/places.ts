// Built-in place suggestions for when no maps service is configured (and for the home quick form):
// Paris airports with their terminals, the railway stations and the places travellers ask for most.
// Coordinates let the wizard estimate distance and time between two known places.

export type PlaceKind = 'airport' | 'station' | 'landmark';

export interface KnownPlace {
  id: string;
  kind: PlaceKind;
  /** As shown and stored, in English… */
  en: string;
  /** …and in French. */
  fr: string;
  lat: number;
  lng: number;
}

const cdg = (terminal: string, lat: number, lng: number): KnownPlace => ({
  id: `cdg-${terminal.toLowerCase()}`,
  kind: 'airport',
  en: `Paris Charles de Gaulle Airport (CDG), Terminal ${terminal}`,
  fr: `Aéroport Paris-Charles-de-Gaulle (CDG), terminal ${terminal}`,
  lat,
  lng,
});

const orly = (terminal: number, lat: number, lng: number): KnownPlace => ({
  id: `orly-${terminal}`,
  kind: 'airport',
  en: `Paris Orly Airport (ORY), Orly ${terminal}`,
  fr: `Aéroport Paris-Orly (ORY), Orly ${terminal}`,
  lat,
  lng,
});

export const KNOWN_PLACES: readonly KnownPlace[] = [
  cdg('1', 49.0153, 2.5416),
  cdg('2A', 49.0035, 2.5711),
  cdg('2B', 49.0047, 2.5735),
  cdg('2C', 49.004, 2.5687),
  cdg('2D', 49.0058, 2.5712),
  cdg('2E', 49.0046, 2.5562),
  cdg('2F', 49.0078, 2.5632),
  cdg('2G', 49.0091, 2.5897),
  cdg('3', 49.0126, 2.5526),
  orly(1, 48.7286, 2.3597),
  orly(2, 48.7292, 2.3627),
  orly(3, 48.7277, 2.368),
  orly(4, 48.7262, 2.3652),
  { id: 'beauvais', kind: 'airport', en: 'Paris Beauvais Airport (BVA)', fr: 'Aéroport de Beauvais-Tillé (BVA)', lat: 49.4544, lng: 2.1128 },
  { id: 'gare-du-nord', kind: 'station', en: 'Gare du Nord, Paris', fr: 'Gare du Nord, Paris', lat: 48.8809, lng: 2.3553 },
  { id: 'gare-de-lyon', kind: 'station', en: 'Gare de Lyon, Paris', fr: 'Gare de Lyon, Paris', lat: 48.8443, lng: 2.3744 },
  { id: 'gare-de-l-est', kind: 'station', en: "Gare de l'Est, Paris", fr: "Gare de l'Est, Paris", lat: 48.8768, lng: 2.3592 },
  { id: 'gare-montparnasse', kind: 'station', en: 'Gare Montparnasse, Paris', fr: 'Gare Montparnasse, Paris', lat: 48.8412, lng: 2.321 },
  { id: 'gare-saint-lazare', kind: 'station', en: 'Gare Saint-Lazare, Paris', fr: 'Gare Saint-Lazare, Paris', lat: 48.8763, lng: 2.3254 },
  { id: 'gare-d-austerlitz', kind: 'station', en: "Gare d'Austerlitz, Paris", fr: "Gare d'Austerlitz, Paris", lat: 48.842, lng: 2.3654 },
  { id: 'gare-de-bercy', kind: 'station', en: 'Gare de Bercy, Paris', fr: 'Gare de Bercy, Paris', lat: 48.8394, lng: 2.3826 },
  {
    id: 'marne-la-vallee-chessy',
    kind: 'station',
    en: 'Marne-la-Vallée–Chessy station (Disneyland)',
    fr: 'Gare de Marne-la-Vallée–Chessy (Disneyland)',
    lat: 48.8699,
    lng: 2.7829,
  },
  { id: 'disneyland-paris', kind: 'landmark', en: 'Disneyland Paris, Chessy', fr: 'Disneyland Paris, Chessy', lat: 48.8722, lng: 2.7758 },
  { id: 'versailles', kind: 'landmark', en: 'Palace of Versailles', fr: 'Château de Versailles', lat: 48.8049, lng: 2.1204 },
  { id: 'eiffel-tower', kind: 'landmark', en: 'Eiffel Tower, Paris', fr: 'Tour Eiffel, Paris', lat: 48.8584, lng: 2.2945 },
  { id: 'louvre', kind: 'landmark', en: 'Louvre Museum, Paris', fr: 'Musée du Louvre, Paris', lat: 48.8606, lng: 2.3376 },
  { id: 'arc-de-triomphe', kind: 'landmark', en: 'Arc de Triomphe, Paris', fr: 'Arc de Triomphe, Paris', lat: 48.8738, lng: 2.295 },
  { id: 'champs-elysees', kind: 'landmark', en: 'Champs-Élysées, Paris', fr: 'Avenue des Champs-Élysées, Paris', lat: 48.8698, lng: 2.3076 },
  { id: 'notre-dame', kind: 'landmark', en: 'Notre-Dame Cathedral, Paris', fr: 'Cathédrale Notre-Dame de Paris', lat: 48.853, lng: 2.3499 },
  { id: 'opera-garnier', kind: 'landmark', en: 'Opéra Garnier, Paris', fr: 'Opéra Garnier, Paris', lat: 48.872, lng: 2.3316 },
  { id: 'sacre-coeur', kind: 'landmark', en: 'Sacré-Cœur, Montmartre', fr: 'Sacré-Cœur, Montmartre', lat: 48.8867, lng: 2.3431 },
  { id: 'la-defense', kind: 'landmark', en: 'La Défense business district', fr: "Quartier d'affaires de La Défense", lat: 48.8918, lng: 2.238 },
  { id: 'place-de-la-concorde', kind: 'landmark', en: 'Place de la Concorde, Paris', fr: 'Place de la Concorde, Paris', lat: 48.8656, lng: 2.3212 },
];

/** The known place with this label in either language (case and spacing ignored). */
export function findKnownPlace(label: string): KnownPlace | undefined {
  const wanted = label.trim().replace(/\s+/g, ' ').toLowerCase();
  if (!wanted) return undefined;
  return KNOWN_PLACES.find((place) => place.en.toLowerCase() === wanted || place.fr.toLowerCase() === wanted);
}
