/** Registers the app-shell service worker, in production builds only (dev and tests never cache). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without a service worker the app still works; it is only not installable offline.
    });
  });
}
