// French texts of the booking wizard and its e-mails, typed by the English part.
import type { DictionaryPart } from './types.ts';
import type { enBooking } from './booking.en.ts';

export const frBooking: DictionaryPart<typeof enBooking> = {
  'booking.error.fillAll': 'Veuillez remplir tous les champs et ajouter au moins un adulte.',
  'booking.error.leadTime': 'La prise en charge doit avoir lieu au moins 36 heures à l’avance.',
  'booking.error.returnMissing': 'Veuillez indiquer la date et l’heure du retour pour un aller-retour.',
  'booking.error.returnBeforePickup': 'La date et l’heure du retour doivent être postérieures à celles de la prise en charge.',
  'booking.error.maxStops': '5 arrêts au maximum.',
  'booking.error.outOfArea': 'Nous n’intervenons pas à cet endroit. Veuillez choisir une destination européenne.',
  'booking.error.selectVehicle': 'Veuillez choisir un véhicule avant de continuer.',
  'booking.error.vehicleTooSmall': 'Ce véhicule ne peut pas transporter autant de passagers.',
  'booking.error.firstNameRequired': 'Le prénom est obligatoire',
  'booking.error.lastNameRequired': 'Le nom est obligatoire',
  'booking.error.emailRequired': 'L’e-mail est obligatoire',
  'booking.error.emailInvalid': 'Adresse e-mail invalide',
  'booking.error.phoneRequired': 'Un numéro de téléphone valide est obligatoire',
  'booking.error.phoneInvalid': 'Veuillez saisir un numéro de téléphone valide pour le pays choisi',
  'booking.error.sendFailed': 'Échec de l’envoi de la réservation. Veuillez réessayer.',
  'booking.error.rateLimited': 'Trop de demandes depuis cette connexion. Veuillez patienter un instant puis réessayer.',
};
