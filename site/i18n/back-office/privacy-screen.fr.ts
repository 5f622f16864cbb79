// French words of the back office's Privacy requests screen, typed by the English part.
import type { DictionaryPart } from '../../../worker/contract/i18n/index.ts';
import type { enAdminPrivacyScreen } from './privacy-screen.en.ts';

export const frAdminPrivacyScreen: DictionaryPart<typeof enAdminPrivacyScreen> = {
  'dashboard.shell.privacy': 'Données personnelles',

  'dashboard.privacy.pageTitle': 'Données personnelles',
  'dashboard.privacy.heading': 'Demandes sur les données personnelles',
  'dashboard.privacy.intro':
    'Quand un client demande ce que nous conservons sur lui, ou à être oublié\u00a0: retrouvez son adresse e-mail, envoyez-lui l’export ou effacez tout. Les demandes et conversations sont supprimées automatiquement trois ans après leur dernière activité.',
  'dashboard.privacy.email': 'Adresse e-mail du client',
  'dashboard.privacy.find': 'Rechercher',
  'dashboard.privacy.finding': 'Recherche…',
  'dashboard.privacy.storedFor': 'Conservé pour {email}',
  'dashboard.privacy.nothingStored': 'Rien n’est conservé pour {email}.',
  'dashboard.privacy.kind.quotes': 'Devis de transfert',
  'dashboard.privacy.kind.excursionQuotes': 'Devis d’excursion',
  'dashboard.privacy.kind.conversations': 'Conversations',
  'dashboard.privacy.kind.messages': 'Messages',
  'dashboard.privacy.kind.contactMessages': 'Messages du formulaire de contact',
  'dashboard.privacy.kind.emails': 'E-mails',
  'dashboard.privacy.kind.changeRequests': 'Demandes de modification',
  'dashboard.privacy.kind.cancellations': 'Annulations',
  'dashboard.privacy.kind.auditEntries': 'Entrées du journal d’audit',
  'dashboard.privacy.export': 'Exporter (JSON)',
  'dashboard.privacy.erase': 'Tout effacer',
  'dashboard.privacy.eraseQuestion': 'Tout ce qui est conservé pour {email} sera définitivement supprimé. Saisissez à nouveau l’adresse pour confirmer.',
  'dashboard.privacy.confirmEmail': 'Adresse e-mail à nouveau',
  'dashboard.privacy.cancel': 'Annuler',
  'dashboard.privacy.erased': 'Tout ce qui était conservé pour {email} a été effacé ({count} enregistrements).',
  'dashboard.privacy.failed': 'Cela n’a pas fonctionné. Vérifiez l’adresse et réessayez.',
};
