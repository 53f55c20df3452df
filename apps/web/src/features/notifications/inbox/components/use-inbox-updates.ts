import type { Notification, StreamNotification } from '@congregate/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { notificationKeys } from '../../../../lib/query-keys.ts';
import { onRealtime, useRealtimeStream } from '../../../../lib/realtime/realtime-stream.ts';
import { placeInboxItem } from '../api/inbox-cache.ts';

/** A notice shown for a moment over the page when it arrives (worded there, in the reader's language). */
export type Toast = Pick<Notification, 'id' | 'kind' | 'message' | 'data' | 'link'>;

const TOAST_MS = 6000;

/**
 * Keeps the signed-in app's notification caches current from the stream: a new notice takes its place in the
 * list (first, unless it is dated before others) and counts as unread (and shows as a toast), a count change elsewhere (another tab read them) is set,
 * and after a gap everything is read again.
 */
export function useInboxUpdates(enabled: boolean) {
  const client = useQueryClient();
  const [toast, setToast] = useState<Toast | null>(null);
  useRealtimeStream(enabled);

  useEffect(() => {
    if (!enabled) return;
    return onRealtime((name, data) => {
      if (name === 'notification') {
        const { item, unread } = data as StreamNotification;
        if (!item?.id) return;
        const known = client
          .getQueryData<{ pages: { items: { id: string }[] }[] }>(notificationKeys.inbox())
          ?.pages.some((page) => page.items.some((n) => n.id === item.id));
        placeInboxItem(client, item, unread);
        if (!known && !item.readAt)
          setToast({ id: item.id, kind: item.kind, message: item.message, data: item.data, link: item.link });
      } else if (name === 'unread') {
        const { unread } = data as { unread: number };
        if (typeof unread === 'number') client.setQueryData(notificationKeys.unread(), unread);
      } else if (name === 'resync') {
        void client.invalidateQueries({ queryKey: notificationKeys.all });
      }
    });
  }, [client, enabled]);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(null), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);

  return { toast, dismiss: () => setToast(null) };
}
