// The time a screen's relative labels are computed at (a quote's urgency and wait, an offer's time
// left), moved on every minute so they stay true between polls.
import { useEffect, useState } from 'react';

/** How often the labels are read again. */
export const CLOCK_TICK_MS = 60_000;

export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
