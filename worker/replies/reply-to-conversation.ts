// The use case behind POST /api/admin/messages/:id/reply, once the body has the right shape: the
// conversation must exist; the answer joins its thread and goes to the conversation's address (the
// one stored, never one from the request) in the conversation's language, queued in the outbox in
// the same batch, then delivered after the answer (the cron retries what fails).
import type { Conversation } from '../contract/schemas/admin-messages.ts';
import type { Database } from '../db/client.ts';
import { findConversation, recordConversationReply } from '../db/queries/admin-messages.ts';
import { ApiError } from '../lib/api-error.ts';
import { conversationReplyEmail } from '../mail/templates/conversation-reply.ts';

export interface ConversationReplyContext {
  db: Database;
  /** The admin answering, for the audit log. */
  actor: string;
  /** Where the customer's answer goes: the company's address. */
  replyTo: string;
  /** Sends the queued e-mail after the answer, without delaying it. */
  deliverSoon: (emailIds: readonly number[]) => void;
}

export const conversationNotFound = () => new ApiError(404, 'not_found', 'admin.messages.error.notFound');

export async function replyToConversation(conversationId: number, text: string, context: ConversationReplyContext): Promise<Conversation> {
  const { db } = context;
  const conversation = await findConversation(db, conversationId);
  if (!conversation) throw conversationNotFound();
  const recorded = await recordConversationReply(db, {
    conversationId,
    text,
    actor: context.actor,
    email: {
      kind: 'reply.conversation',
      toAddress: conversation.customerEmail,
      replyTo: context.replyTo,
      lang: conversation.lang,
      ...conversationReplyEmail(conversation.lang, text),
    },
  });
  if (!recorded) throw conversationNotFound();
  context.deliverSoon([recorded.emailId]);
  return recorded.conversation;
}
