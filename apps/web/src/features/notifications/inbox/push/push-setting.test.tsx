import { pushSubscriptionCalls } from '@congregate/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../../app/providers.tsx';
import { queryClient } from '../../../../lib/query-client.ts';
import { expectNoAxeViolations } from '../../../../test/axe.ts';
import { callsTo, on } from '../../../../test/fake-server.ts';
import { signedInMember } from '../../../../test/signed-in.ts';
import { PUSH_SUBSCRIPTION_STORAGE_KEY } from './lib/browser-push.ts';
import { PushSetting } from './push-setting.tsx';

// The server's VAPID key: 65 bytes (an uncompressed P-256 point) as base64url.
const serverKey = Buffer.from(Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : i))).toString(
  'base64url',
);
const browserKeys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
const subscriptionId = '5a5a5a5a-5a5a-4a5a-8a5a-5a5a5a5a5a5a';

/** A browser with the Push API: a service worker registration whose PushManager remembers one subscription. */
function stubPushBrowser(permission: NotificationPermission, answer: NotificationPermission = permission) {
  let current: PushSubscription | null = null;
  const subscription = {
    endpoint: 'https://push.example/send/abc',
    toJSON: () => ({ endpoint: 'https://push.example/send/abc', expirationTime: null, keys: browserKeys }),
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  } as unknown as PushSubscription;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => {
      current = subscription;
      return subscription;
    }),
  };
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission, requestPermission });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager }) },
  });
  return {
    pushManager,
    subscription,
    requestPermission,
    subscribed: () => current !== null,
    preset: () => (current = subscription),
  };
}

function renderSetting() {
  queryClient.clear();
  return render(
    <Providers>
      <PushSetting />
    </Providers>,
  );
}

const theSwitch = () => screen.findByRole('switch', { name: /Push notifications on this device/ });

afterEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('PushSetting', { timeout: 20_000 }, () => {
  it('explains instead of offering a switch when the browser cannot receive push', async () => {
    signedInMember([]);
    renderSetting();
    expect(await screen.findByText(/This browser cannot receive push notifications/)).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    await expectNoAxeViolations();
  });

  it('asks permission, subscribes with the server’s key and registers the subscription', async () => {
    const browser = stubPushBrowser('default', 'granted');
    const calls = signedInMember([
      on(pushSubscriptionCalls.key, () => ({ publicKey: serverKey })),
      on(pushSubscriptionCalls.subscribe, () => ({ id: subscriptionId })),
    ]);
    renderSetting();
    const toggle = await theSwitch();
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await expectNoAxeViolations();
    fireEvent.click(toggle);
    expect(await screen.findByText('Push notifications are on for this device.')).toBeTruthy();
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    const options = browser.pushManager.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect(Buffer.from(options.applicationServerKey as Uint8Array).toString('base64url')).toBe(serverKey);
    // The paths the notifications issue named, not the first nested ones (still served as aliases).
    expect(callsTo(calls, pushSubscriptionCalls.key)[0]!.url).toBe('/api/notifications/push-key');
    expect(callsTo(calls, pushSubscriptionCalls.subscribe)[0]!.url).toBe(
      '/api/notifications/push-subscriptions',
    );
    expect(callsTo(calls, pushSubscriptionCalls.subscribe)[0]!.body).toEqual({
      endpoint: 'https://push.example/send/abc',
      keys: browserKeys,
    });
    expect(localStorage.getItem(PUSH_SUBSCRIPTION_STORAGE_KEY)).toBe(subscriptionId);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
  });

  it('unsubscribes the browser and deletes the server’s subscription when turned off', async () => {
    const browser = stubPushBrowser('granted');
    browser.preset();
    localStorage.setItem(PUSH_SUBSCRIPTION_STORAGE_KEY, subscriptionId);
    const calls = signedInMember([on(pushSubscriptionCalls.unsubscribe, () => ({ ok: true as const }))]);
    renderSetting();
    const toggle = await theSwitch();
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    fireEvent.click(toggle);
    expect(await screen.findByText('Push notifications are off for this device.')).toBeTruthy();
    expect(browser.subscribed()).toBe(false);
    expect(callsTo(calls, pushSubscriptionCalls.unsubscribe)[0]!.url).toBe(
      `/api/notifications/push-subscriptions/${subscriptionId}`,
    );
    expect(localStorage.getItem(PUSH_SUBSCRIPTION_STORAGE_KEY)).toBeNull();
  });

  it('says how to allow notifications when the browser blocks them, and subscribes nothing', async () => {
    const browser = stubPushBrowser('default', 'denied');
    const calls = signedInMember([]);
    renderSetting();
    fireEvent.click(await theSwitch());
    expect(await screen.findByText(/Notifications are blocked for Congregate in this browser/)).toBeTruthy();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(callsTo(calls, pushSubscriptionCalls.subscribe)).toHaveLength(0);
    expect(((await theSwitch()) as HTMLInputElement).checked).toBe(false);
    await expectNoAxeViolations();
  });
});
