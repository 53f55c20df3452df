import type { InboxPage, Notification } from '@congregate/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { notificationKeys } from '../../../../lib/query-keys.ts';

type InboxData = InfiniteData<InboxPage, string | null>;

/** Changes the notices of every loaded inbox page (read, removed), keeping the pages as they are. */
export function setInboxItems(client: QueryClient, change: (items: Notification[]) => Notification[]): void {
  client.setQueryData<InboxData>(notificationKeys.inbox(), (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) } : data,
  );
}

/** A new notice from the stream: first on the first page (once), with the count it came with. */
export function prependInboxItem(client: QueryClient, item: Notification, unread: number): void {
  client.setQueryData<InboxData>(notificationKeys.inbox(), (data) => {
    if (!data || data.pages.length === 0) return data;
    if (data.pages.some((page) => page.items.some((n) => n.id === item.id))) return data;
    const [first, ...rest] = data.pages;
    return { ...data, pages: [{ ...first!, items: [item, ...first!.items], unread }, ...rest] };
  });
  client.setQueryData(notificationKeys.unread(), unread);
}
