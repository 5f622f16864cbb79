// English answers of the chauffeurs' sheet links API (decision 042). Merged by ../index.ts.
export const enChauffeurLinks = {
  'chauffeurLinks.error.notFound': 'There is no such chauffeur.',
  'chauffeurLinks.error.inactive': 'This chauffeur is no longer active: reactivate them before sending a sheet link.',
} as const;
