// French dictionary: typed against the English keys, so a missing key fails the type check.
// French typography: a no-break space (\u00a0) before ':' and inside « », a narrow no-break
// space (\u202f) before ';', '?' and '!', written as escapes so they stay visible in review.
import type { Dictionary, enParts } from './en.ts';
import { frBackOfficeParts, frCommonParts, frShared, frVisitorParts, type DictionaryPart } from '../../worker/contract/i18n/index.ts';
import { frAdminReply } from './back-office/reply-screen.fr.ts';
import { frAdminDashboard } from './back-office/dashboard.fr.ts';
import { frAdminMessagesScreen } from './back-office/messages-screen.fr.ts';
import { frAdminOutboxScreen } from './back-office/outbox-screen.fr.ts';
import { frAdminSecurityScreen } from './back-office/security-screen.fr.ts';
import { frAdminPrivacyScreen } from './back-office/privacy-screen.fr.ts';
import { frAdminMeetingPointsScreen } from './back-office/meeting-points-screen.fr.ts';
import { frAdminChauffeursScreen } from './back-office/chauffeurs-screen.fr.ts';
import { frAdminAgendaScreen } from './back-office/agenda-screen.fr.ts';
import { frAdminInsightsScreen } from './back-office/insights-screen.fr.ts';
import { frAdminExcursionsDashboard } from './back-office/excursions-screen.fr.ts';
import { frAdminAuditScreen } from './back-office/audit-screen.fr.ts';
import { frExcursions } from './visitors/excursion-pages.fr.ts';
import { frHome } from './visitors/home.fr.ts';
import { frPolicies } from './visitors/policies.fr.ts';
import { frRequestPage } from './visitors/request-page.fr.ts';
import { frChauffeurSheet } from './visitors/chauffeur-sheet.fr.ts';
import { frServices } from './visitors/services.fr.ts';

const frCore: DictionaryPart<typeof enParts.core> = {
  'site.name': 'Paris Elite Chauffeur',
  'site.tagline': 'Chauffeurs privés · Paris',

  'meta.ogImageAlt': 'Paris Elite Chauffeur — service de chauffeur privé à Paris, disponible 24\u00a0h/24',

  'a11y.skipToContent': 'Aller au contenu principal',
  'a11y.newTab': '(s’ouvre dans un nouvel onglet)',

  'common.open247': 'Ouvert 24\u00a0h/24, 7\u00a0j/7',
  'common.available247': 'Disponible jour et nuit',

  'header.home': '(page d’accueil)',
  'header.call': 'Appelez-nous\u00a0: {phone}',

  'nav.label': 'Navigation principale',
  'nav.home': 'Accueil',
  'nav.services': 'Services',
  'nav.services.all': 'Tous nos services',
  'nav.services.taxi': 'Taxi en ville',
  'nav.services.airport': 'Transferts aéroport',
  'nav.services.station': 'Transferts gare',
  'nav.services.business': 'Transferts d’affaires',
  'nav.services.hourly': 'Chauffeur à l’heure',
  'nav.services.tailormade': 'Transferts sur mesure',
  'nav.excursion': 'Excursions',
  'nav.bookNow': 'Réserver',
  'nav.contact': 'Contact',
  'nav.menu': 'Menu',
  'nav.closeMenu': 'Fermer le menu',

  'lang.code': 'FR',

  'cta.bookNow': 'Réserver',
  'cta.call': 'Appeler le {phone}',
  'cta.services': 'Découvrir nos services',

  'home.services.heading': 'Nos services',
  'home.services.intro': 'Une même exigence, quel que soit le trajet.',
  'home.features.heading': 'Pourquoi voyager avec nous',
  'home.features.intro': 'Une petite maison parisienne, avec les standards d’un grand hôtel.',

  'feature.fixedPrice.title': 'Prix fixes',
  'feature.fixedPrice.text': 'Votre devis comprend le chauffeur, le carburant et les péages. Pas de compteur, pas de surprise.',
  'feature.available.title': 'Disponible 24\u00a0h/24',
  'feature.available.text': 'Vol matinal ou train tardif\u00a0: nous roulons à l’heure où vous voyagez.',
  'feature.chauffeurs.title': 'Chauffeurs professionnels',
  'feature.chauffeurs.text': 'Des chauffeurs agréés et courtois, qui connaissent Paris par cœur et respectent votre discrétion.',
  'feature.fleet.title': 'Flotte haut de gamme',
  'feature.fleet.text': 'Lexus, Mercedes Classe\u00a0E et Classe\u00a0V\u00a0: confortables, impeccables et climatisées.',

  'service.taxi.summary': 'Trajets de porte à porte dans Paris et visites privées de la ville, en voiture avec chauffeur.',
  'service.airport.summary': 'Transferts depuis et vers Roissy-Charles-de-Gaulle, Orly et Beauvais, avec un chauffeur qui vous attend à l’arrivée.',
  'service.station.summary': 'Prise en charge et dépose à la gare du Nord, à la gare de Lyon, à Montparnasse et dans toutes les gares parisiennes.',
  'service.business.summary': 'Des chauffeurs discrets et ponctuels pour vos rendez-vous, roadshows et événements d’entreprise.',
  'service.hourly.summary': 'Une voiture et son chauffeur à votre disposition à l’heure, aussi longtemps que votre journée l’exige.',
  'service.tailormade.summary': 'Longues distances, journées à plusieurs étapes et grandes occasions\u00a0: un trajet pensé pour vous.',

  'ctaBand.heading': 'Prêts quand vous l’êtes',
  'ctaBand.text': 'Décrivez-nous votre trajet et recevez un devis personnalisé par e-mail. Votre réservation est confirmée dès le paiement.',

  'page.home.title': 'Paris Elite Chauffeur | Chauffeur privé et transferts aéroport à Paris',
  'page.home.description':
    'Chauffeur privé haut de gamme à Paris, 24\u00a0h/24\u00a0: transferts aéroport et gare, déplacements d’affaires, mise à disposition et excursions privées. Prix fixes, devis en ligne.',
  'page.home.heading': 'Votre chauffeur privé à Paris',
  'page.home.intro':
    'Transferts aéroport et gare, déplacements professionnels et excursions privées à bord de voitures élégantes avec chauffeur — à prix fixe, de jour comme de nuit.',

  'page.services.title': 'Nos services | Paris Elite Chauffeur',
  'page.services.description':
    'Transferts aéroport et gare, taxi et visites en ville, déplacements d’affaires, chauffeur à l’heure et trajets sur mesure à Paris, en voiture privée avec chauffeur professionnel.',
  'page.services.heading': 'Nos services',
  'page.services.intro':
    'Six façons de vous déplacer à Paris et au-delà, avec toujours les mêmes prix fixes, des chauffeurs ponctuels et des voitures impeccables.',

  'page.taxi.title': 'Taxi haut de gamme et visites de Paris | Paris Elite Chauffeur',
  'page.taxi.description':
    'Réservez un taxi privé haut de gamme à Paris\u00a0: trajets de porte à porte et visites privées avec un chauffeur professionnel, à un prix fixe convenu à l’avance.',
  'page.taxi.heading': 'Taxi et visites de Paris',
  'page.taxi.intro':
    'Traversez Paris en tout confort ou découvrez-la à votre rythme\u00a0: votre chauffeur vous conduit de porte à porte, ou le long des plus belles avenues de la capitale.',
  'page.taxi.breadcrumb': 'Service de taxi haut de gamme',

  'page.airporttransfers.title': 'Transferts aéroport à Paris – CDG, Orly, Beauvais | Paris Elite Chauffeur',
  'page.airporttransfers.description':
    'Transferts privés entre Paris et les aéroports de Roissy-Charles-de-Gaulle, Orly ou Beauvais\u00a0: votre chauffeur vous attend à l’arrivée, à prix fixe, 24\u00a0h/24.',
  'page.airporttransfers.heading': 'Transferts aéroport',
  'page.airporttransfers.intro':
    'Que vous atterrissiez à l’aube ou partiez à minuit, votre chauffeur vous attend dans le hall des arrivées, s’occupe de vos bagages et vous conduit directement à destination.',
  'page.airporttransfers.breadcrumb': 'Transferts aéroport',

  'page.stationtransfers.title': 'Transferts gare à Paris | Paris Elite Chauffeur',
  'page.stationtransfers.description':
    'Transferts privés depuis et vers la gare du Nord, la gare de Lyon, Montparnasse et toutes les gares parisiennes, avec un chauffeur qui vous attend à l’arrivée du train.',
  'page.stationtransfers.heading': 'Transferts gare',
  'page.stationtransfers.intro':
    'Évitez la file d’attente des taxis\u00a0: votre chauffeur vous accueille à la descente du train et s’occupe de vos bagages, à toute heure.',
  'page.stationtransfers.breadcrumb': 'Transferts gare',

  'page.hourlychauffeur.title': 'Chauffeur privé à l’heure à Paris | Paris Elite Chauffeur',
  'page.hourlychauffeur.description':
    'Réservez un chauffeur privé à l’heure à Paris pour vos rendez-vous, votre shopping ou une soirée\u00a0: une voiture et son chauffeur à votre disposition aussi longtemps que nécessaire.',
  'page.hourlychauffeur.heading': 'Chauffeur à l’heure',
  'page.hourlychauffeur.intro':
    'Rendez-vous qui s’enchaînent, journée shopping ou soirée en ville\u00a0: votre chauffeur reste à vos côtés et vous attend entre chaque étape.',
  'page.hourlychauffeur.breadcrumb': 'Chauffeur à l’heure',

  'page.business.title': 'Chauffeur d’affaires et transferts professionnels à Paris | Paris Elite Chauffeur',
  'page.business.description':
    'Chauffeur privé pour les entreprises à Paris — dirigeants, roadshows et événements\u00a0: des chauffeurs ponctuels et discrets, des berlines de prestige, jour et nuit.',
  'page.business.heading': 'Transferts d’affaires',
  'page.business.intro':
    'Arrivez à l’heure et l’esprit libre\u00a0: un chauffeur discret, une berline silencieuse et un planning qui s’adapte à vos rendez-vous.',
  'page.business.breadcrumb': 'Transferts d’affaires',

  'page.tailormade.title': 'Transferts sur mesure avec chauffeur | Paris Elite Chauffeur',
  'page.tailormade.description':
    'Transferts privés sur mesure au départ de Paris\u00a0: longues distances en France et en Europe, journées à plusieurs étapes, mariages et événements.',
  'page.tailormade.heading': 'Transferts sur mesure',
  'page.tailormade.intro':
    'Un mariage, une journée en Champagne ou un trajet au-delà des frontières\u00a0: dites-nous ce que vous imaginez, nous organisons l’itinéraire, la voiture et les horaires autour de vous.',
  'page.tailormade.breadcrumb': 'Transferts sur mesure',

  'page.bookNow.title': 'Réservez votre chauffeur | Paris Elite Chauffeur',
  'page.bookNow.description':
    'Demandez un devis pour votre transfert privé en quatre étapes\u00a0: trajet, véhicule, coordonnées et récapitulatif. Nous vous répondons par e-mail avec un prix fixe.',
  'page.bookNow.heading': 'Réservez votre trajet',
  'page.bookNow.intro':
    'Décrivez votre trajet et choisissez votre véhicule. Il s’agit d’une demande de devis\u00a0: nous vous répondons par e-mail avec un prix personnalisé, et votre réservation est confirmée dès le paiement.',

  'page.contact.title': 'Nous contacter | Paris Elite Chauffeur',
  'page.contact.description':
    'Contactez Paris Elite Chauffeur par téléphone, WhatsApp ou e-mail, 24\u00a0h/24 et 7\u00a0j/7. Questions, devis ou demandes particulières\u00a0: nous vous répondons rapidement.',
  'page.contact.heading': 'Contactez-nous',
  'page.contact.intro':
    'Une question, un devis ou une demande particulière\u202f? Appelez-nous, écrivez-nous sur WhatsApp ou par e-mail\u00a0: nous vous répondons jour et nuit.',

  'page.policy.title': 'Réservation, paiement et annulation | Paris Elite Chauffeur',
  'page.policy.description':
    'Comment confirmer une réservation chez Paris Elite Chauffeur\u00a0: acompte, cartes acceptées, temps d’attente et frais d’annulation.',
  'page.policy.heading': 'Conditions de réservation, de paiement et d’annulation',
  'page.policy.intro':
    'Les règles applicables aux excursions, aux mises à disposition et aux services sur mesure, de l’acompte qui confirme votre réservation aux frais appliqués si vos projets changent.',

  'page.bookingPolicy.title': 'Conditions de réservation | Paris Elite Chauffeur',
  'page.bookingPolicy.description':
    'Comment réserver chez Paris Elite Chauffeur\u00a0: demande de devis, confirmation après paiement et modification de votre trajet.',
  'page.bookingPolicy.heading': 'Conditions de réservation',
  'page.bookingPolicy.intro':
    'Chaque demande envoyée est une demande de devis. Nous vous répondons par e-mail avec un prix personnalisé\u202f; votre réservation est confirmée, avec un numéro de référence, dès réception du paiement.',

  'page.paymentPolicy.title': 'Conditions de paiement | Paris Elite Chauffeur',
  'page.paymentPolicy.description':
    'Conditions de paiement chez Paris Elite Chauffeur\u00a0: prix en euros, lien de paiement sécurisé, cartes acceptées et remboursements.',
  'page.paymentPolicy.heading': 'Conditions de paiement',
  'page.paymentPolicy.intro':
    'Nos prix sont en euros et comprennent le véhicule, le chauffeur, le carburant et les péages. Vous réglez en toute sécurité via le lien joint à votre devis\u202f; nous ne conservons jamais vos données bancaires.',

  'page.cancellationPolicy.title': 'Conditions d’annulation | Paris Elite Chauffeur',
  'page.cancellationPolicy.description':
    'Conditions d’annulation chez Paris Elite Chauffeur\u00a0: délais de prévenance, frais d’annulation, absence au rendez-vous et délais de remboursement.',
  'page.cancellationPolicy.heading': 'Conditions d’annulation',
  'page.cancellationPolicy.intro':
    'Les projets changent. Voici ce qui s’applique si vous annulez ou modifiez un trajet, selon le délai avant la prise en charge.',

  'page.terms.title': 'Conditions générales | Paris Elite Chauffeur',
  'page.terms.description':
    'Conditions générales de Paris Elite Chauffeur\u00a0: utilisation du site, données personnelles, cookies, propriété intellectuelle, responsabilité et droit applicable.',
  'page.terms.heading': 'Conditions générales',
  'page.terms.intro':
    'Les présentes conditions régissent l’utilisation de ce site et de tous les services réservés auprès de Paris Elite Chauffeur. Merci de les lire avant d’envoyer une demande.',

  'page.notFound.title': 'Page introuvable | Paris Elite Chauffeur',
  'page.notFound.description': 'La page que vous cherchez n’existe pas ou a été déplacée.',
  'page.notFound.heading': 'Page introuvable',
  'page.notFound.intro': 'La page que vous cherchez n’existe pas ou a été déplacée. Laissez-nous vous conduire ailleurs.',
  'notFound.home': 'Retour à l’accueil',
  'notFound.services': 'Voir nos services',

  'footer.about':
    'Chauffeurs privés pour vos transferts aéroport et gare, vos déplacements d’affaires et vos trajets sur mesure, à Paris et dans toute la France.',
  'footer.services': 'Services',
  'footer.policies': 'Conditions',
  'footer.contact': 'Contact',
  'footer.follow': 'Suivez-nous',
  'footer.phone': 'Téléphone',
  'footer.email': 'E-mail',
  'footer.address': 'Adresse',
  'footer.country': 'France',
  'footer.socialLink': '{name} sur {network}',
  'footer.copyright': '© {year} {company}. Tous droits réservés.',
  'footer.policy.booking': 'Conditions de réservation',
  'footer.policy.payment': 'Conditions de paiement',
  'footer.policy.cancellation': 'Conditions d’annulation',
  'footer.policy.terms': 'Conditions générales',
  'footer.policy.combined': 'Réservation, paiement et annulation',

  'whatsapp.label': 'Discutez avec nous sur WhatsApp',
  'whatsapp.message': 'Bonjour, je souhaiterais un devis pour un chauffeur à Paris.',
  // Champs de formulaire (partagés par le navigateur et les erreurs de l'API).

  // Erreurs de l'API.
};

export const fr: Dictionary = {
  ...frCore,
  ...frHome,
  ...frServices,
  ...frExcursions,
  ...frPolicies,
  ...frRequestPage,
  ...frChauffeurSheet,
  ...frAdminReply,
  ...frAdminDashboard,
  ...frAdminMessagesScreen,
  ...frAdminOutboxScreen,
  ...frAdminSecurityScreen,
  ...frAdminPrivacyScreen,
  ...frAdminMeetingPointsScreen,
  ...frAdminChauffeursScreen,
  ...frAdminAgendaScreen,
  ...frAdminInsightsScreen,
  ...frAdminExcursionsDashboard,
  ...frAdminAuditScreen,
  ...frShared,
};
/** The visitors' words: the pages' copy, over the words every reader and every visitor meets. */
export const frVisitorWords = {
  core: frCore,
  home: frHome,
  services: frServices,
  excursions: frExcursions,
  policies: frPolicies,
  requestPage: frRequestPage,
  chauffeurSheet: frChauffeurSheet,
  ...frCommonParts,
  ...frVisitorParts,
} as const;
/** The back office's words: its screens, over what the admin API answers. */
export const frBackOfficeWords = {
  adminReply: frAdminReply,
  adminDashboard: frAdminDashboard,
  adminMessagesScreen: frAdminMessagesScreen,
  adminOutboxScreen: frAdminOutboxScreen,
  adminSecurityScreen: frAdminSecurityScreen,
  adminPrivacyScreen: frAdminPrivacyScreen,
  adminMeetingPointsScreen: frAdminMeetingPointsScreen,
  adminChauffeursScreen: frAdminChauffeursScreen,
  adminAgendaScreen: frAdminAgendaScreen,
  adminInsightsScreen: frAdminInsightsScreen,
  adminExcursionsDashboard: frAdminExcursionsDashboard,
  adminAuditScreen: frAdminAuditScreen,
  ...frBackOfficeParts,
} as const;
/** Every part, both trees (the parts test counts and compares them). */
export const frParts = { ...frVisitorWords, ...frBackOfficeWords } as const;
