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
import { setPollHeaders, unchangedSince, weakEtag } from '../../lib/etag.ts';
import { mailerFor } from '../../mail/mailer.ts';
import { deliverOutbox } from '../../mail/outbox.ts';
import { jsonBody } from '../../middleware/json-body.ts';
import { methodNotAllowed } from '../../middleware/methods.ts';
import { validated } from '../../middleware/validated.ts';
import { adminRouter } from './router.ts';

const notFound = () => new ApiError(404, 'not_found', 'adminOutbox.error.notFound');

const listEtag = (version: string, query: { q: string; status: string; page: number; pageSize: number }) =>
  weakEtag('outbox', version, JSON.stringify([query.q.trim(), query.status, query.page, query.pageSize]));

export const adminOutboxRoutes = adminRouter()
  .get('/', validated('query', adminOutboxQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const db = database(c.env.DB);
    // A poll with the tag it holds reads the version alone: a 304 reads no row.
    const unchanged = await unchangedSince(
      c,
      (version) => listEtag(version, query),
      () => outboxVersion(db),
    );
    if (unchanged) return unchanged;
    const page = await listOutbox(db, query);
    setPollHeaders(c, await listEtag(page.version, query));
    return c.json({
      items: page.rows.map(toAdminOutboxEmail),
      total: page.total,
      filteredTotal: page.filteredTotal,
      page: query.page,
      pageSize: query.pageSize,
      failed: page.failed,
    } satisfies AdminOutboxList);
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
