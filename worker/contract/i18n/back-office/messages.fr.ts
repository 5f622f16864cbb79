// French words of the back office's Messages that the API speaks, typed by the English part.
import type { DictionaryPart } from '../types.ts';
import type { enAdminMessages } from './messages.en.ts';

export const frAdminMessages: DictionaryPart<typeof enAdminMessages> = {
  'admin.messages.field.text.required': 'Le message est obligatoire',
  'admin.messages.error.notFound': "Cette conversation n'existe pas.",
  'email.conversationReply.subject': 'Re\u00a0: votre message à {company}',
  'email.conversationReply.closing': "Vous pouvez répondre directement à cet e-mail. Bien cordialement, l'équipe {company}",
};
