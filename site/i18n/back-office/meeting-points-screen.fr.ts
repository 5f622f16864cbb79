// French words of the back office's Meeting points screen, typed by the English part.
import type { DictionaryPart } from '../../../worker/contract/i18n/index.ts';
import type { enAdminMeetingPointsScreen } from './meeting-points-screen.en.ts';

export const frAdminMeetingPointsScreen: DictionaryPart<typeof enAdminMeetingPointsScreen> = {
  'dashboard.shell.meetingPoints': 'Points de rendez-vous',

  'dashboard.meetingPoints.pageTitle': 'Points de rendez-vous',
  'dashboard.meetingPoints.heading': 'Points de rendez-vous',
  'dashboard.meetingPoints.intro':
    'Où le chauffeur attend le client à chaque terminal d’aéroport et à chaque gare, en anglais et en français. Le client lit ces consignes dans la confirmation de sa réservation et sur la page de sa demande lorsque son transfert part de là.',
  'dashboard.meetingPoints.minutesHint':
    'Écrivez {minutes} là où doit figurer l’attente comprise\u00a0: cela devient «\u00a0{included}\u00a0minutes\u00a0», comme le disent nos conditions.',
  'dashboard.meetingPoints.group.cdg': 'Paris-Charles-de-Gaulle (CDG)',
  'dashboard.meetingPoints.group.orly': 'Paris-Orly (ORY)',
  'dashboard.meetingPoints.group.beauvais': 'Beauvais (BVA)',
  'dashboard.meetingPoints.group.stations': 'Gares',
  'dashboard.meetingPoints.english': 'Anglais',
  'dashboard.meetingPoints.french': 'Français',
  'dashboard.meetingPoints.edited': 'Vos consignes',
  'dashboard.meetingPoints.editedBy': 'Modifié par {who} le {when}',
  'dashboard.meetingPoints.library': 'Consignes d’origine',
  'dashboard.meetingPoints.edit': 'Modifier',
  'dashboard.meetingPoints.editPlace': 'Modifier les consignes de {place}',
  'dashboard.meetingPoints.reset': 'Rétablir',
  'dashboard.meetingPoints.resetPlace': 'Rétablir les consignes d’origine de {place}',
  'dashboard.meetingPoints.resetQuestion': 'Revenir aux consignes d’origine pour {place}\u00a0? Vos consignes pour ce lieu seront supprimées.',
  'dashboard.meetingPoints.cancel': 'Annuler',
  'dashboard.meetingPoints.save': 'Enregistrer',
  'dashboard.meetingPoints.saving': 'Enregistrement...',
  'dashboard.meetingPoints.resetting': 'Rétablissement...',
  'dashboard.meetingPoints.instructionsEn': 'Consignes en anglais',
  'dashboard.meetingPoints.instructionsFr': 'Consignes en français',
  'dashboard.meetingPoints.required': 'Écrivez les consignes dans cette langue.',
  'dashboard.meetingPoints.tooLong': '{max}\u00a0caractères au plus.',
  'dashboard.meetingPoints.controlCharacters': 'Retirez les caractères de contrôle invisibles.',
  'dashboard.meetingPoints.saved': 'Les consignes de {place} sont enregistrées.',
  'dashboard.meetingPoints.wasReset': '{place} a retrouvé ses consignes d’origine.',
  'dashboard.meetingPoints.failed': 'Cela n’a pas fonctionné. Vérifiez votre connexion et réessayez.',
  'dashboard.meetingPoints.loading': 'Chargement des points de rendez-vous...',
  'dashboard.meetingPoints.loadFailed': 'Les points de rendez-vous n’ont pas pu être chargés.',
  'dashboard.meetingPoints.retry': 'Réessayer',
};
