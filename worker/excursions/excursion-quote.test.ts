import { describe, expect, it } from 'vitest';
import { excursionQuoteRequestSchema } from '../contract/schemas/excursion-quote.ts';
import type { ExcursionWithImages } from '../db/queries/excursions.ts';
import { excursionQuoteFrom, excursionQuoteProblems } from './excursion-quote.ts';

const excursion: ExcursionWithImages = {
  id: 7,
  key: 'paris-highlights',
  title: 'Paris Highlights',
  titleFr: 'Les incontournables de Paris',
  tagline: '',
  taglineFr: null,
  description: '',
  descriptionFr: null,
  longDescription: '',
  longDescriptionFr: null,
  goodToKnow: '',
  goodToKnowFr: null,
  // As an admin may type them: stray spaces are not part of the place.
  highlights: ['Eiffel Tower ', 'Louvre'],
  highlightsFr: ['Tour Eiffel', 'Le Louvre'],
  included: [],
  includedFr: null,
  terms: [],
  termsFr: null,
  price: '390',
  active: true,
  photographerChecked: false,
  createdAt: new Date(0),
  updatedAt: new Date(0),
  images: [],
};

const request = (overrides: Record<string, unknown> = {}) =>
  excursionQuoteRequestSchema.parse({
    excursionId: 7,
    excursionTitle: 'Anything the client likes',
    selectedHighlights: ['Eiffel Tower', 'Le Louvre', 'Eiffel Tower'],
    firstName: 'Claire',
    lastName: 'Martin',
    email: 'Claire@Example.com',
    phone: '33612345678',
    ...overrides,
  });

describe('excursionQuoteProblems', () => {
  it('accepts the excursion’s places in either language', () => {
    expect(excursionQuoteProblems(request(), excursion)).toEqual({});
  });

  it('refuses an excursion that is not offered, and a place that is not the excursion’s', () => {
    expect(excursionQuoteProblems(request(), undefined)).toEqual({ excursionId: 'excursion.error.unknownExcursion' });
    expect(excursionQuoteProblems(request({ selectedHighlights: ['Louvre', 'Disneyland'] }), excursion)).toEqual({
      selectedHighlights: 'excursion.error.unknownPlace',
    });
  });
});

describe('excursionQuoteFrom', () => {
  it('stores the server’s title in the request’s language, never the client’s', () => {
    expect(excursionQuoteFrom(request(), excursion, 'fr').excursionTitle).toBe('Les incontournables de Paris');
    expect(excursionQuoteFrom(request(), excursion, 'en').excursionTitle).toBe('Paris Highlights');
    expect(excursionQuoteFrom(request(), { ...excursion, titleFr: null }, 'fr').excursionTitle).toBe('Paris Highlights');
  });

  it('keeps the request’s choices: each place once, the e-mail in lower case', () => {
    expect(excursionQuoteFrom(request(), excursion, 'en')).toEqual({
      lang: 'en',
      excursionId: 7,
      excursionTitle: 'Paris Highlights',
      selectedHighlights: ['Eiffel Tower', 'Le Louvre'],
      stopLocations: [],
      withPhotographer: false,
      firstName: 'Claire',
      lastName: 'Martin',
      email: 'claire@example.com',
      phone: '33612345678',
      comments: '',
    });
  });
});
