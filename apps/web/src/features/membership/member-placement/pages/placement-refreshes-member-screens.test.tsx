import {
  adminReportCalls,
  memberDetailCalls,
  memberPlacementCalls,
  memberSearchCalls,
  profileCalls,
  transferCalls,
  userRoleCalls,
  type MemberListItem,
} from '@congregate/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hopeId, memberDetail, memberItem, page, signedInAdmin } from '../../../../test/admin-fixtures.ts';
import { callsTo, errorBody, json, makeProfile, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';

describe('a placement change refreshes every screen showing the member', { timeout: 30_000 }, () => {
  it('asks the dashboard, the member search and the member detail again after "Assign a flock", and they show the new flock', async () => {
    let member: MemberListItem = memberItem({ firstName: 'Teodora', lastName: 'Alonzo', hasAccount: true });
    const profile = () =>
      makeProfile({
        flockName: member.flockName,
        member: {
          id: member.id,
          customId: member.customId,
          firstName: member.firstName,
          lastName: member.lastName,
          flockId: member.flockId,
        },
      });
    const calls = signedInAdmin([
      on(adminReportCalls.dashboard, () => ({
        localeId: null,
        pendingEndorsements: 0,
        transfersIn: 0,
        transfersOut: 0,
        byFlock: [
          {
            flockId: member.flockId,
            flockName: member.flockName,
            cluster: member.cluster,
            members: 1,
            localeId: member.localeId,
            localeName: member.localeName,
          },
        ],
        byCluster: [
          { cluster: member.cluster, members: 1, localeId: member.localeId, localeName: member.localeName },
        ],
      })),
      on(transferCalls.list, () => ({ items: [], nextCursor: null })),
      on(memberSearchCalls.search, () => page([member])),
      on(memberDetailCalls.detail, ({ params }) =>
        params.id === member.id ? memberDetail(member) : json(404, errorBody('not_found', 'No such member')),
      ),
      on(userRoleCalls.list, ({ params }) => ({ userId: params.userId, roles: [] })),
      on(memberPlacementCalls.place, ({ params, body }) => {
        expect(params.id).toBe(member.id);
        expect(body).toEqual({ flockId: hopeId });
        member = { ...member, flockId: hopeId, flockName: 'C2-Hope', cluster: 'C2' };
        return profile().member;
      }),
      on(profileCalls.memberProfile, () => profile(), { id: member.id }),
    ]);
    const byFlock = () => screen.getByRole('table', { name: 'Members by flock' });

    // The dashboard, then the member search with the member's detail open: one request each, flock C1-Joy.
    const { router } = renderApp('/admin-page');
    expect(
      await within(await screen.findByRole('table', { name: 'Members by flock' })).findByText('C1-Joy'),
    ).toBeTruthy();
    await act(() => router.navigate(`/admin-members?member=${member.id}`));
    const drawer = await screen.findByRole('dialog', { name: 'Member' });
    expect(await within(drawer).findByText('C1-Joy')).toBeTruthy();
    expect(await screen.findByText('C1-Joy · Member')).toBeTruthy();
    expect(callsTo(calls, adminReportCalls.dashboard)).toHaveLength(1);
    expect(callsTo(calls, memberSearchCalls.search)).toHaveLength(1);
    expect(callsTo(calls, memberDetailCalls.detail)).toHaveLength(1);

    // "Assign a flock" from the detail: the placement form over the list, in the same app and query cache.
    fireEvent.click(within(drawer).getByRole('button', { name: 'Assign a flock' }));
    const form = await screen.findByRole('dialog', { name: 'Assign a flock' });
    fireEvent.click(await within(form).findByRole('radio', { name: 'C2-Hope' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save the flock' }));
    expect(await screen.findByText('Teodora Alonzo is now in C2-Hope.')).toBeTruthy();
    expect(callsTo(calls, memberPlacementCalls.place)).toHaveLength(1);

    // Back on the search, well within the cache's minute: the search and the detail ask again and show C2-Hope.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Assign a flock' })).toBeNull());
    const again = await screen.findByRole('dialog', { name: 'Member' });
    // (The list stays mounted under the dialog, so it may ask as each refreshed entity comes in.)
    await waitFor(() => expect(callsTo(calls, memberSearchCalls.search).length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(callsTo(calls, memberDetailCalls.detail).length).toBeGreaterThanOrEqual(2));
    expect(await within(again).findByText('C2-Hope')).toBeTruthy();
    expect(within(again).queryByText('C1-Joy')).toBeNull();
    expect(await screen.findByText('C2-Hope · Member')).toBeTruthy();
    expect(screen.queryByText('C1-Joy · Member')).toBeNull();

    // And the dashboard counts the member in the new flock.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(callsTo(calls, adminReportCalls.dashboard)).toHaveLength(2));
    await waitFor(() => expect(within(byFlock()).getByText('C2-Hope')).toBeTruthy());
    expect(within(byFlock()).queryByText('C1-Joy')).toBeNull();
  });
});
