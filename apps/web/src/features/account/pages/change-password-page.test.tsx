import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SESSION_MARKER, storage } from '../../../lib/storage/index.ts';
import { errorBody, fakeServer, ids, json, makeProfile, makeUserAccess } from '../../../test/fake-server.ts';
import { renderApp } from '../../../test/render-app.tsx';

function setup(answer: () => Response) {
  storage.set('access_token', SESSION_MARKER);
  storage.set('profile', makeProfile());
  document.cookie = 'XSRF-TOKEN=xsrf-1; path=/';
  return fakeServer({
    'PUT /api/membership/users/changePassword': answer,
    'GET /api/membership/members/myProfile': () => json(200, makeProfile()),
    [`GET /api/membership/user-access/${ids.user}`]: () => json(200, makeUserAccess()),
  });
}

async function submit(current: string, next: string, confirm: string) {
  fireEvent.change(await screen.findByLabelText(/^Current password/), { target: { value: current } });
  fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: next } });
  fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('change password', () => {
  it('changes the password and says other sessions were signed out', async () => {
    const calls = setup(() => json(200, { ok: true, revokedSessions: 2 }));
    renderApp('/tabs/change-password');
    await submit('congregate-demo', 'a-brand-new-secret', 'a-brand-new-secret');
    expect(await screen.findByText(/other sessions were signed out \(2\)/)).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.body).toEqual({ currentPassword: 'congregate-demo', newPassword: 'a-brand-new-secret' });
    expect(put.headers['x-xsrf-token']).toBe('xsrf-1');
  });

  it('refuses a new password that contains the email, or a confirmation that differs', async () => {
    const calls = setup(() => json(200, { ok: true, revokedSessions: 0 }));
    renderApp('/edit-password');
    await submit('congregate-demo', 'member-is-my-password', 'something-else');
    expect(await screen.findAllByText('The password must not contain your email address')).not.toHaveLength(
      0,
    );
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows a wrong current password beside its field', async () => {
    setup(() => json(401, errorBody('invalid_credentials', 'Wrong password')));
    renderApp('/tabs/change-password');
    await submit('not-it', 'a-brand-new-secret', 'a-brand-new-secret');
    expect(await screen.findByText('The current password is incorrect')).toBeTruthy();
  });
});
