// English words of the back office's Outbox that the API speaks: the list's filter and the resend's
// refusals. Merged into the shared words by ./index.ts.
export const enAdminOutbox = {
  'adminOutbox.field.statusFilter.invalid': 'Choose a status: all, queued, sending, sent or failed.',
  'adminOutbox.error.notFound': 'This e-mail does not exist.',
  'adminOutbox.error.alreadySent': 'This e-mail has already been sent: there is nothing to resend.',
  'adminOutbox.error.notFailed': 'This e-mail is queued or being sent right now: only a failed e-mail can be resent.',
} as const;
