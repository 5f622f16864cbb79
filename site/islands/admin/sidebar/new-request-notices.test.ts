// Browser notifications of a new request (new-request-notices.ts): the control's state from the
// browser's permission, and a notification only when allowed, whose click opens its queue.
import { describe, expect, it, vi } from 'vitest';
import { NEW_EXCURSION_QUOTE_EVENT, NEW_QUOTE_EVENT } from '../kit/dashboard-events.ts';
import { noticeState, notifyNewRequest, type NotificationApi } from './new-request-notices.ts';

function fakeApi(permission: NotificationPermission) {
  const shown: { title: string; options?: NotificationOptions; notice: { onclick: (() => void) | null; close: () => void } }[] = [];
  class Fake {
    static permission = permission;
    static requestPermission = vi.fn(async () => permission);
    onclick: (() => void) | null = null;
    close = vi.fn();
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, options, notice: this });
    }
  }
  return { api: Fake as unknown as NotificationApi, shown };
}

const say = (key: string) => `said:${key}`;
const place = (pathname: string) => ({ focus: vi.fn(), pathname: () => pathname, open: vi.fn() });

describe('noticeState', () => {
  it('reads the permission: granted is on, denied is blocked, default is off, no API is unsupported', () => {
    expect(noticeState(fakeApi('granted').api)).toBe('on');
    expect(noticeState(fakeApi('denied').api)).toBe('blocked');
    expect(noticeState(fakeApi('default').api)).toBe('off');
    expect(noticeState(null)).toBe('unsupported');
  });
});

describe('notifyNewRequest', () => {
  it('hands the notification to the service worker where the page may not make one (Chrome on Android)', () => {
    class Refusing {
      static permission = 'granted';
      static requestPermission = vi.fn(async () => 'granted');
      constructor() {
        throw new TypeError('Illegal constructor');
      }
    }
    const showByWorker = vi.fn();
    expect(notifyNewRequest(Refusing as unknown as NotificationApi, NEW_QUOTE_EVENT, say, 'en', { ...place('/admin/agenda'), showByWorker })).toBeNull();
    expect(showByWorker).toHaveBeenCalledWith(
      'said:dashboard.shell.noticeTransfer',
      expect.objectContaining({ tag: 'quote-new', data: { href: '/admin/quotes' } }),
    );
  });

  it('shows nothing unless the administrator allowed notifications', () => {
    for (const permission of ['default', 'denied'] as const) {
      const { api, shown } = fakeApi(permission);
      expect(notifyNewRequest(api, NEW_QUOTE_EVENT, say, 'en', place('/admin/agenda'))).toBeNull();
      expect(shown).toEqual([]);
    }
    expect(notifyNewRequest(null, NEW_QUOTE_EVENT, say, 'en', place('/admin/agenda'))).toBeNull();
  });

  it('names the kind of request, in the dashboard’s language', () => {
    const { api, shown } = fakeApi('granted');
    notifyNewRequest(api, NEW_QUOTE_EVENT, say, 'fr', place('/admin/agenda'));
    notifyNewRequest(api, NEW_EXCURSION_QUOTE_EVENT, say, 'fr', place('/admin/agenda'));
    expect(shown.map(({ title, options }) => [title, options?.lang, options?.tag])).toEqual([
      ['said:dashboard.shell.noticeTransfer', 'fr', 'quote-new'],
      ['said:dashboard.shell.noticeExcursion', 'fr', 'exquote-new'],
    ]);
  });

  it('a click focuses the tab and opens the queue, unless it is already on screen', () => {
    const { api, shown } = fakeApi('granted');
    const elsewhere = place('/admin/agenda');
    notifyNewRequest(api, NEW_EXCURSION_QUOTE_EVENT, say, 'en', elsewhere);
    shown[0]!.notice.onclick?.();
    expect(elsewhere.focus).toHaveBeenCalled();
    expect(elsewhere.open).toHaveBeenCalledWith('/admin/exquotes');
    expect(shown[0]!.notice.close).toHaveBeenCalled();

    const onQueue = place('/admin/quotes');
    notifyNewRequest(api, NEW_QUOTE_EVENT, say, 'en', onQueue);
    shown[1]!.notice.onclick?.();
    expect(onQueue.focus).toHaveBeenCalled();
    expect(onQueue.open).not.toHaveBeenCalled();
  });
});
