import { checkInCalls, kioskCalls, type KioskRoster } from '@congregate/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, errorBody, fakeServer, json, on, type FakeRoute } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { saveRoster, saveStation } from '../lib/kiosk-store.ts';
import { cardKeys, freshTablet, jose, rosterAt } from '../testing/kiosk-fixtures.ts';

let online = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

const setOnline = (value: boolean) =>
  act(() => {
    online = value;
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });

async function pairedTablet() {
  const { station } = await cardKeys();
  await saveStation(station);
  await saveRoster(rosterAt(Date.now()));
  return station;
}

function rosterAnswer(station: Awaited<ReturnType<typeof pairedTablet>>): KioskRoster {
  const roster = rosterAt(Date.now());
  return { ...roster, locale: station.locale, cardKey: station.cardKey, nextCursor: null };
}

/** The server: down while `online` is false (as a dropped network looks to the tablet). */
function server(station: Awaited<ReturnType<typeof pairedTablet>>, extra: FakeRoute[] = []) {
  const down = () => json(503, errorBody('unavailable', 'Unreachable'));
  return fakeServer([
    ...extra,
    on(kioskCalls.roster, () => (online ? rosterAnswer(station) : down())),
    on(checkInCalls.record, () => down()),
    on(kioskCalls.sync, ({ body }) =>
      online
        ? {
            items: body.items.map((item) => ({
              clientId: item.clientId,
              status: 'created' as const,
            })),
          }
        : down(),
    ),
  ]);
}

async function pickByName(letters: string, name: string) {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Your name' }), { target: { value: letters } });
  fireEvent.click(await screen.findByRole('button', { name: `Check in ${name}` }));
}

beforeEach(async () => {
  online = true;
  await freshTablet();
});

describe('kiosk', () => {
  it('asks an unpaired tablet for its pairing code (filled from the pairing link)', async () => {
    fakeServer([]);
    renderApp('/kiosk?code=K7QX-M3PD');
    expect(await screen.findByRole('heading', { name: 'Pair this kiosk' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Pairing code' }) as HTMLInputElement).value).toBe(
      'K7QX-M3PD',
    );
  });

  it('pairs with a code and opens the station', async () => {
    const { station } = await cardKeys();
    const calls = fakeServer([
      on(kioskCalls.pair, () => ({
        session: {
          accessToken: 'kiosk-token',
          tokenType: 'Bearer' as const,
          expiresAt: '2027-01-01T00:00:00.000Z',
          userId: station.kiosk.id,
          memberId: null,
          userType: 'kiosk' as const,
          endorsed: false,
        },
        ...station,
      })),
      on(kioskCalls.roster, () => rosterAnswer(station)),
    ]);
    renderApp('/kiosk');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Pairing code' }), {
      target: { value: 'k7qx m3pd' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pair' }));
    expect(await screen.findByRole('heading', { name: 'Quezon City' })).toBeTruthy();
    expect(callsTo(calls, kioskCalls.pair)[0]!.body).toEqual({ code: 'K7QXM3PD' });
    expect(await screen.findByText(/Now: Sunday worship/)).toBeTruthy();
  });

  it('keeps an offline check-in in the queue, shown as waiting, across a reload', async () => {
    const station = await pairedTablet();
    server(station);
    const first = renderApp('/kiosk');
    await setOnline(false);
    await pickByName('jos', jose.displayName);
    expect(await screen.findByText('Welcome, Bro. José Rizal!')).toBeTruthy();
    expect(await screen.findByText('Offline — 1 waiting')).toBeTruthy();

    // The tablet restarts (still offline): the queue comes back from IndexedDB.
    first.unmount();
    await freshConnection();
    renderApp('/kiosk');
    expect(await screen.findByText('Offline — 1 waiting')).toBeTruthy();
  });

  it('sends the waiting check-ins once when back online, and clears them', async () => {
    const station = await pairedTablet();
    const calls = server(station);
    renderApp('/kiosk');
    await setOnline(false);
    await pickByName('mar', 'Maria Santos');
    await pickByName('jos', jose.displayName);
    expect(await screen.findByText('Offline — 2 waiting')).toBeTruthy();

    await setOnline(true);
    expect(await screen.findByText('Online')).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, kioskCalls.sync).length).toBeGreaterThan(0));
    const sent = callsTo(calls, kioskCalls.sync).flatMap(
      (call) => (call.body as { items: { clientId: string; memberId?: string }[] }).items,
    );
    expect(sent.map((item) => item.memberId).sort()).toEqual([jose.id, rosterAt(0).members[0]!.id].sort());
    expect(new Set(sent.map((item) => item.clientId)).size).toBe(sent.length);
    expect(sent).toHaveLength(2);
  });
});

/** A reload opens the database again. */
async function freshConnection() {
  const { closeKioskStore } = await import('../lib/kiosk-store.ts');
  await closeKioskStore();
}
