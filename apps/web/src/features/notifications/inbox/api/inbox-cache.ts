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

/** Whether `a` comes before `b` in the inbox: the server's order, newest date first, then the later written. */
function listedBefore(a: Notification, b: Notification): boolean {
  const at = Date.parse(a.createdAt) - Date.parse(b.createdAt);
  return at !== 0 ? at > 0 : a.seq > b.seq;
}

/**
 * A notice from the stream, put where the list's order puts it (once), with the count it came with. Usually
 * first; a notice dated before others already listed (its transaction began earlier and committed later) goes
 * among them, and one older than every loaded notice waits for its page when more pages follow.
 */
export function placeInboxItem(client: QueryClient, item: Notification, unread: number): void {
  client.setQueryData<InboxData>(notificationKeys.inbox(), (data) => {
    if (!data || data.pages.length === 0) return data;
    if (data.pages.some((page) => page.items.some((n) => n.id === item.id))) return data;
    let placed = false;
    const pages = data.pages.map((page, index) => {
      if (placed) return page;
      const at = page.items.findIndex((n) => listedBefore(item, n));
      const last = index === data.pages.length - 1;
      if (at === -1 && !(last && page.nextCursor === null)) return page;
      placed = true;
      const items = [...page.items];
      items.splice(at === -1 ? items.length : at, 0, item);
      return { ...page, items };
    });
    return { ...data, pages: [{ ...pages[0]!, unread }, ...pages.slice(1)] };
  });
  client.setQueryData(notificationKeys.unread(), unread);
}
