import { describe, expect, it } from 'vitest';
import { langFromParams, langStaticPaths, pagePath } from './lang-paths.ts';
import { isActivePath, isServicesSection } from './navigation.ts';
import { serializeJsonLd } from './seo.ts';

describe('langStaticPaths', () => {
  it('builds English at the bare path and French under /fr', () => {
    expect(langStaticPaths()).toEqual([{ params: { lang: undefined } }, { params: { lang: 'fr' } }]);
  });
});

describe('langFromParams', () => {
  it('maps the rest parameter to a language', () => {
    expect(langFromParams({})).toBe('en');
    expect(langFromParams({ lang: undefined })).toBe('en');
    expect(langFromParams({ lang: 'fr' })).toBe('fr');
    expect(() => langFromParams({ lang: 'de' })).toThrow();
  });
});

describe('pagePath', () => {
  it.each([
    ['/', '/'],
    ['/index.html', '/'],
    ['/fr', '/'],
    ['/fr/', '/'],
    ['/fr/index.html', '/'],
    ['/taxi', '/taxi'],
    ['/taxi.html', '/taxi'],
    ['/taxi/', '/taxi'],
    ['/fr/taxi', '/taxi'],
    ['/fr/taxi.html', '/taxi'],
    ['/fr/excursion/louvre', '/excursion/louvre'],
  ])('%s → %s', (pathname, expected) => {
    expect(pagePath(pathname)).toBe(expected);
  });
});

describe('isActivePath', () => {
  it('matches the same page', () => {
    expect(isActivePath('/taxi', '/taxi')).toBe(true);
    expect(isActivePath('/taxi', '/business')).toBe(false);
    expect(isActivePath('/', '/')).toBe(true);
  });

  it('treats /contact as the contact page, as the spec asks', () => {
    expect(isActivePath('/contact', '/contact-us')).toBe(true);
    expect(isActivePath('/contact-us', '/contact-us')).toBe(true);
  });

  it('keeps Excursions active on an excursion detail page', () => {
    expect(isActivePath('/excursion/louvre', '/excursion')).toBe(true);
    expect(isActivePath('/excursions-fake', '/excursion')).toBe(false);
  });

  it('knows the services section', () => {
    expect(isServicesSection('/services')).toBe(true);
    expect(isServicesSection('/hourlychauffeur')).toBe(true);
    expect(isServicesSection('/contact-us')).toBe(false);
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element early', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
