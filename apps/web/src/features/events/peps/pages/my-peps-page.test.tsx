import { pepCalls } from '@congregate/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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

  it('says what to do when there are none yet', async () => {
    signedInMember([on(pepCalls.list, () => ({ items: [], total: 0, nextCursor: null }))]);
    renderApp('/search-pep-modal');
    expect(await screen.findByText(/You have no prospects yet/)).toBeTruthy();
  });
});
