// French words of the offers, payments and bookings that the admin API speaks, typed by the English part.
import type { DictionaryPart } from '../types.ts';
import type { enAdminBookings } from './bookings.en.ts';

export const frAdminBookings: DictionaryPart<typeof enAdminBookings> = {
  'adminBookings.field.offer.lines': 'Ajoutez au moins une ligne avec un libellé et un montant (20 lignes au plus).',
  'adminBookings.field.offer.label': 'Donnez un libellé à cette ligne.',
  'adminBookings.field.offer.amount': 'Indiquez un montant en euros, par exemple 450 ou 129,50.',
  'adminBookings.field.offer.total': 'Le total doit être supérieur à 0\u00a0€ et d’au plus 100\u00a0000\u00a0€.',
  'adminBookings.field.offer.deposit': 'L’acompte doit être supérieur à 0\u00a0€ et ne pas dépasser le total.',
  'adminBookings.field.offer.validity': 'L’offre doit rester valable entre 1\u00a0heure et 30\u00a0jours.',
  'adminBookings.field.payment.amount': 'Indiquez le montant reçu, supérieur à 0\u00a0€ et au plus égal au reste à payer.',
  'adminBookings.field.payment.method': 'Choisissez le moyen de paiement\u00a0: virement, espèces ou autre.',
  'adminBookings.field.refund.amount': 'Indiquez un montant à rembourser, supérieur à 0\u00a0€ et au plus égal à ce que ce paiement peut encore rembourser.',
  'adminBookings.field.difference.label': 'Indiquez à quoi correspond la différence de prix\u00a0: le client la lit sur son offre.',
  'adminBookings.field.difference.amount': 'Indiquez la différence en euros, par exemple 45 ou 20,50\u00a0: ni zéro, ni plus de 100\u00a0000\u00a0€.',
  'adminBookings.field.difference.total':
    'Avec cette différence, le total de l’offre passerait sous 0\u00a0€ ou au-delà de 100\u00a0000\u00a0€\u00a0: une réduction ne peut dépasser le total.',
  'adminBookings.field.paymentFilter.invalid':
    'Choisissez un état de paiement\u00a0: all, none, offer_sent, offer_expired, deposit_paid, paid, refunded ou attention.',
  'adminBookings.error.noOffer': 'Cette demande n’a pas d’offre à payer\u00a0: envoyez-en une d’abord.',
  'adminBookings.error.offerNotOpen': 'Cette offre ne peut plus changer\u00a0: elle est payée, expirée, retirée ou remplacée.',
  'adminBookings.error.paymentNotFound': 'Ce paiement n’existe pas.',
  'adminBookings.error.notRefundable': 'Seul un paiement par carte reçu par Stripe peut être remboursé d’ici.',
  'adminBookings.error.refundMoved': 'Ce paiement a changé pendant votre remboursement (un autre remboursement a été enregistré). Vérifiez-le puis réessayez.',
  'adminBookings.error.stripeUnavailable': 'Stripe n’a pas répondu\u00a0: rien n’a été remboursé. Réessayez dans un instant.',
  'adminBookings.error.stripeNotConfigured': 'Le paiement par carte n’est pas configuré (pas de clé Stripe)\u00a0: il n’y a rien à rembourser par Stripe.',
  'adminBookings.error.alreadyPaid': 'Cette demande est déjà entièrement payée.',
  'adminBookings.error.changeNotFound': 'Cette demande de modification n’existe pas.',
  'adminBookings.error.changeNotPending': 'Cette demande de modification a déjà reçu une réponse, ou sa réservation est annulée ou terminée.',
  'adminBookings.error.cancelled': 'Cette demande est annulée\u00a0: elle ne reçoit plus de paiement. Remboursez plutôt ce qui est dû.',
  'adminBookings.error.stripeRefused':
    'Stripe a refusé ce remboursement (le paiement est peut-être déjà remboursé ou contesté)\u00a0: vérifiez-le dans le tableau de bord Stripe.',
  'adminBookings.error.offerHasPayments':
    'Cette offre a déjà reçu un paiement\u00a0: enregistrez ou remboursez les paiements dans le panneau de réservation plutôt que d’envoyer une nouvelle offre.',
  'adminBookings.error.noOfferForDifference':
    'Cette demande n’a pas d’offre en cours à laquelle ajouter une différence de prix\u00a0: acceptez la modification sans, puis convenez du prix avec le client.',
  'adminBookings.error.differenceRaced': 'Un paiement ou un remboursement a touché l’offre au même moment\u00a0: rien n’a été modifié. Réessayez.',
};
