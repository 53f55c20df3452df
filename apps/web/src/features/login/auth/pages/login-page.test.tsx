import { authCalls, localesCalls, profileCalls, userAccessCalls } from '@congregate/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SESSION_MARKER, storage } from '../../../../lib/storage/index.ts';
import {
  authSession,
  callsTo,
  errorBody,
  fakeServer,
  ids,
  json,
  makeLocale,
  makeProfile,
  makeUserAccess,
  on,
} from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';

async function signIn(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login page', () => {
  it('says so when the email or password is wrong', async () => {
    fakeServer([
      on(authCalls.login, () => json(401, errorBody('invalid_credentials', 'Invalid credentials'))),
    ]);
    renderApp('/login');
    await signIn('member@example.org', 'wrong-password');
    expect(await screen.findByText('Email or password is incorrect')).toBeTruthy();
    expect(storage.get('access_token')).toBeNull();
  });

  it('says how long to wait when rate limited', async () => {
    fakeServer([
      on(authCalls.login, () => json(429, errorBody('rate_limited', 'Too many', { retryAfterSeconds: 30 }))),
    ]);
    renderApp('/login');
    await signIn('member@example.org', 'whatever-password');
    expect(await screen.findByText('Too many attempts. Try again in 30 seconds')).toBeTruthy();
  });

  it('checks the form with the contract before calling the server', async () => {
    const calls = fakeServer({});
    renderApp('/login');
    await signIn('not-an-email', '');
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Required')).toBeTruthy();
    expect(callsTo(calls, authCalls.login)).toHaveLength(0);
  });

  it('signs an endorsed member in and lands on home, storing only a session marker', async () => {
    fakeServer([
      on(authCalls.login, () => authSession(true)),
      on(localesCalls.one, () => makeLocale()),
      on(profileCalls.myProfile, () => makeProfile({ endorsed: true })),
      on(userAccessCalls.get, ({ params }) =>
        params.id === ids.user ? makeUserAccess(false) : json(403, errorBody('forbidden', 'Not yours')),
      ),
    ]);
    const { router } = renderApp('/login');
    await signIn('member@example.org', 'congregate-demo');
    expect(await screen.findByRole('heading', { level: 1, name: /Maria/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/tabs/tab7');
    expect(storage.get('access_token')).toBe(SESSION_MARKER);
    expect(JSON.stringify(window.localStorage)).not.toContain('secret-token-never-stored');
    expect(storage.get('user_access')?.userId).toBe(ids.user);
  });

  it('sends a member who is not endorsed to not-authorized with the contacts of the locale', async () => {
    fakeServer([
      on(authCalls.login, () => authSession(false)),
      on(profileCalls.myProfile, () => makeProfile({ endorsed: false })),
    ]);
    const { router } = renderApp('/login');
    await signIn('pending@example.org', 'congregate-demo');
    expect(await screen.findByText('qc@example.org')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/not-authorized');
  });

  it('redirects someone already signed in to home', async () => {
    storage.set('access_token', SESSION_MARKER);
    storage.set('profile', makeProfile());
    fakeServer([on(localesCalls.one, () => makeLocale())]);
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tabs/tab7'));
  });
});
