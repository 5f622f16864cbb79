// The back office's service worker (scope /admin/, registered by site/browser/admin-shell.ts): it
// keeps one page, /admin/offline (no data), and shows it when a dashboard page cannot be fetched.
// It never keeps anything else: no API answer, no signed-in page's HTML, so no stale or private data
// stays on the device. Every other request goes to the network as if there were no service worker.
const CACHE = 'admin-offline-v1';
const OFFLINE_PAGE = '/admin/offline';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(new Request(OFFLINE_PAGE, { cache: 'reload', credentials: 'omit' })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.respondWith(
    fetch(event.request).catch(() =>
      caches
        .open(CACHE)
        .then((cache) => cache.match(OFFLINE_PAGE))
        .then((page) => page ?? Response.error()),
    ),
  );
});

// A notification of a new request shown by this worker (phones have no page notifications;
// site/islands/admin/sidebar/new-request-notices.ts): a click brings a dashboard window forward on
// its queue, or opens one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const href = new URL(event.notification.data?.href ?? '/admin/quotes', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).pathname.startsWith('/admin/'));
      if (!open) return self.clients.openWindow(href);
      return open.focus().then((client) => (client.url === href ? client : client.navigate(href)));
    }),
  );
});
