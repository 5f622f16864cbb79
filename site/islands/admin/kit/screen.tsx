// What every screen of the dashboard starts with: its heading (with the list's 'x of y' where it has
// one) and introduction, and the two live regions its actions report in.
import type { ReactNode } from 'react';

export interface ScreenHeadingProps {
  title: string;
  /** The list's 'x of y …', announced as it changes; none until the list is loaded. */
  count?: string | null;
  intro?: string;
  /** More beside the count (the Outbox's failed e-mails). */
  children?: ReactNode;
}

export function ScreenHeading({ title, count, intro, children }: ScreenHeadingProps) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl text-navy-950 sm:text-3xl">{title}</h1>
        {count && (
          <p className="adm-count" aria-live="polite">
            {count}
          </p>
        )}
        {children}
      </div>
      {intro && <p className="text-muted">{intro}</p>}
    </>
  );
}

/** What an action reports: 'alert' for a failure (announced at once), 'status' for a success. */
export interface Notice {
  role: 'alert' | 'status';
  text: string;
}

/**
 * The alert and the status region, both on the page from the start, so what is put in them is
 * announced. `statusClassName`: how a success looks on this screen.
 */
export function Notices({ notice, statusClassName = 'adm-success' }: { notice: Notice | null; statusClassName?: string }) {
  return (
    <>
      <div role="alert" className="empty:hidden">
        {notice?.role === 'alert' && <p className="adm-alert">{notice.text}</p>}
      </div>
      <div role="status" className="empty:hidden">
        {notice?.role === 'status' && <p className={statusClassName}>{notice.text}</p>}
      </div>
    </>
  );
}
