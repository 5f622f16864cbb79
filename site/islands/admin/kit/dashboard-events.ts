// The window events by which one part of the dashboard tells another to ask the server again at once
// rather than at its next poll (each part polls on its own: use-poll.ts).

/**
 * Said by a screen whose action moves a sidebar count (a thread opened, an e-mail resent, an
 * erasure): the sidebar asks for the counts at once.
 */
export const COUNTS_CHANGED_EVENT = 'admin:counts-changed';
export const countsChanged = () => window.dispatchEvent(new Event(COUNTS_CHANGED_EVENT));

/**
 * A new transfer or excursion quote request is known (spec section 7): the queue reloads at once.
 * The sidebar says them when its pending counts grow (sidebar/pending-counts.ts).
 */
export const NEW_QUOTE_EVENT = 'quote:new';
export const NEW_EXCURSION_QUOTE_EVENT = 'exquote:new';
