// The use case behind POST /api/admin/messages/:id/reply, once the body has the right shape: the
// conversation must exist; the answer joins its thread and goes to the conversation's address (the
// one stored, never one from the request) in the conversation's language, queued in the outbox in
// the same batch, then delivered after the answer (the cron retries what fails).
import type { Conversation } from '../contract/schemas/admin-messages.ts';
import type { Database } from '../db/client.ts';
import { findConversation, recordConversationReply } from '../db/queries/admin-messages.ts';
import { ApiError } from '../lib/api-error.ts';
import { conversationReplyEmail } from '../mail/templates/conversation-reply.ts';
import { findMoneyRequest, insertRequestLink } from '../db/queries/bookings.ts';
import { latestRequestOf } from '../db/queries/customer-messages.ts';
import { newRequestLink, requestPageUrl } from '../bookings/request-links.ts';

export interface ConversationReplyContext {
  db: Database;
  /** The admin answering, for the audit log. */
  actor: string;
  /** Where the customer's answer goes: the company's address. */
  replyTo: string;
  /** Sends the queued e-mail after the answer, without delaying it. */
  deliverSoon: (emailIds: readonly number[]) => void;
  /** The site's address, for the link to the customer's request page. */
  siteUrl: string;
}

/**
 * A fresh link to the customer's newest request page, where the answer is shown and they can write
 * back (decision 041); null for a customer with no request (a contact message only). Stored before
 * the answer's batch: should that fail, the link is one nobody holds.
 */
async function freshPageLink(context: ConversationReplyContext, email: string): Promise<string | null> {
  const latest = await latestRequestOf(context.db, email);
  const request = latest && (await findMoneyRequest(context.db, latest.kind, latest.quoteId));
  if (!latest || !request) return null;
  const now = new Date();
  const link = await newRequestLink(request.pickup?.at ?? null, now);
  await insertRequestLink(context.db, { kind: latest.kind, quoteId: latest.quoteId, tokenHash: link.tokenHash, expiresAt: link.expiresAt });
  return requestPageUrl(context.siteUrl, request.lang, link.token);
}

export const conversationNotFound = () => new ApiError(404, 'not_found', 'admin.messages.error.notFound');

export async function replyToConversation(conversationId: number, text: string, context: ConversationReplyContext): Promise<Conversation> {
  const { db } = context;
  const conversation = await findConversation(db, conversationId);
  if (!conversation) throw conversationNotFound();
  const pageUrl = await freshPageLink(context, conversation.customerEmail);
  const recorded = await recordConversationReply(db, {
    conversationId,
    text,
    actor: context.actor,
    email: {
      kind: 'reply.conversation',
      toAddress: conversation.customerEmail,
      replyTo: context.replyTo,
      lang: conversation.lang,
      ...conversationReplyEmail(conversation.lang, text, pageUrl),
    },
  });
  if (!recorded) throw conversationNotFound();
  context.deliverSoon([recorded.emailId]);
  return recorded.conversation;
}
