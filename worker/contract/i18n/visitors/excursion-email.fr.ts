// French texts of the excursion quote e-mails, typed by the English part.
import type { DictionaryPart } from '../types.ts';
import type { enExcursionEmail } from './excursion-email.en.ts';

export const frExcursionEmail: DictionaryPart<typeof enExcursionEmail> = {
  'excursionEmail.customer.subject': 'Votre demande d’excursion {exQuoteNumber}',
  'excursionEmail.customer.heading': 'Merci pour votre demande, {firstName}',
  'excursionEmail.customer.intro':
    'Merci d’avoir choisi {company}. Nous avons bien reçu votre demande {exQuoteNumber} pour l’excursion «\u00a0{title}\u00a0» et notre équipe s’en occupe déjà. Voici le récapitulatif de votre demande.',
  'excursionEmail.customer.nextHeading': 'Et maintenant\u202f?',
  'excursionEmail.customer.nextRequest': 'Il s’agit d’une demande de devis et non encore d’une réservation\u00a0: aucun montant n’a été débité.',
  'excursionEmail.customer.nextQuote':
    'Nous vérifions les disponibilités et vous répondrons très prochainement par e-mail avec un devis personnalisé, la date et l’heure de votre excursion à convenir ensemble, et un lien de paiement sécurisé.',
  'excursionEmail.customer.nextConfirmation':
    'Votre excursion est réservée dès réception du paiement\u00a0; vous recevrez alors votre référence de réservation.',
  'excursionEmail.customer.nextChanges':
    'Vous souhaitez modifier un détail\u202f? Répondez simplement à cet e-mail, appelez-nous au {phone} ou écrivez-nous sur WhatsApp au {whatsapp}, 24\u00a0h/24 et 7\u00a0j/7. Merci de rappeler votre numéro de demande {exQuoteNumber}.',
  'excursionEmail.customer.closing': 'Au plaisir de vous accueillir à bord.\nBien cordialement,\nL’équipe {company}',

  'excursionEmail.admin.subject': 'Nouveau devis d’excursion {exQuoteNumber} — {name}, {title}',
  'excursionEmail.admin.heading': 'Nouvelle demande de devis d’excursion {exQuoteNumber}',
  'excursionEmail.admin.intro': 'Un client a demandé un devis d’excursion sur le site. Répondez à cet e-mail pour lui écrire directement.',
  'excursionEmail.admin.closing': 'La demande est en attente dans Devis d’excursion, dans l’espace d’administration.',
  'excursionEmail.admin.acknowledged': 'Le client a reçu un accusé de réception reprenant ces détails (sans les commentaires), dans sa langue.',
  'excursionEmail.admin.notAcknowledged':
    'Aucun accusé de réception n’a été envoyé au client\u00a0: cette adresse a déjà reçu le maximum que le site envoie à une adresse en une journée.',

  'excursionEmail.field.exQuoteNumber': 'Numéro de demande',
  'excursionEmail.field.excursion': 'Excursion',
  'excursionEmail.field.places': 'Lieux à visiter',
  'excursionEmail.field.stops': 'Arrêts',
  'excursionEmail.field.photographer': 'Photographe',
  'excursionEmail.field.comments': 'Commentaires',
  'excursionEmail.photographer.yes': 'Oui',
  'excursionEmail.photographer.no': 'Non',
  'excursionEmail.noPlaces': 'Aucun choisi pour l’instant',
};
