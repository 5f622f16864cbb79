import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { langFromAcceptLanguage, langFromPath, localizedPath, t, translator, unlocalizedPath } from './index.ts';

const dictionaries = { en, fr } as const;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('dictionaries', () => {
  it('have the same keys in English and French', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.entries(dictionaries))('%s has no empty or blank strings', (_lang, dictionary) => {
    const blank = Object.entries(dictionary).filter(([, text]) => text.trim() === '');
    expect(blank).toEqual([]);
  });

  it('use the same {placeholders} in both languages for every key', () => {
    const mismatches = Object.keys(en)
      .map((key) => key as keyof typeof en)
      .filter((key) => placeholders(en[key]).join() !== placeholders(fr[key]).join());
    expect(mismatches).toEqual([]);
  });

  it('use French typography: no plain space before : ; ? or !', () => {
    const offenders = Object.entries(fr).filter(([, text]) => / [:;?!]/.test(text));
    expect(offenders).toEqual([]);
  });
});

describe('t()', () => {
  it('returns the text in the asked language', () => {
    expect(t('en', 'nav.home')).toBe('Home');
    expect(t('fr', 'nav.home')).toBe('Accueil');
  });

  it('fills {placeholders} from vars, numbers included', () => {
    expect(t('en', 'footer.copyright', { year: 2026, company: 'Paris Elite Chauffeur' })).toBe('© 2026 Paris Elite Chauffeur. All rights reserved.');
    expect(t('fr', 'footer.socialLink', { name: 'PEC', network: 'Instagram' })).toBe('PEC sur Instagram');
  });

  it('leaves a placeholder untouched when its variable is missing', () => {
    expect(t('en', 'footer.socialLink', { name: 'PEC' })).toBe('PEC on {network}');
  });

  it('is bound to one language by translator()', () => {
    const tr = translator('fr');
    expect(tr('error.title')).toBe('Une erreur est survenue.');
    expect(tr('cta.call', { phone: '01' })).toBe(`Appeler le 01`);
  });
});

describe('path helpers', () => {
  it('localizedPath puts French under /fr/ and leaves English at the bare path', () => {
    expect(localizedPath('/taxi', 'fr')).toBe('/fr/taxi');
    expect(localizedPath('/', 'fr')).toBe('/fr/');
    expect(localizedPath('/taxi', 'en')).toBe('/taxi');
    expect(localizedPath('/fr/taxi', 'en')).toBe('/taxi');
    expect(localizedPath('/fr/taxi', 'fr')).toBe('/fr/taxi');
    expect(localizedPath('/fr/', 'en')).toBe('/');
    expect(localizedPath('/excursion/louvre', 'fr')).toBe('/fr/excursion/louvre');
  });

  it('unlocalizedPath strips the French prefix only', () => {
    expect(unlocalizedPath('/fr/taxi')).toBe('/taxi');
    expect(unlocalizedPath('/fr/')).toBe('/');
    expect(unlocalizedPath('/fr')).toBe('/');
    expect(unlocalizedPath('/taxi')).toBe('/taxi');
    expect(unlocalizedPath('/')).toBe('/');
    // A path that merely starts with the letters "fr" is not French.
    expect(unlocalizedPath('/fruit')).toBe('/fruit');
  });

  it('langFromPath reads the /fr prefix', () => {
    expect(langFromPath('/fr')).toBe('fr');
    expect(langFromPath('/fr/')).toBe('fr');
    expect(langFromPath('/fr/bookNow')).toBe('fr');
    expect(langFromPath('/')).toBe('en');
    expect(langFromPath('/bookNow')).toBe('en');
    expect(langFromPath('/france')).toBe('en');
  });

  it('langFromAcceptLanguage is French only when the first language is French', () => {
    expect(langFromAcceptLanguage('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(langFromAcceptLanguage('fr')).toBe('fr');
    expect(langFromAcceptLanguage(' FR-ca , en')).toBe('fr');
    expect(langFromAcceptLanguage('en-GB,fr;q=0.9')).toBe('en');
    expect(langFromAcceptLanguage('de-DE')).toBe('en');
    expect(langFromAcceptLanguage('')).toBe('en');
    expect(langFromAcceptLanguage(null)).toBe('en');
    expect(langFromAcceptLanguage(undefined)).toBe('en');
  });
});
