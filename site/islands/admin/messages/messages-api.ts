// The Messages screen's requests to /api/admin/messages, made by adminCall: the list (an unchanged
// poll is a 304), one thread (opening it marks it read), the answer. Types only from the contract.
import { api } from '../../../lib/api-client.ts';
import type {
  Conversation,
  ConversationList,
  ConversationMessage,
  ConversationSummary,
  CustomerRequest,
  MessageAttachmentView,
  TimelineEvent,
} from '../../../../worker/contract/schemas/admin-messages.ts';
import type { AdminRequest } from '../kit/admin-call.ts';

const conversation = (id: number) => ({ param: { id: String(id) } });

export const conversationCalls = {
  list: ((options) => api.admin.messages.$get(undefined, options)) satisfies AdminRequest,
  open: (id: number) => ((options) => api.admin.messages[':id'].$get(conversation(id), options)) satisfies AdminRequest,
  reply: (id: number, text: string) =>
    ((options) => api.admin.messages[':id'].reply.$post({ ...conversation(id), json: { text } }, options)) satisfies AdminRequest,
};

export type { Conversation, ConversationList, ConversationMessage, ConversationSummary, CustomerRequest, MessageAttachmentView, TimelineEvent };
