import {
  churchEventCalls,
  memberSearchCalls,
  rolePermissions,
  rsvpCalls,
  type UserAccess,
} from '@congregate/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localeAdminAccess, memberItem, signedInAdmin } from '../../../../test/admin-fixtures.ts';
import { crusadeId, makeChurchEvent } from '../../../../test/event-fixtures.ts';
import { callsTo, ids, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const leaderAccess: UserAccess = {
  ...localeAdminAccess(),
  userType: 'member',
  isAdmin: false,
  roles: [
    { role: 'member', scopeType: 'self', scopeId: null, scopeName: null },
    { role: 'flock_leader', scopeType: 'flock', scopeId: ids.flock, scopeName: 'C1-Joy' },
  ],
  permissions: [...rolePermissions.flock_leader],
};
const juan = memberItem({ firstName: 'Juan', lastName: 'Reyes' });
const later = new Date(Date.now() + 10 * 86_400_000);
const crusade = makeChurchEvent({
  startsAt: later.toISOString(),
  endsAt: new Date(later.getTime() + 3 * 3_600_000).toISOString(),
});

function server(access: UserAccess = leaderAccess) {
  return signedInAdmin(
    [
      on(churchEventCalls.list, () => ({ items: [crusade], nextCursor: null })),
      on(memberSearchCalls.flockMembers, () => ({ items: [juan], total: 1 })),
      on(rsvpCalls.onBehalf, ({ body, params }) => ({
        id: '31313131-3131-4131-8131-313131313131',
        eventId: params.id,
        firstName: body.firstName,
        lastName: body.lastName,
        partySize: body.partySize,
        status: 'registered' as const,
        waitlistPosition: null,
        reachBy: { mail: true, phone: false },
        arrivedAt: null,
        createdAt: '2026-11-01T00:00:00.000Z',
      })),
    ],
    access,
  );
}

const field = (text: string) => new RegExp(`^${text}\\s*\\*?$`);
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(field(label)), { target: { value } });

describe('flock-rsvp-add-modal', { timeout: 30_000 }, () => {
  it('registers a guest on behalf of a member of the leader’s flock, and says the guest gets their own link', async () => {
    const calls = server();
    renderApp('/flock-rsvp-add-modal');
    await screen.findByRole('heading', { name: 'RSVP for a guest' });
    fireEvent.change(await screen.findByRole('combobox', { name: /^Event/ }), {
      target: { value: crusadeId },
    });
    const member = await screen.findByRole('combobox', { name: /^Invited by/ });
    await screen.findByRole('option', { name: 'Juan Reyes' });
    fireEvent.change(member, { target: { value: juan.id } });
    type('First name', 'Rosa');
    type('Last name', 'Lim');
    type('Mobile number', '0917 555 1234');
    type('Party size', '3');
    fireEvent.click(screen.getByRole('button', { name: 'Register the guest' }));
    expect(
      await screen.findByText('Rosa Lim is registered. They confirm their seat through their link.'),
    ).toBeTruthy();
    const sent = callsTo(calls, rsvpCalls.onBehalf)[0]!;
    expect(sent.url).toContain(`/events/${crusadeId}/rsvps/on-behalf`);
    expect(sent.body).toEqual({
      memberId: juan.id,
      firstName: 'Rosa',
      lastName: 'Lim',
      mobile: '+639175551234',
      partySize: 3,
      firstTime: true,
    });
    expect(
      screen.getByText(
        'Rosa will receive their link by text message to confirm it; it also holds the QR they show at the door.',
      ),
    ).toBeTruthy();
    // The answer has no code: nothing to copy or scan here, only the guest can confirm.
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText(/\/invitation\//)).toBeNull();
    expect(screen.queryByRole('button', { name: /Copy/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Register another guest' }));
    expect(((await screen.findByLabelText(field('First name'))) as HTMLInputElement).value).toBe('');
  });

  it('says the link goes by e-mail and text when both were given', async () => {
    server();
    renderApp('/flock-rsvp-add-modal');
    fireEvent.change(await screen.findByRole('combobox', { name: /^Event/ }), {
      target: { value: crusadeId },
    });
    await screen.findByRole('option', { name: 'Juan Reyes' });
    fireEvent.change(screen.getByRole('combobox', { name: /^Invited by/ }), { target: { value: juan.id } });
    type('First name', 'Ben');
    type('Last name', 'Cruz');
    type('Mobile number', '+639175551234');
    type('E-mail', 'ben@example.org');
    fireEvent.click(screen.getByRole('button', { name: 'Register the guest' }));
    expect(
      await screen.findByText(
        'Ben will receive their link by e-mail and text message to confirm it; it also holds the QR they show at the door.',
      ),
    ).toBeTruthy();
  });

  it('says what is missing and sends nothing', async () => {
    const calls = server();
    renderApp('/flock-rsvp-add-modal');
    await screen.findByRole('combobox', { name: /^Event/ });
    fireEvent.click(screen.getByRole('button', { name: 'Register the guest' }));
    expect(
      await screen.findByText('Choose the member who invited them', {
        selector: '.mantine-InputWrapper-error',
      }),
    ).toBeTruthy();
    expect(screen.getAllByText('Required').length).toBeGreaterThanOrEqual(2);
    expect(callsTo(calls, rsvpCalls.onBehalf)).toHaveLength(0);
  });

  it('is not for a member who neither leads a flock nor administers the locale', async () => {
    server({ ...leaderAccess, roles: [], permissions: ['profile.self'] });
    renderApp('/flock-rsvp-add-modal');
    await waitFor(() => expect(screen.getByText('Not available for your account')).toBeTruthy());
  });
});
