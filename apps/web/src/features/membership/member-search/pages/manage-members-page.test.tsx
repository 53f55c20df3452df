import { memberSearchCalls } from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberItem, page, signedInAdmin, twoLocaleAdminAccess, cebu } from '../../../../test/admin-fixtures.ts';
import { callsTo, ids, on, type RecordedCall } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';

const searches = (calls: RecordedCall[]) =>
  callsTo(calls, memberSearchCalls.search).map((call) => call.body as Record<string, unknown>);

describe('manage-members', { timeout: 20_000 }, () => {
  it('opens the one member list on the admin’s own locale, with the import and the endorsements at hand', async () => {
    const calls = signedInAdmin(
      [on(memberSearchCalls.search, () => page([memberItem({ firstName: 'Lorna', endorsed: false })]))],
      twoLocaleAdminAccess(),
    );
    const { router } = renderApp('/manage-members');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage members' })).toBeTruthy();
    await screen.findByText('Lorna Reyes');
    // Asked once, for the own locale, which the address now names (so the filter shows and can change).
    expect(searches(calls)).toEqual([{ localeId: ids.locale, limit: 25 }]);
    expect(router.state.location.search).toBe(`?locale=${ids.locale}`);
    expect(screen.getByRole('link', { name: 'Upload members' }).getAttribute('href')).toBe(
      '/manage-members-upload',
    );
    expect(screen.getByRole('link', { name: 'Endorsement' }).getAttribute('href')).toBe('/endorsement');

    // The same filters as admin-members: another locale of theirs.
    fireEvent.click(screen.getByRole('button', { name: 'Filters (1)' }));
    fireEvent.change(await screen.findByLabelText('Locale'), { target: { value: cebu.id } });
    await waitFor(() => expect(searches(calls).at(-1)).toEqual({ localeId: cebu.id, limit: 25 }));

    // And the same member detail, in the drawer over this list.
    fireEvent.click(await screen.findByRole('link', { name: /Lorna Reyes/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Member' });
    expect(router.state.location.pathname).toBe('/manage-members');
    expect(within(drawer)).toBeTruthy();
  });

  it('keeps a locale the address names', async () => {
    const calls = signedInAdmin(
      [on(memberSearchCalls.search, () => page([memberItem()]))],
      twoLocaleAdminAccess(),
    );
    renderApp(`/manage-members?locale=${cebu.id}&q=ana`);
    await screen.findByText('Ana Reyes');
    expect(searches(calls)).toEqual([{ q: 'ana', localeId: cebu.id, limit: 25 }]);
  });

  it('tells a member without admin rights the page is not for them, and asks the server nothing', async () => {
    const calls = signedInMember({});
    renderApp('/manage-members');
    expect(await screen.findByText(/Managing members is for locale, district and super admins/)).toBeTruthy();
    expect(callsTo(calls, memberSearchCalls.search)).toEqual([]);
  });
});
