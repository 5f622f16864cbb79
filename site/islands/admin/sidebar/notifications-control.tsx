// The sidebar's control for browser notifications of new requests (new-request-notices.ts): it shows
// whether they are on, blocked by the browser or not supported, asks the browser's permission only
// when pressed, and listens for quote:new / exquote:new to show them.
import { useEffect, useState } from 'react';
import type { Say } from '../kit/use-words.ts';
import { NOTICE_OF_EVENT, browserNotifications, noticeState, notifyNewRequest, type NoticeState, type NoticeTitleKey } from './new-request-notices.ts';

type ControlKey =
  NoticeTitleKey | 'dashboard.shell.noticesEnable' | 'dashboard.shell.noticesOn' | 'dashboard.shell.noticesBlocked' | 'dashboard.shell.noticesUnsupported';

const here = {
  focus: () => window.focus(),
  pathname: () => window.location.pathname,
  open: (href: string) => window.location.assign(href),
  showByWorker: (title: string, options: NotificationOptions) => {
    if ('serviceWorker' in navigator)
      void navigator.serviceWorker.ready.then((registration) => registration.showNotification(title, options)).catch(() => undefined);
  },
};

export function NotificationsControl({ say }: { say: Say<ControlKey> }) {
  // 'unsupported' until mounted: the server cannot know the browser's permission.
  const [state, setState] = useState<NoticeState>('unsupported');
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    setState(noticeState(browserNotifications()));
    setMounted(true);
    const listeners = (Object.keys(NOTICE_OF_EVENT) as (keyof typeof NOTICE_OF_EVENT)[]).map((event) => {
      const listener = () => void notifyNewRequest(browserNotifications(), event, say, say.lang, here);
      window.addEventListener(event, listener);
      return () => window.removeEventListener(event, listener);
    });
    return () => listeners.forEach((remove) => remove());
  }, [say]);

  if (!mounted) return null;
  if (state !== 'off') {
    const key = state === 'on' ? 'dashboard.shell.noticesOn' : state === 'blocked' ? 'dashboard.shell.noticesBlocked' : 'dashboard.shell.noticesUnsupported';
    return (
      <p className="px-3.5 text-sm text-white/80" data-testid="notices-state">
        {say(key)}
      </p>
    );
  }
  return (
    <button
      type="button"
      className="adm-nav-link w-full border border-white/30"
      onClick={async () => {
        const api = browserNotifications();
        if (!api) return;
        await api.requestPermission();
        setState(noticeState(api));
      }}
    >
      {say('dashboard.shell.noticesEnable')}
    </button>
  );
}
