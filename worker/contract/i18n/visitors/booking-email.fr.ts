// French words of the booking confirmation e-mail and its calendar file, typed by the English part.
import type { DictionaryPart } from '../types.ts';
import type { enBookingEmail } from './booking-email.en.ts';

export const frBookingEmail: DictionaryPart<typeof enBookingEmail> = {
  'bookingEmail.confirmed.subject': 'Votre réservation {reference} est confirmée',
  'bookingEmail.confirmed.heading': 'Votre réservation est confirmée',
  'bookingEmail.confirmed.intro': 'Merci\u00a0: nous avons bien reçu votre paiement de {amount}, et votre réservation {reference} est confirmée.',
  'bookingEmail.payment.subject': 'Paiement reçu pour votre réservation {reference}',
  'bookingEmail.payment.heading': 'Paiement reçu',
  'bookingEmail.payment.intro': 'Merci\u00a0: nous avons bien reçu votre paiement de {amount} pour votre réservation {reference}.',
  'bookingEmail.greeting': 'Bonjour {firstName},',
  'bookingEmail.reference': 'Référence de réservation',

  'bookingEmail.field.requestNumber': 'Numéro de demande',
  'bookingEmail.field.excursion': 'Excursion',
  'bookingEmail.field.when': 'Date et heure',
  'bookingEmail.field.pickup': 'Prise en charge',
  'bookingEmail.field.dropoff': 'Destination',
  'bookingEmail.field.meetingPoint': 'Où nous vous retrouvons',
  'bookingEmail.field.returnMeetingPoint': 'Où nous vous retrouvons pour le retour',
  'bookingEmail.field.duration': 'Durée estimée',
  'bookingEmail.field.thisPayment': 'Ce paiement',
  'bookingEmail.field.paid': 'Total réglé',
  'bookingEmail.field.total': 'Montant de la réservation',
  'bookingEmail.field.remaining': 'Reste à régler',

  'bookingEmail.longDate': '{weekday} {day} {month} {year}',
  'bookingEmail.parisTime': '{date} à {time} (heure de Paris)',
  'bookingEmail.excursionWhen': 'À convenir avec vous',
  'bookingEmail.amountBy': '{amount} {method}',
  'bookingEmail.method.card': 'par carte bancaire',
  'bookingEmail.method.bank_transfer': 'par virement bancaire',
  'bookingEmail.method.cash': 'en espèces',
  'bookingEmail.method.other': 'par un autre moyen',
  'bookingEmail.remainingNone': 'Rien\u00a0: réglé en totalité',

  'bookingEmail.next.balance': 'Le solde de {amount} peut être réglé en toute sécurité depuis votre espace demande.',
  'bookingEmail.next.chauffeur': 'Votre chauffeur vous appellera environ {minutes}\u00a0minutes avant la prise en charge.',
  'bookingEmail.next.calendar': 'Le fichier de calendrier joint ajoute la prise en charge à votre agenda, avec un rappel la veille.',
  'bookingEmail.next.excursion': 'Nous vous contacterons très prochainement pour convenir de la date et de l’heure de votre excursion.',
  'bookingEmail.contact':
    'Une question, un changement\u202f? Répondez à cet e-mail, appelez-nous au {phone} ou écrivez-nous sur WhatsApp au {whatsapp}, 24\u00a0h/24 et 7\u00a0j/7. Merci de rappeler votre référence de réservation {reference}.',
  'bookingEmail.closing': 'Au plaisir de vous accueillir à bord.\nBien cordialement,\nL’équipe {company}',

  'bookingEmail.calendar.title': 'Transfert avec {company} ({reference})',
};
