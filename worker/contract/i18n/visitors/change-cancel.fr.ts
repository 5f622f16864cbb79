// French words of a change or a cancellation asked from the customer's request page, typed by the
// English part. French typography: \u00a0 before ':' and '%', \u202f before ';', '?' and '!'.
import type { DictionaryPart } from '../types.ts';
import type { enChangeCancel } from './change-cancel.en.ts';

export const frChangeCancel: DictionaryPart<typeof enChangeCancel> = {
  'changeRequest.field.pickupDate': 'Date de prise en charge',
  'changeRequest.field.pickupTime': 'Heure de prise en charge (Paris)',
  'changeRequest.field.pickupLocation': 'Adresse de prise en charge',
  'changeRequest.field.dropoffLocation': 'Adresse de destination',
  'changeRequest.field.adults': 'Passagers',
  'changeRequest.field.suitcases': 'Valises',
  'changeRequest.field.baggages': 'Sacs de voyage',
  'changeRequest.field.handbags': 'Sacs à main',
  'changeRequest.field.flightTrainNumber': 'Numéro de vol ou de train',
  'changeRequest.field.dateWishes': 'Date et heure souhaitées',
  'changeRequest.field.passengers': 'Passagers',

  'changeRequest.error.leadTime':
    'Pour une prise en charge dans moins de {hours}\u00a0heures, appelez-nous\u00a0: nous ferons notre possible pour l’organiser.',
  'changeRequest.error.afterReturn': 'La prise en charge doit rester avant votre trajet retour. Pour déplacer aussi le retour, appelez-nous.',
  'changeRequest.error.adults': 'Indiquez un nombre de passagers de 1 à {max}. Pour un groupe plus nombreux, appelez-nous.',
  'changeRequest.error.count': 'Indiquez un nombre de 0 à {max}.',
  'changeRequest.error.nothingChanged': 'Modifiez au moins une information avant d’envoyer votre demande.',

  'changeRequest.state.pending': 'En attente de notre réponse',
  'changeRequest.state.accepted': 'Acceptée',
  'changeRequest.state.declined': 'Refusée',
  'changeRequest.state.withdrawn': 'Retirée (la réservation a été annulée)',

  'cancelEmail.booking.subject': 'Votre réservation {reference} est annulée',
  'cancelEmail.request.subject': 'Votre demande {number} est annulée',
  'cancelEmail.booking.heading': 'Votre réservation est annulée',
  'cancelEmail.request.heading': 'Votre demande est annulée',
  'cancelEmail.intro': 'Comme vous l’avez demandé sur votre page de demande le {when}, nous l’avons annulée.',
  'cancelEmail.field.fee': 'Frais d’annulation',
  'cancelEmail.feeOf': '{amount} ({percent}\u00a0% de {total})',
  'cancelEmail.feeNone': 'Aucuns frais',
  'cancelEmail.field.refundDue': 'À rembourser',
  'cancelEmail.refund':
    'Nous vous rembourserons {amount} par le moyen de paiement utilisé. Un remboursement sur carte met {from} à {to}\u00a0jours ouvrés pour apparaître sur votre compte, et jusqu’à {international} pour une carte étrangère.',
  'cancelEmail.noRefund': 'Selon nos conditions d’annulation, aucun remboursement n’est dû.',
  'cancelEmail.nothingPaid': 'Rien n’a été payé\u202f; vous ne nous devez donc rien.',
  'cancelEmail.contact': 'Une question\u202f? Répondez à cet e-mail ou appelez-nous au {phone}, 24\u00a0h/24 et 7\u00a0j/7.',
  'cancelEmail.closing': 'Au plaisir de vous accueillir à bord une autre fois.\nBien cordialement,\nL’équipe {company}',

  'changeEmail.accepted.subject': 'Votre modification de {number} est acceptée',
  'changeEmail.declined.subject': 'Votre modification de {number} n’a pas pu être acceptée',
  'changeEmail.accepted.heading': 'Votre modification est acceptée',
  'changeEmail.declined.heading': 'Nous n’avons pas pu accepter votre modification',
  'changeEmail.accepted.intro': 'Nous avons accepté la modification demandée le {when}. Voici votre trajet désormais.',
  'changeEmail.accepted.introExcursion': 'Nous avons accepté la modification demandée le {when} et l’avons notée sur votre demande.',
  'changeEmail.declined.intro':
    'Nous sommes désolés\u00a0: nous n’avons pas pu accepter la modification demandée le {when}. Votre réservation reste inchangée. Appelez-nous si vous souhaitez en parler.',
  'changeEmail.price': 'Si la modification change le prix, nous vous enverrons séparément la différence à régler (ou la rembourserons).',
  'changeEmail.field.difference': 'Différence de prix',
  'changeEmail.difference.supplement': 'Supplément de {amount} ({label})',
  'changeEmail.difference.reduction': 'Réduction de {amount} ({label})',
  'changeEmail.field.newTotal': 'Nouveau montant de la réservation',
  'changeEmail.difference.pay': 'Le prix change en conséquence\u00a0: il reste {amount} à régler, que vous pouvez payer depuis votre page de demande.',
  'changeEmail.difference.refund':
    'Le prix change en conséquence, et vous avez réglé {amount} de plus que le nouveau montant\u00a0: nous vous rembourserons cette différence par le moyen de paiement utilisé. Un remboursement sur carte met {from} à {to}\u00a0jours ouvrés pour apparaître sur votre compte, et jusqu’à {international} pour une carte étrangère.',
  'changeEmail.difference.settled': 'Le prix change en conséquence, et ce que vous avez réglé le couvre\u00a0: il ne reste rien à payer.',
  'changeEmail.contact': 'Une question\u202f? Répondez à cet e-mail ou appelez-nous au {phone}, 24\u00a0h/24 et 7\u00a0j/7.',
  'changeEmail.closing': 'Bien cordialement,\nL’équipe {company}',

  'officeEmail.message.subject': 'Nouveau message de {name} au sujet de {number}',
  'officeEmail.message.heading': '{name} a écrit au sujet de {number}',
  'officeEmail.message.intro':
    'Message écrit sur la page de sa demande le {when}. Répondez dans Messages ({url})\u00a0: votre réponse lui est envoyée par e-mail et s’affiche sur sa page.',
  'officeEmail.field.message': 'Message',
  'officeEmail.cancelled.subject': 'Annulée par le client\u00a0: {number} — {name}',
  'officeEmail.cancelled.heading': 'Un client a annulé {number}',
  'officeEmail.cancelled.intro': '{name} a annulé {number} depuis sa page de demande le {when}. La demande est désormais annulée.',
  'officeEmail.cancelled.unpaid': 'Rien n’a été payé\u00a0: son offre est retirée.',
  'officeEmail.cancelled.refund':
    'Remboursez {amount} au client\u00a0: un paiement par carte avec Rembourser dans le panneau de réservation de l’écran de réponse, tout autre par le moyen utilisé.',
  'officeEmail.change.subject': 'Modification demandée\u00a0: {number} — {name}',
  'officeEmail.change.heading': '{name} demande à modifier {number}',
  'officeEmail.change.intro':
    'Le client a demandé ces modifications sur sa page de demande le {when}. Acceptez-les ou refusez-les dans le panneau de réservation de l’écran de réponse de la demande.',
  'officeEmail.change.fromTo': '{from} → {to}',
  'officeEmail.field.number': 'Demande',
  'officeEmail.field.reference': 'Référence de réservation',
  'officeEmail.field.pickupAt': 'Prise en charge',
  'officeEmail.field.paid': 'Payé',
  'officeEmail.field.fee': 'Frais selon les conditions',
  'officeEmail.field.refundDue': 'Remboursement dû',
};
