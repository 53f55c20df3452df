import { flocksCalls, memberPlacementCalls, profileCalls } from '@congregate/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  flockConfig,
  joyId,
  otherId,
  otherProfile,
  signedInSecretary,
} from '../../../../test/admin-fixtures.ts';
import { callsTo, errorBody, ids, json, on, type RecordedCall } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const patches = (calls: RecordedCall[]) =>
  callsTo(calls, memberPlacementCalls.place).map((call) => call.body);

describe('group-modal', { timeout: 20_000 }, () => {
  it('shows the locale’s flocks by cluster and puts the member in the chosen one', async () => {
    let profile = otherProfile();
    const calls = signedInSecretary([
      on(profileCalls.memberProfile, () => profile, { id: otherId }),
      on(flocksCalls.ofLocale, () => flockConfig, { locale: ids.locale }),
      on(memberPlacementCalls.place, ({ params }) => {
        expect(params.id).toBe(otherId);
        profile = otherProfile({ flockId: joyId, flockName: 'C1-Joy' });
        return profile.member;
      }),
    ]);
    renderApp(`/group-modal?memberId=${otherId}`);
    expect(await screen.findByText('Current flock: C2-Hope')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'C1' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'C2' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'C2-Hope' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Save the flock' }));
    expect(await screen.findByText(/Nothing changed/)).toBeTruthy();
    expect(patches(calls)).toEqual([]);

    fireEvent.click(screen.getByRole('radio', { name: 'C1-Joy' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the flock' }));
    expect(await screen.findByText('Ana Reyes is now in C1-Joy.')).toBeTruthy();
    expect(patches(calls)).toEqual([{ flockId: joyId }]);
    // The member's record is read again, so the page shows the new flock.
    expect(await screen.findByText('Current flock: C1-Joy')).toBeTruthy();
  });

  it('takes the member out of their flock, and shows a refusal', async () => {
    let refuse = true;
    const calls = signedInSecretary([
      on(profileCalls.memberProfile, () => otherProfile(), { id: otherId }),
      on(flocksCalls.ofLocale, () => flockConfig, { locale: ids.locale }),
      on(memberPlacementCalls.place, () =>
        refuse
          ? json(
              422,
              errorBody('invalid_input', 'Invalid', {
                issues: [{ path: 'flockId', message: 'Not in the locale', code: 'flock_outside_locale' }],
              }),
            )
          : otherProfile({ flockId: null, flockName: null }).member,
      ),
    ]);
    renderApp(`/group-modal?memberId=${otherId}`);
    fireEvent.click(await screen.findByRole('radio', { name: /^No flock/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the flock' }));
    expect(await screen.findByText('Choose a flock of the member’s locale')).toBeTruthy();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Save the flock' }));
    expect(await screen.findByText('Ana Reyes is no longer in a flock.')).toBeTruthy();
    expect(patches(calls)).toEqual([{ flockId: null }, { flockId: null }]);
  });

  it('says when the member is outside the admin’s scope', async () => {
    signedInSecretary([
      on(
        profileCalls.memberProfile,
        () => json(403, errorBody('forbidden', 'This member is outside your scope')),
        { id: otherId },
      ),
    ]);
    renderApp(`/group-modal?memberId=${otherId}`);
    expect(await screen.findByText(/This member is outside your scope/)).toBeTruthy();
  });

  it('needs a member id', async () => {
    signedInSecretary({});
    renderApp('/group-modal');
    expect(await screen.findByText(/it needs to know which member to change/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Manage members' }).getAttribute('href')).toBe(
      '/manage-members',
    );
  });
});
