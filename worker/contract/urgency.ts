// Spec section 4's urgency label of a transfer quote, from its pickup instant: computed by the
// server in the admin lists and again by the dashboard between polls. No zod here: the browser
// imports this module.

/** Pickup 1 day away or less is URGENT, 3 days or less SOON. */
export const URGENCIES = ['URGENT', 'SOON'] as const;
export type Urgency = (typeof URGENCIES)[number];

const DAY_MS = 86_400_000;
/** How far ahead of the pickup each label starts, most pressing first. */
export const URGENCY_THRESHOLDS_MS: readonly (readonly [Urgency, number])[] = [
  ['URGENT', 1 * DAY_MS],
  ['SOON', 3 * DAY_MS],
];

/**
 * The urgency label of a pickup at `pickupAt` seen at `now`; null when the pickup is more than 3 days
 * away, or already past (nothing can be hurried any more). The server labels its answers with its
 * clock; the dashboard may relabel with its own between polls.
 */
export function urgencyOf(pickupAt: Date | number | string, now: Date | number = Date.now()): Urgency | null {
  const left = new Date(pickupAt).getTime() - new Date(now).getTime();
  if (!(left > 0)) return null;
  return URGENCY_THRESHOLDS_MS.find(([, ahead]) => left <= ahead)?.[0] ?? null;
}
