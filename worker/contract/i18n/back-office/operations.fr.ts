// French words of the chauffeurs, fleet, assignments and agenda that the admin API speaks, typed by the English part.
import type { DictionaryPart } from '../types.ts';
import type { enAdminOperations } from './operations.en.ts';

export const frAdminOperations: DictionaryPart<typeof enAdminOperations> = {
  'adminOperations.field.phone': 'Indiquez le téléphone au format international, avec l’indicatif du pays\u00a0: +33 6 12 34 56 78.',
  'adminOperations.field.languages': 'Choisissez les langues dans la liste, chacune une fois.',
  'adminOperations.field.active': 'Indiquez s’il est actif\u00a0: true ou false.',
  'adminOperations.field.noChange': 'Modifiez au moins un champ.',
  'adminOperations.field.vehicle': 'Choisissez la catégorie de la voiture\u00a0: Lexus, Mercedes E Class ou Mercedes V Class 250D.',
  'adminOperations.field.plate': 'Indiquez l’immatriculation telle qu’écrite sur la voiture, lettres et chiffres (par ex. GH-123-JK).',
  'adminOperations.field.plateTaken': 'Une autre voiture a déjà cette immatriculation.',
  'adminOperations.field.chauffeurId': 'Choisissez un chauffeur dans la liste, ou aucun.',
  'adminOperations.field.vehicleId': 'Choisissez une voiture dans la liste, ou aucune.',
  'adminOperations.field.chauffeurInactive': 'Ce chauffeur est désactivé\u00a0: choisissez-en un actif.',
  'adminOperations.field.vehicleInactive': 'Cette voiture est désactivée\u00a0: choisissez-en une active.',
  'adminOperations.field.date': 'Indiquez une date au format AAAA-MM-JJ.',
  'adminOperations.field.time': 'Indiquez une heure au format HH:MM (24\u00a0h, heure de Paris).',
  'adminOperations.field.minutes': 'Indiquez la durée en minutes\u00a0: de 15 à 1440.',
  'adminOperations.field.from': 'Indiquez le premier jour au format AAAA-MM-JJ.',
  'adminOperations.field.to': 'Indiquez le dernier jour au format AAAA-MM-JJ.',
  'adminOperations.field.rangeOrder': 'Le dernier jour doit être le même que le premier ou après.',
  'adminOperations.field.rangeTooLong': 'Affichez au plus 42\u00a0jours à la fois.',
  'adminOperations.error.chauffeurNotFound': 'Ce chauffeur n’existe pas.',
  'adminOperations.error.vehicleNotFound': 'Cette voiture n’existe pas.',
  'adminOperations.error.tripNotFound': 'Ce trajet n’existe pas\u00a0: la demande n’est pas confirmée, ou n’a pas ce trajet.',
  'adminOperations.error.excursionNotFound': 'Cette demande d’excursion n’existe pas.',
  'adminOperations.error.excursionNotConfirmed': 'Seule une demande d’excursion confirmée reçoit une heure de départ.',
} as const;
