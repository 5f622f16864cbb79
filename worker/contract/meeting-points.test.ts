import { describe, expect, it } from 'vitest';
import { INCLUDED_WAITING_MINUTES } from './constants.ts';
import { LANGS } from './i18n/langs.ts';
import {
  MEETING_PLACE_IDS,
  MEETING_POINT_DEFAULTS,
  MEETING_POINT_GROUPS,
  defaultMeetingWords,
  fillMeetingWords,
  isMeetingPlaceId,
  meetingPlace,
  meetingPlaceOf,
} from './meeting-points.ts';
import { KNOWN_PLACES } from './places.ts';

/** The places decision 042 names: CDG 1, 2A–2G, 3; Orly 1–4; Beauvais; the Paris stations and Chessy. */
const DECISION_PLACES = [
  'cdg-1',
  ...['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((letter) => `cdg-2${letter}`),
  'cdg-3',
  'orly-1',
  'orly-2',
  'orly-3',
  'orly-4',
  'beauvais',
  'gare-du-nord',
  'gare-de-l-est',
  'gare-de-lyon',
  'gare-d-austerlitz',
  'gare-montparnasse',
  'gare-saint-lazare',
  'gare-de-bercy',
  'marne-la-vallee-chessy',
];

const placeOf = (text: string) => meetingPlaceOf(text)?.id ?? null;

describe('the meeting-point library', () => {
  it('covers every place of the decision, each a built-in place of the wizard, grouped once', () => {
    expect([...MEETING_PLACE_IDS].sort()).toEqual([...DECISION_PLACES].sort());
    expect(Object.values(MEETING_POINT_GROUPS).flat()).toHaveLength(new Set(MEETING_PLACE_IDS).size);
    for (const id of MEETING_PLACE_IDS) expect(KNOWN_PLACES.some((place) => place.id === id)).toBe(true);
    expect(meetingPlace('cdg-2e').en).toBe('Paris Charles de Gaulle Airport (CDG), Terminal 2E');
  });

  it.each(DECISION_PLACES)('has English and French words for %s, with the waiting included from the policy', (id) => {
    if (!isMeetingPlaceId(id)) throw new Error(`${id} is not in the library`);
    for (const lang of LANGS) {
      const words = defaultMeetingWords(id, lang);
      expect(words.length).toBeGreaterThan(80);
      expect(words).not.toMatch(/\{\w+\}/);
      expect(words).toContain(`${INCLUDED_WAITING_MINUTES} minutes`);
      expect(MEETING_POINT_DEFAULTS[id][lang]).toContain('{minutes}');
    }
    expect(defaultMeetingWords(id, 'en')).toMatch(/name board/);
    expect(defaultMeetingWords(id, 'fr')).toMatch(/pancarte à votre nom/);
    expect(defaultMeetingWords(id, 'en')).not.toBe(defaultMeetingWords(id, 'fr'));
  });

  it('names each terminal in its own words', () => {
    expect(defaultMeetingWords('cdg-2e', 'en')).toContain('Terminal 2E');
    expect(defaultMeetingWords('cdg-2a', 'fr')).toContain('terminal 2A');
    expect(defaultMeetingWords('orly-3', 'en')).toContain('Orly 3');
    expect(defaultMeetingWords('orly-1', 'fr')).toContain('Orly 1');
  });

  it('fills the waiting included into any words that ask for it, and leaves other braces alone', () => {
    expect(fillMeetingWords('{minutes} min, {other}')).toBe(`${INCLUDED_WAITING_MINUTES} min, {other}`);
  });
});

describe('meetingPlaceOf: the built-in names', () => {
  it.each(KNOWN_PLACES.filter((place) => isMeetingPlaceId(place.id)))('finds $id by its English and French names, case and spacing ignored', (place) => {
    expect(placeOf(place.en)).toBe(place.id);
    expect(placeOf(place.fr)).toBe(place.id);
    expect(placeOf(`  ${place.en.toUpperCase().replace(/ /g, '   ')} `)).toBe(place.id);
    expect(placeOf(place.fr.toLowerCase())).toBe(place.id);
  });

  it('answers nothing for a built-in place outside the library', () => {
    expect(placeOf('Disneyland Paris, Chessy')).toBeNull();
    expect(placeOf('Eiffel Tower, Paris')).toBeNull();
    expect(placeOf('Château de Versailles')).toBeNull();
  });
});

describe('meetingPlaceOf: typed and Google addresses', () => {
  it.each([
    ['Aéroport de Paris-Charles de Gaulle Terminal 2E, 95700 Roissy', 'cdg-2e'],
    ['Aéroport de Paris-Charles de Gaulle Terminal 2E, 95700 Roissy-en-France, France', 'cdg-2e'],
    ['AEROPORT DE PARIS-CHARLES DE GAULLE TERMINAL 2E', 'cdg-2e'],
    ['CDG T2E', 'cdg-2e'],
    ['cdg t2 e', 'cdg-2e'],
    ['CDG 2E', 'cdg-2e'],
    ['CDG Terminal 2A', 'cdg-2a'],
    ['CDG Terminal 2B', 'cdg-2b'],
    ['CDG Terminal 2C', 'cdg-2c'],
    ['CDG Terminal 2D', 'cdg-2d'],
    ['CDG Terminal 2F', 'cdg-2f'],
    ['CDG Terminal 2G', 'cdg-2g'],
    ['Charles de Gaulle Airport, Terminal 1', 'cdg-1'],
    ['CDG1', 'cdg-1'],
    ['Charles de Gaulle T2E', 'cdg-2e'],
    ['Charles-de-Gaulle terminal 1', 'cdg-1'],
    ['Roissy CDG terminal 3', 'cdg-3'],
    ['Aérogare 2F, Roissy', 'cdg-2f'],
    ['Orly 3', 'orly-3'],
    ['orly4', 'orly-4'],
    ['Aéroport de Paris-Orly, Orly 1, 94390 Orly', 'orly-1'],
    ['Paris Orly Airport Terminal 2', 'orly-2'],
    ['Aéroport d’Orly Sud', 'orly-4'],
    ['Aéroport de Beauvais-Tillé, Route de l’Aéroport, 60000 Tillé', 'beauvais'],
    ['Beauvais Airport', 'beauvais'],
    ['Paris Beauvais (BVA)', 'beauvais'],
    ['Gare du Nord, 18 Rue de Dunkerque, 75010 Paris', 'gare-du-nord'],
    ['Paris Gare du Nord', 'gare-du-nord'],
    ['Paris Gare de Lyon', 'gare-de-lyon'],
    ['Gare de Lyon, Place Louis-Armand, 75012 Paris, France', 'gare-de-lyon'],
    ['gare de l’est', 'gare-de-l-est'],
    ["Gare de l'Est, Rue du 8 Mai 1945, 75010 Paris", 'gare-de-l-est'],
    ['Gare d’Austerlitz, 75013 Paris', 'gare-d-austerlitz'],
    ['Paris Austerlitz', 'gare-d-austerlitz'],
    ['Gare Montparnasse, 17 Bd de Vaugirard, 75015 Paris', 'gare-montparnasse'],
    ['Paris Montparnasse', 'gare-montparnasse'],
    ['Gare St-Lazare', 'gare-saint-lazare'],
    ['Gare Saint-Lazare, 13 Rue d’Amsterdam, 75008 Paris', 'gare-saint-lazare'],
    ['Gare de Paris-Bercy, 48 bis Bd de Bercy, 75012 Paris', 'gare-de-bercy'],
    ['Paris Bercy Bourgogne - Pays d’Auvergne', 'gare-de-bercy'],
    ['Gare de Marne-la-Vallée Chessy, 77700 Chessy', 'marne-la-vallee-chessy'],
    ['Marne la Vallée – Chessy', 'marne-la-vallee-chessy'],
    ['GARE DE CHESSY', 'marne-la-vallee-chessy'],
  ])('finds %s as %s', (text, id) => {
    expect(placeOf(text)).toBe(id);
  });

  it('never confuses the terminals 2A to 2G', () => {
    for (const letter of ['A', 'B', 'C', 'D', 'E', 'F', 'G']) {
      expect(placeOf(`CDG Terminal 2${letter}`)).toBe(`cdg-2${letter.toLowerCase()}`);
      expect(placeOf(`Aéroport Charles de Gaulle, terminal 2${letter.toLowerCase()}`)).toBe(`cdg-2${letter.toLowerCase()}`);
    }
  });

  it.each([
    // A terminal not named without doubt.
    'CDG Terminal 2',
    'Aéroport de Paris-Charles de Gaulle, 95700 Roissy-en-France',
    'CDG',
    'Roissy',
    'CDG Terminal 2E or 2F',
    'CDG T2E, T2F',
    'Orly',
    'Aéroport de Paris-Orly',
    'Orly Ouest',
    'Terminal 2E',
    // Ordinary addresses, streets named after the places, other towns' stations.
    '12 Rue de Lyon, 75012 Paris',
    'Rue de Lyon',
    'Boulevard de Bercy, 75012 Paris',
    '18 Rue de Dunkerque, 75010 Paris',
    'Rue Saint-Lazare, 75009 Paris',
    'Quai d’Austerlitz, 75013 Paris',
    'Tour Montparnasse, 33 Av. du Maine, 75015 Paris',
    'Place Charles de Gaulle, 75008 Paris',
    'Avenue Charles de Gaulle, 92200 Neuilly-sur-Seine',
    '4 Avenue de la Victoire, 94310 Orly',
    'Rue de Beauvais, 75001 Paris',
    '60000 Beauvais',
    'Gare de Lyon Part-Dieu',
    'Gare de Lyon-Perrache, 69002 Lyon',
    'Gare du Nord, Bruxelles',
    'Gare du Nord, 1030 Schaerbeek, Belgique',
    'Marne-la-Vallée',
    // Hotels and flats named after them.
    'Novotel Paris Gare de Lyon, 2 Rue Hector Malot, 75012 Paris',
    'Hôtel Gare du Nord',
    'Sheraton Paris Airport Hotel, CDG Terminal 2E',
    'Appartement T2, 95700 Roissy-en-France',
    // Two places at once.
    'Gare du Nord then Gare de l’Est',
    'CDG Terminal 2E, Orly 3',
    // Nothing at all.
    '',
    '   ',
    '10 Avenue des Champs-Élysées, 75008 Paris',
  ])('finds nothing in %s', (text) => {
    expect(placeOf(text)).toBeNull();
  });
});
