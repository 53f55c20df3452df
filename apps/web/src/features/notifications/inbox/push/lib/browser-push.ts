/** Where this browser keeps the server's id of its subscription (to delete it when push is turned off). */
export const PUSH_SUBSCRIPTION_STORAGE_KEY = 'congregate.push-subscription';

/**
 * This browser's service worker registration when it can receive web push; null when it cannot (no Push
 * API, e.g. iOS Safari outside an installed app; or no service worker, as in development and tests).
 */
export async function pushRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator)) return null;
  if (!('PushManager' in window) || !('Notification' in window)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return registration && 'pushManager' in registration ? registration : null;
}

/** A base64url VAPID key as the bytes `pushManager.subscribe` takes. */
export function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64Url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** What a subscription posts: its endpoint and keys, as `PushSubscription.toJSON()` gives them. */
export function subscriptionBody(subscription: PushSubscription) {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

export function storedSubscriptionId(): string | null {
  try {
    return localStorage.getItem(PUSH_SUBSCRIPTION_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeSubscriptionId(id: string | null): void {
  try {
    if (id) localStorage.setItem(PUSH_SUBSCRIPTION_STORAGE_KEY, id);
    else localStorage.removeItem(PUSH_SUBSCRIPTION_STORAGE_KEY);
  } catch {
    // Private mode: the subscription still works; turning it off then only stops it in the browser.
  }
}
