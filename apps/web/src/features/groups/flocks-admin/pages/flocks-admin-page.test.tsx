import {
  churchGroupCalls,
  groupFlockCalls,
  memberSearchCalls,
  type ChurchGroup,
  type GroupFlock,
} from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberItem, page, signedInAdmin } from '../../../../test/admin-fixtures.ts';
import { callsTo, ids, json, errorBody, on } from '../../../../test/fake-server.ts';
import { signedInMember } from '../../../../test/signed-in.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const joy: GroupFlock = {
  id: ids.flock,
  localeId: ids.locale,
  name: 'C1-Joy',
  cluster: 'C1',
  clusterName: null,
  archived: false,
  memberCount: 12,
  leaders: [
    {
      memberId: '51515151-5151-4151-8151-515151515151',
      name: 'Lara Leader',
      photo: null,
      position: 'leader',
    },
  ],
};
const choir: ChurchGroup = {
  id: '61616161-6161-4161-8161-616161616161',
  localeId: ids.locale,
  name: 'Choir',
  type: 'choir',
  description: 'We sing',
  joinPolicy: 'request',
  archived: false,
  memberCount: 8,
  leaders: [{ memberId: '51515151-5151-4151-8151-515151515151', name: 'Lara Leader' }],
  myRole: null,
  myPendingRequestId: null,
};
const ana = memberItem({ firstName: 'Ana', lastName: 'Reyes' });

function server(
  options: { removal?: 'deleted' | 'archived'; taken?: boolean; leaderWithoutAccount?: boolean } = {},
) {
  return signedInAdmin([
    on(groupFlockCalls.list, () => ({ items: [joy], nextCursor: null })),
    on(groupFlockCalls.create, ({ body }) =>
      options.taken
        ? json(409, errorBody('conflict', 'A flock named “C1-Joy” already exists in this locale'))
        : options.leaderWithoutAccount
          ? json(
              422,
              errorBody('invalid_input', 'Invalid', {
                issues: [
                  { path: 'leaders.0.memberId', message: 'No account', code: 'leader_without_account' },
                ],
              }),
            )
          : { ...joy, id: '71717171-7171-4171-8171-717171717171', name: body.name, leaders: [] },
    ),
    on(groupFlockCalls.update, ({ body }) => ({ ...joy, archived: body.archived ?? joy.archived })),
    on(groupFlockCalls.remove, () => ({ outcome: options.removal ?? 'deleted' })),
    on(groupFlockCalls.clusters, () => [{ name: 'C1', flockCount: 2, memberCount: 20 }]),
    on(churchGroupCalls.list, () => ({ items: [choir], nextCursor: null })),
    on(churchGroupCalls.create, ({ body }) => ({ ...choir, name: body.name, type: body.type })),
    on(churchGroupCalls.members, () => ({
      items: [
        {
          memberId: joy.leaders[0]!.memberId,
          name: 'Lara Leader',
          photo: null,
          role: 'leader' as const,
          joinedAt: null,
        },
      ],
      nextCursor: null,
    })),
    on(churchGroupCalls.addMember, ({ body }) => ({
      memberId: body.memberId,
      name: 'Ana Reyes',
      photo: null,
      role: body.role ?? 'member',
      joinedAt: '2026-03-01T08:00:00.000Z',
    })),
    on(memberSearchCalls.search, () => page([ana])),
  ]);
}

describe('admin-groups', { timeout: 30_000 }, () => {
  it('lists the locale’s flocks with cluster, size and staff', async () => {
    const calls = server();
    renderApp('/admin-groups');
    expect(await screen.findByRole('heading', { name: 'C1-Joy' })).toBeTruthy();
    expect(screen.getByText('Cluster C1')).toBeTruthy();
    expect(screen.getByText('12 members')).toBeTruthy();
    expect(screen.getByText('Lara Leader (Leader)')).toBeTruthy();
    const query = new URLSearchParams(callsTo(calls, groupFlockCalls.list)[0]!.search);
    expect(query.get('localeId')).toBe(ids.locale);
  });

  it('creates a flock with a leader picked from the locale’s members, after saying what is missing', async () => {
    const calls = server();
    renderApp('/admin-groups');
    fireEvent.click(await screen.findByRole('button', { name: 'New flock' }));
    const dialog = await screen.findByRole('dialog', { name: 'New flock' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the flock' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(callsTo(calls, groupFlockCalls.create)).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'C3-Grace' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a leader or assistant' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose a leader or assistant' });
    fireEvent.change(within(picker).getByRole('searchbox'), { target: { value: 'Ana' } });
    fireEvent.click(await within(picker).findByText(/Ana Reyes/));
    expect(await within(dialog).findByText('Ana Reyes')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the flock' }));
    expect(await screen.findByText('“C3-Grace” was created.')).toBeTruthy();
    expect(callsTo(calls, groupFlockCalls.create)[0]!.body).toEqual({
      localeId: ids.locale,
      name: 'C3-Grace',
      clusterName: null,
      leaders: [{ memberId: ana.id, position: 'leader' }],
    });
  });

  it('shows the server’s refusal of a taken name', async () => {
    server({ taken: true });
    renderApp('/admin-groups');
    fireEvent.click(await screen.findByRole('button', { name: 'New flock' }));
    const dialog = await screen.findByRole('dialog', { name: 'New flock' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: 'c1-joy' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the flock' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
  });

  it('says why the server refused a leader, in the reader’s words', async () => {
    server({ leaderWithoutAccount: true });
    renderApp('/admin-groups');
    fireEvent.click(await screen.findByRole('button', { name: 'New flock' }));
    const dialog = await screen.findByRole('dialog', { name: 'New flock' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'C3-Grace' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a leader or assistant' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose a leader or assistant' });
    fireEvent.change(within(picker).getByRole('searchbox'), { target: { value: 'Ana' } });
    fireEvent.click(await within(picker).findByText(/Ana Reyes/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the flock' }));
    expect(
      await within(dialog).findByText(
        'This member has no account yet; invite them to sign up before making them a leader',
      ),
    ).toBeTruthy();
  });

  it('archives a flock, and asks before deleting; says when it was kept as archived', async () => {
    const calls = server({ removal: 'archived' });
    renderApp('/admin-groups');
    fireEvent.click(await screen.findByRole('button', { name: 'Archive C1-Joy' }));
    expect(await screen.findByText(/“C1-Joy” was archived/)).toBeTruthy();
    expect(callsTo(calls, groupFlockCalls.update)[0]!.body).toEqual({ archived: true });
    fireEvent.click(screen.getByRole('button', { name: 'Delete C1-Joy' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “C1-Joy”?' });
    expect(callsTo(calls, groupFlockCalls.remove)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('“C1-Joy” has history, so it was archived instead of deleted.'),
    ).toBeTruthy();
  });

  it('shows the clusters with their counts', async () => {
    server();
    renderApp('/admin-groups?tab=clusters');
    const table = await screen.findByRole('table', { name: 'Clusters of Quezon City' });
    expect(within(table).getByRole('rowheader', { name: 'C1' })).toBeTruthy();
    expect(within(table).getByText('20')).toBeTruthy();
  });

  it('creates a group and adds a member to it', async () => {
    const calls = server();
    renderApp('/admin-groups?tab=groups');
    expect(await screen.findByRole('heading', { name: 'Choir' })).toBeTruthy();
    expect(screen.getByText('Led by Lara Leader')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New group' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Ushers' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Type' }), { target: { value: 'ushers' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'How members join' }), {
      target: { value: 'open' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the group' }));
    expect(await screen.findByText('“Ushers” was created.')).toBeTruthy();
    expect(callsTo(calls, churchGroupCalls.create)[0]!.body).toMatchObject({
      name: 'Ushers',
      type: 'ushers',
      joinPolicy: 'open',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Members of Choir' }));
    const members = await screen.findByRole('dialog', { name: 'Members of Choir' });
    expect(await within(members).findByText('Lara Leader')).toBeTruthy();
    fireEvent.click(within(members).getByRole('button', { name: 'Add a member' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose a member to add' });
    fireEvent.change(within(picker).getByRole('searchbox'), { target: { value: 'Ana' } });
    fireEvent.click(await within(picker).findByText(/Ana Reyes/));
    await waitFor(() => expect(callsTo(calls, churchGroupCalls.addMember)).toHaveLength(1));
    expect(callsTo(calls, churchGroupCalls.addMember)[0]!.body).toEqual({ memberId: ana.id, role: 'member' });
  });

  it('tells a plain member the page is not for them', async () => {
    signedInMember([]);
    renderApp('/admin-groups');
    expect(await screen.findByText('Not available for your account')).toBeTruthy();
  });
});
