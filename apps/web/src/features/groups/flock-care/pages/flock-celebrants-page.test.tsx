import { flockCareCalls } from '@congregate/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { expectNoAxeViolations } from '../../../../test/axe.ts';
import { anaCelebrant, benAnniversary, flockId, signedInLeader } from '../test/flock-care-fixtures.ts';

/** Installs (or removes, with undefined) a browser API on `navigator` for one test. */
function setNavigator(name: 'clipboard' | 'share', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

const server = () =>
  signedInLeader([
    on(flockCareCalls.celebrants, ({ query }) =>
      query.period === 'month' ? [anaCelebrant, benAnniversary] : [anaCelebrant],
    ),
  ]);

describe('flock-member-celebrants', { timeout: 30_000 }, () => {
  afterEach(() => {
    setNavigator('clipboard', undefined);
    setNavigator('share', undefined);
  });

  it('lists this week’s birthdays and switches to the month’s anniversaries too', async () => {
    const calls = server();
    renderApp(`/flock-member-celebrants?flockId=${flockId}`);
    expect(await screen.findByText('Ana Reyes')).toBeTruthy();
    expect(screen.getByText(/Birthday · turns 30/)).toBeTruthy();
    expect(screen.queryByText('Ben Cruz')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'This month' }));
    expect(await screen.findByText('Ben Cruz')).toBeTruthy();
    expect(screen.getByText(/Wedding anniversary · 10 years/)).toBeTruthy();
    expect(callsTo(calls, flockCareCalls.celebrants).map((c) => c.search)).toEqual([
      '?period=week',
      '?period=month',
    ]);
    await expectNoAxeViolations();
  });

  it('copies a greeting in the reader’s language, signed by the leader', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setNavigator('clipboard', { writeText });
    server();
    renderApp(`/flock-member-celebrants?flockId=${flockId}&period=week`);
    const copy = await screen.findByRole('button', { name: /Copy greeting/ });
    await act(async () => {
      fireEvent.click(copy);
    });
    expect(writeText).toHaveBeenCalledWith(
      'Happy birthday, Ana! May God bless you abundantly as you turn 30. — Maria Santos',
    );
    expect(await screen.findByText('Greeting copied')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Share/ })).toBeNull();
  });

  it('shares where the device can', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    setNavigator('share', share);
    server();
    renderApp(`/flock-member-celebrants?flockId=${flockId}&period=week`);
    fireEvent.click(await screen.findByRole('button', { name: /Share/ }));
    expect(share).toHaveBeenCalledWith({ text: expect.stringContaining('Happy birthday, Ana!') });
  });

  it('says where the dates come from when there are none', async () => {
    signedInLeader([on(flockCareCalls.celebrants, () => [])]);
    renderApp(`/flock-member-celebrants?flockId=${flockId}&period=month`);
    expect(await screen.findByText(/No birthdays or wedding anniversaries in this period/)).toBeTruthy();
  });
});
