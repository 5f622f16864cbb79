// English words of the back office's Messages that the API speaks (the answer's field message, a
// missing conversation), of the admin's answer e-mailed to the customer, and of the company's
// notification of a customer's e-mail reply. Merged into the shared words by ./index.ts.
export const enAdminMessages = {
  'admin.messages.field.text.required': 'Message is required',
  'admin.messages.error.notFound': 'This conversation does not exist.',
  'email.conversationReply.subject': 'Re: your message to {company}',
  'email.conversationReply.closing': 'You can answer this e-mail directly. Kind regards, the {company} team',
  'admin.messages.error.attachmentNotFound': 'This file does not exist.',

  'email.inboundReply.subject': 'New e-mail reply from {name}',
  'email.inboundReply.heading': 'A customer answered by e-mail',
  'email.inboundReply.intro': 'Their reply is in the conversation with {email} on the Messages screen: {url}',
  'email.inboundReply.sentFrom': 'Sent from',
  'email.inboundReply.emailSubject': 'Subject',
  'email.inboundReply.files': 'Files',
  'email.inboundReply.noText': '(no text: files only)',
  'email.inboundReply.dropped.type': '{name}: left out (only images and PDF files are kept)',
  'email.inboundReply.dropped.count': '{name}: left out (at most {max} files are kept per message)',
  'email.inboundReply.closing': 'Answer from Messages: your answer goes to the address of the conversation, never to the sender of this e-mail.',
} as const;
