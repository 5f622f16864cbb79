// The use case behind POST /api/contact, once the body has the right shape: the message is stored,
// continues the customer's conversation, and queues the company's notification and the customer's
// acknowledgement (within the per-address cap), which are delivered after the answer. A filled
// honeypot stores nothing.
import type { ContactMessageInput, ContactResponse } from '../contract/schemas/contact.ts';
import { recordContactMessage } from '../db/queries/contact.ts';
import { storeOnce } from '../lib/idempotency.ts';
import type { Submission } from '../submission.ts';
import { contactAdminEmail, contactCustomerEmail } from '../mail/templates/contact.ts';
import { acknowledgementCap } from '../mail/recipient-cap.ts';

export async function receiveContactMessage(request: ContactMessageInput & { website: string }, submission: Submission): Promise<ContactResponse> {
  const { website, ...input } = request;
  // Checked after validation, so a bot sees exactly what a person would: the same errors, the same success.
  if (website.trim() !== '') {
    console.warn(`[contact] honeypot filled by ${submission.client}: nothing stored, nothing sent`);
    return { id: 0, conversationId: 0 };
  }

  const { db } = submission;
  const message = { ...input, lang: input.lang ?? submission.lang };
  const { answer, emailIds } = await storeOnce(db, submission.idempotency, async (idempotency) => {
    const { emailIds, ...stored } = await recordContactMessage(db, {
      message,
      idempotency,
      emails: [
        { kind: 'contact.admin', toAddress: submission.adminAddress, replyTo: message.email, lang: 'en', ...contactAdminEmail(message) },
        // Queued only while the address is under the cap; the message is stored and the company told either way.
        { kind: 'contact.customer', toAddress: message.email, replyTo: null, lang: message.lang, ...contactCustomerEmail(message), cap: acknowledgementCap() },
      ],
    });
    return { answer: stored satisfies ContactResponse, emailIds };
  });
  submission.deliverSoon(emailIds);
  return answer;
}
