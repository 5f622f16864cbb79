// French texts of the forms, typed by the English part.
import type { DictionaryPart } from './types.ts';
import type { enForms } from './forms.en.ts';

export const frForms: DictionaryPart<typeof enForms> = {
  'transferType.ONE_WAY': 'Aller simple',
  'transferType.ROUND_TRIP': 'Aller-retour',
  'transferType.MULTI_STOP': 'Multi-arrêts',

  'quickForm.heading': 'Demandez votre devis',
  'quickForm.pickupDate': 'Date de prise en charge',
  'quickForm.pickupTime': 'Heure de prise en charge',
  'quickForm.pickup': 'Lieu de prise en charge',
  'quickForm.dropoff': 'Lieu de destination',
  'quickForm.transferType': 'Type de transfert',
  'quickForm.placeholder.pickup': 'Aéroport, gare, hôtel ou adresse',
  'quickForm.placeholder.dropoff': 'Où allez-vous\u202f?',
  'quickForm.submit': 'Réserver',
  'quickForm.helpLabel': 'Aide\u00a0: {field}',
  'quickForm.help.pickupDate': 'Réservez au moins 36 heures à l’avance. Pour un trajet plus proche, appelez-nous ou écrivez-nous sur WhatsApp.',
  'quickForm.help.pickupTime': 'L’heure à laquelle votre chauffeur vous accueille, heure de Paris. Pour un vol, indiquez l’heure d’atterrissage.',
  'quickForm.help.pickup': 'Commencez à taper\u00a0: choisissez un terminal, une gare ou un lieu connu, ou saisissez n’importe quelle adresse.',
  'quickForm.help.dropoff': 'Là où votre chauffeur vous dépose. Vous pourrez ajouter des arrêts à l’étape suivante.',
  'quickForm.help.transferType': 'Aller simple\u00a0: de A à B. Aller-retour\u00a0: nous vous ramenons aussi. Multi-arrêts\u00a0: jusqu’à 5 arrêts en chemin.',
  'quickForm.note': 'Devis gratuit par e-mail, aucun paiement maintenant.',

  'contactForm.heading': 'Envoyez-nous un message',
  'contactForm.intro': 'Nous répondons personnellement à chaque message, généralement en quelques heures, de jour comme de nuit.',
  'contactForm.name': 'Nom',
  'contactForm.telephone': 'Téléphone',
  'contactForm.email': 'E-mail',
  'contactForm.message': 'Message',
  'contactForm.required': 'obligatoire',
  'contactForm.requiredNote': 'Les champs marqués d’un * sont obligatoires.',
  'contactForm.submit': 'Envoyer le message',
  'contactForm.sending': 'Envoi en cours…',
  'contactForm.success': 'Message envoyé avec succès\u202f!',
  'contactForm.failure': 'Échec de l’envoi du message.',
  'contactForm.other': 'Autres moyens de nous joindre',
  'contactForm.callUs': 'Appelez-nous',
  'contactForm.writeUs': 'Écrivez-nous',
  'contactForm.whatsapp': 'WhatsApp',
  'contactForm.address': 'Bureau',
} as const;
