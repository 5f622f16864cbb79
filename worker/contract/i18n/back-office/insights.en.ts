// English words of the back office's Insights that the API speaks: the range's validation. Merged into
// the shared words by ./index.ts.
export const enAdminInsights = {
  'adminInsights.field.month.invalid': 'Enter a month as YYYY-MM.',
  'adminInsights.field.range.invalid': 'The last month must be on or after the first, at most 24 months in all.',
} as const;
