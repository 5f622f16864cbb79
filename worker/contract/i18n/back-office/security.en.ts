// English words of the administrator's second factor (TOTP) that the API speaks: the sign-in's
// request for a code, the code field's messages and the refusals of the Security endpoints. Merged
// into the shared words by ./index.ts.
export const enAdminSecurity = {
  'adminSecurity.login.codeRequired': 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  // One answer for a wrong code, an old one and one already used: none of them signs in.
  'adminSecurity.login.wrongCode': 'This code is not right or has already been used. Enter the current code from your authenticator app.',
  'adminSecurity.field.code.invalid': 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  'adminSecurity.field.code.wrong': 'This code is not right or has already been used.',
  'adminSecurity.field.password.wrong': 'This is not your password.',
  'adminSecurity.error.alreadyOn': 'Two-step verification is already on. Turn it off first to set it up again.',
  'adminSecurity.error.noSetup': 'Start the setup first: there is no code to confirm yet.',
  'adminSecurity.error.notOn': 'Two-step verification is already off.',
} as const;
