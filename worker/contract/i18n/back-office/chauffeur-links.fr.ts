// Les réponses françaises de l'API des liens de feuille de route des chauffeurs (décision 042).
import type { DictionaryPart } from '../types.ts';
import type { enChauffeurLinks } from './chauffeur-links.en.ts';

export const frChauffeurLinks: DictionaryPart<typeof enChauffeurLinks> = {
  'chauffeurLinks.error.notFound': 'Ce chauffeur n’existe pas.',
  'chauffeurLinks.error.inactive': 'Ce chauffeur n’est plus actif\u00a0: réactivez-le avant de lui envoyer un lien de feuille de route.',
};
