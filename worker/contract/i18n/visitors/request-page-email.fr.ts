// French words of the block that leads a customer to their request page, typed by the English part.
import type { DictionaryPart } from '../types.ts';
import type { enRequestPageEmail } from './request-page-email.en.ts';

export const frRequestPageEmail: DictionaryPart<typeof enRequestPageEmail> = {
  'requestPageEmail.heading': 'Votre espace demande',
  'requestPageEmail.intro': 'Consultez votre demande et son offre, et payez en ligne en toute sécurité.',
  'requestPageEmail.button': 'Ouvrir votre espace demande',
};
