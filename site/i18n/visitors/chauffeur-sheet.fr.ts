// Les textes français de la feuille de route du chauffeur (décision 042). Fusionnés par ../fr.ts.
import type { DictionaryPart } from '../../../worker/contract/i18n/index.ts';
import type { enChauffeurSheet } from './chauffeur-sheet.en.ts';

export const frChauffeurSheet: DictionaryPart<typeof enChauffeurSheet> = {
  'chauffeurSheet.title': 'Feuille de route | Paris Elite Chauffeur',
  'chauffeurSheet.description': 'Vos trajets avec Paris Elite Chauffeur.',
  'chauffeurSheet.heading': 'Trajets de {name}',
  'chauffeurSheet.intro': 'Vos trajets à partir d’aujourd’hui, à l’heure de Paris. Cette page n’est qu’à vous\u00a0: ne partagez pas son lien.',
  'chauffeurSheet.otherLanguage': 'English version',
  'chauffeurSheet.calendar': 'Ajouter mes trajets à l’agenda de mon téléphone',
  'chauffeurSheet.noTrips': 'Aucun trajet ce jour-là.',
  'chauffeurSheet.trip.return': 'Retour',
  'chauffeurSheet.field.from': 'Prise en charge',
  'chauffeurSheet.field.to': 'Destination',
  'chauffeurSheet.field.stops': 'Arrêts',
  'chauffeurSheet.field.customer': 'Client',
  'chauffeurSheet.field.phone': 'Téléphone',
  'chauffeurSheet.field.flight': 'Vol ou train',
  'chauffeurSheet.field.passengers': 'Passagers',
  'chauffeurSheet.field.options': 'Bagages, sièges et options',
  'chauffeurSheet.field.car': 'Véhicule',
  'chauffeurSheet.field.reference': 'Référence',
  'chauffeurSheet.field.duration': 'Durée estimée',
  'chauffeurSheet.minutes': '{minutes}\u00a0min',
  'chauffeurSheet.meetingPoint': 'Point de rendez-vous\u00a0: {name}',
  'chauffeurSheet.notFound.title': 'Lien non valide | Paris Elite Chauffeur',
  'chauffeurSheet.notFound.heading': 'Ce lien n’ouvre aucune feuille de route',
  'chauffeurSheet.notFound.intro': 'Il a peut-être expiré ou été remplacé. Demandez-en un nouveau au bureau.',
  'chauffeurSheet.busy.title': 'Patientez | Paris Elite Chauffeur',
  'chauffeurSheet.busy.heading': 'Trop de tentatives',
  'chauffeurSheet.busy.intro': 'Patientez quelques minutes, puis rouvrez votre lien.',
};
