import { pepCalls, type SoulWinnerBoard } from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDay } from '../../../../../lib/format/date.ts';
import { callsTo, ids, on } from '../../../../../test/fake-server.ts';
import { renderApp } from '../../../../../test/render-app.tsx';
import { signedInMember } from '../../../../../test/signed-in.ts';

const member = (n: number, name: string) => ({
  id: `55555555-5555-4555-8555-${String(n).padStart(12, '0')}`,
  displayName: name,
  photo: null,
});
const joy = { id: ids.flock, name: 'C1-Joy' };

const board = (from = '2026-03-01', to = '2026-03-15'): SoulWinnerBoard => ({
  from,
  to,
  members: [
    { member: member(1, 'Carla Lim'), flock: joy, invited: 9, attended: 4, studying: 2, baptized: 0 },
    { member: member(2, 'Ben Reyes'), flock: null, invited: 2, attended: 2, studying: 2, baptized: 2 },
    { member: member(3, 'Ana Cruz'), flock: joy, invited: 5, attended: 3, studying: 2, baptized: 2 },
  ],
  flocks: [
    { flock: null, invited: 2, attended: 2, studying: 2, baptized: 2 },
    { flock: joy, invited: 14, attended: 7, studying: 4, baptized: 2 },
  ],
  locale: { id: ids.locale, name: 'Quezon City', invited: 16, attended: 9, studying: 6, baptized: 4 },
});

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('event-soulwinner', { timeout: 30_000 }, () => {
  it('ranks the members by baptized then invited, with flock totals and the locale’s', async () => {
    const calls = signedInMember([on(pepCalls.soulWinners, () => board())]);
    renderApp('/event-soulwinner');
    const members = await screen.findByRole('table', { name: /most baptized first/ });
    const names = within(members)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual(['Ana Cruz', 'Ben Reyes', 'Carla Lim']);
    expect(cells(within(members).getByRole('row', { name: /Ana Cruz/ }))).toEqual([
      '1',
      'C1-Joy',
      '5',
      '3',
      '2',
      '2',
    ]);
    expect(cells(within(members).getByRole('row', { name: /Ben Reyes/ }))[1]).toBe('No flock');
    const flocks = screen.getByRole('table', { name: 'Totals per flock' });
    expect(
      within(flocks)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['C1-Joy', 'No flock', 'Whole locale · Quezon City']);
    expect(cells(within(flocks).getByRole('row', { name: /Whole locale/ }))).toEqual(['16', '9', '6', '4']);
    const query = new URLSearchParams(callsTo(calls, pepCalls.soulWinners)[0]!.search);
    expect(query.get('localeId')).toBe(ids.locale);
    expect(query.get('from')).toMatch(/^\d{4}-\d{2}-01$/);
    expect(query.get('eventId')).toBeNull();
  });

  it('asks for the days chosen, and prints the board', async () => {
    const calls = signedInMember([on(pepCalls.soulWinners, ({ query }) => board(query.from, query.to))]);
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderApp('/event-soulwinner');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Period' }), {
      target: { value: 'custom' },
    });
    fireEvent.change(await screen.findByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To (included)'), { target: { value: '2026-06-30' } });
    await waitFor(() =>
      expect(
        callsTo(calls, pepCalls.soulWinners).some((call) => {
          const query = new URLSearchParams(call.search);
          return query.get('from') === '2026-01-01' && query.get('to') === '2026-06-30';
        }),
      ).toBe(true),
    );
    expect(
      await screen.findByText(
        `Quezon City, ${formatDay('2026-01-01', 'en')} – ${formatDay('2026-06-30', 'en')}`,
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Print the board' }));
    expect(print).toHaveBeenCalledOnce();
  });
});
