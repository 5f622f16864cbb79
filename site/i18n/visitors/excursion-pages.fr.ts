// French texts of the excursion pages; merged into the dictionary by ../fr.ts.
import type { enExcursions } from './excursion-pages.en.ts';
import type { DictionaryPart } from '../../../worker/contract/i18n/types.ts';

export const frExcursions: DictionaryPart<typeof enExcursions> = {
  'page.excursions.title': 'Excursions privées au départ de Paris | Paris Elite Chauffeur',
  'page.excursions.description':
    'Excursions privées à Paris et alentour avec votre chauffeur\u00a0: Versailles, Montmartre, Paris illuminé et plus encore. Choisissez vos étapes, demandez un devis.',
  'page.excursions.heading': 'Excursions privées',
  'page.excursions.intro':
    'Découvrez Paris et ses environs à votre rythme, en voiture privée avec un chauffeur qui connaît chaque rue. Choisissez les lieux à voir\u00a0: nous organisons la journée autour de vous.',
  'page.excursions.breadcrumb': 'Excursions',

  'page.excursionNotFound.title': 'Excursion introuvable | Paris Elite Chauffeur',
  'page.excursionNotFound.description': 'Cette excursion a peut-être été retirée, ou le lien est incorrect.',
  'page.excursionNotFound.heading': 'Excursion introuvable',
  'page.excursionNotFound.intro': 'Cette excursion a peut-être été retirée, ou le lien est incorrect. Découvrez les excursions que nous proposons aujourd’hui.',

  'excursions.empty': 'Aucune excursion disponible.',
  'excursions.emptyHint':
    'De nouvelles excursions arrivent bientôt. En attendant, dites-nous ce que vous aimeriez voir\u00a0: nous organisons aussi des journées sur mesure.',
  'excursions.list.heading': 'Nos excursions',
  'excursions.card.highlights': 'Temps forts',
  'excursions.card.more': 'Découvrir l’excursion',
  'excursions.card.morePlaces': '+{count} autres',
  'excursions.detail.title': '{title} | Excursion privée | Paris Elite Chauffeur',
  'excursions.detail.gallery': 'Photos',
  'excursions.detail.description': 'Description',
  'excursions.detail.goodToKnow': 'Bon à savoir',
  'excursions.detail.terms': 'Conditions',
  'excursions.detail.book': 'Organisez votre excursion',
  'excursions.detail.bookIntro': 'Cochez les lieux à voir, ajoutez des arrêts et demandez votre devis\u00a0: aucun paiement maintenant.',
  'excursions.breadcrumb.label': 'Fil d’Ariane',
  'excursions.notFound.viewAll': 'Voir toutes les excursions',
  'excursions.notFound.home': 'Retour à l’accueil',
};
