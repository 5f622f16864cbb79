// French texts of the Quick Templates and of the WhatsApp summary, typed by the English part: a
// missing key fails the type check. French typography: a no-break space before ':' and in
// '30 minutes', a narrow no-break space before ';', '?' and '!'.
import type { DictionaryPart } from '../i18n/types.ts';
import type { enReplyTexts } from './texts.en.ts';

export const frReplyTexts: DictionaryPart<typeof enReplyTexts> = {
  'placeholder.price': '[prix]',
  'placeholder.paymentLink': '[lien de paiement]',
  'placeholder.deposit': '[acompte]',
  'placeholder.validity': '[validité]',

  greeting: 'Bonjour {firstName},',
  'greeting.noName': 'Bonjour,',
  signature: 'Bien cordialement,\nL’équipe {company}\n{phone} · {email}',

  'service.transfer': 'votre transfert du {when}',
  'service.excursion': 'votre excursion privée «\u00a0{title}\u00a0»',
  when: '{date} à {time} (heure de Paris)',
  validUntil: 'valable jusqu’au {date} à {time} (heure de Paris)',
  'paymentTerms.deposit': 'Acompte pour confirmer votre réservation\u00a0: {deposit} (solde de {balance} payable avant le début de la prestation)',
  'paymentTerms.full': 'Pour confirmer votre réservation\u00a0: règlement intégral, {price}',
  'priceIncludes.transfer':
    'Ce prix est forfaitaire et toutes taxes comprises\u00a0: il inclut le véhicule, votre chauffeur, le carburant, les péages et {waitingMinutes}\u00a0minutes d’attente à la prise en charge.',
  'priceIncludes.excursion':
    'Ce prix est forfaitaire et toutes taxes comprises\u00a0: il inclut le véhicule, votre chauffeur, le carburant et les péages. Sauf mention contraire, les guides, les billets d’entrée et le stationnement sur les sites touristiques ne sont pas compris.',
  'onTheDay.transfer':
    'Votre transfert comprend {waitingMinutes}\u00a0minutes d’attente à partir de l’heure de prise en charge. Si vous nous avez indiqué votre numéro de vol ou de train, l’attente court à partir de son heure d’arrivée réelle.',
  'onTheDay.excursion': 'Votre chauffeur reste à vos côtés pendant toute la durée réservée.',

  detailRow: '{label}\u00a0: {value}',
  'field.quoteNumber': 'Numéro de devis',
  'field.exQuoteNumber': 'Numéro de demande',
  'field.name': 'Nom',
  'field.transferType': 'Type de transfert',
  'field.pickup': 'Prise en charge',
  'field.stop': 'Arrêt {n}',
  'field.dropoff': 'Destination',
  'field.pickupAt': 'Date et heure',
  'field.returnAt': 'Retour',
  'field.passengers': 'Passagers',
  'field.extraTime': 'Temps supplémentaire',
  'field.vehicle': 'Véhicule',
  'field.flightTrainNumber': 'Numéro de vol ou de train',
  'field.excursion': 'Excursion',
  'field.places': 'Lieux à visiter',
  'field.photographer': 'Photographe',
  'field.price': 'Prix',
  'field.childSeats': 'Sièges enfant',
  'field.luggage': 'Bagages',
  'field.duration': 'Durée estimée',
  'field.notes': 'Remarques',
  'transferType.ONE_WAY': 'Aller simple',
  'transferType.ROUND_TRIP': 'Aller-retour',
  'transferType.MULTI_STOP': 'Multi-arrêts',
  'photographer.yes': 'Oui',
  'photographer.no': 'Non',
  'places.none': 'À définir ensemble',
  'adults.one': '{count}\u00a0adulte',
  'adults.other': '{count}\u00a0adultes',
  'luggage.one': '{count}\u00a0bagage',
  'luggage.other': '{count}\u00a0bagages',
  'hours.one': '{count}\u00a0heure',
  'hours.other': '{count}\u00a0heures',
  'duration.hoursMinutes': '{hours}\u00a0h\u00a0{minutes}\u00a0min',
  'duration.hours': '{hours}\u00a0h',
  'duration.minutes': '{minutes}\u00a0min',

  'summary.heading.transfer': '{company} – devis de transfert {number}',
  'summary.heading.excursion': '{company} – demande d’excursion {number}',

  'template.bookingDetails.name': 'Détails de la réservation',
  'template.bookingDetails.subject': 'Les détails de votre réservation – {number}',
  'template.bookingDetails.body':
    'Merci d’avoir choisi {company}. Vous trouverez ci-dessous les détails de {service}.\n\n{details}\n\nPrix\u00a0: {price}\n{priceIncludes}\n\nMerci de bien vérifier ces informations. Si un détail doit être modifié, répondez simplement à cet e-mail et nous nous en occuperons.',
  'template.bookingDetails.offerBody':
    'Merci d’avoir choisi {company}. Vous trouverez ci-dessous les détails de {service}.\n\n{details}\n\nPrix\u00a0: {price}\n{priceIncludes}\n{paymentTerms}\n\nVous pouvez régler, et retrouver ces détails à tout moment, sur la page privée de votre réservation\u00a0:\n{paymentLink}\n\nCette offre est {validity}. Merci de bien vérifier ces informations. Si un détail doit être modifié, répondez simplement à cet e-mail et nous nous en occuperons.',

  'template.depositRequest.name': 'Demande d’acompte',
  'template.depositRequest.subject': 'Acompte pour garantir votre réservation – {number}',
  'template.depositRequest.body':
    'Nous avons le plaisir de vous confirmer que nous pouvons assurer {service}.\n\nPour garantir votre réservation, nous vous remercions de bien vouloir régler un acompte de {price} au moyen de notre lien de paiement sécurisé\u00a0:\n{paymentLink}\n\nVotre réservation est confirmée dès réception de l’acompte\u202f; nous vous adresserons alors votre confirmation. Vos coordonnées bancaires sont saisies sur la page sécurisée de notre prestataire de paiement\u00a0: nous ne les voyons ni ne les conservons jamais.\n\nPour mémoire, voici les détails de votre réservation\u00a0:\n\n{details}',
  'template.depositRequest.offerBody':
    'Nous avons le plaisir de vous confirmer que nous pouvons assurer {service}.\n\nPrix\u00a0: {price}\n{priceIncludes}\n{paymentTerms}\n\nPour garantir votre réservation, nous vous remercions de bien vouloir régler {deposit} sur la page privée de votre réservation\u00a0:\n{paymentLink}\n\nCette offre est {validity}. Votre réservation est confirmée dès réception de ce paiement\u202f; nous vous adresserons alors votre confirmation avec votre référence de réservation. Vos coordonnées bancaires sont saisies sur la page sécurisée de notre prestataire de paiement\u00a0: nous ne les voyons ni ne les conservons jamais.\n\nPour mémoire, voici les détails de votre réservation\u00a0:\n\n{details}',

  'template.reminder.name': 'Rappel',
  'template.reminder.subject': 'Rappel\u00a0: votre réservation {number}',
  'template.reminder.body':
    'Nous nous réjouissons d’assurer {service} et souhaitons vous en rappeler les détails\u00a0:\n\n{details}\n\nVotre chauffeur vous contactera {callMinutes}\u00a0minutes avant la prise en charge, au numéro de téléphone que vous nous avez indiqué. Merci de garder votre téléphone allumé et à portée de main.\n\nSi quelque chose a changé, merci de nous en informer au plus vite en répondant à cet e-mail ou en nous appelant au {phone}.',

  'template.cancellation.name': 'Annulation',
  'template.cancellation.subject': 'Annulation de votre réservation {number}',
  'template.cancellation.body':
    'Nous vous confirmons l’annulation de {service} (référence {number}).\n\nSi un remboursement est dû au titre de nos conditions d’annulation, il sera effectué par le moyen de paiement que vous avez utilisé. Un remboursement sur carte apparaît sur votre compte sous 5 à 7\u00a0jours ouvrés, et jusqu’à 10\u00a0jours ouvrés pour une carte internationale.\n\nNous regrettons de ne pas avoir le plaisir de vous accueillir à bord cette fois-ci et espérons vous revoir très bientôt. Pour toute nouvelle réservation, il vous suffit de répondre à cet e-mail.',

  'template.paymentReceived.name': 'Paiement reçu',
  'template.paymentReceived.subject': 'Paiement reçu – {number}',
  'template.paymentReceived.body':
    'Merci\u202f! Nous avons bien reçu votre paiement de {price} pour {service}.\n\nMerci de conserver votre référence {number} pour toute question concernant votre réservation. Si vous avez besoin d’une facture, répondez simplement à cet e-mail\u202f; pour une facture au nom d’une société, indiquez-nous sa raison sociale, son adresse et son numéro de TVA.\n\nAu plaisir de vous accueillir à bord.',
  'template.paymentReceived.offerBody':
    'Merci\u202f! Nous avons bien reçu votre paiement pour {service}. La page privée de votre réservation indique ce que vous avez réglé et ce qu’il reste à payer sur le total de {price}\u00a0:\n{paymentLink}\n\nMerci de conserver votre référence {number} pour toute question concernant votre réservation. Si vous avez besoin d’une facture, répondez simplement à cet e-mail\u202f; pour une facture au nom d’une société, indiquez-nous sa raison sociale, son adresse et son numéro de TVA.\n\nAu plaisir de vous accueillir à bord.',

  'template.feedbackRequest.name': 'Demande d’avis',
  'template.feedbackRequest.subject': 'Votre avis compte pour nous – {number}',
  'template.feedbackRequest.body':
    'Merci d’avoir choisi {company} pour {service}. Nous espérons que vous en avez apprécié chaque instant.\n\nVotre avis nous est précieux. Auriez-vous une minute pour nous dire comment cela s’est passé\u202f? Répondez simplement à cet e-mail\u00a0: chaque commentaire est lu par notre équipe et nous aide à rendre chaque trajet plus agréable encore.\n\nAu plaisir de vous accueillir à nouveau à bord.',

  'template.paymentRequest.name': 'Demande de paiement',
  'template.paymentRequest.subject': 'Votre devis et votre lien de paiement sécurisé – {number}',
  'template.paymentRequest.body':
    'Merci pour votre demande. Nous avons le plaisir de vous proposer notre prix forfaitaire pour {service}\u00a0:\n\nPrix\u00a0: {price}\n{priceIncludes}\n\nPour confirmer votre réservation, il vous suffit de régler au moyen de notre lien de paiement sécurisé\u00a0:\n{paymentLink}\n\nVotre réservation est confirmée dès que le paiement a abouti\u202f; nous vous adresserons alors votre confirmation. Nous acceptons les cartes Visa, Mastercard, Maestro, American Express, Diners Club et Discover. Vos coordonnées bancaires sont saisies sur la page sécurisée de notre prestataire de paiement\u00a0: nous ne les voyons ni ne les conservons jamais.\n\nVoici le récapitulatif de votre demande\u00a0:\n\n{details}',
  'template.paymentRequest.offerBody':
    'Merci pour votre demande. Nous avons le plaisir de vous proposer notre prix forfaitaire pour {service}\u00a0:\n\nPrix\u00a0: {price}\n{priceIncludes}\n{paymentTerms}\n\nPour confirmer votre réservation, il vous suffit de régler sur la page privée de votre réservation\u00a0:\n{paymentLink}\n\nCette offre est {validity}. Votre réservation est confirmée dès que le paiement a abouti\u202f; nous vous adresserons alors votre confirmation avec votre référence de réservation. Nous acceptons les cartes Visa, Mastercard, Maestro, American Express, Diners Club et Discover. Vos coordonnées bancaires sont saisies sur la page sécurisée de notre prestataire de paiement\u00a0: nous ne les voyons ni ne les conservons jamais.\n\nVoici le récapitulatif de votre demande\u00a0:\n\n{details}',

  'template.bookingConfirmation.name': 'Confirmation de réservation',
  'template.bookingConfirmation.subject': 'Votre réservation est confirmée – {number}',
  'template.bookingConfirmation.body':
    'Nous avons le plaisir de vous confirmer {service}. Voici les détails de votre réservation\u00a0:\n\n{details}\n\nLe jour venu, votre chauffeur vous contactera {callMinutes}\u00a0minutes avant la prise en charge, au numéro de téléphone que vous nous avez indiqué. Merci de garder votre téléphone allumé et à portée de main. {onTheDay}\n\nPour toute modification, répondez simplement à cet e-mail ou appelez-nous au {phone}, 24\u00a0h/24 et 7\u00a0j/7, en rappelant votre référence de réservation {number}.',

  'template.bookingUpdate.name': 'Modification de réservation',
  'template.bookingUpdate.subject': 'Modification de votre réservation {number}',
  'template.bookingUpdate.body':
    'Comme convenu, nous avons mis à jour {service}. Voici les nouveaux détails\u00a0:\n\n{details}\n\nMerci de bien les vérifier et de nous signaler tout ce qui ne conviendrait pas. Tout le reste demeure inchangé.',

  'template.thankYou.name': 'Remerciements',
  'template.thankYou.subject': 'Merci d’avoir choisi {company} – {number}',
  'template.thankYou.body':
    'Merci d’avoir voyagé avec {company}. Ce fut un plaisir de prendre en charge {service}, et nous espérons que vous avez passé un agréable moment.\n\nChaque fois que vous aurez besoin d’un chauffeur, à Paris ou au-delà, nous sommes à votre service 24\u00a0h/24 et 7\u00a0j/7\u00a0: appelez-nous au {phone}, écrivez-nous sur WhatsApp au {whatsapp} ou répondez simplement à cet e-mail.\n\nAu plaisir de vous accueillir à nouveau très bientôt.',
};
