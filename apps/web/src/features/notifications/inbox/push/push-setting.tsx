import { Alert, Stack, Switch, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { IconBell, IconInfoCircle } from '../../../../components/ui/icons.ts';
import { pushKeyQueryOptions } from './api/get-push-key.ts';
import { subscribePush } from './api/subscribe-push.ts';
import { unsubscribePush } from './api/unsubscribe-push.ts';
import { usePushT, type PushKey } from './i18n/index.ts';
import {
  keyBytes,
  pushRegistration,
  storedSubscriptionId,
  storeSubscriptionId,
  subscriptionBody,
} from './lib/browser-push.ts';

type Support =
  | { status: 'checking' }
  | { status: 'unsupported' }
  | { status: 'ready'; registration: ServiceWorkerRegistration };

/**
 * "Push notifications on this device": subscribes this browser to web push (asking the browser's permission
 * first) or unsubscribes it. Hidden behind an explanation where the browser has no Push API or no service worker.
 */
export function PushSetting() {
  const pt = usePushT();
  const queryClient = useQueryClient();
  const [support, setSupport] = useState<Support>({ status: 'checking' });
  const [enabled, setEnabled] = useState(false);
  const [denied, setDenied] = useState(false);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ key: PushKey; failed: boolean } | null>(null);

  useEffect(() => {
    let live = true;
    (async () => {
      const registration = await pushRegistration();
      if (!live) return;
      if (!registration) return setSupport({ status: 'unsupported' });
      const subscription = await registration.pushManager.getSubscription();
      if (!live) return;
      setEnabled(subscription !== null);
      setDenied(Notification.permission === 'denied');
      setSupport({ status: 'ready', registration });
    })().catch(() => live && setSupport({ status: 'unsupported' }));
    return () => {
      live = false;
    };
  }, []);

  if (support.status === 'checking') return null;
  if (support.status === 'unsupported') {
    return (
      <Alert color="gray" variant="light" icon={<IconInfoCircle />} title={pt('push.title')}>
        {pt('push.unsupported')}
      </Alert>
    );
  }
  const { registration } = support;

  async function turnOn() {
    const permission = await Notification.requestPermission();
    setDenied(permission === 'denied');
    if (permission !== 'granted') {
      if (permission !== 'denied') setNote({ key: 'push.dismissed', failed: false });
      return;
    }
    const { publicKey } = await queryClient.fetchQuery(pushKeyQueryOptions());
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      }));
    const { id } = await subscribePush(subscriptionBody(subscription));
    storeSubscriptionId(id);
    setEnabled(true);
    setNote({ key: 'push.on', failed: false });
  }

  async function turnOff() {
    const subscription = await registration.pushManager.getSubscription();
    await subscription?.unsubscribe();
    const id = storedSubscriptionId();
    // Not reaching the server is harmless: the push service answers 410 to the next message and the server drops it.
    if (id) await unsubscribePush(id).catch(() => undefined);
    storeSubscriptionId(null);
    setEnabled(false);
    setNote({ key: 'push.off', failed: false });
  }

  return (
    <Stack gap="xs">
      <Switch
        label={pt('push.switch')}
        description={pt('push.description')}
        checked={enabled}
        disabled={busy}
        thumbIcon={enabled ? <IconBell size={12} /> : undefined}
        onChange={(event) => {
          const on = event.currentTarget.checked;
          setBusy(true);
          setNote(null);
          (on ? turnOn() : turnOff())
            .catch(() => setNote({ key: 'push.failed', failed: true }))
            .finally(() => setBusy(false));
        }}
      />
      {denied && (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle />}>
          {pt('push.denied')}
        </Alert>
      )}
      {note && (
        <Text size="sm" c={note.failed ? 'red.8' : 'dimmed'} role={note.failed ? 'alert' : 'status'}>
          {pt(note.key)}
        </Text>
      )}
    </Stack>
  );
}
