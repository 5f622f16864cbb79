// The Messages screen's calls to /api/admin/messages: the list (with the tag it holds, so an unchanged
// poll is a 304), one thread (opening it marks it read), the answer. Types only from the contract.
import { api } from '../../../lib/api-client.ts';
import type { Conversation, ConversationList, ConversationSummary } from '../../../../worker/contract/admin-messages.ts';
import { conditional, type Answer } from '../admin-api.ts';

export interface ConversationCalls {
  list(etag: string | null): Promise<Answer>;
  open(id: number): Promise<Answer>;
  reply(id: number, text: string): Promise<Response>;
}

export const conversationCalls: ConversationCalls = {
  list: (etag) => api.admin.messages.$get(undefined, conditional(etag)),
  open: (id) => api.admin.messages[':id'].$get({ param: { id: String(id) } }, { init: { cache: 'no-store' } }),
  reply: (id, text) => api.admin.messages[':id'].reply.$post({ param: { id: String(id) }, json: { text } }),
};

export type { Conversation, ConversationList, ConversationSummary };
