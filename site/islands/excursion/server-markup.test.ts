// What the excursion islands look like in the server's HTML, before any script runs (they hydrate
// with client:intent): complete, with the images loading as they should.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ExcursionPicture } from '../../../worker/contract/schemas/excursions.ts';
import ExcursionBooking, { type ExcursionBookingProps } from './excursion-booking.tsx';
import ExcursionGallery from './excursion-gallery.tsx';
import { bookingTexts, galleryLabels } from './messages.ts';

const picture = (n: number, size: { width: number; height: number } | null): ExcursionPicture => ({
  url: `/media/photo-${n}.jpg`,
  alt: `Photo ${n} of the gardens`,
  width: size?.width ?? null,
  height: size?.height ?? null,
  sources: [{ type: 'image/webp', srcset: `/media/photo-${n}-480.webp 480w, /media/photo-${n}-1200.webp 1200w` }],
});

const gallery = (pictures: ExcursionPicture[]) =>
  renderToStaticMarkup(createElement(ExcursionGallery, { title: 'Versailles', pictures, labels: galleryLabels('en') }));

const dom = (html: string) => html.replace(/<!-- -->/g, '');

describe('the gallery, server-rendered', () => {
  const html = gallery([picture(1, { width: 1200, height: 800 }), picture(2, null), picture(3, null)]);

  it('draws the first photo large, at once and first, sized, with its modern encodings', () => {
    const main = html.slice(0, html.indexOf('</button>'));
    expect(main).toContain('class="ex-gallery-main"');
    expect(main).toContain(
      '<source type="image/webp" srcSet="/media/photo-1-480.webp 480w, /media/photo-1-1200.webp 1200w" sizes="(min-width: 1024px) 56rem, 100vw"/>',
    );
    expect(main).toMatch(/<img src="\/media\/photo-1\.jpg" alt="Photo 1 of the gardens" width="1200" height="800" loading="eager" fetchPriority="high"/);
    expect(main).toContain('View photo 1 of 3');
  });

  it('lists every photo as a 96 × 72 thumbnail button that loads lazily', () => {
    expect(html).toContain('<ul class="ex-thumbs" aria-label="All photos">');
    const thumbnails = [...html.matchAll(/<button type="button" class="ex-thumb" style="width:96px;height:72px" aria-label="([^"]+)">.*?<\/button>/g)];
    expect(thumbnails.map((match) => match[1])).toEqual(['View photo 1 of 3', 'View photo 2 of 3', 'View photo 3 of 3']);
    for (const [button] of thumbnails) {
      expect(button).toMatch(/<img [^>]*alt="" width="96" height="72" loading="lazy" decoding="async"/);
      expect(button).toContain('sizes="96px"');
    }
  });

  it('renders no lightbox until one is opened', () => {
    expect(html).not.toContain('<dialog');
  });

  it('shows one photo without thumbnails, and nothing without photos', () => {
    const single = gallery([picture(1, null)]);
    expect(single).not.toContain('ex-thumbs');
    expect(single).not.toMatch(/<img [^>]*(width|height)=/);
    expect(gallery([])).toBe('');
  });
});

describe('the booking part, server-rendered', () => {
  const props: ExcursionBookingProps = {
    excursion: { id: 7, title: 'Versailles', highlights: ['Hall of Mirrors', 'Gardens'], included: ['Hotel pickup', 'Tickets'], photographerChecked: true },
    portfolioHref: '/photographer-portfolio.pdf',
    askQuestionHref: '/contact-us?excursion=Versailles',
    texts: bookingTexts('en'),
  };
  const html = dom(renderToStaticMarkup(createElement(ExcursionBooking, props)));
  const at = (text: string) => html.indexOf(text);

  it('shows its parts in the spec’s order', () => {
    const order = [
      'Select Places to Visit',
      'Included',
      'Add Stop Locations',
      'Add photographer',
      'View Photographer Price &amp; Portfolio',
      'Book Now',
      'Ask a Question',
    ];
    const positions = order.map(at);
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('lists the places as unticked native checkboxes, with the summary saying none yet', () => {
    expect(html.match(/<input type="checkbox" name="selectedHighlights" value="[^"]+"\/>/g)).toHaveLength(2);
    expect(html).toContain('<p class="mt-2 text-muted" aria-live="polite"><strong class="font-semibold text-ink">Selected:</strong> None yet</p>');
  });

  it('starts with one stop field, an address combobox, without a remove button, with the add button', () => {
    expect(html.match(/name="stopLocations\.\d"/g)).toEqual(['name="stopLocations.0"']);
    const field = html.match(/<input [^>]*name="stopLocations\.0"[^>]*>/)?.[0] ?? '';
    expect(field).toContain('role="combobox"');
    expect(field).toContain('maxLength="300"');
    expect(field).toContain('value=""');
    expect(html).toContain('Stop 1');
    expect(html).not.toContain('Remove stop');
    expect(html).toContain('Add a stop');
  });

  it('ticks the photographer when the excursion says so', () => {
    expect(html).toContain('<input type="checkbox" name="withPhotographer" checked=""/>');
  });

  it('opens the portfolio in a new tab, saying so to screen readers', () => {
    expect(html).toContain(
      '<a class="btn bk-btn-outline" href="/photographer-portfolio.pdf" target="_blank" rel="noopener">View Photographer Price &amp; Portfolio<span class="sr-only"> (PDF, opens in a new tab)</span></a>',
    );
  });

  it('has Book Now as a button and Ask a Question as a link to the contact page', () => {
    expect(html).toMatch(/<button type="button" class="btn btn-gold min-w-40" aria-haspopup="dialog">Book Now<\/button>/);
    expect(html).toContain('<a class="btn btn-navy min-w-40" href="/contact-us?excursion=Versailles">Ask a Question</a>');
    expect(html).not.toContain('<dialog');
  });

  it('leaves out the places and included lists when the excursion has none', () => {
    const bare = dom(renderToStaticMarkup(createElement(ExcursionBooking, { ...props, excursion: { ...props.excursion, highlights: [], included: [] } })));
    expect(bare).not.toContain('Select Places to Visit');
    expect(bare).not.toContain('Included');
    expect(bare).toContain('Add Stop Locations');
  });
});
