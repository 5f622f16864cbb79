// /api/admin/privacy (mounted behind the admin session guard): a customer's GDPR requests about one
// e-mail address (decision 029). POST /lookup counts what is stored, POST /export answers all of it
// as a JSON download, POST /erase deletes all of it (the address typed twice; the files of the
// customer's e-mail replies in R2 too); the address is in the
// JSON body each time, never in the URL (request logs keep URLs). The export and
// the erasure are audited under the address's keyed digest, never the address itself.
import type { Bindings } from '../../env.ts';
import { privacyEraseSchema, privacyLookupSchema, type PrivacyErasure, type PrivacyExport, type PrivacyLookup } from '../../contract/schemas/admin-privacy.ts';
import { auditExport, conversationIdsAbout, countAboutAddress, eraseAboutAddress, exportAboutAddress } from '../../db/queries/admin-privacy.ts';
import { deleteConversationFiles } from '../../inbound/attachments.ts';
import { keyedDigest } from '../../lib/keyed-digest.ts';
import { adminAccount } from '../../middleware/admin-session.ts';
import { jsonBody } from '../../middleware/json-body.ts';
import { methodNotAllowed } from '../../middleware/methods.ts';
import { validated } from '../../middleware/validated.ts';
import { adminRouter } from './router.ts';

const lookupBody = () => validated('json', privacyLookupSchema);

/** The download's file name: the date only, so the name itself carries no personal data. */
const exportFileName = (now: Date) => `privacy-export-${now.toISOString().slice(0, 10)}.json`;

/** What the audit log keeps of the address of a privacy request: its keyed digest (lib/keyed-digest.ts). */
const addressDigest = (env: Bindings, email: string) => keyedDigest(adminAccount(env).sessionSecret, 'privacy-address', email);

export const adminPrivacyRoutes = adminRouter()
  .post('/lookup', jsonBody(), lookupBody(), async (c) => {
    const { email } = c.req.valid('json');
    const counts = await countAboutAddress(c.var.db, email);
    return c.json({ email, counts } satisfies PrivacyLookup);
  })
  .post('/export', jsonBody(), lookupBody(), async (c) => {
    const { email } = c.req.valid('json');
    const db = c.var.db;
    const now = new Date();
    const document = await exportAboutAddress(db, email, now);
    await auditExport(db, await addressDigest(c.env, email), c.var.admin.username);
    c.header('Content-Disposition', `attachment; filename="${exportFileName(now)}"`);
    return c.json(document satisfies PrivacyExport);
  })
  .post('/erase', jsonBody(), validated('json', privacyEraseSchema), async (c) => {
    const { email } = c.req.valid('json');
    const db = c.var.db;
    // The files of the customer's e-mail replies first: should R2 fail, nothing is erased yet and
    // the admin tries again. Then the rows in one batch, then the files once more, for any reply
    // that arrived in between (and the cron's sweep after that: inbound/attachments.ts).
    await deleteConversationFiles(c.env.MEDIA, await conversationIdsAbout(db, email));
    const { counts, conversationIds } = await eraseAboutAddress(db, email, await addressDigest(c.env, email), c.var.admin.username);
    await deleteConversationFiles(c.env.MEDIA, conversationIds);
    return c.json({ erased: counts } satisfies PrivacyErasure);
  })
  .all('/lookup', methodNotAllowed('POST'))
  .all('/export', methodNotAllowed('POST'))
  .all('/erase', methodNotAllowed('POST'));
