// The sidebar's sections with the red badges: pending Quotes and EX Quotes, unread Messages and the
// Outbox's failed e-mails. The counts are polled every PENDING_COUNTS_POLL_MS while the tab is shown
// and at once when it is shown again, with If-None-Match (an unchanged poll is a 304); failures are
// ignored (spec section 8), and a 401 sends the browser to the login page.
import { useEffect, useRef, useState } from 'react';
import { PENDING_COUNTS_POLL_MS } from '../../../worker/contract/constants.ts';
import { fillPlaceholders } from '../../../worker/contract/i18n/placeholders.ts';
import { COUNTS_CHANGED_EVENT, pendingCountsCall, signedIn, type PendingCounts } from './admin-api.ts';
import type { SidebarTexts } from './messages.ts';

export type DashboardSection = 'quotes' | 'exquotes' | 'excursions' | 'messages' | 'outbox' | 'audit' | 'security' | 'privacy';

export interface PendingBadgesProps {
  /** The section shown, marked as the current page. */
  current: DashboardSection | null;
  texts: SidebarTexts;
}

/** `says`: the badge's words for screen readers ('3 pending' unless told otherwise). */
const SECTIONS: readonly { section: DashboardSection; href: string; count?: keyof PendingCounts; says?: keyof SidebarTexts }[] = [
  { section: 'quotes', href: '/admin/quotes', count: 'quotesPending' },
  { section: 'exquotes', href: '/admin/exquotes', count: 'exQuotesPending' },
  { section: 'excursions', href: '/admin/excursions' },
  // Not in the spec's sidebar; issue 12 adds it, its count among the pending badges.
  { section: 'messages', href: '/admin/messages', count: 'unreadConversations', says: 'dashboard.shell.unread' },
  { section: 'outbox', href: '/admin/outbox', count: 'outboxFailed', says: 'dashboard.shell.failed' },
  // Issue 13: read only, nothing to count.
  { section: 'audit', href: '/admin/audit' },
  // Issue 13: the administrator's second factor; nothing to count.
  { section: 'security', href: '/admin/security' },
  // Issue 13: a customer's GDPR requests; nothing to count.
  { section: 'privacy', href: '/admin/privacy' },
];

export default function PendingBadges({ current, texts }: PendingBadgesProps) {
  const [counts, setCounts] = useState<PendingCounts>({ quotesPending: 0, exQuotesPending: 0, unreadConversations: 0, outboxFailed: 0 });
  const etag = useRef<string | null>(null);

  useEffect(() => {
    let stopped = false;
    const poll = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const answer = signedIn(await pendingCountsCall(etag.current));
        if (stopped || !answer.ok) return;
        const fresh = (await answer.json()) as PendingCounts;
        etag.current = answer.headers.get('ETag');
        setCounts(fresh);
      } catch {
        // Ignored: the badges keep their last counts until a poll succeeds.
      }
    };
    void poll();
    const timer = window.setInterval(() => void poll(), PENDING_COUNTS_POLL_MS);
    const onVisible = () => void poll();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener(COUNTS_CHANGED_EVENT, onVisible);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener(COUNTS_CHANGED_EVENT, onVisible);
    };
  }, []);

  return (
    <ul className="flex flex-col gap-1">
      {SECTIONS.map(({ section, href, count, says = 'dashboard.shell.pending' }) => {
        const pending = count ? counts[count] : 0;
        return (
          <li key={section}>
            <a href={href} className="adm-nav-link" aria-current={current === section ? 'page' : undefined}>
              <span>{texts[`dashboard.shell.${section}`]}</span>{' '}
              {pending > 0 && (
                <span className="adm-pending" data-testid={`pending-${section}`}>
                  <span aria-hidden="true">{pending}</span>
                  <span className="sr-only">{fillPlaceholders(texts[says], { count: pending })}</span>
                </span>
              )}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
