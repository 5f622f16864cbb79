// French texts of the services area, typed by the English part.
import type { DictionaryPart } from '../../../worker/contract/i18n/index.ts';
import type { enServices } from './services.en.ts';

export const frServices: DictionaryPart<typeof enServices> = {
  'services.image.taxi.alt': 'Une berline noire avec chauffeur devant l’Arc de triomphe et la tour Eiffel au crépuscule',
  'services.image.airporttransfers.alt': 'Un van noir et des valises devant un terminal d’aéroport, un avion au décollage',
  'services.image.stationtransfers.alt': 'Une berline noire qui attend devant une gare parisienne',
  'services.image.hourlychauffeur.alt': 'Un chauffeur en uniforme debout près de sa voiture, dans une rue de Paris la nuit',
  'services.image.business.alt': 'Une berline d’affaires devant la Grande Arche et les tours de La Défense',
  'services.image.tailormade.alt':
    'Une voiture avec chauffeur sur une route sinueuse à travers les vignes, vers un château, les étapes marquées sur l’itinéraire',

  'services.glance.heading': 'En bref',
  'services.whyChoose.eyebrow': 'Pourquoi nous choisir',

  'services.steps.heading': 'Comment réserver',
  'services.steps.intro': 'Une demande de devis ne vous engage à rien\u00a0: vous décidez une fois notre prix connu.',
  'services.steps.request.title': 'Envoyez votre demande',
  'services.steps.request.text': 'Décrivez votre trajet en ligne en quatre étapes rapides, ou appelez-nous ou écrivez-nous sur WhatsApp.',
  'services.steps.quote.title': 'Recevez votre prix fixe',
  'services.steps.quote.text': 'Nous vous répondons par e-mail avec un devis personnalisé et un lien de paiement sécurisé.',
  'services.steps.confirm.title': 'Voyagez l’esprit tranquille',
  'services.steps.confirm.text':
    'Votre réservation est confirmée dès le paiement, avec un numéro de référence, et votre chauffeur vous contacte {minutes}\u00a0minutes avant la prise en charge.',

  'services.cards.more': 'Découvrir',
  'services.scrollToTop': 'Retour en haut de la page',
};
