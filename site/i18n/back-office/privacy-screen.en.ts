// English words of the back office's Privacy requests screen (/admin/privacy) and its sidebar entry;
// merged into the dictionary by ../en.ts. The page picks them on the server
// (islands/admin/privacy/messages.ts) and hands them to the island.
export const enAdminPrivacyScreen = {
  'dashboard.shell.privacy': 'Privacy requests',

  'dashboard.privacy.pageTitle': 'Privacy requests',
  'dashboard.privacy.heading': 'Privacy requests',
  'dashboard.privacy.intro':
    'When a customer asks what we keep about them, or to be forgotten: find their e-mail address, send them the export, or erase everything. Requests and conversations are deleted automatically three years after their last activity.',
  'dashboard.privacy.email': 'Customer e-mail address',
  'dashboard.privacy.find': 'Find',
  'dashboard.privacy.finding': 'Looking…',
  'dashboard.privacy.storedFor': 'Stored for {email}',
  'dashboard.privacy.nothingStored': 'Nothing is stored for {email}.',
  'dashboard.privacy.kind.quotes': 'Transfer quotes',
  'dashboard.privacy.kind.excursionQuotes': 'Excursion quotes',
  'dashboard.privacy.kind.conversations': 'Conversations',
  'dashboard.privacy.kind.messages': 'Messages',
  'dashboard.privacy.kind.contactMessages': 'Contact form messages',
  'dashboard.privacy.kind.emails': 'E-mails',
  'dashboard.privacy.kind.changeRequests': 'Change requests',
  'dashboard.privacy.kind.cancellations': 'Cancellations',
  'dashboard.privacy.kind.auditEntries': 'Audit log entries',
  'dashboard.privacy.export': 'Export (JSON)',
  'dashboard.privacy.erase': 'Erase everything',
  'dashboard.privacy.eraseQuestion': 'Everything stored for {email} will be deleted for good. Type the address again to confirm.',
  'dashboard.privacy.confirmEmail': 'E-mail address again',
  'dashboard.privacy.cancel': 'Cancel',
  'dashboard.privacy.erased': 'Everything stored for {email} has been erased ({count} records).',
  'dashboard.privacy.failed': 'That did not work. Check the address and try again.',
} as const;
