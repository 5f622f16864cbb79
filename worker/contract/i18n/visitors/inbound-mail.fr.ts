// French words of a refused e-mail to a reply address, typed by the English part.
import type { DictionaryPart } from '../types.ts';
import type { enInboundMail } from './inbound-mail.en.ts';

export const frInboundMail: DictionaryPart<typeof enInboundMail> = {
  'inboundMail.reject.tooLarge':
    'Message trop volumineux\u00a0: {max} Mo au plus, pièces jointes comprises. Envoyez moins de fichiers ou des fichiers plus légers.',
  'inboundMail.reject.expired': 'Cette adresse de réponse a expiré. Écrivez-nous à {email}.',
  'inboundMail.reject.unknown': 'Adresse inconnue. Écrivez-nous à {email}.',
  'inboundMail.reject.unreadable': "Ce message n'a pas pu être lu. Écrivez-nous à {email}.",
};
