// Test data, built through the same query functions the product uses.
import { createExcursion, type NewExcursion, type NewExcursionImage } from '../../worker/db/queries/excursions.ts';
import { db } from './support.ts';

let counter = 0;

export async function anExcursion(overrides: Partial<NewExcursion> = {}, images: NewExcursionImage[] = []): Promise<number> {
  counter += 1;
  return createExcursion(
    db(),
    {
      key: `excursion-${counter}`,
      title: `Excursion ${counter}`,
      tagline: 'A private tour',
      description: 'Short description.',
      longDescription: 'Long description.',
      goodToKnow: '',
      highlights: ['Eiffel Tower', 'Louvre'],
      included: ['Private chauffeur'],
      terms: [],
      price: '390',
      ...overrides,
    },
    images,
  );
}

export const aContactMessage = (overrides: Record<string, unknown> = {}) => ({
  name: 'Claire Martin',
  telephone: '+33 6 12 34 56 78',
  email: 'claire.martin@example.com',
  message: 'Bonjour, je voudrais un transfert vers Orly samedi.',
  ...overrides,
});
