// The reply endpoint's words without zod (POST /api/email/send, schemas/email-send.ts): which table a
// quote id names, and the spec's success answer the dashboard compares.
export const REPLY_QUOTE_KINDS = ['transfer', 'excursion'] as const;
export type ReplyQuoteKind = (typeof REPLY_QUOTE_KINDS)[number];

/** The spec's success answer, compared by the dashboard. */
export const EMAIL_SENT_MESSAGE = 'Email sent successfully';

/**
 * The merge field of the customer's request page in a reply: the server replaces it with the
 * customer's own private link when it sends the e-mail (the link's token exists only then).
 */
export const REQUEST_PAGE_LINK_FIELD = '{request-page-link}';
