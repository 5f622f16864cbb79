// POST /api/contact: the Contact Us form. The body's shape is checked here; receiveContactMessage
// (contact/receive-message.ts) stores the message, continues the customer's conversation and queues
// the admin's notification and the customer's acknowledgement (within the per-address cap).
// Rate-limited per client like the quote requests; a filled honeypot stores nothing.
import { contactRequestSchema } from '../contract/schemas/contact.ts';
import { receiveContactMessage } from '../contact/receive-message.ts';
import { publicFormRoutes } from './public-form.ts';

export const contactRoutes = publicFormRoutes({ name: 'contact', schema: contactRequestSchema, receive: receiveContactMessage });
