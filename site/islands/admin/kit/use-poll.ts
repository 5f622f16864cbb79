// How every dashboard list keeps itself current: `refresh` runs every `intervalMs` while the tab is
// shown, at once when the tab is shown again, and at once on each window event named in `events`
// (e.g. a new quote sent from this browser). Hidden tabs ask nothing.
import { useEffect } from 'react';

export function usePoll(refresh: () => unknown, intervalMs: number, events: readonly string[] = []): void {
  const eventList = events.join('\n');
  useEffect(() => {
    const whenShown = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    const now = () => void refresh();
    const names = eventList === '' ? [] : eventList.split('\n');
    const timer = window.setInterval(whenShown, intervalMs);
    document.addEventListener('visibilitychange', whenShown);
    for (const name of names) window.addEventListener(name, now);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', whenShown);
      for (const name of names) window.removeEventListener(name, now);
    };
  }, [refresh, intervalMs, eventList]);
}
