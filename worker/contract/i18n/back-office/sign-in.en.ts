// English words of the back office's sign-in and guard that the API answers with: the login
// errors and the refusals of the admin endpoints. The dashboard shows them as the server sends them.
export const enAdmin = {
  // One answer for an unknown username and a wrong password, so the answer says nothing of which.
  'admin.login.invalid': 'Invalid username or password',
  'admin.login.tooMany': 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  'admin.session.required': 'Please sign in to continue.',
  'admin.request.foreignOrigin': 'This request must come from the site itself.',
  'admin.request.notJson': 'Send the request body as JSON (Content-Type: application/json).',
} as const;
