import {
  notificationInboxCalls,
  notificationSchema,
  type InboxPage,
  type Notification,
} from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../test/axe.ts';
import { callsTo, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';
import { LANGUAGE_STORAGE_KEY } from '../../../../lib/i18n/index.ts';
import { dispatchRealtime } from '../../../../lib/realtime/realtime-stream.ts';

let serial = 0;
function notice(overrides: Partial<Notification> = {}): Notification {
  serial += 1;
  return notificationSchema.parse({
    id: `bbbbbbbb-bbbb-4bbb-8bbb-${String(serial).padStart(12, '0')}`,
    seq: serial,
    kind: 'transfer.accepted',
    topic: 'transfer',
    message: `Notice ${serial}`,
    link: null,
    data: {},
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    readAt: null,
    ...overrides,
  });
}

/** A fake inbox: pages of `pageSize`, read, read all and delete change it as the server would. */
function inbox(initial: Notification[], pageSize = 20) {
  let items = [...initial];
  const unread = () => items.filter((n) => n.readAt === null).length;
  return [
    on(notificationInboxCalls.list, ({ query }): InboxPage => {
      const start = query.cursor ? Number(query.cursor) : 0;
      const size = Math.min(query.limit, pageSize);
      const page = items.slice(start, start + size);
      const next = start + size < items.length ? String(start + size) : null;
      return { items: page, unread: unread(), nextCursor: next };
    }),
    on(notificationInboxCalls.read, ({ params }) => {
      items = items.map((n) => (n.id === params.id ? { ...n, readAt: new Date().toISOString() } : n));
      return { unread: unread() };
    }),
    on(notificationInboxCalls.readAll, () => {
      items = items.map((n) => ({ ...n, readAt: n.readAt ?? new Date().toISOString() }));
      return { unread: 0 };
    }),
    on(notificationInboxCalls.remove, ({ params }) => {
      items = items.filter((n) => n.id !== params.id);
      return { unread: unread() };
    }),
  ];
}

describe('the bell and notification-modal', () => {
  it('shows the unread count on the bell of every signed-in page and opens the notices', async () => {
    signedInMember(inbox([notice(), notice(), notice({ readAt: new Date().toISOString() })]));
    renderApp('/tabs/tab7');
    const bell = await screen.findByRole('link', { name: 'Notifications, 2 unread' });
    fireEvent.click(bell);
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeTruthy();
    expect(await screen.findByText('Notice 1')).toBeTruthy();
  });

  it('lists the notices newest first, marks the unread, and opening one marks it read and goes to its page', async () => {
    const first = notice({
      message: 'Your transfer to Makati was accepted.',
      link: '/notification-settings',
    });
    const second = notice({ message: 'You received an award.', readAt: new Date().toISOString() });
    const calls = signedInMember(inbox([first, second]));
    renderApp('/notification-modal');
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('Unread');
    expect(rows[0]!.textContent).toContain('Your transfer to Makati was accepted.');
    expect(rows[0]!.textContent).toContain('5 min. ago');
    expect(rows[1]!.textContent).not.toContain('Unread');
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeTruthy();

    fireEvent.click(within(rows[0]!).getByRole('button', { name: /Your transfer to Makati was accepted/ }));
    await waitFor(() => expect(callsTo(calls, notificationInboxCalls.read)).toHaveLength(1));
    expect(callsTo(calls, notificationInboxCalls.read)[0]!.url).toContain(`/notifications/${first.id}/read`);
    // Its page opens (here the settings, which the fake server does not answer: its error shows).
    expect(await screen.findByRole('heading', { name: 'Notification settings' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('notification-bell').getAttribute('aria-label')).toBe('Notifications'),
    );
  });

  it('words a notice in the reader’s language from its kind and words, and an older one as the server wrote it', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, JSON.stringify('fil'));
    const reminder = notice({
      kind: 'event.reminder',
      topic: 'event-reminder',
      message: 'Tomorrow: Crusade night, 7:00 PM at the plaza.',
      data: {
        eventId: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
        words: {
          variant: 'venue',
          event: 'Crusade night',
          venue: 'the plaza',
          startsAt: '2026-04-05T11:00:00.000Z',
          timeZone: 'Asia/Manila',
        },
      },
    });
    const guests = notice({
      kind: 'rsvp.new',
      topic: 'rsvp',
      message: 'Ana Reyes RSVP’d to Crusade night from your invitation (party of 3).',
      data: { words: { variant: 'inviter', guest: 'Ana Reyes', event: 'Crusade night', partySize: 3 } },
    });
    const older = notice({
      kind: 'award.given',
      topic: 'award',
      message: 'You received an award: Faithful.',
    });
    signedInMember(inbox([reminder, guests, older]));
    renderApp('/notification-modal');
    const list = await screen.findByRole('list', { name: 'Mga abiso' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]!.textContent).toMatch(/Bukas: Crusade night, 7:00 PM Oras sa Pilipinas sa the plaza\./);
    expect(rows[1]!.textContent).toContain(
      'Nag-RSVP si Ana Reyes sa Crusade night mula sa iyong imbitasyon (3 katao).',
    );
    expect(rows[2]!.textContent).toContain('You received an award: Faithful.');
  });

  it('marks all as read and deletes one at once', async () => {
    const calls = signedInMember(inbox([notice({ message: 'Keep me' }), notice({ message: 'Delete me' })]));
    renderApp('/notification-modal');
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const doomed = within(list).getAllByRole('listitem')[1]!;
    fireEvent.click(within(doomed).getByRole('button', { name: 'Delete notification' }));
    await waitFor(() => expect(screen.queryByText('Delete me')).toBeNull());
    expect(callsTo(calls, notificationInboxCalls.remove)).toHaveLength(1);
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(callsTo(calls, notificationInboxCalls.readAll)).toHaveLength(1));
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeTruthy();
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]!.textContent).not.toContain('Unread'),
    );
    expect((screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('pages with Load more', async () => {
    const many = Array.from({ length: 25 }, () => notice());
    signedInMember(inbox(many));
    renderApp('/notification-modal');
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says what to expect when there are none, links to the settings, and passes axe in light and dark', async () => {
    signedInMember(inbox([]));
    renderApp('/notification-modal');
    expect(await screen.findByText('No notifications yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Notification settings' }).getAttribute('href')).toBe(
      '/notification-settings',
    );
    await expectNoAxeViolations();
  });

  it('passes axe with notices listed', async () => {
    signedInMember(inbox([notice(), notice({ readAt: new Date().toISOString() })]));
    renderApp('/notification-modal');
    await screen.findByRole('list', { name: 'Notifications' });
    await expectNoAxeViolations();
  });

  it('puts a notice from the stream first, counts it and shows it for a moment', async () => {
    signedInMember(inbox([notice({ message: 'Older one', readAt: new Date().toISOString() })]));
    renderApp('/notification-modal');
    const list = await screen.findByRole('list', { name: 'Notifications' });
    await screen.findByRole('link', { name: 'Notifications' });
    const fresh = notice({ message: 'Maria Santos RSVP’d to Crusade from your invitation.' });
    dispatchRealtime('notification', { item: fresh, unread: 1 });
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('Maria Santos RSVP’d'),
    );
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeTruthy();
    // The toast's script is fetched when the first notice comes (notice-toast.tsx).
    expect(
      within(await screen.findByRole('status', { name: '' })).getByText(/Maria Santos RSVP’d/),
    ).toBeTruthy();
    dispatchRealtime('unread', { unread: 0 });
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeTruthy();
  });

  it('puts a notice from the stream dated before others among them, in date order', async () => {
    const day = 24 * 3600_000;
    const today = notice({ message: 'From today', createdAt: new Date(Date.now() - 60_000).toISOString() });
    const lastWeek = notice({
      message: 'From last week',
      createdAt: new Date(Date.now() - 7 * day).toISOString(),
    });
    signedInMember(inbox([today, lastWeek]));
    renderApp('/notification-modal');
    const list = await screen.findByRole('list', { name: 'Notifications' });
    await within(list).findByText('From last week');
    // Written later (a higher seq) but dated yesterday: its transaction began before it committed.
    const late = notice({ message: 'From yesterday', createdAt: new Date(Date.now() - day).toISOString() });
    dispatchRealtime('notification', { item: late, unread: 3 });
    await within(list).findByText('From yesterday');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('From today'),
      expect.stringContaining('From yesterday'),
      expect.stringContaining('From last week'),
    ]);
  });
});
