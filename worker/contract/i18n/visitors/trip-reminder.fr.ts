// Les mots du rappel envoyé au client avant un trajet (décision 042). Fusionnés par ../index.ts.
import type { DictionaryPart } from '../types.ts';
import type { enTripReminder } from './trip-reminder.en.ts';

export const frTripReminder: DictionaryPart<typeof enTripReminder> = {
  'tripReminder.subject': 'Votre chauffeur le {date} à {time}\u00a0: {name}',
  'tripReminder.subject.changed': 'Nouveau chauffeur le {date} à {time}\u00a0: {name}',
  'tripReminder.heading': 'À très bientôt, {firstName}',
  'tripReminder.intro': 'Voici qui vous accueillera le {date} à {time} (heure de Paris).',
  'tripReminder.intro.changed': 'Votre chauffeur ou votre véhicule a changé. Voici qui vous accueillera désormais le {date} à {time} (heure de Paris).',
  'tripReminder.reference': 'Référence de réservation',
  'tripReminder.field.chauffeur': 'Votre chauffeur',
  'tripReminder.field.phone': 'Téléphone du chauffeur',
  'tripReminder.field.car': 'Véhicule',
  'tripReminder.field.plate': 'Immatriculation',
  'tripReminder.field.pickup': 'Prise en charge',
  'tripReminder.field.to': 'Destination',
  'tripReminder.field.flight': 'Vol ou train',
  'tripReminder.field.customer': 'Client',
  'tripReminder.field.meetingPoint': 'Où nous vous attendons',
  'tripReminder.car': '{vehicle}, {colour}',
  'tripReminder.closing': 'Une question ou un retard\u202f? Appelez votre chauffeur, ou nous au {phone}, 24\u00a0h/24.',
};
