// French words of the back office's Messages that the API speaks, typed by the English part.
import type { DictionaryPart } from '../types.ts';
import type { enAdminMessages } from './messages.en.ts';

export const frAdminMessages: DictionaryPart<typeof enAdminMessages> = {
  'admin.messages.field.text.required': 'Le message est obligatoire',
  'admin.messages.error.notFound': "Cette conversation n'existe pas.",
  'email.conversationReply.subject': 'Re\u00a0: votre message à {company}',
  'email.conversationReply.closing': "Vous pouvez répondre directement à cet e-mail. Bien cordialement, l'équipe {company}",
  'admin.messages.error.attachmentNotFound': "Ce fichier n'existe pas.",

  'email.inboundReply.subject': 'Nouvelle réponse par e-mail de {name}',
  'email.inboundReply.heading': 'Un client a répondu par e-mail',
  'email.inboundReply.intro': "Sa réponse est dans la conversation avec {email} de l'écran Messages\u00a0: {url}",
  'email.inboundReply.sentFrom': 'Envoyé depuis',
  'email.inboundReply.emailSubject': 'Objet',
  'email.inboundReply.files': 'Fichiers',
  'email.inboundReply.noText': '(pas de texte\u00a0: fichiers seulement)',
  'email.inboundReply.dropped.type': '{name}\u00a0: écarté (seuls les images et les PDF sont conservés)',
  'email.inboundReply.dropped.count': '{name}\u00a0: écarté (au plus {max} fichiers sont conservés par message)',
  'email.inboundReply.closing': "Répondez depuis Messages\u00a0: votre réponse part à l'adresse de la conversation, jamais à l'expéditeur de cet e-mail.",
};
