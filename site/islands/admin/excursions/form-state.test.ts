import { describe, expect, it } from 'vitest';
import type { AdminExcursion } from '../../../../worker/contract/schemas/admin-excursions.ts';
import { emptyForm, emptyImageRow, formOf, inputOf, slotsOf } from './form-state.ts';

const stored: AdminExcursion = {
  id: 7,
  _id: 7,
  key: 'seine-evening-cruise',
  title: 'Seine evening cruise',
  titleFr: 'Croisière du soir',
  tagline: '',
  taglineFr: null,
  description: 'Paris by night.',
  descriptionFr: null,
  longDescription: '',
  longDescriptionFr: null,
  goodToKnow: '',
  goodToKnowFr: null,
  highlights: ['Eiffel Tower'],
  highlightsFr: null,
  included: ['Chauffeur'],
  includedFr: ['Chauffeur privé'],
  terms: ['Bring a coat'],
  termsFr: null,
  images: ['/media/excursions/abc.jpg'],
  imageDetails: [
    {
      url: '/media/excursions/abc.jpg',
      alt: 'The Seine',
      altFr: null,
      width: 1200,
      height: 800,
      variants: [{ url: '/media/excursions/def.webp', width: 480, type: 'image/webp' }],
    },
  ],
  price: '129.50',
  active: false,
  photographerChecked: true,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
};

describe('the excursion form state', () => {
  it('starts a new excursion active, with one row to type in each list', () => {
    const form = emptyForm();
    expect(form.active).toBe(true);
    expect(form.highlights).toEqual(['']);
    expect(form.included).toEqual(['']);
    expect(form.images).toHaveLength(1);
  });

  it('sends a stored excursion back as it was: French fallbacks blank, stored images without variants, terms kept', () => {
    const input = inputOf(formOf(stored));
    expect(input).toMatchObject({
      key: 'seine-evening-cruise',
      titleFr: 'Croisière du soir',
      taglineFr: '',
      highlights: ['Eiffel Tower'],
      highlightsFr: [],
      includedFr: ['Chauffeur privé'],
      terms: ['Bring a coat'],
      photographerChecked: true,
      active: false,
      price: '129.50',
      images: [{ url: '/media/excursions/abc.jpg', alt: 'The Seine', altFr: '' }],
    });
    // The server keeps the stored variants of an image it already has.
    expect(input.images?.[0]).not.toHaveProperty('variants');
  });

  it('drops blank rows and image rows without a URL; sends an upload with its variants', () => {
    const form = emptyForm();
    form.highlights = ['  Louvre ', '', '   '];
    form.included = ['', 'Water'];
    const uploaded = {
      ...emptyImageRow(),
      url: '/media/excursions/new.jpg',
      variants: [{ url: '/media/excursions/new-480.webp', width: 480, type: 'image/webp' as const }],
    };
    form.images = [emptyImageRow(), uploaded];
    const input = inputOf(form);
    expect(input.highlights).toEqual(['Louvre']);
    expect(input.included).toEqual(['Water']);
    expect(input.images).toEqual([{ url: '/media/excursions/new.jpg', alt: '', altFr: '', variants: uploaded.variants }]);
  });
});

describe("the server's field messages on the form", () => {
  it('puts a field, a list row and an image (counted among the rows sent) on their slots', () => {
    const form = emptyForm();
    const blank = emptyImageRow();
    const sent = { ...emptyImageRow(), url: 'http://insecure.example/a.jpg' };
    form.images = [blank, sent];
    const { slots, general } = slotsOf({ key: 'Taken', 'highlightsFr.2': 'Too long', 'images.0.url': 'Not https', _: 'Odd' }, form);
    expect(slots).toEqual({ key: 'Taken', highlightsFr: 'Too long', [`image:${sent.id}`]: 'Not https' });
    expect(general).toEqual(['Odd']);
  });
});
