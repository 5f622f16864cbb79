import { describe, expect, it } from 'vitest';
import type { Lang } from '../../i18n/index.ts';
import { knownPlaceSearch, matchKnownPlaces, searchable } from './known-places.ts';

const labels = (query: string, lang: Lang) => matchKnownPlaces(query, lang).map((place) => place[lang]);

describe('searchable', () => {
  it('drops case, accents and punctuation', () => {
    expect(searchable('  Aéroport Paris-Orly (ORY), Orly 1 ')).toBe('aeroport paris orly ory orly 1');
    expect(searchable('Sacré-Cœur')).toBe('sacre coeur');
  });
});

describe('matchKnownPlaces', () => {
  it('matches in the page language, accents ignored, at most five', () => {
    expect(labels('orly', 'en')).toEqual([
      'Paris Orly Airport (ORY), Orly 1',
      'Paris Orly Airport (ORY), Orly 2',
      'Paris Orly Airport (ORY), Orly 3',
      'Paris Orly Airport (ORY), Orly 4',
    ]);
    expect(labels('aeroport', 'fr')).toHaveLength(5);
    expect(labels('aeroport', 'en')).toEqual([]);
    expect(labels('chateau', 'fr')).toEqual(['Château de Versailles']);
    expect(labels('tour eiffel', 'fr')).toEqual(['Tour Eiffel, Paris']);
    expect(labels('sacre coeur', 'en')).toEqual(['Sacré-Cœur, Montmartre']);
  });

  it('puts labels that start with the query first', () => {
    expect(labels('gare', 'en')[0]).toBe('Gare du Nord, Paris');
    expect(labels('lyon', 'fr')).toEqual(['Gare de Lyon, Paris']);
    expect(labels('disney', 'en')[0]).toBe('Disneyland Paris, Chessy');
  });

  it('needs every typed word', () => {
    expect(labels('cdg 2e', 'en')).toEqual(['Paris Charles de Gaulle Airport (CDG), Terminal 2E']);
    expect(labels('xyz', 'en')).toEqual([]);
    expect(labels('  ', 'en')).toEqual([]);
  });
});

describe('knownPlaceSearch', () => {
  it('suggests labels and gives the coordinates of the chosen one', async () => {
    const search = knownPlaceSearch('fr');
    const [first] = await search.suggest('louvre');
    expect(first).toEqual({ id: 'louvre', label: 'Musée du Louvre, Paris' });
    expect(await search.choose(first!)).toEqual({ label: 'Musée du Louvre, Paris', coords: { lat: 48.8606, lng: 2.3376 } });
    expect(await search.choose({ id: 'nowhere', label: 'Nowhere' })).toBeNull();
  });
});
