// English words of the back office's privacy requests that the API speaks: the erasure's refusal.
// Merged into the shared words by ./index.ts.
export const enAdminPrivacy = {
  'adminPrivacy.field.confirm.mismatch': 'Type the same e-mail address again to confirm the erasure.',
} as const;
