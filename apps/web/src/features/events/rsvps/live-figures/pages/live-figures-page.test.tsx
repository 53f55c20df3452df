import { churchEventCalls, rsvpCalls } from '@congregate/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../../../../test/admin-fixtures.ts';
import { crusadeId, makeChurchEvent, makeSummary, worshipId } from '../../../../../test/event-fixtures.ts';
import { callsTo, ids, on } from '../../../../../test/fake-server.ts';
import { renderApp } from '../../../../../test/render-app.tsx';
import { dispatchRealtime } from '../../../../../lib/realtime/realtime-stream.ts';
import { MINISTER_REFRESH_MS } from './live-figures-page.tsx';

const now = Date.now();
const past = makeChurchEvent({
  id: worshipId,
  title: 'Last Sunday',
  startsAt: new Date(now - 7 * 86_400_000).toISOString(),
  endsAt: new Date(now - 7 * 86_400_000 + 7_200_000).toISOString(),
});
const tonight = makeChurchEvent({
  startsAt: new Date(now - 3_600_000).toISOString(),
  endsAt: new Date(now + 3_600_000).toISOString(),
});

describe('minister-page', { timeout: 30_000 }, () => {
  it('shows today’s event’s figures from its summary, and reads them again as people arrive', async () => {
    let arrived = 5;
    const calls = signedInAdmin([
      on(churchEventCalls.list, () => ({ items: [past, tonight], nextCursor: null })),
      on(rsvpCalls.summary, () =>
        makeSummary({
          event: tonight,
          counts: { rsvps: 12, people: 20, arrivedPeople: arrived, firstTimersArrived: 2 },
          seatsLeft: 280,
          recentArrivals: [
            {
              rsvpId: ids.member,
              displayName: 'Rosa Lim',
              partySize: 2,
              firstTime: true,
              arrivedAt: tonight.startsAt,
            },
          ],
        }),
      ),
    ]);
    renderApp('/minister-page');
    expect(await screen.findByTestId('figure-arrived')).toBeTruthy();
    expect(callsTo(calls, rsvpCalls.summary)[0]!.url).toContain(`/events/${crusadeId}/summary`);
    expect(screen.getByTestId('figure-rsvps').textContent).toBe('12');
    expect(screen.getByTestId('figure-expected').textContent).toBe('20');
    expect(screen.getByTestId('figure-arrived').textContent).toBe('5');
    expect(screen.getByTestId('figure-first-timers').textContent).toBe('2');
    expect(screen.getByTestId('figure-seats-left').textContent).toBe('280');
    expect(screen.getByText('Maria Santos: 5 invited, 2 came')).toBeTruthy();
    const arrivals = screen.getByRole('list', { name: 'Just arrived' });
    expect(within(arrivals).getByText(/Rosa Lim \(party of 2\)/)).toBeTruthy();
    arrived = 9;
    // An arrival recorded at the door: the stream's counter for this event reads the figures again.
    dispatchRealtime('counter', { name: 'arrivals', localeId: 'any', ref: 'another-event' });
    dispatchRealtime('counter', { name: 'arrivals', localeId: 'any', ref: crusadeId });
    await waitFor(() => expect(screen.getByTestId('figure-arrived').textContent).toBe('9'));
    expect(MINISTER_REFRESH_MS).toBeGreaterThan(5000);
  });

  it('shows the event chosen in the address', async () => {
    const calls = signedInAdmin([
      on(churchEventCalls.list, () => ({ items: [past, tonight], nextCursor: null })),
      on(rsvpCalls.summary, () => makeSummary({ event: past })),
    ]);
    renderApp(`/minister-page?eventId=${worshipId}`);
    expect(await screen.findByRole('heading', { name: 'Last Sunday' })).toBeTruthy();
    expect(callsTo(calls, rsvpCalls.summary)[0]!.url).toContain(`/events/${worshipId}/summary`);
  });
});
