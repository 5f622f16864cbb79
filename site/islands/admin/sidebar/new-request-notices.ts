// Browser notifications of a new request (issue 26): when the pending-count poll says a queue grew
// (quote:new, exquote:new), a Notification is shown if the administrator allowed them. Permission is
// asked only when they press the sidebar's control (notifications-control.tsx), never on load.
// Clicking a notification brings the tab forward and opens that queue.
import { NEW_EXCURSION_QUOTE_EVENT, NEW_QUOTE_EVENT } from '../kit/dashboard-events.ts';

/** What the control shows: notifications on, off (may be asked), refused by the browser, or impossible here. */
export type NoticeState = 'on' | 'off' | 'blocked' | 'unsupported';

/** The part of the browser's Notification this module uses (a stub in tests). */
export interface NotificationApi {
  readonly permission: NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  new (title: string, options?: NotificationOptions): Notification;
}

/** The browser's Notification, or null where there is none (old browsers, some phones' in-app views). */
export const browserNotifications = (): NotificationApi | null =>
  typeof window !== 'undefined' && 'Notification' in window ? (window.Notification as unknown as NotificationApi) : null;

/** The control's state for a permission. */
export function noticeState(api: NotificationApi | null): NoticeState {
  if (!api) return 'unsupported';
  return api.permission === 'granted' ? 'on' : api.permission === 'denied' ? 'blocked' : 'off';
}

/** The queue each event is about: where a click on its notification leads, and its title's key. */
export const NOTICE_OF_EVENT = {
  [NEW_QUOTE_EVENT]: { href: '/admin/quotes', title: 'dashboard.shell.noticeTransfer', tag: 'quote-new' },
  [NEW_EXCURSION_QUOTE_EVENT]: { href: '/admin/exquotes', title: 'dashboard.shell.noticeExcursion', tag: 'exquote-new' },
} as const;

export type NoticeTitleKey = (typeof NOTICE_OF_EVENT)[keyof typeof NOTICE_OF_EVENT]['title'];

/**
 * Shows the notification of `event` when notifications are on; returns it (or null). A click focuses
 * the tab and opens the queue (unless it is already on screen, where the list reloads by itself).
 */
export function notifyNewRequest(
  api: NotificationApi | null,
  event: keyof typeof NOTICE_OF_EVENT,
  say: (key: NoticeTitleKey) => string,
  lang: string,
  place: { focus(): void; pathname(): string; open(href: string): void; showByWorker?(title: string, options: NotificationOptions): void },
): Notification | null {
  if (noticeState(api) !== 'on' || !api) return null;
  const { href, title, tag } = NOTICE_OF_EVENT[event];
  const options: NotificationOptions = { tag, lang, icon: '/admin/icon-192.png', data: { href } };
  let notice: Notification;
  try {
    notice = new api(say(title), options);
  } catch {
    // Chrome on Android has no page notifications ("Illegal constructor"): the service worker shows
    // it, and its notificationclick opens the queue (public/admin/sw.js).
    place.showByWorker?.(say(title), options);
    return null;
  }
  notice.onclick = () => {
    place.focus();
    if (place.pathname() !== href) place.open(href);
    notice.close();
  };
  return notice;
}
