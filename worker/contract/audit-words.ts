// The audit trail's actions and the kinds of thing they act on, without zod: the dashboard names them
// in words at run time, admin-audit.ts validates the screen's filters with them (decision 028).

/**
 * What an entry records. 'sign-in-failed' is a wrong username, password or code; 'sign-in-throttled'
 * says an address's attempts are being refused by the limits on failures (decision 032): written
 * once per address and 15-minute window, not for every refused attempt (decision 028: an attacker
 * must not be able to grow the trail at will; the Security screen counts them all).
 */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-in-throttled',
  'sign-out',
  'create',
  'update',
  'delete',
  'reply',
  'resend',
  'export',
  'erase',
  'retention',
  // A request's money (decision 038): an offer sent or withdrawn, a payment (or one that did not
  // match its offer), a refund asked of Stripe and one Stripe made, the customer's links revoked.
  'offer',
  'offer-withdraw',
  'payment',
  'payment-mismatch',
  'refund-request',
  'refund',
  'refund-failed',
  'links-revoke',
  // From the customer's request page (decision 040; actor 'customer'): a cancellation, a change
  // asked; and the office's answer to the change.
  'customer-cancel',
  'change-request',
  'change-accept',
  'change-decline',
  // A message the customer wrote on their request page (decision 041; actor 'customer').
  'customer-message',
  // Operations (decision 042): a chauffeur's sheet link made, all of them revoked.
  'chauffeur-link',
  'chauffeur-links-revoke',
  // The meeting-point library (decision 042): a place's words edited, or reset to the library's.
  'meeting-point-edit',
  'meeting-point-reset',
  // Operations (decision 042): a trip's chauffeur and car, an excursion's agreed time.
  'assign',
  'trip-time',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an entry is about (the table's entity_type): the outbox's related types where they meet. */
export const AUDIT_ENTITY_TYPES = [
  'admin_session',
  'quote',
  'excursion_quote',
  'excursion',
  'conversation',
  'outbox',
  'admin_second_factor',
  'privacy',
  'retention',
  'chauffeur',
  'meeting_point',
  'fleet_vehicle',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const AUDIT_ACTION_FILTERS = ['all', ...AUDIT_ACTIONS] as const;
export const AUDIT_ENTITY_FILTERS = ['all', ...AUDIT_ENTITY_TYPES] as const;

/** The longest user agent, actor and address kept in an entry: enough to recognise a browser, never a body. */
export const AUDIT_TEXT_LIMITS = { userAgent: 256, actor: 80, ip: 64 } as const;
