import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CANCELLATION_SCHEDULES } from '../../../worker/contract/cancellation-policy.ts';
import { company } from '../../../worker/contract/company.ts';
import { LANGS } from '../../i18n/index.ts';
import { enPolicyDocuments } from './en.ts';
import { frPolicyDocuments } from './fr.ts';
import { policyDocument } from './index.ts';
import { linkHref, parseInline } from './markup.ts';
import { POLICY_IDS, type PolicyDocument, type PolicyDocuments, type PolicyId } from './types.ts';

const SITE_PAGES = [
  '/',
  '/services',
  '/taxi',
  '/airporttransfers',
  '/stationtransfers',
  '/hourlychauffeur',
  '/business',
  '/tailormade',
  '/bookNow',
  '/contact-us',
  '/excursion',
  '/policy',
  '/booking-policy',
  '/payment-policy',
  '/cancellation-policy',
  '/terms-conditions',
  '/privacy',
];
/** Site paths of the policy documents, for checking '/page#section' links. */
const POLICY_PATHS: Record<string, PolicyId> = {
  '/policy': 'policy',
  '/booking-policy': 'bookingPolicy',
  '/payment-policy': 'paymentPolicy',
  '/cancellation-policy': 'cancellationPolicy',
  '/terms-conditions': 'terms',
  '/privacy': 'privacy',
};
const EXTERNAL_LINKS = ['https://www.cnil.fr'];

const languages = { en: enPolicyDocuments, fr: frPolicyDocuments } as const;

/** Every string of a document, headings included. */
const textsOf = (document: PolicyDocument) =>
  document.sections.flatMap((section) => [section.id, section.heading, ...(section.paragraphs ?? []), ...(section.items ?? []), ...(section.after ?? [])]);

/** A document's readable text in one string, with the spaces before '%' removed ('30 %' → '30%'). */
const plainText = (document: PolicyDocument) =>
  textsOf(document)
    .join('\n')
    .replace(/[\s\u00a0\u202f]+%/g, '%');

const linksOf = (documents: PolicyDocuments) =>
  POLICY_IDS.flatMap((id) => textsOf(documents[id]).flatMap((text) => parseInline(text).flatMap((part) => (part.kind === 'link' ? [{ id, ...part }] : []))));

describe('policy documents', () => {
  it.each(Object.entries(languages))('%s has every document', (_lang, documents) => {
    expect(Object.keys(documents).sort()).toEqual([...POLICY_IDS].sort());
  });

  it('have the same section ids, in the same order, in English and French', () => {
    for (const id of POLICY_IDS) {
      const sectionIds = (documents: PolicyDocuments) => documents[id].sections.map((section) => section.id);
      expect(sectionIds(frPolicyDocuments), id).toEqual(sectionIds(enPolicyDocuments));
    }
  });

  it('have the same shape in both languages: same lists, same number of paragraphs and items', () => {
    for (const id of POLICY_IDS) {
      enPolicyDocuments[id].sections.forEach((section, index) => {
        const french = frPolicyDocuments[id].sections[index];
        const shape = (s: typeof section | undefined) => [s?.paragraphs?.length, s?.items?.length, s?.after?.length];
        expect(shape(french), `${id}#${section.id}`).toEqual(shape(section));
      });
    }
  });

  it('have the same update date in both languages, as a valid YYYY-MM-DD date', () => {
    for (const id of POLICY_IDS) {
      const { updated } = enPolicyDocuments[id];
      expect(updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${updated}T12:00:00Z`).toISOString().slice(0, 10)).toBe(updated);
      expect(frPolicyDocuments[id].updated, id).toBe(updated);
    }
  });

  it('use unique kebab-case section ids within each document', () => {
    for (const id of POLICY_IDS) {
      const ids = enPolicyDocuments[id].sections.map((section) => section.id);
      expect(new Set(ids).size, id).toBe(ids.length);
      for (const sectionId of ids) expect(sectionId).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
  });

  it.each(Object.entries(languages))('%s has no empty or blank strings, and no empty sections', (_lang, documents) => {
    for (const id of POLICY_IDS) {
      for (const text of textsOf(documents[id])) expect(text.trim(), id).not.toBe('');
      for (const section of documents[id].sections) {
        const blocks = (section.paragraphs?.length ?? 0) + (section.items?.length ?? 0) + (section.after?.length ?? 0);
        expect(blocks, `${id}#${section.id}`).toBeGreaterThan(0);
      }
    }
  });

  it('use French typography in French: no plain space before : ; ? ! % or », none after «', () => {
    const offenders = POLICY_IDS.flatMap((id) => textsOf(frPolicyDocuments[id]).filter((text) => / [:;?!%»]/.test(text) || /« /.test(text)));
    expect(offenders).toEqual([]);
  });

  it('use the same links in both languages, document by document', () => {
    const targets = (documents: PolicyDocuments) => linksOf(documents).map((link) => `${link.id} → ${link.target}`);
    expect(targets(frPolicyDocuments)).toEqual(targets(enPolicyDocuments));
  });

  it.each(Object.entries(languages))('%s links only to site pages, existing sections and known addresses', (_lang, documents) => {
    for (const link of linksOf(documents)) {
      const { target } = link;
      expect(link.label.trim()).not.toBe('');
      if (target.startsWith('/')) {
        const [path = '', hash] = target.split('#');
        expect(SITE_PAGES, target).toContain(path);
        if (hash !== undefined) {
          const linked = POLICY_PATHS[path];
          expect(linked, target).toBeDefined();
          expect(
            documents[linked!].sections.map((section) => section.id),
            target,
          ).toContain(hash);
        }
      } else if (target.startsWith('#')) {
        expect(documents[link.id].sections.map((section) => section.id)).toContain(target.slice(1));
      } else if (target.startsWith('mailto:')) {
        expect(target).toBe(`mailto:${company.email}`);
      } else if (target.startsWith('tel:')) {
        expect(target).toBe(`tel:${company.phone}`);
      } else {
        expect(EXTERNAL_LINKS, target).toContain(target);
      }
    }
  });

  it('leave no unparsed link markup behind', () => {
    for (const documents of Object.values(languages)) {
      for (const id of POLICY_IDS) {
        for (const text of textsOf(documents[id])) {
          const leftover = parseInline(text)
            .filter((part) => part.kind === 'text')
            .map((part) => (part.kind === 'text' ? part.text : ''))
            .join('');
          expect(leftover, text).not.toMatch(/\]\(|\[[^\]]*\]/);
        }
      }
    }
  });

  it('give the company’s name, address, e-mail and phone in the terms and the privacy notice', () => {
    for (const documents of Object.values(languages)) {
      for (const id of ['terms', 'privacy'] as const) {
        const text = plainText(documents[id]);
        expect(text).toContain(company.legalName);
        expect(text).toContain(company.address.street);
        expect(text).toContain(company.email);
        if (id === 'terms') expect(text).toContain(company.phoneDisplay);
      }
    }
  });
});

describe('the spec’s terms appear in the right documents', () => {
  const expectations: Record<PolicyId, { both: string[]; en: string[]; fr: string[] }> = {
    bookingPolicy: {
      both: ['24', '2', '36', '30', '40', '/policy'],
      en: ['24 hours', '2 hours before pickup', 'quote request', 'reference number', '1 hour of waiting', 'hourly rate'],
      fr: ['24\u00a0heures', '2\u00a0heures avant la prise en charge', 'demande de devis', 'numéro de réservation', 'une heure d’attente', 'tarif horaire'],
    },
    paymentPolicy: {
      both: ['Visa', 'Mastercard', 'Maestro', 'American Express', 'Diners', 'Discover', '5 to 7', '10', '30', '50%'],
      en: ['euros', 'fuel', 'tolls', 'never see or store your card number', 'within 30 days'],
      fr: ['euros', 'carburant', 'péages', 'ne conservons jamais', 'dans les 30\u00a0jours'],
    },
    cancellationPolicy: {
      both: ['100%', '30%', '50%', '24', '2', '5 to 7', '10', '30', '1'],
      en: ['24 hours or more', 'Less than 24 hours', 'Less than 2 hours', 'No-show: no refund', 'waited 1 hour', 'request page'],
      fr: ['24\u00a0heures ou plus', 'Moins de 24\u00a0heures', 'Moins de 2\u00a0heures', 'aucun remboursement', 'une heure', 'page de demande'],
    },
    policy: {
      both: ['50%', '48', '24', '40', '30', 'Visa', 'Mastercard', 'Maestro', 'American Express', 'Diners', 'Discover', '/booking-policy'],
      en: [
        'prepayment of 50%',
        '2 working days',
        '48 hours or more',
        'Between 48 and 24 hours',
        'Less than 24 hours before, or no-show',
        'full price',
        '40 minutes',
        'hourly rate',
        '30 minutes before pickup',
        'guides',
        'entrance tickets',
        'parking',
        'bank transfer',
      ],
      fr: [
        'acompte de 50%',
        '2\u00a0jours ouvrés',
        '48\u00a0heures ou plus',
        'Entre 48 et 24\u00a0heures',
        'Moins de 24\u00a0heures avant, ou absence',
        'totalité du prix',
        '40\u00a0minutes',
        'tarif horaire',
        '30\u00a0minutes avant',
        'guides',
        'billets d’entrée',
        'stationnement',
        'virement',
      ],
    },
    terms: {
      both: ['CNIL', '/privacy', '1218', 'L.', '612-1'],
      en: [
        'French law',
        'exclusive jurisdiction',
        'French version prevails',
        'Cookies',
        'Intellectual property',
        'Force majeure',
        'seat belt',
        'smoke',
        'mediator',
        '“lang”',
      ],
      fr: [
        'droit français',
        'seules compétentes',
        'version française prévaut',
        'Cookies',
        'Propriété intellectuelle',
        'Force majeure',
        'ceinture',
        'fumer',
        'médiateur',
        '«\u00a0lang\u00a0»',
      ],
    },
    privacy: {
      both: ['CNIL', '24', '10', '/terms-conditions'],
      en: [
        'controller',
        '24 months',
        '10 years',
        'flight or train number',
        'highlights',
        'contact form',
        'payment provider',
        'chauffeur',
        'e-mail provider',
        'GDPR',
        '“lang”',
      ],
      fr: [
        'responsable du traitement',
        '24\u00a0mois',
        '10\u00a0ans',
        'numéro de vol ou de train',
        'lieux sélectionnés',
        'formulaire de contact',
        'prestataire de paiement',
        'chauffeur',
        'prestataire de messagerie',
        'RGPD',
        '«\u00a0lang\u00a0»',
      ],
    },
  };

  for (const id of POLICY_IDS) {
    it.each(LANGS)(`${id} (%s)`, (lang) => {
      const text = plainText(policyDocument(lang, id));
      const expected = expectations[id];
      // Numbers are written the same way in both languages apart from French spacing ('5 à 7', '5 to 7').
      const wanted = [...expected.both, ...expected[lang]].map((term) => (lang === 'fr' ? term.replace(' to ', ' à ') : term));
      for (const term of wanted) expect(text, `${id} should mention “${term}”`).toContain(term);
    });
  }
});

describe('the policies’ numbers', () => {
  // The pages write no hour or percentage of their own: each comes from the contract (decision 040).
  const { transfer, excursion } = CANCELLATION_SCHEDULES;
  const en = (id: PolicyId) => plainText(enPolicyDocuments[id]);
  const fr = (id: PolicyId) => plainText(frPolicyDocuments[id]);

  it('state the transfer schedule of the contract, window by window', () => {
    const [free, late, lastMinute] = transfer.windows;
    expect(en('cancellationPolicy')).toContain(
      `${free.fromHours} hours or more before pickup: free cancellation, ${100 - free.feePercent}% of the price is refunded.`,
    );
    expect(en('cancellationPolicy')).toContain(`Less than ${free.fromHours} hours before pickup: a fee of ${late.feePercent}% of the price is charged`);
    expect(en('cancellationPolicy')).toContain(`Less than ${late.fromHours} hours before pickup: a fee of ${lastMinute.feePercent}% of the price is charged`);
    expect(fr('cancellationPolicy')).toContain(`Moins de ${late.fromHours}\u00a0heures avant la prise en charge\u00a0: des frais de ${lastMinute.feePercent}%`);
    expect(en('bookingPolicy')).toContain(`up to ${transfer.changeUntilHours} hours before pickup`);
    expect(en('cancellationPolicy')).toContain(`Until ${late.fromHours} hours before pickup, you can also cancel on your request page`);
  });

  it('state the other services’ schedule of the contract', () => {
    const [free, late] = excursion.windows;
    expect(en('policy')).toContain(`Between ${free.fromHours} and ${late.fromHours} hours before: a fee of ${late.feePercent}% of the price`);
    expect(fr('policy')).toContain(`Entre ${free.fromHours} et ${late.fromHours}\u00a0heures avant\u00a0: des frais de ${late.feePercent}%`);
  });

  it('type no hour, minute or percentage themselves: every one is interpolated', () => {
    const sources = ['en.ts', 'fr.ts'].map((file) => readFileSync(path.join(import.meta.dirname, file), 'utf8'));
    for (const source of sources) {
      // The opening hours ('24 hours a day') are no policy number.
      const documents = source.slice(source.indexOf('PolicyDocuments = {'), source.indexOf('  terms: {')).replace(/24 hours a day|24\\u00a0heures sur 24/g, '');
      expect(documents).not.toMatch(/\d+(\s|\\u00a0)*(%|hours?\b|heures?\b|minutes\b)/);
    }
  });
});

describe('link markup', () => {
  it('splits text and links in order', () => {
    expect(parseInline('See our [Privacy Notice](/privacy) and [terms](/terms-conditions#law).')).toEqual([
      { kind: 'text', text: 'See our ' },
      { kind: 'link', label: 'Privacy Notice', target: '/privacy' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', label: 'terms', target: '/terms-conditions#law' },
      { kind: 'text', text: '.' },
    ]);
    expect(parseInline('No links here.')).toEqual([{ kind: 'text', text: 'No links here.' }]);
    expect(parseInline('[only](/policy)')).toEqual([{ kind: 'link', label: 'only', target: '/policy' }]);
  });

  it('keeps HTML as text: nothing but links is markup', () => {
    expect(parseInline('<b>bold</b> [x](/policy)')[0]).toEqual({ kind: 'text', text: '<b>bold</b> ' });
  });

  it('localizes site paths and keeps anchors, mailto:, tel: and https: targets', () => {
    expect(linkHref('/privacy', 'fr')).toBe('/fr/privacy');
    expect(linkHref('/privacy', 'en')).toBe('/privacy');
    expect(linkHref('/cancellation-policy#no-show', 'fr')).toBe('/fr/cancellation-policy#no-show');
    expect(linkHref('#rights', 'fr')).toBe('#rights');
    expect(linkHref('mailto:a@b.fr', 'fr')).toBe('mailto:a@b.fr');
    expect(linkHref('tel:+33100000000', 'en')).toBe('tel:+33100000000');
    expect(linkHref('https://www.cnil.fr', 'fr')).toBe('https://www.cnil.fr');
  });

  it('refuses any other target', () => {
    expect(linkHref('javascript:alert(1)', 'en')).toBeNull();
    expect(linkHref('//evil.example', 'en')).toBeNull();
    expect(linkHref('http://example.com', 'en')).toBeNull();
    expect(linkHref('privacy', 'en')).toBeNull();
  });
});
