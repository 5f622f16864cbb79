// The operations' numbers (decision 042), written once: when the customer's reminder goes, and how
// long a chauffeur's sheet link works. Browser-safe.

/** The reminder goes once a trip starts within this many hours (the cron looks every 5 minutes). */
export const REMINDER_HOURS_BEFORE = 24;

/** A chauffeur's sheet link works this many days after it is made (then the office sends a new one). */
export const CHAUFFEUR_LINK_DAYS = 30;

/** The chauffeur's sheet shows today and the next days: this many in all (Paris days). */
export const SHEET_DAYS = 3;
