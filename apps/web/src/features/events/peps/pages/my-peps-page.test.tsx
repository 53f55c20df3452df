import { pepCalls } from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';
import { makePep } from './pep-fixtures.ts';

const rosa = makePep({ firstName: 'Rosa', lastName: 'Lim' });
const ben = makePep({ firstName: 'Ben', lastName: 'Cruz' });

describe('search-pep-modal', { timeout: 20_000 }, () => {
  it('lists one’s PEPs, finds one by part of the name and links to it', async () => {
    const calls = signedInMember([
      on(pepCalls.list, ({ query }) => {
        const items = [rosa, ben].filter(
          (pep) => !query.q || pep.displayName.toLowerCase().includes(query.q.toLowerCase()),
        );
        return { items, total: items.length, nextCursor: null };
      }),
    ]);
    const { router } = renderApp('/search-pep-modal');
    await screen.findByRole('link', { name: 'Ben Cruz' });
    fireEvent.change(screen.getByRole('searchbox', { name: /Find a prospect/ }), {
      target: { value: 'ros' },
    });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ben Cruz' })).toBeNull());
    const link = await screen.findByRole('link', { name: 'Rosa Lim' });
    expect(link.getAttribute('href')).toBe(`/pep/${rosa.id}`);
    expect(new URLSearchParams(callsTo(calls, pepCalls.list).at(-1)!.search).get('q')).toBe('ros');
    expect(router.state.location.search).toBe('?q=ros');
  });

  it('reads “RSVP’d” for a guest nobody contacted since their RSVP, “Contacted” once a follow-up is done', async () => {
    const guest = makePep({ firstName: 'Lito', lastName: 'Reyes', source: 'event-rsvp' });
    const followedUp = makePep({
      firstName: 'Nena',
      lastName: 'Cruz',
      source: 'event-rsvp',
      lastContactAt: '2026-03-04T10:00:00.000Z',
    });
    signedInMember([
      on(pepCalls.list, () => ({ items: [guest, followedUp, rosa], total: 3, nextCursor: null })),
    ]);
    renderApp('/search-pep-modal');
    const rowOf = async (name: string) =>
      (await screen.findByRole('link', { name })).closest('.mantine-Group-root') as HTMLElement;
    expect(within(await rowOf('Lito Reyes')).getByText('RSVP’d')).toBeTruthy();
    expect(within(await rowOf('Nena Cruz')).getByText('Contacted')).toBeTruthy();
    expect(within(await rowOf('Rosa Lim')).getByText('Contacted')).toBeTruthy();
  });

  it('says what to do when there are none yet', async () => {
    signedInMember([on(pepCalls.list, () => ({ items: [], total: 0, nextCursor: null }))]);
    renderApp('/search-pep-modal');
    expect(await screen.findByText(/You have no prospects yet/)).toBeTruthy();
  });
});
