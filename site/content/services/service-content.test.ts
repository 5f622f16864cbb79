import { describe, expect, it } from 'vitest';
import { company } from '../../../worker/contract/company.ts';
import { serviceJsonLd } from '../../lib/seo.ts';
import { enServiceContent } from './en.ts';
import { frServiceContent } from './fr.ts';
import { SERVICE_PAGE_IDS, type ServiceContent } from './types.ts';

/** Every piece of text of a page, for checks that apply to all of them. */
function allTexts(content: ServiceContent): string[] {
  return [
    content.serviceType,
    content.lead,
    ...content.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.list ?? [])]),
    ...content.highlights,
    content.whyChoose.heading,
    content.whyChoose.intro,
    ...content.whyChoose.reasons.flatMap((reason) => [reason.title, reason.text]),
  ];
}

describe('service page copy', () => {
  it.each(SERVICE_PAGE_IDS)('%s has 3 to 5 paragraphs, 4 to 6 reasons and 4 to 6 highlights', (page) => {
    for (const content of [enServiceContent[page], frServiceContent[page]]) {
      const paragraphs = 1 + content.sections.reduce((sum, section) => sum + section.paragraphs.length, 0);
      expect(paragraphs).toBeGreaterThanOrEqual(3);
      expect(paragraphs).toBeLessThanOrEqual(5);
      expect(content.whyChoose.reasons.length).toBeGreaterThanOrEqual(4);
      expect(content.whyChoose.reasons.length).toBeLessThanOrEqual(6);
      expect(content.highlights.length).toBeGreaterThanOrEqual(4);
      expect(content.highlights.length).toBeLessThanOrEqual(6);
    }
  });

  it.each(SERVICE_PAGE_IDS)('%s has the same structure in English and French', (page) => {
    const en = enServiceContent[page];
    const fr = frServiceContent[page];
    expect(fr.sections.map((section) => [section.paragraphs.length, section.list?.length])).toEqual(
      en.sections.map((section) => [section.paragraphs.length, section.list?.length]),
    );
    expect(fr.highlights.length).toBe(en.highlights.length);
    expect(fr.whyChoose.reasons.map((reason) => reason.icon)).toEqual(en.whyChoose.reasons.map((reason) => reason.icon));
  });

  it('never shows a price (prices are only given in the e-mailed quote)', () => {
    const texts = SERVICE_PAGE_IDS.flatMap((page) => [...allTexts(enServiceContent[page]), ...allTexts(frServiceContent[page])]);
    expect(texts.filter((text) => /€|\beuros?\b|\d+\s?EUR/i.test(text))).toEqual([]);
  });

  it('uses French typography: no plain space before : ; ? or !, none inside « »', () => {
    const offenders = SERVICE_PAGE_IDS.flatMap((page) => allTexts(frServiceContent[page])).filter((text) => / [:;?!»]|« /.test(text));
    expect(offenders).toEqual([]);
  });

  it('has no blank text and no leftover placeholder', () => {
    const texts = SERVICE_PAGE_IDS.flatMap((page) => [...allTexts(enServiceContent[page]), ...allTexts(frServiceContent[page])]);
    expect(texts.filter((text) => text.trim() === '' || /undefined|NaN|\{\w+\}/.test(text))).toEqual([]);
  });
});

describe('serviceJsonLd', () => {
  it('describes the service, its provider, area, channel and hours', () => {
    const data = serviceJsonLd('fr', 'airporttransfers');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Service',
      serviceType: frServiceContent.airporttransfers.serviceType,
      url: `${company.siteUrl}/fr/airporttransfers`,
      provider: { '@type': 'LocalBusiness', '@id': `${company.siteUrl}/#business`, telephone: company.phone },
      availableChannel: {
        '@type': 'ServiceChannel',
        serviceUrl: `${company.siteUrl}/fr/bookNow`,
        servicePhone: { telephone: company.phone },
      },
      hoursAvailable: { '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '23:59' },
    });
    expect(data.areaServed).toEqual([
      { '@type': 'City', name: 'Paris' },
      { '@type': 'AdministrativeArea', name: 'Île-de-France' },
      { '@type': 'Country', name: 'France' },
    ]);
    expect(data.name).toBeTruthy();
    expect(data.description).toBeTruthy();
  });

  it('types the city taxi page as a TaxiService', () => {
    expect(serviceJsonLd('en', 'taxi')['@type']).toBe('TaxiService');
  });
});
