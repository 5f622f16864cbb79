// The sidebar's entries, in order: each section of the dashboard, its page, and the pending count its
// red badge shows (with the words a screen reader hears: '3 pending' unless told otherwise).
import type { PendingCounts } from '../../../../worker/contract/schemas/admin-quotes.ts';
import type { ScreenKey } from '../kit/dashboard-words.ts';

export type DashboardSection =
  'quotes' | 'exquotes' | 'excursions' | 'agenda' | 'chauffeurs' | 'insights' | 'meetingPoints' | 'messages' | 'outbox' | 'audit' | 'security' | 'privacy';

export interface SidebarSection {
  section: DashboardSection;
  href: string;
  count?: keyof PendingCounts;
  says?: ScreenKey<'sidebar'>;
}

export const SIDEBAR_SECTIONS: readonly SidebarSection[] = [
  { section: 'quotes', href: '/admin/quotes', count: 'quotesPending' },
  { section: 'exquotes', href: '/admin/exquotes', count: 'exQuotesPending' },
  { section: 'excursions', href: '/admin/excursions' },
  // Operations (decision 042): the trips to drive, and who drives them in which car.
  { section: 'agenda', href: '/admin/agenda' },
  { section: 'chauffeurs', href: '/admin/chauffeurs' },
  // The business in charts (issue 26, decision 044): nothing to count.
  { section: 'insights', href: '/admin/insights' },
  // Not in the spec's sidebar (reachable by route only there): an unread answer is work waiting, so it is shown and counted.
  { section: 'messages', href: '/admin/messages', count: 'unreadConversations', says: 'dashboard.shell.unread' },
  { section: 'outbox', href: '/admin/outbox', count: 'outboxFailed', says: 'dashboard.shell.failed' },
  // Read only: nothing to count.
  { section: 'audit', href: '/admin/audit' },
  // The administrator's second factor and the sign-in attempts: nothing to count.
  { section: 'security', href: '/admin/security' },
  // A customer's GDPR requests: nothing to count.
  { section: 'privacy', href: '/admin/privacy' },
  // Where the chauffeur waits at each airport terminal and station (decision 042): nothing to count.
  { section: 'meetingPoints', href: '/admin/meeting-points' },
];
