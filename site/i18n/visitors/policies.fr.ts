// French texts of the policies area, typed by the English part.
import type { DictionaryPart } from '../../../worker/contract/i18n/index.ts';
import type { enPolicies } from './policies.en.ts';

export const frPolicies: DictionaryPart<typeof enPolicies> = {
  'page.privacy.title': 'Politique de confidentialité | Paris Elite Chauffeur',
  'page.privacy.description':
    'Comment Paris Elite Chauffeur collecte, utilise et protège vos données personnelles, combien de temps nous les conservons et comment exercer vos droits (RGPD).',
  'page.privacy.heading': 'Politique de confidentialité',
  'page.privacy.intro':
    'Nous ne collectons que ce qui est nécessaire pour répondre à vos demandes et vous transporter en toute sécurité. Voici ce que nous conservons, pourquoi, pendant combien de temps, et comment exercer vos droits.',

  'policies.lastUpdated': 'Dernière mise à jour',
  'policies.toc': 'Sur cette page',

  'footer.policy.privacy': 'Politique de confidentialité',
};
