// English words of the back office's quote queues that the API speaks: the list's filters, PATCH
// bodies and missing quotes. Merged into the shared words by ./index.ts.
export const enAdminQuotes = {
  'admin.field.statusFilter.invalid': 'Choose a status: all, pending, confirmed, completed, cancelled or replied.',
  'admin.field.priorityFilter.invalid': 'Choose a priority: all, important or normal.',
  'admin.field.status.invalid': 'Choose a status: pending, confirmed, completed, cancelled or replied.',
  'admin.field.important.invalid': 'Important is true or false.',
  'admin.error.nothingToChange': 'Send a status, the important flag, or both.',
  'admin.error.quoteNotFound': 'This quote does not exist: it may have been deleted.',
  'admin.error.exQuoteNotFound': 'This excursion quote does not exist: it may have been deleted.',
} as const;
