// /api/admin/outbox (mounted behind the admin session guard): every e-mail the product sends, searched,
// filtered and paginated on the server and answering polls that changed nothing with 304 (as the
// quote queues, decision 022), and the resend of a failed one, delivered while the admin waits so the
// screen shows the outcome (decision 025).
import {
  adminOutboxIdSchema,
  adminOutboxQuerySchema,
  adminOutboxResendSchema,
  type AdminOutboxEmail,
  type AdminOutboxList,
} from '../../contract/admin-outbox.ts';
import { database } from '../../db/client.ts';
import { findOutboxEmail, listOutbox, outboxVersion, queueResend, toAdminOutboxEmail } from '../../db/queries/admin-outbox.ts';
import { ApiError } from '../../lib/api-error.ts';
import { mailerFor } from '../../mail/mailer.ts';
import { deliverOutbox } from '../../mail/outbox.ts';
import { jsonBody } from '../../middleware/json-body.ts';
import { methodNotAllowed } from '../../middleware/methods.ts';
import { validated } from '../../middleware/validated.ts';
import { answerPagedList } from './paged-list.ts';
import { adminRouter } from './router.ts';

const notFound = () => new ApiError(404, 'not_found', 'adminOutbox.error.notFound');

export const adminOutboxRoutes = adminRouter()
  .get('/', validated('query', adminOutboxQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const db = database(c.env.DB);
    return answerPagedList(c, query, {
      name: 'outbox',
      filters: [query.q.trim(), query.status],
      version: () => outboxVersion(db),
      page: () => listOutbox(db, query),
      item: toAdminOutboxEmail,
      extra: (page) => ({ failed: page.failed }) satisfies Pick<AdminOutboxList, 'failed'>,
    });
  })
  .post('/:id/resend', validated('param', adminOutboxIdSchema, notFound), jsonBody(), validated('json', adminOutboxResendSchema), async (c) => {
    const { id } = c.req.valid('param');
    const db = database(c.env.DB);
    const queued = await queueResend(db, id, c.var.admin.username);
    if (!queued) {
      const email = await findOutboxEmail(db, id);
      if (!email) throw notFound();
      throw new ApiError(409, 'conflict', email.status === 'sent' ? 'adminOutbox.error.alreadySent' : 'adminOutbox.error.notFailed');
    }
    // Delivered now, not after the answer: the admin sees whether the provider took it this time.
    await deliverOutbox(db, mailerFor(c.env), { ids: [id] });
    const email = await findOutboxEmail(db, id);
    if (!email) throw notFound();
    c.header('Cache-Control', 'no-store');
    return c.json(toAdminOutboxEmail(email) satisfies AdminOutboxEmail);
  })
  .all('/', methodNotAllowed('GET', 'HEAD'))
  .all('/:id/resend', methodNotAllowed('POST'));
