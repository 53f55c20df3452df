import { memberDetailCalls, memberSearchCalls } from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberDetail, memberItem, page, signedInAdmin } from '../../../test/admin-fixtures.ts';
import { callsTo, on } from '../../../test/fake-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signedInMember } from '../../../test/signed-in.ts';

describe('search-member-modal', { timeout: 20_000 }, () => {
  it('finds a member by part of the name and opens their detail', async () => {
    const found = memberItem({ firstName: 'Andrés', lastName: 'Saldaña' });
    const calls = signedInAdmin([
      on(memberSearchCalls.search, () => page([found], 1)),
      on(memberDetailCalls.detail, () => memberDetail(found)),
    ]);
    const { router } = renderApp('/search-member-modal');
    const dialog = await screen.findByRole('dialog', { name: 'Find a member' });
    fireEvent.change(within(dialog).getByLabelText('Name, email, member ID or mobile'), {
      target: { value: 'saldana' },
    });
    fireEvent.click(await within(dialog).findByRole('button', { name: /Andrés Saldaña/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-members'));
    expect(router.state.location.search).toBe(`?member=${found.id}`);
    expect(callsTo(calls, memberSearchCalls.search)[0]!.body).toEqual({ q: 'saldana', limit: 10 });
  });

  it('says when nothing matches', async () => {
    signedInAdmin([on(memberSearchCalls.search, () => page([]))]);
    renderApp('/search-member-modal');
    const dialog = await screen.findByRole('dialog', { name: 'Find a member' });
    fireEvent.change(within(dialog).getByLabelText('Name, email, member ID or mobile'), {
      target: { value: 'xyz' },
    });
    expect(await within(dialog).findByText('No members match “xyz”.')).toBeTruthy();
  });

  it('is not for a member without admin rights', async () => {
    signedInMember({});
    renderApp('/search-member-modal');
    expect(await screen.findByText('Not available for your account')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
