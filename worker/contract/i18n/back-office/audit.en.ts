// English words of the back office's audit trail that the API speaks: the list's filters. Merged into
// the shared words by ./index.ts.
export const enAdminAudit = {
  'adminAudit.field.actionFilter.invalid': 'Choose an action from the list.',
  'adminAudit.field.entityFilter.invalid': 'Choose a kind of record from the list.',
  'adminAudit.field.date.invalid': 'Enter a date as YYYY-MM-DD.',
  'adminAudit.field.dateRange.invalid': 'The end date must be on or after the start date.',
} as const;
