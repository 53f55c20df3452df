/* global self, caches */
// Congregate service worker: caches the app shell (page, scripts, styles, icons) so the app opens
// quickly and installs as a PWA. API calls and /config.json are never cached: they always go to the server.
const CACHE = 'congregate-shell-v1';
const SHELL = ['/', '/manifest.webmanifest', '/icons/icon.svg', '/icons/icon-192.png', '/icons/icon-512.png'];
// The face engine's models and WebAssembly (/face/, ~12 MB): never precached; kept once a kiosk has used them.
const FACE_CACHE = 'congregate-face-v1';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((key) => key !== CACHE && key !== FACE_CACHE).map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/**
 * A face engine file: from the server (the browser's HTTP cache revalidates it, so a new version arrives), and
 * a copy for offline use when a kiosk asked, so that face check-in keeps working with the network down; other
 * pages (a member enrolling on a phone) do not keep 12 MB they need once.
 */
async function faceFile(event) {
  const cache = await caches.open(FACE_CACHE);
  let response;
  try {
    response = await fetch(event.request);
  } catch (error) {
    const cached = await cache.match(event.request);
    if (cached) return cached;
    throw error;
  }
  if (response.ok) {
    const copy = response.clone();
    event.waitUntil(
      (async () => {
        const client = event.clientId ? await self.clients.get(event.clientId) : null;
        if (!client || !new URL(client.url).pathname.startsWith('/kiosk')) return;
        const cached = await cache.match(event.request);
        // The same file (same ETag) is not written again at every kiosk start.
        if (cached && cached.headers.get('etag') === copy.headers.get('etag')) return;
        await cache.put(event.request, copy);
      })(),
    );
  }
  return response;
}

function isShellAsset(url) {
  return (
    url.pathname.startsWith('/assets/') ||
    url.pathname.startsWith('/icons/') ||
    url.pathname === '/manifest.webmanifest'
  );
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname === '/config.json') return;

  if (url.pathname.startsWith('/face/')) {
    event.respondWith(faceFile(event));
    return;
  }

  if (request.mode === 'navigate') {
    // The page itself: the network first (fresh deploys), the cached shell when offline.
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put('/', copy));
          }
          return response;
        })
        .catch(() => caches.match('/').then((cached) => cached || Response.error())),
    );
    return;
  }

  if (isShellAsset(url)) {
    // Hashed build files never change under the same name: the cache first.
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});

// Web push (issue 16): the server sends `{ title, body, url, tag }`, encrypted for this browser's subscription.
self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(message.title || 'Congregate', {
      body: message.body || '',
      tag: message.tag || undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: message.url || '/notification-modal' },
    }),
  );
});

// Tapping a notification opens what it is about: in an open window of the app when there is one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(
    (event.notification.data && event.notification.data.url) || '/',
    self.location.origin,
  );
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        if ('navigate' in open) return open.navigate(target.href);
        return undefined;
      }
      return self.clients.openWindow(target.href);
    })(),
  );
});
