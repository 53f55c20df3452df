import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  membershipPasswordChangeCalls,
  profileCalls,
  userAccessCalls,
  type CallReply,
} from '@congregate/contracts';
import { SESSION_MARKER, storage } from '../../../../lib/storage/index.ts';
import {
  callsTo,
  errorBody,
  fakeServer,
  json,
  makeProfile,
  makeUserAccess,
  on,
} from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';

type Answer = () => Response | CallReply<typeof membershipPasswordChangeCalls.change>;

function setup(answer: Answer) {
  storage.set('access_token', SESSION_MARKER);
  storage.set('profile', makeProfile());
  document.cookie = 'XSRF-TOKEN=xsrf-1; path=/';
  return fakeServer([
    on(membershipPasswordChangeCalls.change, answer),
    on(profileCalls.myProfile, () => makeProfile()),
    on(userAccessCalls.get, () => makeUserAccess()),
  ]);
}

async function submit(current: string, next: string, confirm: string) {
  fireEvent.change(await screen.findByLabelText(/^Current password/), { target: { value: current } });
  fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: next } });
  fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('change password', () => {
  it('changes the password and says other sessions were signed out', async () => {
    const calls = setup(() => ({ ok: true, revokedSessions: 2 }));
    renderApp('/tabs/change-password');
    await submit('congregate-demo', 'a-brand-new-secret', 'a-brand-new-secret');
    expect(await screen.findByText(/other sessions were signed out \(2\)/)).toBeTruthy();
    const [put] = callsTo(calls, membershipPasswordChangeCalls.change);
    expect(put!.body).toEqual({ currentPassword: 'congregate-demo', newPassword: 'a-brand-new-secret' });
    expect(put!.headers['x-xsrf-token']).toBe('xsrf-1');
  });

  it('refuses a new password that contains the email, or a confirmation that differs', async () => {
    const calls = setup(() => ({ ok: true, revokedSessions: 0 }));
    renderApp('/edit-password');
    await submit('congregate-demo', 'member-is-my-password', 'something-else');
    expect(await screen.findAllByText('The password must not contain your email address')).not.toHaveLength(
      0,
    );
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    expect(callsTo(calls, membershipPasswordChangeCalls.change)).toHaveLength(0);
  });

  it('shows a wrong current password beside its field', async () => {
    setup(() => json(401, errorBody('invalid_credentials', 'Wrong password')));
    renderApp('/tabs/change-password');
    await submit('not-it', 'a-brand-new-secret', 'a-brand-new-secret');
    expect(await screen.findByText('The current password is incorrect')).toBeTruthy();
  });
});
