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
} from '../../contract/schemas/admin-outbox.ts';
import { listOutbox, outboxVersion, toAdminOutboxEmail } from '../../db/queries/admin-outbox.ts';
import { mailerFor } from '../../mail/mailer.ts';
import { outboxEmailNotFound, resendEmail } from '../../mail/resend-email.ts';
import { jsonBody } from '../../middleware/json-body.ts';
import { methodNotAllowed } from '../../middleware/methods.ts';
import { validated } from '../../middleware/validated.ts';
import { answerPagedList } from './paged-list.ts';
import { adminRouter } from './router.ts';

export const adminOutboxRoutes = adminRouter()
  .get('/', validated('query', adminOutboxQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const db = c.var.db;
    return answerPagedList(c, query, {
      name: 'outbox',
      filters: [query.q.trim(), query.status],
      version: () => outboxVersion(db),
      page: () => listOutbox(db, query),
      item: toAdminOutboxEmail,
      extra: (page) => ({ failed: page.failed }) satisfies Pick<AdminOutboxList, 'failed'>,
    });
  })
  .post('/:id/resend', validated('param', adminOutboxIdSchema, outboxEmailNotFound), jsonBody(), validated('json', adminOutboxResendSchema), async (c) => {
    const email = await resendEmail(c.var.db, mailerFor(c.env), c.req.valid('param').id, c.var.admin.username);
    c.header('Cache-Control', 'no-store');
    return c.json(email satisfies AdminOutboxEmail);
  })
  .all('/', methodNotAllowed('GET', 'HEAD'))
  .all('/:id/resend', methodNotAllowed('POST'));
