import {
  churchGroupCalls,
  groupFlockCalls,
  joinRequestCalls,
  rolePermissions,
  userAccessCalls,
  type ChurchGroup,
  type GroupFlock,
  type JoinRequest,
} from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, ids, makeProfile, makeUserAccess, on } from '../../../../test/fake-server.ts';
import { signedInMember } from '../../../../test/signed-in.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const hopeId = '45454545-4545-4545-8545-454545454545';
const group = (overrides: Partial<ChurchGroup>): ChurchGroup => ({
  id: '61616161-6161-4161-8161-616161616161',
  localeId: ids.locale,
  name: 'Choir',
  type: 'choir',
  description: null,
  joinPolicy: 'request',
  archived: false,
  memberCount: 8,
  leaders: [{ memberId: '51515151-5151-4151-8151-515151515151', name: 'Lara Leader' }],
  myRole: null,
  myPendingRequestId: null,
  ...overrides,
});
const choir = group({});
const ushers = group({
  id: '62626262-6262-4262-8262-626262626262',
  name: 'Ushers',
  type: 'ushers',
  joinPolicy: 'open',
});
const flock = (id: string, name: string): GroupFlock => ({
  id,
  localeId: ids.locale,
  name,
  cluster: name.split('-')[0]!,
  clusterName: null,
  archived: false,
  memberCount: 10,
  leaders: [],
});
const request = (overrides: Partial<JoinRequest>): JoinRequest => ({
  id: '81818181-8181-4181-8181-818181818181',
  memberId: ids.member,
  memberName: 'Maria Santos',
  memberPhoto: null,
  localeId: ids.locale,
  target: { kind: 'group', id: choir.id, name: 'Choir' },
  message: null,
  status: 'pending',
  reason: null,
  decidedAt: null,
  createdAt: '2026-03-01T08:00:00.000Z',
  ...overrides,
});

function server(options: { mine?: JoinRequest[]; toDecide?: JoinRequest[]; leader?: boolean } = {}) {
  return signedInMember(
    [
      on(churchGroupCalls.list, () => ({ items: [choir, ushers], nextCursor: null })),
      on(groupFlockCalls.list, () => ({
        items: [flock(ids.flock, 'C1-Joy'), flock(hopeId, 'C2-Hope')],
        nextCursor: null,
      })),
      on(joinRequestCalls.list, ({ query }) => ({
        items: query.mine === 'true' ? (options.mine ?? []) : (options.toDecide ?? []),
        nextCursor: null,
      })),
      on(joinRequestCalls.create, ({ body }) =>
        'groupId' in body && body.groupId === ushers.id
          ? {
              request: request({
                target: { kind: 'group', id: ushers.id, name: 'Ushers' },
                status: 'accepted',
              }),
              joined: true,
            }
          : { request: request({ message: body.message ?? null }), joined: false },
      ),
      on(joinRequestCalls.withdraw, () => request({ status: 'withdrawn' })),
      on(joinRequestCalls.accept, () => request({ status: 'accepted' })),
      on(joinRequestCalls.decline, ({ body }) => request({ status: 'declined', reason: body.reason })),
      ...(options.leader
        ? [
            on(userAccessCalls.get, () => ({
              ...makeUserAccess(),
              roles: [
                { role: 'member' as const, scopeType: 'self' as const, scopeId: null, scopeName: null },
                {
                  role: 'flock_leader' as const,
                  scopeType: 'flock' as const,
                  scopeId: ids.flock,
                  scopeName: 'C1-Joy',
                },
              ],
              permissions: [...rolePermissions.member, ...rolePermissions.flock_leader],
            })),
          ]
        : []),
    ],
    [makeProfile({ flockName: 'C1-Joy' })],
  );
}

describe('group-register', { timeout: 30_000 }, () => {
  it('shows the locale’s groups and flocks, and the member’s own flock', async () => {
    server();
    renderApp('/group-register');
    expect(await screen.findByRole('heading', { name: 'Choir' })).toBeTruthy();
    expect(screen.getByText('By request: a leader accepts · 8 members')).toBeTruthy();
    expect(screen.getAllByText('Led by Lara Leader').length).toBeGreaterThan(0);
    expect(await screen.findByRole('heading', { name: 'C2-Hope' })).toBeTruthy();
    expect(screen.getByText('Your flock')).toBeTruthy();
    expect(screen.getByText(/You have not asked to join anything yet/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Requests to decide' })).toBeNull();
  });

  it('asks to join a group with a message, and joins an open group at once', async () => {
    const calls = server();
    renderApp('/group-register');
    fireEvent.click(await screen.findByRole('button', { name: 'Ask to join Choir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask to join Choir' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Message to the leaders/ }), {
      target: { value: 'I sang in school' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText(/Your request to join Choir was sent/)).toBeTruthy();
    expect(callsTo(calls, joinRequestCalls.create)[0]!.body).toEqual({
      groupId: choir.id,
      message: 'I sang in school',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Join Ushers' }));
    expect(await screen.findByText('You joined Ushers.')).toBeTruthy();
  });

  it('asks to move to another flock', async () => {
    const calls = server();
    renderApp('/group-register');
    fireEvent.click(await screen.findByRole('button', { name: 'Ask to join C2-Hope' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask to join C2-Hope' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(callsTo(calls, joinRequestCalls.create)).toHaveLength(1));
    expect(callsTo(calls, joinRequestCalls.create)[0]!.body).toEqual({ flockId: hopeId, message: null });
  });

  it('lists the member’s requests with the reason of a decline, and withdraws a pending one after asking', async () => {
    const calls = server({
      mine: [
        request({}),
        request({
          id: '82828282-8282-4282-8282-828282828282',
          target: { kind: 'flock', id: hopeId, name: 'C2-Hope' },
          status: 'declined',
          reason: 'The flock is full',
        }),
      ],
    });
    renderApp('/group-register');
    expect(await screen.findByText('Reason: The flock is full')).toBeTruthy();
    expect(screen.getByText('Declined')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw the request to join Choir' }));
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw your request?' });
    expect(callsTo(calls, joinRequestCalls.withdraw)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Your request to join Choir was withdrawn.')).toBeTruthy();
  });

  it('lets a flock leader accept, and decline only with a reason', async () => {
    const asking = request({
      memberId: '91919191-9191-4191-8191-919191919191',
      memberName: 'Pedro Cruz',
      target: { kind: 'flock', id: ids.flock, name: 'C1-Joy' },
      message: 'I moved nearby',
    });
    const calls = server({ leader: true, toDecide: [asking] });
    renderApp('/group-register');
    expect(await screen.findByRole('heading', { name: 'Requests to decide' })).toBeTruthy();
    expect(await screen.findByText('Pedro Cruz asks to join C1-Joy')).toBeTruthy();
    expect(screen.getByText('“I moved nearby”')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Decline Pedro Cruz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the request of Pedro Cruz' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline the request' }));
    expect(await within(dialog).findByText('Say why, so the member knows')).toBeTruthy();
    expect(callsTo(calls, joinRequestCalls.decline)).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Full' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline the request' }));
    expect(await screen.findByText(/The request of Pedro Cruz was declined/)).toBeTruthy();
    expect(callsTo(calls, joinRequestCalls.decline)[0]!.body).toEqual({ reason: 'Full' });
    fireEvent.click(screen.getByRole('button', { name: 'Accept Pedro Cruz into C1-Joy' }));
    expect(await screen.findByText('Pedro Cruz was accepted into C1-Joy.')).toBeTruthy();
    expect(callsTo(calls, joinRequestCalls.accept)[0]!.url).toContain(`/join-requests/${asking.id}/accept`);
  });
});
