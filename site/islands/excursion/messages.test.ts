import { describe, expect, it } from 'vitest';
import { LANGS } from '../../../worker/contract/i18n/index.ts';
import { bookingTexts, galleryLabels } from './messages.ts';

// The pickers the excursion page calls: every text the islands read, in the page's language, and no more.
describe('the excursion islands’ texts', () => {
  it.each(LANGS)('gives the gallery its words in %s', (lang) => {
    const labels = galleryLabels(lang);
    expect(Object.keys(labels).sort()).toEqual([
      'excursion.gallery.close',
      'excursion.gallery.dialog',
      'excursion.gallery.next',
      'excursion.gallery.open',
      'excursion.gallery.position',
      'excursion.gallery.previous',
      'excursion.gallery.thumbnails',
    ]);
    expect(Object.values(labels).every((text) => text.trim() !== '')).toBe(true);
  });

  it('gives the booking island its words, the stop rules’ message and the suggestion counts, but not the gallery’s', () => {
    const { words } = bookingTexts('en');
    expect(words['excursion.modal.successTitle']).toBe('Thank You for Booking!');
    expect(words['booking.error.maxStops']).toBe('Maximum 5 stops allowed.');
    expect(words['excursion.error.failed']).toBe('Failed to submit excursion quote.');
    expect(words['booking.place.count.other']).toContain('{count}');
    expect(Object.keys(words).some((key) => key.startsWith('excursion.gallery.'))).toBe(false);
  });

  it('decides the request’s language and the Back link by the page’s language', () => {
    expect(bookingTexts('en')).toMatchObject({ lang: 'en', excursionsPath: '/excursion' });
    expect(bookingTexts('fr')).toMatchObject({ lang: 'fr', excursionsPath: '/fr/excursion' });
    expect(bookingTexts('fr').words['excursion.modal.send']).toBe('ENVOYER');
  });
});
