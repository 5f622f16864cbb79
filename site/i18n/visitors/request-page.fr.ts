// French texts of the customer's request page; merged into the dictionary by ../fr.ts.
import type { enRequestPage } from './request-page.en.ts';
import type { DictionaryPart } from '../../../worker/contract/i18n/types.ts';

export const frRequestPage: DictionaryPart<typeof enRequestPage> = {
  'requestPage.title': 'Demande {number} | Paris Elite Chauffeur',
  'requestPage.description': 'Votre demande à Paris Elite Chauffeur\u00a0: son détail, notre offre et son paiement.',
  'requestPage.number': 'Demande {number}',
  'requestPage.status': 'Statut\u00a0: {status}',
  'requestPage.greeting': 'Bonjour {firstName}',
  'requestPage.greetingNoName': 'Bonjour',

  'requestPage.status.pending.label': 'Demande reçue',
  'requestPage.status.pending.text': 'Merci pour votre demande. Nous préparons votre offre et vous écrivons très vite par e-mail.',
  'requestPage.status.replied.label': 'Réponse envoyée',
  'requestPage.status.replied.text': 'Nous avons répondu à votre demande\u00a0: notre offre figure ci-dessous.',
  'requestPage.status.replied.textNoOffer': 'Nous avons répondu à votre demande par e-mail.',
  'requestPage.status.confirmed.label': 'Confirmée',
  'requestPage.status.confirmed.text': 'Votre réservation est confirmée. Nous avons hâte de vous accueillir à bord.',
  'requestPage.status.completed.label': 'Terminée',
  'requestPage.status.completed.text': 'Votre trajet est terminé. Merci d’avoir voyagé avec nous.',
  'requestPage.status.cancelled.label': 'Annulée',
  'requestPage.status.cancelled.text': 'Cette demande a été annulée. Si vous ne vous y attendiez pas, contactez-nous.',
  'requestPage.status.cancelled.textByYou': 'Vous avez annulé cette demande depuis cette page\u202f; nous vous l’avons confirmé par e-mail.',

  'requestPage.reference.label': 'Votre référence de réservation\u00a0:',
  'requestPage.reference.hint': 'Merci de la rappeler chaque fois que vous nous contactez au sujet de ce trajet.',

  'requestPage.notice.received': 'Merci, votre paiement est bien reçu.',
  'requestPage.notice.confirming': 'Merci — nous confirmons votre paiement\u202f; cette page se met à jour toute seule.',
  'requestPage.notice.slow':
    'Merci. La confirmation de votre paiement ne nous est pas encore parvenue\u202f; cela peut prendre quelques minutes. Rechargez cette page un peu plus tard, ou contactez-nous si rien n’apparaît.',
  'requestPage.notice.cancelled': 'Paiement annulé — rien n’a été débité.',
  'requestPage.notice.expired': 'Cette offre a expiré et ne peut plus être réglée. Contactez-nous\u00a0: nous vous en enverrons une nouvelle.',
  'requestPage.notice.nothing': 'Il n’y a plus rien à régler pour cette demande.',
  'requestPage.notice.unavailable':
    'Le paiement par carte n’est pas disponible pour le moment. Réessayez dans quelques minutes, ou contactez-nous pour régler autrement.',
  'requestPage.notice.busy': 'Trop de tentatives en peu de temps. Patientez quelques minutes, puis réessayez.',

  'requestPage.details.heading': 'Votre demande',

  'requestPage.offer.heading': 'Notre offre',
  'requestPage.offer.caption': 'Détail du prix',
  'requestPage.offer.item': 'Prestation',
  'requestPage.offer.amount': 'Montant',
  'requestPage.offer.total': 'Total',
  'requestPage.offer.deposit': 'Acompte pour confirmer votre réservation',
  'requestPage.offer.depositFull': 'Paiement intégral pour confirmer votre réservation',
  'requestPage.offer.paid': 'Déjà réglé',
  'requestPage.offer.refunded': 'Remboursé',
  'requestPage.offer.remaining': 'Reste à régler',
  'requestPage.offer.validUntil': 'Valable jusqu’au {date} à {time} (heure de Paris)',
  'requestPage.offer.expired': 'Cette offre a expiré — contactez-nous pour en recevoir une nouvelle.',
  'requestPage.offer.depositPaid': 'Acompte reçu — merci.',
  'requestPage.offer.paidInFull': 'Réglé en totalité — merci.',

  'requestPage.pay.heading': 'Paiement',
  'requestPage.pay.deposit': 'Payer l’acompte — {amount}',
  'requestPage.pay.balance': 'Payer le solde — {amount}',
  'requestPage.pay.full': 'Payer {amount}',
  'requestPage.pay.confirms': 'Votre réservation est confirmée dès réception de votre paiement.',
  'requestPage.pay.card': 'Vous payez par carte sur la page sécurisée de Stripe, notre prestataire de paiement. Nous ne voyons jamais vos données bancaires.',
  'requestPage.transfer.intro': 'Merci de régler par virement bancaire, avec le montant et la référence ci-dessous.',
  'requestPage.transfer.amount': 'Montant',
  'requestPage.transfer.reference': 'Référence du virement',
  'requestPage.transfer.details': 'Coordonnées bancaires',
  'requestPage.contactToPay': 'Contactez-nous pour régler',
  'requestPage.contactToPay.text':
    'Appelez-nous ou écrivez-nous, par e-mail ou sur WhatsApp\u00a0: nous vous indiquerons comment régler. Merci de rappeler la référence ci-dessous.',

  'requestPage.payments.heading': 'Paiements reçus',
  'requestPage.payments.date': 'Date (heure de Paris)',
  'requestPage.payments.method': 'Moyen de paiement',
  'requestPage.payments.amount': 'Montant',
  'requestPage.payments.refunded': 'Remboursement\u00a0: {amount}',
  'requestPage.method.card': 'Carte bancaire',
  'requestPage.method.bank_transfer': 'Virement bancaire',
  'requestPage.method.cash': 'Espèces',
  'requestPage.method.other': 'Autre',

  'requestPage.policy.heading': 'Bon à savoir',
  'requestPage.policy.text': 'Les paiements, les modifications et les annulations suivent nos conditions\u00a0:',

  'requestPage.contact.heading': 'Une question\u202f?',
  'requestPage.contact.text': 'Nous répondons 24\u00a0h/24 et 7\u00a0j/7, par téléphone, par e-mail ou sur WhatsApp.',
  'requestPage.contact.quote':
    'Nous répondons 24\u00a0h/24 et 7\u00a0j/7, par téléphone, par e-mail ou sur WhatsApp. Merci de rappeler votre numéro de demande {number}.',
  'requestPage.contact.call': 'Appelez-nous',
  'requestPage.contact.write': 'E-mail',
  'requestPage.contact.whatsapp': 'WhatsApp',
  'requestPage.contact.whatsappLink': 'Écrivez-nous sur WhatsApp',

  'requestPage.notFound.title': 'Lien non valide | Paris Elite Chauffeur',
  'requestPage.notFound.description': 'Ce lien n’est pas valide ou a expiré.',
  'requestPage.notFound.heading': 'Ce lien n’est pas valide ou a expiré',
  'requestPage.notFound.intro':
    'Vérifiez que vous avez bien ouvert le lien complet de notre e-mail. S’il ne fonctionne toujours pas, contactez-nous\u00a0: nous vous en enverrons un nouveau.',
  'requestPage.notFound.home': 'Aller à l’accueil',

  'requestPage.busy.title': 'Merci de patienter | Paris Elite Chauffeur',
  'requestPage.busy.description': 'Trop de demandes depuis votre connexion en peu de temps.',
  'requestPage.busy.heading': 'Merci de patienter un instant',
  'requestPage.busy.intro':
    'Nous avons reçu de nombreuses demandes depuis votre connexion en peu de temps. Pour votre sécurité, patientez une dizaine de minutes, puis ouvrez de nouveau votre lien.',

  // Cancelling and changing from the page (decision 040).
  'requestPage.notice.cancelDone': 'C’est fait\u00a0: l’annulation est enregistrée, et nous vous avons envoyé une confirmation par e-mail.',
  'requestPage.notice.cancelAlready': 'C’était déjà annulé\u00a0: rien d’autre n’a changé.',
  'requestPage.notice.cancelChanged': 'Les conditions d’annulation ont changé depuis l’ouverture de cette page. Merci de les vérifier à nouveau ci-dessous.',
  'requestPage.notice.cancelPhone': 'Il est trop tard pour annuler en ligne. Appelez-nous au {phone}.',
  'requestPage.notice.cancelClosed': 'Cette demande ne peut plus être annulée en ligne. Pour toute aide, appelez-nous au {phone}.',
  'requestPage.notice.changeSent': 'Merci\u00a0: votre demande de modification est envoyée. Nous vous répondrons par e-mail.',
  'requestPage.notice.changePending': 'Une demande de modification attend déjà notre réponse.',
  'requestPage.notice.changeInvalid': 'Certaines informations sont à corriger\u00a0: voir le formulaire ci-dessous.',
  'requestPage.notice.changePhone': 'Il est trop tard pour demander une modification en ligne. Appelez-nous au {phone}.',
  'requestPage.notice.changeClosed': 'Cette demande ne peut plus être modifiée en ligne. Pour toute aide, appelez-nous au {phone}.',

  'requestPage.cancel.heading.booking': 'Annuler votre réservation',
  'requestPage.cancel.heading.request': 'Annuler votre demande',
  'requestPage.cancel.unpaid': 'Rien n’a encore été payé\u00a0: l’annulation ne coûte rien.',
  'requestPage.cancel.freeUntil':
    'Annulation gratuite jusqu’au {date}, {time} (heure de Paris). Au-delà, des frais s’appliquent selon nos conditions d’annulation.',
  'requestPage.cancel.free': 'Vous pouvez annuler sans frais.',
  'requestPage.cancel.feeNow':
    'Annuler maintenant entraîne des frais de {percent}\u00a0% du total, selon nos conditions d’annulation. Vous verrez les montants avant de confirmer.',
  'requestPage.cancel.button.booking': 'Annuler cette réservation',
  'requestPage.cancel.button.request': 'Annuler cette demande',
  'requestPage.cancel.confirmHeading': 'Confirmer l’annulation',
  'requestPage.cancel.confirmIntro': 'Selon nos conditions d’annulation, annuler maintenant revient à\u00a0:',
  'requestPage.cancel.confirmUnpaid': 'Rien n’a été payé\u00a0: rien n’est dû ni remboursé. Votre demande et son offre seront retirées.',
  'requestPage.cancel.total': 'Total',
  'requestPage.cancel.paid': 'Payé',
  'requestPage.cancel.fee': 'Frais d’annulation ({percent}\u00a0%)',
  'requestPage.cancel.refund': 'Remboursé',
  'requestPage.cancel.refundTime':
    'Un remboursement sur carte met {from} à {to}\u00a0jours ouvrés pour apparaître sur votre compte, et jusqu’à {international} pour une carte étrangère.',
  'requestPage.cancel.final': 'Oui, annuler',
  'requestPage.cancel.keep': 'Non, conserver',
  'requestPage.cancel.phoneLate': 'La prise en charge est trop proche pour annuler en ligne\u00a0: appelez-nous au {phone}.',
  'requestPage.cancel.phoneExcursion': 'Pour annuler, appelez-nous au {phone}\u00a0: les frais dépendent de la date convenue avec vous.',
  'requestPage.cancel.call': 'Appeler le {phone}',

  'requestPage.cancelled.heading': 'Votre annulation',
  'requestPage.cancelled.when': 'Annulée le {date}, {time} (heure de Paris).',
  'requestPage.cancelled.fee': 'Frais d’annulation',
  'requestPage.cancelled.refund': 'À rembourser',

  'requestPage.change.heading': 'Demander une modification',
  'requestPage.change.intro.transfer':
    'Modifiez ce qu’il faut ci-dessous, puis envoyez\u00a0: nous vérifions et vous répondons par e-mail. Si le prix change, nous vous le disons avant tout paiement.',
  'requestPage.change.intro.excursion': 'Indiquez-nous la date et l’heure souhaitées, et qui vous accompagne\u00a0: nous vous répondons par e-mail.',
  'requestPage.change.until': 'Vous pouvez demander une modification en ligne jusqu’au {date}, {time} (heure de Paris).',
  'requestPage.change.luggage': 'Bagages',
  'requestPage.change.optional': '(facultatif)',
  'requestPage.change.submit': 'Envoyer ma demande de modification',
  'requestPage.change.phone': 'Les modifications ne peuvent plus être demandées en ligne. Appelez-nous au {phone}.',
  'requestPage.change.pending': 'Votre demande de modification attend notre réponse.',
  'requestPage.change.history': 'Vos demandes de modification',
  'requestPage.change.asked': 'Demandée le {date}, {time} (heure de Paris)',
  'requestPage.change.fromTo': '{from} → {to}',
  'requestPage.change.item': '{field}\u00a0: {value}',

  'requestPage.calendar.heading': 'Ajouter à votre agenda',
  'requestPage.calendar.text': 'Gardez votre prise en charge dans votre agenda, avec un rappel la veille.',
  'requestPage.calendar.ics': 'Télécharger le fichier d’agenda (.ics)',
  'requestPage.calendar.google': 'Ajouter à Google Agenda',
};
