import { churchEventCalls, rsvpCalls } from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInAdmin } from '../../../../test/admin-fixtures.ts';
import {
  crusadeId,
  makeChurchEvent,
  makeRsvp,
  makeSummary,
  worshipId,
} from '../../../../test/event-fixtures.ts';
import { callsTo, ids, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';

// Both still ahead whenever the test runs: the worship first, the crusade the day after.
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const crusade = makeChurchEvent({ startsAt: hoursFromNow(48), endsAt: hoursFromNow(51) });
const worship = makeChurchEvent({
  id: worshipId,
  title: 'Sunday worship',
  type: 'worship',
  startsAt: hoursFromNow(24),
  endsAt: hoursFromNow(26),
});
const rosa = makeRsvp({ firstName: 'Rosa', lastName: 'Lim' });
const ben = makeRsvp({
  firstName: 'Ben',
  lastName: 'Cruz',
  status: 'waitlisted',
  firstTime: false,
  soulWinner: null,
  email: 'ben@example.org',
  mobile: null,
});

function server() {
  return signedInAdmin([
    on(churchEventCalls.list, () => ({ items: [worship, crusade], nextCursor: null })),
    on(rsvpCalls.summary, () => makeSummary()),
    on(rsvpCalls.list, ({ query }) => {
      const items = [rosa, ben].filter(
        (r) => (!query.status || r.status === query.status) && (!query.q || r.displayName.includes(query.q)),
      );
      return { items, total: items.length, nextCursor: null };
    }),
    on(rsvpCalls.update, ({ body }) => ({ ...rosa, ...body, displayName: 'Rosa Lim' }) as never),
    on(
      rsvpCalls.exportCsv,
      () =>
        new Response('firstName,lastName\nRosa,Lim\n', {
          status: 200,
          headers: { 'Content-Type': 'text/csv' },
        }),
    ),
  ]);
}

const listQueries = (calls: ReturnType<typeof server>) =>
  callsTo(calls, rsvpCalls.list).map((call) => ({
    url: call.url,
    ...Object.fromEntries(new URLSearchParams(call.search)),
  }));

afterEach(() => vi.restoreAllMocks());

describe('admin-rsvp', { timeout: 30_000 }, () => {
  it('shows the chosen event’s figures, its RSVPs and the tables by soul winner and flock', async () => {
    const calls = server();
    renderApp(`/admin-rsvp?eventId=${crusadeId}`);
    const table = await screen.findByRole('table', { name: 'RSVPs' });
    expect(within(table).getByText('Rosa Lim')).toBeTruthy();
    expect(within(table).getByText('Ben Cruz')).toBeTruthy();
    expect(listQueries(calls)[0]!.url).toContain(`/events/${crusadeId}/rsvps`);
    expect(await screen.findByText('People expected')).toBeTruthy();
    expect(screen.getByText('20')).toBeTruthy();
    expect(screen.getByText('3 · 5')).toBeTruthy();
    const bySoulWinner = screen.getByRole('table', { name: 'By soul winner' });
    expect(within(bySoulWinner).getByText('Maria Santos')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'By flock' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Event' }) as HTMLSelectElement).value).toBe(crusadeId);
  });

  it('asks the list again by status tab and by search', async () => {
    const calls = server();
    const { router } = renderApp(`/admin-rsvp?eventId=${crusadeId}`);
    await screen.findByRole('table', { name: 'RSVPs' });
    fireEvent.click(screen.getByRole('tab', { name: 'Waiting list' }));
    await waitFor(() => expect(router.state.location.search).toContain('status=waitlisted'));
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ status: 'waitlisted' }));
    expect(await screen.findByText('Showing 1 of 1')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: /Find a guest/ }), { target: { value: 'Ben' } });
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ status: 'waitlisted', q: 'Ben' }));
  });

  it('downloads the RSVPs as CSV', async () => {
    const created: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => (created.push(blob), 'blob:rsvps'),
        revokeObjectURL: () => {},
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const calls = server();
    renderApp(`/admin-rsvp?eventId=${crusadeId}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(await created[0]!.text()).toBe('firstName,lastName\nRosa,Lim\n');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('rsvps-Home-Free-crusade.csv');
    expect(callsTo(calls, rsvpCalls.exportCsv)[0]!.url).toContain(`/events/${crusadeId}/rsvps/export`);
  });

  it('edits an RSVP in a dialog and cancels one after asking', async () => {
    const calls = server();
    renderApp(`/admin-rsvp?eventId=${crusadeId}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the RSVP of Rosa Lim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the RSVP' });
    fireEvent.change(within(dialog).getByLabelText(/^Party size/), { target: { value: '4' } });
    fireEvent.change(within(dialog).getByLabelText(/^Notes/), { target: { value: 'Bringing her parents' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The RSVP of Rosa Lim was saved.')).toBeTruthy();
    expect(callsTo(calls, rsvpCalls.update)[0]!.body).toEqual({
      firstName: 'Rosa',
      lastName: 'Lim',
      mobile: '+639175551234',
      email: null,
      partySize: 4,
      status: 'confirmed',
      notes: 'Bringing her parents',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Cancel the RSVP of Ben Cruz' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this RSVP?' });
    expect(callsTo(calls, rsvpCalls.update)).toHaveLength(1);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel the RSVP' }));
    await waitFor(() => expect(callsTo(calls, rsvpCalls.update)).toHaveLength(2));
    expect(callsTo(calls, rsvpCalls.update)[1]!.body).toEqual({ status: 'cancelled' });
    expect(callsTo(calls, rsvpCalls.update)[1]!.url).toContain(`/rsvps/${ben.id}`);
  });

  it('starts on the locale’s event on now or next when none is chosen', async () => {
    const calls = server();
    renderApp('/admin-rsvp');
    await screen.findByRole('table', { name: 'RSVPs' });
    expect(
      Object.fromEntries(new URLSearchParams(callsTo(calls, churchEventCalls.list)[0]!.search)).localeId,
    ).toBe(ids.locale);
    // The worship (first, still ahead) is chosen.
    expect(listQueries(calls)[0]!.url).toContain(`/events/${worshipId}/rsvps`);
  });
});
