// French words of the back office's Messages screen, typed by the English part (the dashboard speaks
// English; the French part keeps a missing key a type error).
import type { DictionaryPart } from '../../../worker/contract/i18n/types.ts';
import type { enAdminMessagesScreen } from './messages-screen.en.ts';

export const frAdminMessagesScreen: DictionaryPart<typeof enAdminMessagesScreen> = {
  'dashboard.shell.messages': 'Messages',
  'dashboard.shell.unread': '{count} non lu(s)',

  'dashboard.messages.pageTitle': 'Messages',
  'dashboard.messages.heading': 'Messages',
  'dashboard.messages.conversations': 'Conversations',
  'dashboard.messages.customer': 'Client',
  'dashboard.messages.unread': '{count} non lu(s)',
  'dashboard.messages.loadingList': 'Chargement des conversations…',
  'dashboard.messages.loadingThread': 'Chargement de la conversation…',
  'dashboard.messages.listFailed': 'Impossible de charger les conversations',
  'dashboard.messages.threadFailed': 'Impossible de charger la conversation',
  'dashboard.messages.sendFailed': "Impossible d'envoyer la réponse",
  'dashboard.messages.empty':
    'Aucune conversation pour le moment. Les messages envoyés depuis la page Contact, et les réponses des clients à nos e-mails, apparaissent ici.',
  'dashboard.messages.noMessages': 'Aucun message dans cette conversation pour le moment.',
  'dashboard.messages.threadLabel': 'Conversation avec {name}',
  'dashboard.messages.you': 'Vous',
  'dashboard.messages.replyLabel': 'Votre réponse',
  'dashboard.messages.placeholder': 'Tapez votre message...',
  'dashboard.messages.required': '(obligatoire)',
  'dashboard.messages.send': 'Envoyer',
  'dashboard.messages.sending': 'Envoi…',
  'dashboard.messages.sent': 'Réponse envoyée par e-mail à {email}.',
  'dashboard.messages.back': 'Retour aux conversations',
  'dashboard.messages.files': 'Fichiers joints à ce message',
  'dashboard.messages.unnamedFile': 'Fichier sans nom',
  'dashboard.messages.fileSize': '{size}\u00a0Ko',
  'dashboard.messages.newTab': '(s’ouvre dans un nouvel onglet)',
  'dashboard.messages.dropped.type': 'non conservé\u00a0: seuls les images et les PDF le sont',
  'dashboard.messages.dropped.count': 'non conservé\u00a0: trop de fichiers dans un message',
};
