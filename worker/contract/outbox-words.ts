// The Outbox screen's statuses and the kinds of e-mail it names in words, without zod: the dashboard
// imports them at run time, admin-outbox.ts validates with them (decision 025).

/**
 * The statuses the screen shows. 'queued' is the table's 'pending' before any failed attempt;
 * 'failed' is a row given up after its attempts ('failed' in the table) and also a 'pending' row
 * whose last attempt failed and whose retry is scheduled, so a provider outage shows at once and
 * not six attempts (hours) later.
 */
export const OUTBOX_SCREEN_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type OutboxScreenStatus = (typeof OUTBOX_SCREEN_STATUSES)[number];

export const OUTBOX_STATUS_FILTERS = ['all', ...OUTBOX_SCREEN_STATUSES] as const;
export type OutboxStatusFilter = (typeof OUTBOX_STATUS_FILTERS)[number];

/**
 * The kinds of e-mail the product queues (the outbox's `kind`), which the screen names in words. A
 * kind not listed here is shown as stored.
 */
export const OUTBOX_KINDS = [
  'quote.customer',
  'quote.admin',
  'exquote.customer',
  'exquote.admin',
  'contact.customer',
  'contact.admin',
  'reply.transfer',
  'reply.excursion',
  'reply.conversation',
  'message.admin',
  // From the customer's request page (decision 040).
  'booking.cancelled',
  'booking.cancelled.admin',
  'booking.change.admin',
  'booking.change.accepted',
  'booking.change.declined',
  // Before a trip (decision 042).
  'trip.reminder',
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];
