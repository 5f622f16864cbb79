// English words of the back office's Messages that the API speaks (the answer's field message, a
// missing conversation) and of the admin's answer e-mailed to the customer. Merged into the shared
// words by ./index.ts.
export const enAdminMessages = {
  'admin.messages.field.text.required': 'Message is required',
  'admin.messages.error.notFound': 'This conversation does not exist.',
  'email.conversationReply.subject': 'Re: your message to {company}',
  'email.conversationReply.closing': 'You can answer this e-mail directly. Kind regards, the {company} team',
} as const;
