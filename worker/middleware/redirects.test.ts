import { describe, expect, it } from 'vitest';
import { canonicalPagePath } from './redirects.ts';

describe('canonicalPagePath', () => {
  it.each([
    ['/airporttransferes', '/airporttransfers'],
    ['/airporttransfer', '/airporttransfers'],
    ['/airport', '/taxi'],
    ['/terms', '/terms-conditions'],
    ['/contact', '/contact-us'],
    ['/fr/airport', '/fr/taxi'],
    ['/fr/terms', '/fr/terms-conditions'],
    ['/fr', '/fr/'],
    ['/fr/index.html', '/fr/'],
    ['/index.html', '/'],
    ['/taxi/', '/taxi'],
    ['/taxi.html', '/taxi'],
    ['/fr/taxi/', '/fr/taxi'],
    ['/contact/', '/contact-us'],
    ['/booknow', '/bookNow'],
    ['/fr/booknow', '/fr/bookNow'],
  ])('%s → %s', (from, to) => {
    expect(canonicalPagePath(from)).toBe(to);
  });

  it.each([
    '/',
    '/fr/',
    '/bookNow',
    '/fr/bookNow',
    '/taxi',
    '/fr/taxi',
    '/contact-us',
    '/api/contact',
    '/api/excursions/',
    '/media/a.svg',
    '/_astro/x.js',
    '/admin/',
    '/excursion/seine',
  ])('leaves %s alone', (path) => {
    expect(canonicalPagePath(path)).toBeNull();
  });
});
