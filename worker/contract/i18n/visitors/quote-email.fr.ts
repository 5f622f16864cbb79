// French texts of the transfer quote e-mails, typed by the English part.
import type { DictionaryPart } from '../types.ts';
import type { enQuoteEmail } from './quote-email.en.ts';

export const frQuoteEmail: DictionaryPart<typeof enQuoteEmail> = {
  'quoteEmail.customer.subject': 'Votre demande de devis {quoteNumber}',
  'quoteEmail.customer.heading': 'Merci pour votre demande, {firstName}',
  'quoteEmail.customer.intro':
    'Merci d’avoir choisi {company}. Nous avons bien reçu votre demande de devis {quoteNumber} et notre équipe s’en occupe déjà. Voici le récapitulatif de votre trajet.',
  'quoteEmail.customer.nextHeading': 'Et maintenant\u202f?',
  'quoteEmail.customer.nextRequest': 'Il s’agit d’une demande de devis et non encore d’une réservation\u00a0: aucun montant n’a été débité.',
  'quoteEmail.customer.nextQuote': 'Nous vous répondrons très prochainement par e-mail avec un devis personnalisé à prix fixe et un lien de paiement sécurisé.',
  'quoteEmail.customer.nextConfirmation':
    'Votre réservation est confirmée dès réception du paiement\u00a0; vous recevrez alors votre référence de réservation.',
  'quoteEmail.customer.nextChanges':
    'Vous souhaitez modifier un détail\u202f? Répondez simplement à cet e-mail, appelez-nous au {phone} ou écrivez-nous sur WhatsApp au {whatsapp}, 24\u00a0h/24 et 7\u00a0j/7. Merci de rappeler votre numéro de devis {quoteNumber}.',
  'quoteEmail.customer.closing': 'Au plaisir de vous accueillir à bord.\nBien cordialement,\nL’équipe {company}',

  'quoteEmail.admin.subject': 'Nouveau devis de transfert {quoteNumber} — {name}, {pickup}',
  'quoteEmail.admin.heading': 'Nouvelle demande de devis de transfert {quoteNumber}',
  'quoteEmail.admin.intro': 'Un client a demandé un devis de transfert sur le site. Répondez à cet e-mail pour lui écrire directement.',
  'quoteEmail.admin.closing':
    'La demande est en attente dans Devis, dans l’espace d’administration. Le client a reçu un accusé de réception reprenant ces détails, dans sa langue.',

  'quoteEmail.field.quoteNumber': 'Numéro de devis',
  'quoteEmail.field.transferType': 'Type de transfert',
  'quoteEmail.field.pickup': 'Prise en charge',
  'quoteEmail.field.stops': 'Arrêts',
  'quoteEmail.field.dropoff': 'Destination',
  'quoteEmail.field.pickupAt': 'Date et heure de prise en charge',
  'quoteEmail.field.returnAt': 'Date et heure du retour',
  'quoteEmail.field.passengers': 'Passagers',
  'quoteEmail.field.extraTime': 'Temps supplémentaire',
  'quoteEmail.field.flightTrainNumber': 'Numéro de vol ou de train',
  'quoteEmail.field.vehicle': 'Véhicule',
  'quoteEmail.field.extraOptions': 'Options',
  'quoteEmail.field.distance': 'Distance',
  'quoteEmail.field.duration': 'Durée estimée',
  'quoteEmail.field.comments': 'Commentaires',
  'quoteEmail.field.phoneCountry': 'Pays du téléphone',

  'quoteEmail.parisTime': '{when} (heure de Paris)',
  'quoteEmail.approximate': 'environ {value}',
  'quoteEmail.kilometres': '{km}\u00a0km',
  'quoteEmail.duration.hoursMinutes': '{hours}\u00a0h\u00a0{minutes}\u00a0min',
  'quoteEmail.duration.hours': '{hours}\u00a0h',
  'quoteEmail.duration.minutes': '{minutes}\u00a0min',
  'quoteEmail.adults.one': '{count}\u00a0adulte',
  'quoteEmail.adults.other': '{count}\u00a0adultes',
  'quoteEmail.hours.one': '{count}\u00a0heure',
  'quoteEmail.hours.other': '{count}\u00a0heures',
  'quoteEmail.optionCount': '{option}\u00a0×\u00a0{count}',
  'quoteEmail.animalTypes': '{option} ({types})',

  'quoteEmail.option.baggages': 'Bagages',
  'quoteEmail.option.suitcases': 'Valises',
  'quoteEmail.option.handbags': 'Sacs à main',
  'quoteEmail.option.childSeats': 'Sièges enfant',
  'quoteEmail.option.babyCarSeat': 'Siège bébé',
  'quoteEmail.option.boosterSeat': 'Rehausseur',
  'quoteEmail.option.sportsEquipment': 'Équipement sportif',
  'quoteEmail.option.surf': 'Surf',
  'quoteEmail.option.skiing': 'Ski',
  'quoteEmail.option.golf': 'Golf',
  'quoteEmail.option.tennis': 'Tennis',
  'quoteEmail.option.manualWheelchair': 'Fauteuil roulant manuel',
  'quoteEmail.option.electricWheelchair': 'Fauteuil roulant électrique',
  'quoteEmail.option.animal': 'Animal',
  'quoteEmail.animal.cat': 'chat',
  'quoteEmail.animal.dog': 'chien',
  'quoteEmail.animal.other': 'autre',
};
