// The use case behind POST /api/admin/outbox/:id/resend (decision 025): a failed e-mail is queued
// again, with its audit row, and delivered while the admin waits, so the Outbox screen shows whether
// the provider took it this time. An e-mail already sent, or not failed, is not sent again.
import type { AdminOutboxEmail } from '../contract/schemas/admin-outbox.ts';
import type { Database } from '../db/client.ts';
import { findOutboxEmail, queueResend, toAdminOutboxEmail } from '../db/queries/admin-outbox.ts';
import { ApiError } from '../lib/api-error.ts';
import type { Mailer } from './mailer.ts';
import { deliverOutbox } from './outbox.ts';

export const outboxEmailNotFound = () => new ApiError(404, 'not_found', 'adminOutbox.error.notFound');

/** The e-mail `id` as it stands after the new attempt. `actor`: the admin resending it, for the audit trail. */
export async function resendEmail(db: Database, mailer: Mailer, id: number, actor: string): Promise<AdminOutboxEmail> {
  const queued = await queueResend(db, id, actor);
  if (!queued) {
    const email = await findOutboxEmail(db, id);
    if (!email) throw outboxEmailNotFound();
    throw new ApiError(409, 'conflict', email.status === 'sent' ? 'adminOutbox.error.alreadySent' : 'adminOutbox.error.notFailed');
  }
  // Delivered now, not after the answer: the admin sees whether the provider took it this time.
  await deliverOutbox(db, mailer, { ids: [id] });
  const email = await findOutboxEmail(db, id);
  if (!email) throw outboxEmailNotFound();
  return toAdminOutboxEmail(email);
}
