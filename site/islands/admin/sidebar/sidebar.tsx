// The sidebar's sections (sidebar-sections.ts), the page shown marked as current, with the red badges
// of the pending counts (pending-counts.ts: polled, and a 401 sends the browser to the login page).
import type { ScreenWords } from '../kit/dashboard-words.ts';
import { useWords } from '../kit/use-words.ts';
import { NotificationsControl } from './notifications-control.tsx';
import { usePendingCounts } from './pending-counts.ts';
import { SIDEBAR_SECTIONS, type DashboardSection } from './sidebar-sections.ts';

export interface SidebarProps {
  /** The section shown, marked as the current page. */
  current: DashboardSection | null;
  texts: ScreenWords<'sidebar'>;
}

export default function Sidebar({ current, texts }: SidebarProps) {
  const say = useWords(texts);
  const counts = usePendingCounts();
  return (
    <>
      <ul className="flex flex-col gap-1">
        {SIDEBAR_SECTIONS.map(({ section, href, count, says = 'dashboard.shell.pending' }) => {
          const pending = count ? counts[count] : 0;
          return (
            <li key={section}>
              <a href={href} className="adm-nav-link" aria-current={current === section ? 'page' : undefined}>
                <span>{say(`dashboard.shell.${section}`)}</span>{' '}
                {pending > 0 && (
                  <span className="adm-pending" data-testid={`pending-${section}`}>
                    <span aria-hidden="true">{pending}</span>
                    <span className="sr-only">{say(says, { count: pending })}</span>
                  </span>
                )}
              </a>
            </li>
          );
        })}
      </ul>
      <NotificationsControl say={say} />
    </>
  );
}
