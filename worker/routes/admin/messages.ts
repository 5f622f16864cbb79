// /api/admin/messages (mounted behind the admin session guard): the customers' conversations. The
// list answers polls that changed nothing with 304; opening a thread (GET /:id) marks it read, the
// spec's "open" (decision 024); an answer (POST /:id/reply) is stored, e-mailed and audited at once.
// GET /:id/attachments/:file answers a file a customer's e-mail reply brought (inbound/attachments.ts),
// only through the conversation whose message lists it.
import { conversationIdSchema, conversationReplySchema, type Conversation, type ConversationList } from '../../contract/schemas/admin-messages.ts';
import { conversationNotFound, replyToConversation } from '../../replies/reply-to-conversation.ts';
import { conversationsVersion, findAttachment, listConversations, openConversation } from '../../db/queries/admin-messages.ts';
import { attachmentKey } from '../../inbound/attachments.ts';
import { ApiError } from '../../lib/api-error.ts';
import { answerPoll, weakEtag } from '../../lib/etag.ts';
import { adminAddress } from '../../mail/mailer.ts';
import { jsonBody } from '../../middleware/json-body.ts';
import { methodNotAllowed } from '../../middleware/methods.ts';
import { validated } from '../../middleware/validated.ts';
import { deliverSoonAfter } from '../request-context.ts';
import { adminRouter } from './router.ts';
import { siteUrlOf } from '../../bookings/site-url.ts';

const LIST = 'conversations';

/** A malformed id names nothing: the same 404 as an unknown one. */
const conversationId = () => validated('param', conversationIdSchema, conversationNotFound);

export const adminMessagesRoutes = adminRouter()
  .get('/', async (c) => {
    const db = c.var.db;
    // A poll with the tag it holds reads the version alone (a few index seeks) when nothing changed.
    return answerPoll(c, {
      tagOf: (version) => weakEtag(LIST, version),
      currentVersion: () => conversationsVersion(db),
      read: async () => {
        const { version, ...list } = await listConversations(db);
        return { version, body: list satisfies ConversationList };
      },
    });
  })
  .get('/:id', conversationId(), async (c) => {
    const conversation = await openConversation(c.var.db, c.req.valid('param').id);
    if (!conversation) throw conversationNotFound();
    c.header('Cache-Control', 'no-store');
    return c.json(conversation satisfies Conversation);
  })
  .post('/:id/reply', conversationId(), jsonBody(), validated('json', conversationReplySchema), async (c) => {
    const conversation = await replyToConversation(c.req.valid('param').id, c.req.valid('json').text, {
      db: c.var.db,
      actor: c.var.admin.username,
      replyTo: adminAddress(c.env),
      deliverSoon: deliverSoonAfter(c),
      siteUrl: siteUrlOf(c.env),
    });
    return c.json(conversation satisfies Conversation, 201);
  })
  .get('/:id/attachments/:file', conversationId(), async (c) => {
    const id = c.req.valid('param').id;
    const key = attachmentKey(id, c.req.param('file'));
    const file = key ? await findAttachment(c.var.db, id, key) : null;
    const object = key && file ? await c.env.MEDIA.get(key) : null;
    if (!key || !file || !object) throw new ApiError(404, 'not_found', 'admin.messages.error.attachmentNotFound');
    // The type read from its bytes when it was kept; an image opens in the tab, a PDF is downloaded
    // (a document from a stranger is not opened on the back office's origin). The security headers
    // (no script, no sniffing) are the API's own.
    const inline = file.type.startsWith('image/');
    const headers = new Headers({
      'Content-Type': file.type,
      'Content-Length': String(object.size),
      'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename="${asciiName(file.name, key)}"; filename*=UTF-8''${encodeURIComponent(file.name || fallbackName(key))}`,
      'Cache-Control': 'no-store',
    });
    return new Response(object.body, { headers });
  })
  .all('/', methodNotAllowed('GET', 'HEAD'))
  .all('/:id', methodNotAllowed('GET', 'HEAD'))
  .all('/:id/reply', methodNotAllowed('POST'))
  .all('/:id/attachments/:file', methodNotAllowed('GET', 'HEAD'));

/** The file's own name when it has none: the key's last part ('<random>.<ext>'). */
const fallbackName = (key: string) => key.slice(key.lastIndexOf('/') + 1);

/** The name for browsers that read only `filename`: ASCII, without quotes. */
const asciiName = (name: string, key: string) => (name || fallbackName(key)).replace(/[^\x20-\x7e]|["\\]/g, '_');
