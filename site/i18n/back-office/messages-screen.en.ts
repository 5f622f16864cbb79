// English words of the back office's Messages screen (the customers' conversations) and its
// sidebar entry. The words the API answers with live in worker/contract/i18n/back-office/messages.*.ts.
export const enAdminMessagesScreen = {
  'dashboard.shell.messages': 'Messages',
  'dashboard.shell.unread': '{count} unread',

  'dashboard.messages.pageTitle': 'Messages',
  'dashboard.messages.heading': 'Messages',
  'dashboard.messages.conversations': 'Conversations',
  'dashboard.messages.customer': 'Customer',
  'dashboard.messages.unread': '{count} unread',
  'dashboard.messages.loadingList': 'Loading conversations…',
  'dashboard.messages.loadingThread': 'Loading conversation…',
  'dashboard.messages.listFailed': 'Failed to load conversations',
  'dashboard.messages.threadFailed': 'Failed to load conversation',
  'dashboard.messages.sendFailed': 'Failed to send reply',
  'dashboard.messages.empty': 'No conversations yet. Messages sent from the Contact Us page appear here.',
  'dashboard.messages.noMessages': 'No messages in this conversation yet.',
  'dashboard.messages.threadLabel': 'Conversation with {name}',
  'dashboard.messages.you': 'You',
  'dashboard.messages.replyLabel': 'Your reply',
  'dashboard.messages.placeholder': 'Type your message...',
  'dashboard.messages.required': '(required)',
  'dashboard.messages.send': 'Send',
  'dashboard.messages.sending': 'Sending…',
  'dashboard.messages.sent': 'Reply sent by e-mail to {email}.',
  'dashboard.messages.back': 'Back to conversations',
} as const;
