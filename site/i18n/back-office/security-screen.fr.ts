// French words of the back office's Security screen and the sign-in's code step, typed by the
// English part (shown when the administrator chose French, decision 037).
import type { DictionaryPart } from '../../../worker/contract/i18n/index.ts';
import type { enAdminSecurityScreen } from './security-screen.en.ts';

export const frAdminSecurityScreen: DictionaryPart<typeof enAdminSecurityScreen> = {
  'dashboard.shell.security': 'Sécurité',

  'dashboard.security.pageTitle': 'Sécurité',
  'dashboard.security.heading': 'Sécurité',
  'dashboard.security.intro':
    'La validation en deux étapes demande, à chaque connexion et après le mot de passe, un code d’une application d’authentification sur votre téléphone.',
  'dashboard.security.loading': 'Chargement...',
  'dashboard.security.loadError': 'Les réglages n’ont pas pu être chargés. Veuillez recharger la page.',
  'dashboard.security.unreachable': 'Le serveur est injoignable. Veuillez réessayer.',
  'dashboard.security.state': 'Validation en deux étapes',
  'dashboard.security.stateIs': 'Validation en deux étapes\u00a0:',
  'dashboard.security.on': 'Activée',
  'dashboard.security.off': 'Désactivée',
  'dashboard.security.recoveryLeft': 'Codes de secours restants\u00a0: {count}',
  'dashboard.security.password': 'Votre mot de passe',
  'dashboard.security.passwordHelp': 'Pour la configurer, confirmez que c’est bien vous avec votre mot de passe.',
  'dashboard.security.turnOn': 'Activer la validation en deux étapes',
  'dashboard.security.starting': 'Préparation...',
  'dashboard.security.scanHeading': '1. Ajoutez le compte à votre application d’authentification',
  'dashboard.security.scanHelp': 'Scannez le QR code avec votre application d’authentification, ou saisissez-y la clé ci-dessous.',
  'dashboard.security.qrAlt': 'QR code de la clé de validation en deux étapes',
  'dashboard.security.secretLabel': 'Clé\u00a0:',
  'dashboard.security.confirmHeading': '2. Saisissez le code affiché par l’application',
  'dashboard.security.code': 'Code de l’application',
  'dashboard.security.confirm': 'Confirmer et activer',
  'dashboard.security.confirming': 'Confirmation...',
  'dashboard.security.cancel': 'Annuler',
  'dashboard.security.codesHeading': 'Vos codes de secours',
  'dashboard.security.codesHelp':
    'Conservez ces codes en lieu sûr, loin de votre téléphone. Chacun permet de vous connecter une fois si vous perdez votre téléphone. Ils ne sont affichés que maintenant.',
  'dashboard.security.codesSaved': 'Je les ai enregistrés',
  'dashboard.security.enabled': 'La validation en deux étapes est activée.',
  'dashboard.security.turnOffHeading': 'Désactiver la validation en deux étapes',
  'dashboard.security.turnOffHelp': 'Saisissez un code de votre application d’authentification, ou un code de secours.',
  'dashboard.security.turnOffCode': 'Code de l’application ou code de secours',
  'dashboard.security.turnOff': 'Désactiver',
  'dashboard.security.turningOff': 'Désactivation...',
  'dashboard.security.disabled': 'La validation en deux étapes est désactivée.',
  'dashboard.security.activity.heading': 'Tentatives de connexion des dernières 24\u00a0heures',
  'dashboard.security.activity.attack':
    'Quelqu’un essaie en ce moment de se connecter à l’espace d’administration. Les navigateurs depuis lesquels vous ne vous êtes jamais connecté sont ralentis\u00a0; les vôtres se connectent toujours avec votre mot de passe.',
  'dashboard.security.activity.quiet': 'Aucune attaque en cours.',
  'dashboard.security.activity.none': 'Aucun échec de connexion ces dernières 24\u00a0heures.',
  'dashboard.security.activity.failed': 'Tentatives échouées\u00a0: {count}',
  'dashboard.security.activity.throttled': 'Ralenties (refusées sans vérification)\u00a0: {count}',
  'dashboard.security.activity.addressCount': 'Depuis {count} adresses (une adresse IPv6 compte par son réseau /64)',
  'dashboard.security.activity.busiest': 'Les adresses les plus actives',
  'dashboard.security.activity.address': 'Adresse',
  'dashboard.security.activity.failedColumn': 'Échouées',
  'dashboard.security.activity.throttledColumn': 'Ralenties',
  'dashboard.security.activity.latest': 'Dernière (heure de Paris)',
  'dashboard.security.activity.trusted':
    'Navigateurs depuis lesquels vous vous êtes connecté ces 90 derniers jours\u00a0: {count}. Les échecs des autres ne les ralentissent jamais.',
  'dashboard.security.activity.refresh': 'Actualiser',
  'dashboard.security.activity.refreshing': 'Actualisation...',
  'dashboard.security.activity.auditLink': 'Toutes les connexions échouées et ralenties dans le journal d’audit',

  'dashboard.login.code': 'Code de votre application d’authentification',
  'dashboard.login.recoveryCode': 'Code de secours',
  'dashboard.login.useRecoveryCode': 'Utiliser plutôt un code de secours',
  'dashboard.login.useAppCode': 'Utiliser plutôt un code de l’application',
};
