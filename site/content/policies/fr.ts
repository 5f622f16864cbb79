// The legal documents in French, the authoritative version. Same section ids, in the same order, as
// en.ts. French typography: \u00a0 before ':' and '%', \u202f before ';', '?' and '!'.
import { company } from '../../../worker/contract/company.ts';
import { CANCELLATION_SCHEDULES, POLICY_NUMBERS } from '../../../worker/contract/cancellation-policy.ts';
import { CHAUFFEUR_CALL_MINUTES, INCLUDED_WAITING_MINUTES, LEAD_TIME_HOURS } from '../../../worker/contract/constants.ts';
import { DEPOSIT_PERCENT_DEFAULT } from '../../../worker/contract/money.ts';
import type { PolicyDocuments } from './types.ts';

const email = `[${company.email}](mailto:${company.email})`;
const phone = `[${company.phoneDisplay}](tel:${company.phone})`;
const postalAddress = `${company.address.street}, ${company.address.postalCode} ${company.address.city}, France`;

const bookingPolicy = '[conditions de réservation](/booking-policy)';
const paymentTerms = '[conditions de paiement](/payment-policy)';
const cancellationPolicy = '[conditions d’annulation](/cancellation-policy)';
const combinedPolicy = '[conditions de réservation, de paiement et d’annulation](/policy)';
const terms = '[conditions générales](/terms-conditions)';
const privacyNotice = '[politique de confidentialité](/privacy)';

/** La règle qui sépare les deux jeux de conditions, rappelée en tête de chacun. */
const transferScope = 'transferts aéroport et gare, trajets dans Paris et transferts d’affaires, en aller simple, en aller-retour ou avec plusieurs arrêts';
const otherServicesScope = 'excursions, mises à disposition d’un chauffeur à l’heure et services sur mesure';

// The policies' numbers come from the contract, written once (decision 040): none is typed here.
const [transferFree, transferLate, transferLastMinute] = CANCELLATION_SCHEDULES.transfer.windows;
const [servicesFree, servicesLate] = CANCELLATION_SCHEDULES.excursion.windows;
const changeHours = CANCELLATION_SCHEDULES.transfer.changeUntilHours ?? 0;
const { advisedBookingHours, noShowWaitHours, refundBusinessDays, refundBusinessDaysInternational, disputeDays, bankProofWorkingDays } = POLICY_NUMBERS;
const heures = (count: number) => (count === 1 ? 'une heure' : `${count}\u00a0heures`);
/** 'd’une heure', 'de 2\u00a0heures': the elision before 'une'. */
const deHeures = (count: number) => (count === 1 ? 'd’une heure' : `de ${count}\u00a0heures`);
const minutes = (count: number) => `${count}\u00a0minutes`;
const pourcent = (value: number) => `${value}\u00a0%`;
const acompte = pourcent(DEPOSIT_PERCENT_DEFAULT);
const joursRemboursement = `${refundBusinessDays.from} à ${refundBusinessDays.to}\u00a0jours ouvrés`;

const cookieItems = [
  '«\u00a0lang\u00a0», qui mémorise la langue de la dernière page consultée, afin que le site ne vous renvoie pas vers l’autre langue. Il ne contient que «\u00a0en\u00a0» ou «\u00a0fr\u00a0» et expire au bout de 12\u00a0mois.',
  'Un cookie de session dans l’espace d’administration, utilisé uniquement par notre personnel pour rester connecté. Il est supprimé à la déconnexion ou à l’expiration de la session.',
];

export const frPolicyDocuments: PolicyDocuments = {
  bookingPolicy: {
    updated: '2026-11-26',
    sections: [
      {
        id: 'scope',
        heading: 'Champ d’application',
        paragraphs: [
          `Les présentes conditions de réservation s’appliquent aux transferts\u00a0: ${transferScope}. Leur paiement et leur annulation sont régis par nos ${paymentTerms} et nos ${cancellationPolicy}.`,
          `Les excursions, les mises à disposition d’un chauffeur à l’heure et les services sur mesure relèvent quant à eux de nos ${combinedPolicy}\u202f; votre devis précise les conditions applicables. Nos ${terms} s’appliquent à tous nos services.`,
        ],
      },
      {
        id: 'when-to-book',
        heading: 'Quand réserver',
        paragraphs: [
          `Nous vous conseillons de réserver au moins ${heures(advisedBookingHours)} avant la prise en charge. Comme la loi l’impose aux voitures de transport avec chauffeur (VTC), chaque course est réservée à l’avance\u00a0: nos chauffeurs ne peuvent pas prendre en charge des passagers qui les hèlent dans la rue.`,
          `Le formulaire de réservation en ligne accepte les prises en charge à partir de ${heures(LEAD_TIME_HOURS)} à l’avance, ce qui laisse le temps d’établir le devis et de procéder au paiement. Pour un trajet plus proche, appelez-nous au ${phone} ou écrivez-nous sur WhatsApp\u00a0: nous ferons notre possible pour vous trouver un chauffeur.`,
        ],
      },
      {
        id: 'quote-request',
        heading: 'Votre demande est une demande de devis',
        paragraphs: [
          'Que vous passiez par le formulaire de réservation, par e-mail, par téléphone ou par WhatsApp, votre demande est une demande de devis, et non une réservation. Elle ne vous engage pas, et ne nous engage pas davantage.',
          'Pour établir un devis précis, nous avons besoin des informations suivantes\u00a0:',
        ],
        items: [
          'les adresses de prise en charge et de destination, ainsi que les éventuels arrêts\u202f;',
          'la date et l’heure de prise en charge, et celles du retour pour un aller-retour\u202f;',
          'le nombre de passagers et les bagages, y compris les objets encombrants tels qu’équipements de sport, poussettes ou fauteuils roulants\u202f;',
          'le véhicule souhaité et les options nécessaires\u00a0: sièges bébé, rehausseurs, animaux\u202f;',
          'votre numéro de vol ou de train pour une prise en charge dans un aéroport ou une gare\u202f;',
          'votre nom, votre adresse e-mail et un numéro de téléphone auquel le chauffeur peut vous joindre le jour du trajet.',
        ],
      },
      {
        id: 'quote',
        heading: 'Votre devis',
        paragraphs: [
          'Nous vous répondons par e-mail avec un devis personnalisé. Il décrit le trajet et le véhicule, indique le prix forfaitaire en euros et comporte un lien de paiement sécurisé. Les prix ne sont pas affichés sur le site\u00a0: chaque trajet fait l’objet de son propre devis.',
          'Tant que vous n’avez pas payé, le devis n’est pas une réservation et le véhicule ne vous est pas réservé. Nous pouvons modifier ou retirer un devis non payé, par exemple si le véhicule n’est plus disponible\u202f; nous vous en informons le cas échéant.',
        ],
      },
      {
        id: 'confirmation',
        heading: 'Confirmation',
        paragraphs: [
          'Votre réservation n’est confirmée qu’à réception de votre paiement. Nous vous adressons alors un e-mail de confirmation comportant un numéro de réservation. Merci de rappeler ce numéro chaque fois que vous nous contactez au sujet de votre trajet.',
          'Vérifiez les informations de la confirmation dès sa réception et signalez-nous sans attendre toute erreur.',
        ],
      },
      {
        id: 'changes',
        heading: 'Modifier votre trajet',
        paragraphs: [
          `Vous pouvez modifier votre trajet jusqu’à ${heures(changeHours)} avant la prise en charge\u00a0: horaire, adresses, arrêts, nombre de passagers, bagages ou options. Demandez-le sur votre page de demande (par le lien de nos e-mails), écrivez-nous à ${email} ou appelez le ${phone} en rappelant votre numéro de réservation.`,
          'Nous confirmons chaque modification par écrit. Si elle change le prix (trajet plus long, arrêt supplémentaire, véhicule plus grand), nous vous indiquons d’abord le nouveau prix, et la modification prend effet une fois que vous l’avez acceptée et que vous avez réglé la différence. Si le nouveau prix est inférieur, nous vous remboursons la différence.',
          `À moins ${deHeures(changeHours)} de la prise en charge, une modification ne peut plus être garantie. Nous ferons notre possible pour l’effectuer, mais si le trajet doit être annulé, nos ${cancellationPolicy} s’appliquent.`,
        ],
      },
      {
        id: 'on-the-day',
        heading: 'Le jour du trajet',
        items: [
          `Votre chauffeur vous contacte ${minutes(CHAUFFEUR_CALL_MINUTES)} avant la prise en charge, au numéro de téléphone que vous nous avez indiqué.`,
          'Dans un aéroport ou une gare, votre chauffeur vous attend dans le hall d’arrivée. Indiquez-nous votre numéro de vol ou de train afin que nous puissions suivre un éventuel retard.',
          `Chaque transfert comprend ${minutes(INCLUDED_WAITING_MINUTES)} d’attente à compter de l’heure de prise en charge. Au-delà, l’attente est facturée au tarif horaire du véhicule.`,
          `Si, au bout ${deHeures(noShowWaitHours)} d’attente, vous n’êtes pas arrivé et que nous ne parvenons pas à vous joindre, le trajet est considéré comme une absence au rendez-vous (voir nos [conditions d’annulation](/cancellation-policy#no-show)).`,
        ],
      },
      {
        id: 'accuracy',
        heading: 'Exactitude des informations fournies',
        paragraphs: [
          'Votre devis repose sur les informations que vous nous communiquez. Nos véhicules transportent au plus 4\u00a0passagers et 3\u00a0valises (Lexus, Mercedes Classe\u00a0E) ou 8\u00a0passagers et 6\u00a0valises (Mercedes Classe\u00a0V).',
          'Si les passagers ou les bagages sont plus nombreux que prévu lors de la réservation, ou dépassent ce que le véhicule peut transporter en sécurité, le chauffeur peut être amené à refuser les passagers ou les bagages en surnombre. Lorsque c’est possible, nous vous proposons un véhicule plus grand ou supplémentaire, moyennant un supplément.',
        ],
      },
      {
        id: 'contact',
        heading: 'Questions',
        paragraphs: [`Pour toute question sur une réservation, écrivez-nous à ${email} ou appelez le ${phone}, 24\u00a0heures sur 24, 7\u00a0jours sur 7.`],
      },
    ],
  },

  paymentPolicy: {
    updated: '2026-11-21',
    sections: [
      {
        id: 'scope',
        heading: 'Champ d’application',
        paragraphs: [
          `Les présentes conditions de paiement s’appliquent aux transferts\u00a0: ${transferScope}.`,
          `Les excursions, les mises à disposition d’un chauffeur à l’heure et les services sur mesure sont confirmés par un acompte de ${acompte}, selon nos ${combinedPolicy}.`,
        ],
      },
      {
        id: 'prices',
        heading: 'Prix',
        paragraphs: [
          'Nos prix sont exprimés en euros, toutes taxes comprises. Ils ne sont pas affichés sur le site\u00a0: chaque trajet fait l’objet d’un prix individuel, indiqué dans le devis que nous vous adressons par e-mail.',
          'Le prix de votre devis est forfaitaire\u00a0: il ne dépend ni de la circulation ni de l’itinéraire emprunté. Il comprend\u00a0:',
        ],
        items: [
          'le véhicule\u202f;',
          'le chauffeur\u202f;',
          'le carburant\u202f;',
          'les péages d’autoroute et de voirie\u202f;',
          `${minutes(INCLUDED_WAITING_MINUTES)} d’attente à la prise en charge.`,
        ],
        after: [
          `L’attente au-delà de ${minutes(INCLUDED_WAITING_MINUTES)} et les modifications demandées après la réservation sont facturées en supplément, comme l’expliquent nos ${bookingPolicy}.`,
        ],
      },
      {
        id: 'how-to-pay',
        heading: 'Modalités de paiement',
        paragraphs: [
          'Votre devis est accompagné d’un lien de paiement sécurisé de notre prestataire de paiement. Votre réservation est confirmée dès que le paiement a abouti\u202f; nous vous adressons alors votre numéro de réservation par e-mail.',
          'Nous acceptons les cartes Visa, Mastercard, Maestro, American Express, Diners Club et Discover.',
        ],
      },
      {
        id: 'card-security',
        heading: 'Sécurité des paiements par carte',
        paragraphs: [
          'Vous saisissez vos données de carte sur la page sécurisée du prestataire de paiement, jamais sur notre site. La connexion est chiffrée, et votre banque peut vous demander de confirmer le paiement (authentification forte, par exemple 3‑D Secure).',
          'Nous ne voyons ni ne conservons jamais votre numéro de carte ni votre cryptogramme. Nous recevons seulement la confirmation que le paiement a abouti, avec son montant, sa date et sa référence.',
        ],
      },
      {
        id: 'extras',
        heading: 'Suppléments le jour du trajet',
        paragraphs: [
          'Si une attente supplémentaire ou une modification demandée le jour même est facturée, nous vous adressons après le trajet un décompte détaillé et un lien de paiement.',
        ],
      },
      {
        id: 'invoices',
        heading: 'Factures',
        paragraphs: [
          'Nous vous adressons une facture par e-mail sur simple demande. Pour une facture au nom d’une société, indiquez-nous lors de la réservation sa raison sociale, son adresse et son numéro de TVA intracommunautaire.',
        ],
      },
      {
        id: 'refunds',
        heading: 'Remboursements',
        paragraphs: [
          `Lorsqu’un remboursement est dû, après une annulation conforme à nos ${cancellationPolicy} ou pour un trajet que nous n’avons pas pu assurer, nous recréditons la carte utilisée pour le paiement. Le remboursement apparaît sur votre compte sous ${joursRemboursement}, et jusqu’à ${refundBusinessDaysInternational}\u00a0jours ouvrés pour les cartes internationales.`,
        ],
      },
      {
        id: 'disputes',
        heading: 'Contestation d’un paiement',
        paragraphs: [
          `Si vous contestez un montant débité, écrivez-nous à ${email} dans les ${disputeDays}\u00a0jours suivant le trajet, en rappelant votre numéro de réservation. Nous examinons votre demande et vous répondons par e-mail\u202f; si le montant était erroné, nous vous remboursons la différence.`,
          'Ces dispositions ne privent pas le consommateur des droits que lui reconnaît la loi, ni de ceux dont il dispose auprès de sa banque.',
        ],
      },
    ],
  },

  cancellationPolicy: {
    updated: '2026-11-26',
    sections: [
      {
        id: 'scope',
        heading: 'Champ d’application',
        paragraphs: [
          `Les présentes conditions d’annulation s’appliquent aux transferts\u00a0: ${transferScope}.`,
          `Les excursions, les mises à disposition d’un chauffeur à l’heure et les services sur mesure obéissent à leurs propres délais et frais, fixés par nos ${combinedPolicy}.`,
        ],
      },
      {
        id: 'how-to-cancel',
        heading: 'Comment annuler',
        paragraphs: [
          `Écrivez-nous à ${email}, ou appelez le ${phone} puis confirmez par e-mail, en rappelant votre numéro de réservation. Le délai de prévenance court de la réception de votre message jusqu’à l’heure de prise en charge indiquée dans votre confirmation. Nous accusons réception de chaque annulation par e-mail.`,
          `Jusqu’à ${heures(transferLate.fromHours)} avant la prise en charge, vous pouvez aussi annuler sur votre page de demande (par le lien de nos e-mails)\u00a0: elle indique les frais et le remboursement avant que vous ne confirmiez, et l’annulation prend effet aussitôt. Au-delà, appelez-nous.`,
        ],
      },
      {
        id: 'fees',
        heading: 'Frais d’annulation',
        paragraphs: ['Le montant remboursé dépend du délai entre votre annulation et la prise en charge\u00a0:'],
        items: [
          `${heures(transferFree.fromHours)} ou plus avant la prise en charge\u00a0: annulation gratuite, ${pourcent(100 - transferFree.feePercent)} du prix est remboursé.`,
          `Moins ${deHeures(transferFree.fromHours)} avant la prise en charge\u00a0: des frais de ${pourcent(transferLate.feePercent)} du prix sont retenus, ${pourcent(100 - transferLate.feePercent)} est remboursé.`,
          `Moins ${deHeures(transferLate.fromHours)} avant la prise en charge\u00a0: des frais de ${pourcent(transferLastMinute.feePercent)} du prix sont retenus, ${pourcent(100 - transferLastMinute.feePercent)} est remboursé.`,
          'Absence au rendez-vous\u00a0: aucun remboursement.',
        ],
        after: ['Pour un aller-retour, chaque trajet est traité séparément, selon sa propre heure de prise en charge.'],
      },
      {
        id: 'no-show',
        heading: 'Absence au rendez-vous',
        paragraphs: [
          `Il y a absence au rendez-vous lorsque le chauffeur a attendu ${heures(noShowWaitHours)} au lieu de prise en charge, après l’heure prévue, sans parvenir à vous trouver ni à vous joindre. Le chauffeur repart alors, et le prix n’est pas remboursé.`,
          'Si votre vol ou votre train a du retard, prévenez-nous dès que possible. Si vous nous avez communiqué son numéro, le temps d’attente court à partir de son heure d’arrivée réelle.',
        ],
      },
      {
        id: 'changes',
        heading: 'Modifier plutôt qu’annuler',
        paragraphs: [
          `Un trajet peut être modifié sans frais jusqu’à ${heures(changeHours)} avant la prise en charge, sous réserve d’une éventuelle différence de prix, comme l’expliquent nos [conditions de réservation](/booking-policy#changes).`,
        ],
      },
      {
        id: 'cancellation-by-us',
        heading: 'Si nous devons annuler',
        paragraphs: [
          'Si nous ne pouvons pas assurer votre trajet, en raison d’une panne, d’un accident ou d’un cas de [force majeure](/terms-conditions#force-majeure), nous vous prévenons au plus tôt et vous proposons un véhicule de catégorie égale ou supérieure sans supplément. Si vous le refusez, ou si aucun n’est disponible, nous vous remboursons l’intégralité des sommes versées.',
        ],
      },
      {
        id: 'refunds',
        heading: 'Délais de remboursement',
        paragraphs: [
          `Les remboursements sont effectués sur la carte utilisée pour le paiement. Ils apparaissent sur votre compte sous ${joursRemboursement}, et jusqu’à ${refundBusinessDaysInternational}\u00a0jours ouvrés pour les cartes internationales.`,
        ],
      },
      {
        id: 'disputes',
        heading: 'Contestations',
        paragraphs: [
          `Si vous contestez des frais d’annulation, écrivez-nous à ${email} dans les ${disputeDays}\u00a0jours suivant la date de prise en charge prévue, en rappelant votre numéro de réservation. À défaut d’accord, vous pouvez recourir à la médiation décrite dans nos [conditions générales](/terms-conditions#law).`,
        ],
      },
    ],
  },

  policy: {
    updated: '2026-11-26',
    sections: [
      {
        id: 'scope',
        heading: 'Services concernés',
        paragraphs: [
          `Les présentes conditions s’appliquent aux ${otherServicesScope} (longs trajets, mariages, événements et autres demandes particulières).`,
          `Les transferts (${transferScope}) relèvent de nos ${bookingPolicy}, ${paymentTerms} et ${cancellationPolicy}, publiées séparément. Votre devis précise les conditions applicables à votre réservation. Les règles relatives au temps d’attente et à l’appel du chauffeur avant la prise en charge sont les mêmes pour tous les services, et nos ${terms} s’appliquent dans tous les cas.`,
        ],
      },
      {
        id: 'booking',
        heading: 'Réservation et confirmation',
        paragraphs: [
          'Toute demande est une demande de devis. Nous vous répondons par e-mail avec un devis personnalisé décrivant la prestation, le véhicule et le prix.',
          `Pour confirmer votre réservation, versez un acompte de ${acompte} du prix, par carte ou par virement bancaire. Votre réservation est confirmée à réception de l’acompte ou, pour un virement, du justificatif de virement. Nous vous adressons alors un e-mail de confirmation comportant votre numéro de réservation.`,
          'Sauf mention contraire dans votre devis, le solde est payable avant le début de la prestation.',
        ],
      },
      {
        id: 'bank-transfer',
        heading: 'Paiement par virement',
        paragraphs: [
          `Nos coordonnées bancaires figurent sur le devis. Adressez-nous le justificatif du virement dans les ${bankProofWorkingDays}\u00a0jours ouvrés suivant l’acceptation du devis. À défaut, la réservation est annulée, sans frais pour vous.`,
        ],
      },
      {
        id: 'cards',
        heading: 'Paiement par carte',
        paragraphs: [
          'Les paiements par carte sont traités par notre prestataire de paiement par carte, sur sa page sécurisée. Nous acceptons les cartes Visa, Mastercard, Maestro, American Express, Diners Club et Discover. Nous ne voyons ni ne conservons jamais votre numéro de carte.',
        ],
      },
      {
        id: 'prices',
        heading: 'Ce que comprend le prix',
        paragraphs: ['Les prix sont exprimés en euros, toutes taxes comprises. Le prix comprend\u00a0:'],
        items: ['le véhicule et le chauffeur\u202f;', 'le carburant\u202f;', 'les péages.'],
        after: [
          'Sauf mention contraire dans votre devis, il ne comprend pas les guides, les billets d’entrée des monuments, musées et autres sites, ni le stationnement sur les sites touristiques.',
        ],
      },
      {
        id: 'waiting-time',
        heading: 'Temps d’attente',
        paragraphs: [
          `Chaque transfert comprend ${minutes(INCLUDED_WAITING_MINUTES)} d’attente à compter de l’heure de prise en charge convenue. Au-delà, l’attente est facturée au tarif horaire du véhicule.`,
          'Lors d’une mise à disposition ou d’une excursion, votre chauffeur reste avec vous pendant la durée réservée\u202f; tout dépassement est facturé au tarif horaire du véhicule.',
        ],
      },
      {
        id: 'before-pickup',
        heading: 'Avant la prise en charge',
        paragraphs: [
          `Votre chauffeur vous contacte ${minutes(CHAUFFEUR_CALL_MINUTES)} avant la prise en charge, au numéro de téléphone que vous nous avez indiqué. Merci de garder votre téléphone allumé et à portée de main.`,
        ],
      },
      {
        id: 'cancellation',
        heading: 'Annulation',
        paragraphs: [
          `Pour annuler, écrivez-nous à ${email} en rappelant votre numéro de réservation. Le délai de prévenance court de la réception de votre message jusqu’au début de la prestation. Les frais dépendent de ce délai\u00a0:`,
        ],
        items: [
          `${heures(servicesFree.fromHours)} ou plus avant\u00a0: aucuns frais, votre acompte est intégralement remboursé.`,
          `Entre ${servicesFree.fromHours} et ${heures(servicesLate.fromHours)} avant\u00a0: des frais de ${pourcent(servicesLate.feePercent)} du prix, soit l’acompte, que nous conservons.`,
          `Moins ${deHeures(servicesLate.fromHours)} avant, ou absence au rendez-vous\u00a0: la totalité du prix est due.`,
        ],
        after: [
          `Il y a absence au rendez-vous lorsque, au bout ${deHeures(noShowWaitHours)} d’attente au lieu de prise en charge, le chauffeur n’est parvenu ni à vous trouver ni à vous joindre.`,
        ],
      },
      {
        id: 'refunds',
        heading: 'Remboursements',
        paragraphs: [
          `Les remboursements sont effectués par le moyen de paiement utilisé\u00a0: sur votre carte, sous ${joursRemboursement} (jusqu’à ${refundBusinessDaysInternational} pour les cartes internationales), ou par virement sur le compte d’où provenait le paiement.`,
        ],
      },
      {
        id: 'cancellation-by-us',
        heading: 'Si nous devons annuler',
        paragraphs: [
          'Si nous ne pouvons pas assurer la prestation, en raison d’une panne, d’un accident ou d’un cas de [force majeure](/terms-conditions#force-majeure), nous vous prévenons au plus tôt et vous proposons un véhicule de catégorie égale ou supérieure sans supplément. Si vous le refusez, ou si aucun n’est disponible, nous vous remboursons l’intégralité des sommes versées.',
        ],
      },
      {
        id: 'contact',
        heading: 'Questions',
        paragraphs: [`Pour toute question sur une réservation, écrivez-nous à ${email} ou appelez le ${phone}, 24\u00a0heures sur 24, 7\u00a0jours sur 7.`],
      },
    ],
  },

  terms: {
    updated: '2026-11-21',
    sections: [
      {
        id: 'purpose',
        heading: 'Objet et champ d’application',
        paragraphs: [
          `Les présentes conditions générales régissent l’utilisation de ce site et l’ensemble des services fournis par ${company.legalName}\u00a0: transferts, mises à disposition d’un chauffeur à l’heure, services sur mesure et excursions.`,
          `Elles sont complétées par nos conditions particulières\u00a0: les ${bookingPolicy}, ${paymentTerms} et ${cancellationPolicy} pour les transferts, et les ${combinedPolicy} pour les ${otherServicesScope}. Avec votre devis, ces documents forment le contrat qui nous lie. En cas de contradiction, le devis prévaut sur les conditions particulières, et celles-ci sur les présentes conditions générales.`,
          'En cochant la case prévue dans le récapitulatif de réservation, ou en payant un devis, vous reconnaissez avoir lu et accepté les présentes conditions.',
        ],
      },
      {
        id: 'company',
        heading: 'Qui sommes-nous\u202f?',
        paragraphs: ['Le site et les services sont fournis par\u00a0:'],
        items: [
          `${company.legalName}, société par actions simplifiée de droit français\u202f;`,
          `siège social\u00a0: ${postalAddress}\u202f;`,
          `e-mail\u00a0: ${email}\u202f;`,
          `téléphone\u00a0: ${phone}, 24\u00a0heures sur 24, 7\u00a0jours sur 7.`,
        ],
        after: [
          'Nous exploitons des voitures de transport avec chauffeur (VTC) dans le cadre du Code des transports. Nos chauffeurs sont titulaires de la carte professionnelle VTC, et nos véhicules sont assurés pour le transport de personnes à titre onéreux.',
        ],
      },
      {
        id: 'contract',
        heading: 'Demandes de devis et formation du contrat',
        paragraphs: [
          'Une demande envoyée par le site, par e-mail, par téléphone ou par WhatsApp est une demande de devis. Elle ne vous engage pas, et ne nous engage pas davantage.',
          'Nous vous répondons par e-mail avec un devis personnalisé et un lien de paiement. Le contrat est formé lorsque vous acceptez le devis en le payant\u00a0: la totalité du prix pour un transfert, ou l’acompte de 50\u00a0% pour une excursion, une mise à disposition ou un service sur mesure. Nous le confirmons par e-mail avec un numéro de réservation.',
          'Nous pouvons décliner une demande, par exemple lorsqu’aucun véhicule n’est disponible ou que le trajet sort de notre zone d’intervention. Aucune somme n’est perçue pour une demande déclinée.',
        ],
      },
      {
        id: 'prices-payment',
        heading: 'Prix et paiement',
        paragraphs: [
          'Les prix sont exprimés en euros, toutes taxes comprises, et figurent uniquement dans le devis. Le prix est forfaitaire pour la prestation décrite et comprend le véhicule, le chauffeur, le carburant et les péages. L’attente supplémentaire, les modifications demandées et tout ce que le devis exclut sont facturés selon nos conditions particulières.',
          `Les moyens de paiement, les remboursements et les frais d’annulation sont décrits dans nos ${paymentTerms}, nos ${cancellationPolicy} et nos ${combinedPolicy}.`,
        ],
      },
      {
        id: 'withdrawal',
        heading: 'Absence de droit de rétractation',
        paragraphs: [
          'Les services de transport de passagers sont exclus du droit de rétractation de 14\u00a0jours applicable aux contrats conclus à distance (article L.\u00a0221-2 du Code de la consommation), de même que les activités de loisirs fournies à une date déterminée, telles que les excursions (article L.\u00a0221-28). Vous pouvez néanmoins annuler une réservation à tout moment, dans les conditions prévues par nos conditions d’annulation.',
        ],
      },
      {
        id: 'passengers',
        heading: 'Obligations des passagers',
        paragraphs: ['Pour la sécurité et le confort de tous, les passagers s’engagent à\u00a0:'],
        items: [
          'porter leur ceinture de sécurité pendant tout le trajet, comme la loi l’impose\u202f;',
          'faire voyager les enfants dans un siège adapté à leur âge et à leur poids\u00a0: sièges bébé et rehausseurs sont fournis sur demande, à préciser lors de la réservation avec l’âge de chaque enfant\u202f;',
          'déclarer leurs bagages lors de la réservation, y compris les objets encombrants tels qu’équipements de sport, poussettes ou fauteuils roulants, et ne transporter aucune marchandise dangereuse ou illicite\u202f;',
          'déclarer tout animal lors de la réservation (les chiens d’assistance accompagnant une personne handicapée sont toujours acceptés)\u202f;',
          'ne pas fumer ni vapoter dans le véhicule\u202f;',
          'se comporter avec respect envers le chauffeur, et ne rien faire qui puisse le distraire, compromettre la sécurité ou endommager le véhicule\u202f;',
          'être au lieu de prise en charge à l’heure convenue et joignables au numéro de téléphone indiqué.',
        ],
        after: [
          'Le chauffeur peut refuser de commencer ou interrompre un trajet si le comportement d’un passager compromet la sécurité, si le nombre de passagers dépasse celui que le véhicule est autorisé à transporter, ou si un enfant ne peut pas voyager dans un siège adapté. Le trajet est alors considéré comme annulé par le client. Les dommages causés au véhicule par un passager, y compris les salissures nécessitant un nettoyage particulier, sont facturés à leur coût réel.',
        ],
      },
      {
        id: 'liability',
        heading: 'Responsabilité',
        paragraphs: [
          'Nous vous transportons avec soin et mettons tout en œuvre pour respecter les horaires convenus. Nous sommes responsables de la bonne exécution des prestations convenues, conformément au droit français.',
          'Nous ne sommes pas responsables des retards, ni de leurs conséquences telles qu’un vol, un train ou un rendez-vous manqué, lorsqu’ils sont dus à la circulation, à des travaux ou fermetures de voies, aux conditions météorologiques, à des manifestations, à des contrôles de police ou à toute autre circonstance indépendante de notre volonté, ou encore à des informations inexactes ou à un retard de votre part. Prévoyez une marge confortable, en particulier avant un vol ou un train.',
          'Les passagers sont responsables de leurs effets personnels. Nous conservons les objets trouvés dans nos véhicules à la disposition de leurs propriétaires\u202f; contactez-nous pour les récupérer ou vous les faire envoyer à vos frais.',
          'Notre responsabilité est limitée aux dommages directs et prévisibles. Aucune disposition des présentes conditions n’exclut ni ne limite notre responsabilité lorsque la loi ne le permet pas, notamment en cas de dommage corporel, de faute lourde ou de faute intentionnelle, ni ne porte atteinte aux droits que les consommateurs tiennent de dispositions impératives.',
        ],
      },
      {
        id: 'personal-data',
        heading: 'Données personnelles et vos droits',
        paragraphs: [
          `Nous utilisons les données personnelles que vous nous communiquez (noms, coordonnées, détails du trajet) pour répondre à votre demande et exécuter votre réservation, conformément au Règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés. Notre ${privacyNotice} détaille les données collectées, leurs finalités, leurs destinataires et leur durée de conservation.`,
          'Vous disposez des droits suivants\u00a0:',
        ],
        items: [
          'accéder à vos données et en obtenir une copie\u202f;',
          'faire rectifier des données inexactes\u202f;',
          'faire effacer vos données\u202f;',
          'faire limiter leur traitement\u202f;',
          'vous opposer à leur traitement lorsqu’il repose sur notre intérêt légitime\u202f;',
          'recevoir les données que vous nous avez fournies dans un format portable\u202f;',
          'retirer à tout moment votre consentement, lorsque le traitement repose sur celui-ci\u202f;',
          'définir des directives relatives au sort de vos données après votre décès.',
        ],
        after: [
          `Pour exercer ces droits, écrivez-nous à ${email}. Nous vous répondons dans un délai d’un mois. Si vous estimez que vos droits n’ont pas été respectés, vous pouvez introduire une réclamation auprès de la CNIL, l’autorité française de protection des données ([www.cnil.fr](https://www.cnil.fr)).`,
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies',
        paragraphs: ['Ce site ne dépose que des cookies strictement nécessaires à son fonctionnement, qui ne requièrent pas votre consentement\u00a0:'],
        items: cookieItems,
        after: ['Nous ne déposons aucun cookie de mesure d’audience, de suivi ou publicitaire.'],
      },
      {
        id: 'intellectual-property',
        heading: 'Propriété intellectuelle',
        paragraphs: [
          `Le site et son contenu (textes, photographies, logos, le nom ${company.name}, éléments graphiques et logiciels) appartiennent à ${company.legalName} ou à ses concédants et sont protégés par le droit de la propriété intellectuelle. Vous pouvez les consulter et les imprimer pour votre usage personnel. Toute autre reproduction, représentation, adaptation ou exploitation, totale ou partielle, sans notre accord écrit préalable est interdite et peut constituer une contrefaçon.`,
        ],
      },
      {
        id: 'force-majeure',
        heading: 'Force majeure',
        paragraphs: [
          'Aucune partie n’est responsable de l’inexécution de ses obligations lorsqu’elle en est empêchée par un cas de force majeure au sens de l’article 1218 du Code civil\u00a0: un événement échappant à son contrôle, qui ne pouvait être raisonnablement prévu lors de la conclusion du contrat et dont les effets ne peuvent être évités par des mesures appropriées, tel que des conditions météorologiques extrêmes, une catastrophe naturelle, une fermeture de routes ordonnée par les autorités, une épidémie ou des troubles graves à l’ordre public.',
          'Si un cas de force majeure empêche un trajet, nous vous en informons au plus tôt. Si le trajet ne peut pas être reporté à une date qui vous convient, la réservation est annulée et les sommes versées vous sont remboursées, sans autre indemnité de part et d’autre.',
        ],
      },
      {
        id: 'changes',
        heading: 'Modification des conditions',
        paragraphs: [
          'Nous pouvons modifier les présentes conditions, notamment pour tenir compte d’une évolution de la loi ou de nos services. Une réservation est régie par la version en vigueur au jour où vous avez accepté le devis. La date de la dernière version figure en haut de cette page.',
        ],
      },
      {
        id: 'language',
        heading: 'Langue',
        paragraphs: [
          'Les présentes conditions sont rédigées en français et en anglais. En cas de divergence entre les deux versions, la version française prévaut.',
        ],
      },
      {
        id: 'law',
        heading: 'Droit applicable et litiges',
        paragraphs: [
          'Les présentes conditions, et les contrats conclus en application de celles-ci, sont soumis au droit français.',
          `En cas de litige, merci de nous écrire d’abord à ${email}, afin que nous recherchions ensemble une solution amiable.`,
          'Si vous êtes consommateur et que votre réclamation écrite n’a pas permis de résoudre le litige, vous pouvez le soumettre gratuitement à un médiateur de la consommation, conformément aux articles L.\u00a0612-1 et suivants du Code de la consommation, dans un délai d’un an à compter de votre réclamation écrite. Nous vous communiquons les coordonnées du médiateur sur simple demande.',
          'À défaut de règlement amiable, les juridictions françaises sont seules compétentes, sans préjudice des dispositions impératives protégeant les consommateurs, notamment celles relatives à la compétence territoriale.',
        ],
      },
      {
        id: 'contact',
        heading: 'Contact',
        paragraphs: ['Pour toute question sur les présentes conditions ou sur une réservation, contactez-nous\u00a0:'],
        items: [
          `par e-mail\u00a0: ${email}\u202f;`,
          `par téléphone\u00a0: ${phone}, 24\u00a0heures sur 24, 7\u00a0jours sur 7\u202f;`,
          `par courrier\u00a0: ${company.legalName}, ${postalAddress}.`,
        ],
      },
    ],
  },

  privacy: {
    updated: '2026-11-21',
    sections: [
      {
        id: 'controller',
        heading: 'Responsable du traitement',
        paragraphs: [
          `${company.legalName}, ${postalAddress}, est responsable du traitement des données personnelles collectées sur ce site et lors de la réservation de nos services. Pour toute question sur vos données, écrivez-nous à ${email}.`,
        ],
      },
      {
        id: 'data-collected',
        heading: 'Données collectées',
        paragraphs: [
          'Nous ne collectons que ce qui est nécessaire pour vous répondre et vous transporter. Lorsque vous demandez un devis de transfert, nous enregistrons\u00a0:',
        ],
        items: [
          'vos nom, prénom, adresse e-mail et numéro de téléphone\u202f;',
          'les adresses de prise en charge et de destination, les éventuels arrêts, ainsi que la distance et la durée du trajet\u202f;',
          'la date et l’heure de prise en charge, et celles du retour pour un aller-retour\u202f;',
          'le type de transfert, le nombre de passagers et le temps supplémentaire éventuel\u202f;',
          'le véhicule et les options choisis\u00a0: bagages, équipements de sport, sièges enfant, fauteuils roulants, animaux\u202f;',
          'votre numéro de vol ou de train, si vous l’indiquez\u202f;',
          'vos commentaires.',
        ],
        after: [
          'Lorsque vous demandez une excursion, nous enregistrons vos nom, adresse e-mail, numéro de téléphone et commentaires, l’excursion choisie, les lieux sélectionnés, les arrêts ajoutés et votre souhait ou non d’être accompagné d’un photographe.',
          'Lorsque vous nous écrivez au moyen du formulaire de contact, nous enregistrons vos nom, numéro de téléphone, adresse e-mail et message. Nous conservons également les e-mails et messages que nous échangeons avec vous.',
          'Lorsque vous payez, le prestataire de paiement nous transmet la confirmation du paiement (montant, date, référence). Nous ne recevons jamais votre numéro de carte.',
          'Comme tout site web, nos serveurs enregistrent des données techniques à des fins de sécurité\u00a0: adresse IP, date et heure, page demandée.',
        ],
      },
      {
        id: 'sensitive-data',
        heading: 'Fauteuils roulants et enfants',
        paragraphs: [
          'Si vous nous indiquez qu’un passager se déplace en fauteuil roulant, cette information peut révéler des données relatives à sa santé. Nous ne l’utilisons que pour prévoir un véhicule et une assistance adaptés, avec votre consentement explicite, que vous donnez en la renseignant\u202f; vous pouvez le retirer à tout moment en nous écrivant. De même, l’âge des enfants ne sert qu’à prévoir des sièges adaptés.',
        ],
      },
      {
        id: 'purposes',
        heading: 'Finalités et bases légales',
        items: [
          'Répondre à votre demande de devis ou à votre message et établir votre devis\u00a0: mesures précontractuelles prises à votre demande (article 6.1.b du RGPD).',
          'Exécuter votre réservation (organisation du trajet, information du chauffeur, contact le jour du trajet, gestion des modifications, annulations et remboursements)\u00a0: exécution du contrat (article 6.1.b du RGPD).',
          'Établir les factures et tenir notre comptabilité\u00a0: respect de nos obligations légales fiscales et commerciales (article 6.1.c du RGPD).',
          'Traiter les réclamations et litiges, vous demander votre avis après un trajet et assurer la sécurité du site\u00a0: notre intérêt légitime (article 6.1.f du RGPD).',
          'Tenir compte du fauteuil roulant d’un passager\u00a0: votre consentement explicite (article 9.2.a du RGPD).',
        ],
        after: [
          'Nous n’envoyons ni lettre d’information ni publicité, nous ne vendons pas vos données et nous ne prenons aucune décision vous concernant sur le seul fondement d’un traitement automatisé.',
        ],
      },
      {
        id: 'recipients',
        heading: 'Destinataires',
        paragraphs: [
          'Vos données ne sont consultées que par notre personnel et, pour votre trajet, par le chauffeur qui en est chargé, lequel ne reçoit que le nécessaire\u00a0: vos nom et numéro de téléphone, les détails du trajet, votre numéro de vol ou de train et les options réservées.',
          'Elles sont également traitées pour notre compte, dans le cadre d’un contrat, par\u00a0:',
        ],
        items: [
          'notre hébergeur, qui héberge le site et sa base de données\u202f;',
          'notre prestataire de messagerie, qui envoie et reçoit nos e-mails\u202f;',
          'le service de cartographie utilisé par le formulaire de réservation, qui reçoit les adresses que vous saisissez afin de proposer des lieux et de calculer l’itinéraire.',
        ],
        after: [
          'Lorsque vous payez, le prestataire de paiement traite vos données de paiement en qualité de responsable de traitement distinct, selon sa propre politique de confidentialité\u202f; il en va de même de WhatsApp si vous choisissez de nous y écrire. Nous pouvons également être tenus de communiquer des données aux autorités publiques lorsque la loi l’exige. Nous ne vendons ni ne louons jamais vos données.',
        ],
      },
      {
        id: 'transfers',
        heading: 'Transferts hors de l’Union européenne',
        paragraphs: [
          `Certains de nos prestataires peuvent traiter des données hors de l’Union européenne. Tout transfert de ce type est encadré par une décision d’adéquation de la Commission européenne ou par les clauses contractuelles types qu’elle a adoptées. Vous pouvez nous en demander le détail à ${email}.`,
        ],
      },
      {
        id: 'retention',
        heading: 'Durées de conservation',
        items: [
          'Demandes de devis non suivies d’une réservation, messages du formulaire de contact, et e-mails et messages WhatsApp échangés à leur sujet\u00a0: 24\u00a0mois au plus après notre dernier échange.',
          'Réservations\u00a0: pendant la durée de la prestation, puis 5\u00a0ans après le trajet (délai de prescription des actions en justice), avec un accès limité au traitement d’une réclamation ou d’un litige.',
          'Factures et pièces comptables, y compris les références de paiement\u00a0: 10\u00a0ans, comme l’exige la loi.',
          'Journaux techniques\u00a0: 12\u00a0mois au plus.',
          'Cookie «\u00a0lang\u00a0»\u00a0: 12\u00a0mois. Cookie de session de l’espace d’administration\u00a0: jusqu’à la déconnexion ou la fin de la session.',
        ],
        after: ['À l’issue de ces durées, les données sont supprimées ou anonymisées.'],
      },
      {
        id: 'security',
        heading: 'Sécurité',
        paragraphs: [
          'Le site n’est accessible que par une connexion chiffrée (HTTPS). L’espace d’administration est réservé à notre personnel et protégé par un mot de passe et un cookie de session signé. Les paiements par carte sont entièrement traités par le prestataire de paiement, qui respecte la norme de sécurité du secteur des cartes de paiement (PCI DSS). Nos prestataires sont tenus à des obligations de confidentialité et de sécurité.',
        ],
      },
      {
        id: 'rights',
        heading: 'Vos droits',
        paragraphs: ['Conformément au RGPD et à la loi Informatique et Libertés, vous disposez des droits suivants\u00a0:'],
        items: [
          'accéder à vos données et en obtenir une copie\u202f;',
          'faire rectifier des données inexactes\u202f;',
          'faire effacer vos données\u202f;',
          'faire limiter leur traitement\u202f;',
          'vous opposer à leur traitement lorsqu’il repose sur notre intérêt légitime\u202f;',
          'recevoir les données que vous nous avez fournies dans un format portable\u202f;',
          'retirer à tout moment votre consentement, sans remettre en cause les traitements effectués auparavant\u202f;',
          'définir des directives relatives au sort de vos données après votre décès.',
        ],
        after: [
          `Pour exercer vos droits, écrivez-nous à ${email}, ou par courrier à l’adresse ci-dessus. Nous vous répondons dans un délai d’un mois\u202f; pour une demande complexe, ce délai peut être prolongé de deux mois, et nous vous en indiquons la raison. En cas de doute raisonnable sur votre identité, nous pouvons vous demander des informations permettant de la confirmer. Certaines données doivent être conservées malgré une demande d’effacement lorsque la loi l’impose, comme les factures.`,
        ],
      },
      {
        id: 'complaints',
        heading: 'Réclamations',
        paragraphs: [
          'Si vous estimez que nous n’avons pas respecté vos droits, vous pouvez introduire une réclamation auprès de la CNIL (Commission nationale de l’informatique et des libertés), l’autorité française de protection des données\u00a0: [www.cnil.fr](https://www.cnil.fr). Nous vous serions reconnaissants de nous permettre d’abord de répondre à votre préoccupation.',
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies',
        paragraphs: ['Ce site ne dépose que des cookies strictement nécessaires à son fonctionnement, qui ne requièrent pas votre consentement\u00a0:'],
        items: cookieItems,
        after: [`Nous ne déposons aucun cookie de mesure d’audience, de suivi ou publicitaire. Voir aussi nos ${terms}.`],
      },
      {
        id: 'changes',
        heading: 'Modification de cette politique',
        paragraphs: [
          'Nous mettons à jour cette politique lorsque nos pratiques ou la loi évoluent. La date de la dernière version figure en haut de cette page.',
        ],
      },
    ],
  },
};
