// English words a customer may meet when their e-mail to a reply address is refused: the reason their
// mail server puts in the bounce it sends them (inbound/receive-reply.ts, both languages at once).
export const enInboundMail = {
  'inboundMail.reject.tooLarge': 'Message too large: at most {max} MB, attachments included. Please send fewer or smaller files.',
  'inboundMail.reject.expired': 'This reply address has expired. Please write to {email}.',
  'inboundMail.reject.unknown': 'Unknown address. Please write to {email}.',
  'inboundMail.reject.unreadable': 'This message could not be read. Please write to {email}.',
} as const;
