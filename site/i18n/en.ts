// English dictionary: the source of the key set. Every key here is required in fr.ts.
// Keys are dotted by area: site, meta, a11y, common, header, nav, lang, cta, home, feature, service,
// ctaBand, page.<id>, notFound, error, footer, whatsapp.
import { enBackOfficeParts, enCommonParts, enShared, enVisitorParts } from '../../worker/contract/i18n/index.ts';
import { enAdminReply } from './back-office/reply-screen.en.ts';
import { enAdminDashboard } from './back-office/dashboard.en.ts';
import { enAdminMessagesScreen } from './back-office/messages-screen.en.ts';
import { enAdminOutboxScreen } from './back-office/outbox-screen.en.ts';
import { enAdminSecurityScreen } from './back-office/security-screen.en.ts';
import { enAdminPrivacyScreen } from './back-office/privacy-screen.en.ts';
import { enAdminMeetingPointsScreen } from './back-office/meeting-points-screen.en.ts';
import { enAdminChauffeursScreen } from './back-office/chauffeurs-screen.en.ts';
import { enAdminAgendaScreen } from './back-office/agenda-screen.en.ts';
import { enAdminInsightsScreen } from './back-office/insights-screen.en.ts';
import { enAdminExcursionsDashboard } from './back-office/excursions-screen.en.ts';
import { enAdminAuditScreen } from './back-office/audit-screen.en.ts';
import { enExcursions } from './visitors/excursion-pages.en.ts';
import { enHome } from './visitors/home.en.ts';
import { enPolicies } from './visitors/policies.en.ts';
import { enRequestPage } from './visitors/request-page.en.ts';
import { enChauffeurSheet } from './visitors/chauffeur-sheet.en.ts';
import { enServices } from './visitors/services.en.ts';

const enCore = {
  'site.name': 'Paris Elite Chauffeur',
  'site.tagline': 'Private chauffeurs · Paris',

  'meta.ogImageAlt': 'Paris Elite Chauffeur — private chauffeur service in Paris, available 24/7',

  'a11y.skipToContent': 'Skip to main content',
  'a11y.newTab': '(opens in a new tab)',

  'common.open247': 'Open 24/7',
  'common.available247': 'Available 24/7',

  'header.home': '(home page)',
  'header.call': 'Call us: {phone}',

  'nav.label': 'Main navigation',
  'nav.home': 'Home',
  'nav.services': 'Services',
  'nav.services.all': 'All services',
  'nav.services.taxi': 'City Taxi',
  'nav.services.airport': 'Airport Transfers',
  'nav.services.station': 'Station Transfers',
  'nav.services.business': 'Business Transfers',
  'nav.services.hourly': 'Hourly Chauffeur Service',
  'nav.services.tailormade': 'Tailor Made Transfers',
  'nav.excursion': 'Excursions',
  'nav.bookNow': 'Book Now',
  'nav.contact': 'Contact',
  'nav.menu': 'Menu',
  'nav.closeMenu': 'Close menu',

  'lang.code': 'EN',

  'cta.bookNow': 'Book now',
  'cta.call': 'Call {phone}',
  'cta.services': 'Explore our services',

  'home.services.heading': 'Our services',
  'home.services.intro': 'One standard of service, whatever the journey.',
  'home.features.heading': 'Why travel with us',
  'home.features.intro': 'A small Paris company with the standards of a grand hotel.',

  'feature.fixedPrice.title': 'Fixed prices',
  'feature.fixedPrice.text': 'Your quote includes the chauffeur, fuel and tolls. No meter, no surprises.',
  'feature.available.title': 'Available 24/7',
  'feature.available.text': 'Early flight or late train: we drive whenever you travel.',
  'feature.chauffeurs.title': 'Professional chauffeurs',
  'feature.chauffeurs.text': 'Licensed, courteous drivers who know Paris by heart and respect your privacy.',
  'feature.fleet.title': 'Premium fleet',
  'feature.fleet.text': 'Lexus, Mercedes E\u2011Class and V\u2011Class: comfortable, immaculate and air-conditioned.',

  'service.taxi.summary': 'Door-to-door rides across Paris and private city tours in a chauffeur-driven car.',
  'service.airport.summary': 'Transfers to and from Charles de Gaulle, Orly and Beauvais, with a chauffeur waiting on arrival.',
  'service.station.summary': 'Pickups and drop-offs at Gare du Nord, Gare de Lyon, Montparnasse and every Paris station.',
  'service.business.summary': 'Discreet, punctual chauffeurs for meetings, roadshows and corporate events.',
  'service.hourly.summary': 'A car and chauffeur at your disposal by the hour, for as long as your day requires.',
  'service.tailormade.summary': 'Long-distance journeys, multi-stop days and special occasions, planned around you.',

  'ctaBand.heading': 'Ready when you are',
  'ctaBand.text': 'Tell us about your journey and receive a personalised quote by e-mail. Your booking is confirmed once paid.',

  'page.home.title': 'Paris Elite Chauffeur | Private Chauffeur & Airport Transfers in Paris',
  'page.home.description':
    'Premium private chauffeur service in Paris, 24/7: airport and station transfers, business travel, hourly hire and private excursions. Fixed prices, quotes online.',
  'page.home.heading': 'Your private chauffeur in Paris',
  'page.home.intro': 'Airport and station transfers, business travel and private excursions in elegant chauffeur-driven cars — at fixed prices, day and night.',

  'page.services.title': 'Our Services | Paris Elite Chauffeur',
  'page.services.description':
    'Airport and station transfers, city taxi and tours, business travel, hourly chauffeur and tailor-made journeys in Paris, in a private car with a professional driver.',
  'page.services.heading': 'Our services',
  'page.services.intro': 'Six ways to travel through Paris and beyond, each with the same fixed prices, punctual chauffeurs and immaculate cars.',

  'page.taxi.title': 'Premium Taxi & City Tours in Paris | Paris Elite Chauffeur',
  'page.taxi.description':
    'Book a premium private taxi in Paris: door-to-door rides and private city tours with a professional chauffeur, at a fixed price agreed in advance.',
  'page.taxi.heading': 'City Taxi & City Tours',
  'page.taxi.intro':
    'Cross Paris in comfort or discover it at your own pace: your chauffeur takes you door to door, or along the most beautiful avenues of the city.',
  'page.taxi.breadcrumb': 'Premium Taxi Service',

  'page.airporttransfers.title': 'Paris Airport Transfers – CDG, Orly, Beauvais | Paris Elite Chauffeur',
  'page.airporttransfers.description':
    'Private transfers between Paris and Charles de Gaulle, Orly or Beauvais airports: your chauffeur waits for you on arrival, at a fixed price, 24/7.',
  'page.airporttransfers.heading': 'Airport Transfers',
  'page.airporttransfers.intro':
    'Whether you land at dawn or leave at midnight, your chauffeur waits in the arrivals hall, helps with your luggage and drives you straight to your door.',
  'page.airporttransfers.breadcrumb': 'Airport Transfers',

  'page.stationtransfers.title': 'Paris Train Station Transfers | Paris Elite Chauffeur',
  'page.stationtransfers.description':
    'Private transfers to and from Gare du Nord, Gare de Lyon, Montparnasse and every Paris station, with a chauffeur waiting when your train arrives.',
  'page.stationtransfers.heading': 'Station Transfers',
  'page.stationtransfers.intro': 'Skip the taxi queue: your chauffeur meets you as you step off the train and takes care of your luggage, whatever the hour.',
  'page.stationtransfers.breadcrumb': 'Station Transfers',

  'page.hourlychauffeur.title': 'Hourly Chauffeur Service in Paris | Paris Elite Chauffeur',
  'page.hourlychauffeur.description':
    'Hire a private chauffeur by the hour in Paris for meetings, shopping or an evening out: one car and one driver at your disposal for as long as you need.',
  'page.hourlychauffeur.heading': 'Hourly Chauffeur Service',
  'page.hourlychauffeur.intro':
    'Back-to-back meetings, a day of shopping or an evening out: your chauffeur stays with you and waits between stops, so you never have to look for a ride.',
  'page.hourlychauffeur.breadcrumb': 'Hourly Chauffeur',

  'page.business.title': 'Business Chauffeur & Corporate Transfers in Paris | Paris Elite Chauffeur',
  'page.business.description':
    'Corporate chauffeur service in Paris for executives, roadshows and events: punctual, discreet drivers and executive cars, around the clock.',
  'page.business.heading': 'Business Transfers',
  'page.business.intro': 'Arrive on time and ready: a discreet chauffeur, a quiet executive car and a schedule that adapts to your meetings.',
  'page.business.breadcrumb': 'Business Transfers',

  'page.tailormade.title': 'Tailor-Made Chauffeur Transfers | Paris Elite Chauffeur',
  'page.tailormade.description':
    'Tailor-made private transfers from Paris: long-distance journeys across France and Europe, multi-stop days, weddings and special events.',
  'page.tailormade.heading': 'Tailor Made Transfers',
  'page.tailormade.intro':
    'A wedding, a day in Champagne or a journey across the border: tell us what you have in mind, and we plan the route, the car and the timing around you.',
  'page.tailormade.breadcrumb': 'Tailor Made Transfers',

  'page.bookNow.title': 'Book Your Chauffeur | Paris Elite Chauffeur',
  'page.bookNow.description':
    'Request a quote for your private transfer in four steps: ride details, vehicle, contact details and summary. We reply by e-mail with a fixed price.',
  'page.bookNow.heading': 'Book your ride',
  'page.bookNow.intro':
    'Tell us about your journey and choose your vehicle. This is a quote request: we reply by e-mail with a personalised price, and your booking is confirmed once paid.',

  'page.contact.title': 'Contact Us | Paris Elite Chauffeur',
  'page.contact.description': 'Contact Paris Elite Chauffeur by phone, WhatsApp or e-mail, 24/7. Questions, quotes or special requests: we reply quickly.',
  'page.contact.heading': 'Get in touch',
  'page.contact.intro': 'A question, a quote or a special request? Call us, message us on WhatsApp or write to us — we answer day and night.',

  'page.policy.title': 'Booking, Payment & Cancellation Policy | Paris Elite Chauffeur',
  'page.policy.description': 'How to confirm a booking with Paris Elite Chauffeur: prepayment, accepted cards, waiting time and cancellation fees.',
  'page.policy.heading': 'Booking, Payment & Cancellation Policy',
  'page.policy.intro':
    'The rules for excursions, hourly chauffeur hire and tailor-made services, from the deposit that confirms your booking to the fees that apply if your plans change.',

  'page.bookingPolicy.title': 'Booking Policy | Paris Elite Chauffeur',
  'page.bookingPolicy.description': 'How booking works at Paris Elite Chauffeur: quote requests, confirmation after payment and changes to your ride.',
  'page.bookingPolicy.heading': 'Booking Policy',
  'page.bookingPolicy.intro':
    'Every request you send is a quote request. We reply by e-mail with a personalised price, and your booking is confirmed, with a reference number, once payment is received.',

  'page.paymentPolicy.title': 'Payment Terms | Paris Elite Chauffeur',
  'page.paymentPolicy.description': 'Payment terms at Paris Elite Chauffeur: prices in euros, secure online payment link, accepted cards and refunds.',
  'page.paymentPolicy.heading': 'Payment Terms',
  'page.paymentPolicy.intro':
    'Our prices are in euros and include the vehicle, the chauffeur, fuel and tolls. You pay securely through the link sent with your quote; we never store your card details.',

  'page.cancellationPolicy.title': 'Cancellation Policy | Paris Elite Chauffeur',
  'page.cancellationPolicy.description': 'Cancellation policy at Paris Elite Chauffeur: notice periods, cancellation fees, no-shows and refund times.',
  'page.cancellationPolicy.heading': 'Cancellation Policy',
  'page.cancellationPolicy.intro': 'Plans change. Here is what happens if you cancel or change a ride, depending on how long before pickup you let us know.',

  'page.terms.title': 'Terms and Conditions | Paris Elite Chauffeur',
  'page.terms.description':
    'Terms and conditions of Paris Elite Chauffeur: use of the website, personal data, cookies, intellectual property, liability and governing law.',
  'page.terms.heading': 'Terms and Conditions',
  'page.terms.intro':
    'These terms govern the use of this website and every service booked with Paris Elite Chauffeur. Please read them before sending a request.',

  'page.notFound.title': 'Page not found | Paris Elite Chauffeur',
  'page.notFound.description': 'The page you are looking for does not exist or has moved.',
  'page.notFound.heading': 'Page not found',
  'page.notFound.intro': 'The page you are looking for does not exist or has moved. Let us take you somewhere else.',
  'notFound.home': 'Back to the home page',
  'notFound.services': 'See our services',

  'footer.about': 'Private chauffeurs for airport and station transfers, business travel and tailor-made journeys in Paris and across France.',
  'footer.services': 'Services',
  'footer.policies': 'Policies',
  'footer.contact': 'Contact',
  'footer.follow': 'Follow us',
  'footer.phone': 'Phone',
  'footer.email': 'E-mail',
  'footer.address': 'Address',
  'footer.country': 'France',
  'footer.socialLink': '{name} on {network}',
  'footer.copyright': '© {year} {company}. All rights reserved.',
  'footer.policy.booking': 'Booking Policy',
  'footer.policy.payment': 'Payment Terms',
  'footer.policy.cancellation': 'Cancellation Policy',
  'footer.policy.terms': 'Terms and Conditions',
  'footer.policy.combined': 'Booking, Payment & Cancellation',

  'whatsapp.label': 'Chat with us on WhatsApp',
  'whatsapp.message': 'Hello, I would like a quote for a chauffeur in Paris.',
} as const;

/**
 * One tree per audience (decision 037): the visitors' page copy (visitors/<area>.en.ts and .fr.ts)
 * and the back office's screens (back-office/<screen>.en.ts and .fr.ts), each over the words the
 * server speaks to that audience too (worker/contract/i18n). Areas keep their own files so work on
 * one does not touch the others. A key must be defined once (a unit test checks it).
 */
export const en = {
  ...enCore,
  ...enHome,
  ...enServices,
  ...enExcursions,
  ...enPolicies,
  ...enRequestPage,
  ...enChauffeurSheet,
  ...enAdminReply,
  ...enAdminDashboard,
  ...enAdminMessagesScreen,
  ...enAdminOutboxScreen,
  ...enAdminSecurityScreen,
  ...enAdminPrivacyScreen,
  ...enAdminMeetingPointsScreen,
  ...enAdminChauffeursScreen,
  ...enAdminAgendaScreen,
  ...enAdminInsightsScreen,
  ...enAdminExcursionsDashboard,
  ...enAdminAuditScreen,
  ...enShared,
} as const;
/** The visitors' words: the pages' copy, over the words every reader and every visitor meets. */
export const enVisitorWords = {
  core: enCore,
  home: enHome,
  services: enServices,
  excursions: enExcursions,
  policies: enPolicies,
  requestPage: enRequestPage,
  chauffeurSheet: enChauffeurSheet,
  ...enCommonParts,
  ...enVisitorParts,
} as const;
/** The back office's words: its screens, over what the admin API answers. */
export const enBackOfficeWords = {
  adminReply: enAdminReply,
  adminDashboard: enAdminDashboard,
  adminMessagesScreen: enAdminMessagesScreen,
  adminOutboxScreen: enAdminOutboxScreen,
  adminSecurityScreen: enAdminSecurityScreen,
  adminPrivacyScreen: enAdminPrivacyScreen,
  adminMeetingPointsScreen: enAdminMeetingPointsScreen,
  adminChauffeursScreen: enAdminChauffeursScreen,
  adminAgendaScreen: enAdminAgendaScreen,
  adminInsightsScreen: enAdminInsightsScreen,
  adminExcursionsDashboard: enAdminExcursionsDashboard,
  adminAuditScreen: enAdminAuditScreen,
  ...enBackOfficeParts,
} as const;
/** Every part, both trees (the parts test counts and compares them). */
export const enParts = { ...enVisitorWords, ...enBackOfficeWords } as const;

export type MessageKey = keyof typeof en;
export type Dictionary = { readonly [K in MessageKey]: string };
