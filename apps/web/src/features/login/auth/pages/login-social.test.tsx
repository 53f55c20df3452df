import {
  authCalls,
  localesCalls,
  profileCalls,
  socialCalls,
  socialErrorReasons,
  userAccessCalls,
  type SocialProviderList,
} from '@congregate/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rememberLanguage } from '../../../../lib/i18n/dictionaries.ts';
import { SESSION_MARKER, storage } from '../../../../lib/storage/index.ts';
import { expectNoAxeViolations } from '../../../../test/axe.ts';
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
import { makePendingSocialSignIn, socialToken } from '../../../../test/social-fixtures.ts';

const both: SocialProviderList = {
  providers: [
    { id: 'google', name: 'Google', ready: true },
    { id: 'facebook', name: 'Facebook', ready: true },
  ],
};

describe('login page: sign in with a provider', () => {
  it('offers a button per configured provider, each a navigation to its start that comes back to returnTo', async () => {
    fakeServer([on(socialCalls.providers, () => both)]);
    renderApp('/login?returnTo=%2Fqrloc%2Fabc');
    const google = await screen.findByRole('link', { name: 'Sign in with Google' });
    expect(google.getAttribute('href')).toBe('/api/login/auth/google/start?returnTo=%2Fqrloc%2Fabc');
    const facebook = screen.getByRole('link', { name: 'Continue with Facebook' });
    expect(facebook.getAttribute('href')).toBe('/api/login/auth/facebook/start?returnTo=%2Fqrloc%2Fabc');
    await expectNoAxeViolations();
  });

  it('offers only the providers the server lists, and no return to another site', async () => {
    fakeServer([on(socialCalls.providers, () => ({ providers: [both.providers[1]!] }))]);
    renderApp('/login?returnTo=%2F%2Fevil.example');
    const facebook = await screen.findByRole('link', { name: 'Continue with Facebook' });
    expect(facebook.getAttribute('href')).toBe('/api/login/auth/facebook/start');
    expect(screen.queryByText('Sign in with Google')).toBeNull();
  });

  it('shows no provider button when none is configured', async () => {
    const calls = fakeServer([on(socialCalls.providers, () => ({ providers: [] }))]);
    renderApp('/login');
    await screen.findByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(callsTo(calls, socialCalls.providers)).toHaveLength(1));
    expect(screen.queryByText('Sign in with Google')).toBeNull();
    expect(screen.queryByText('Continue with Facebook')).toBeNull();
  });

  it('disables a provider that is not ready yet and says so', async () => {
    fakeServer([
      on(socialCalls.providers, (): SocialProviderList => ({
        providers: [{ id: 'google', name: 'Google', ready: false }],
      })),
    ]);
    renderApp('/login');
    const google = await screen.findByRole('button', { name: 'Sign in with Google' });
    expect(google.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Login providers not ready yet...')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in with Google' })).toBeNull();
  });

  const messages: Record<(typeof socialErrorReasons)[number], string> = {
    provider_not_found: 'Login provider not found',
    not_signed_in: 'Not logged in',
    providers_not_ready: 'Login providers not ready yet...',
    refresh_not_supported: 'Chosen login provider is not supported for refreshing a token',
    cancelled: 'User cancelled login or did not fully authorize.',
    no_provider_user: 'No user is currently logged in with Google',
    state_invalid: 'The sign-in took too long or was opened twice. Please try again.',
    browser_mismatch:
      'This sign-in was started in another browser, so nobody was signed in. If you want to sign in, start again here.',
    provider_answer_invalid:
      'The answer from Google could not be trusted, so nobody was signed in. Please try again.',
    email_unverified:
      'Your e-mail address is not verified with Google yet. Verify it there first, then try again.',
    identity_taken:
      'That sign-in account is already linked to another Congregate account. Sign in to that account instead, or use another one.',
    account_disabled: 'This account is disabled. Ask your locale secretary.',
  };

  it.each(socialErrorReasons)('says why a provider sign-in stopped: %s', async (reason) => {
    fakeServer([on(socialCalls.providers, () => both)]);
    renderApp(`/login?socialError=${reason}&provider=google`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(messages[reason]);
  });

  it('names the provider generically when the address does not, and ignores unknown reasons', async () => {
    fakeServer([on(socialCalls.providers, () => both)]);
    renderApp('/login?socialError=email_unverified');
    expect((await screen.findByRole('alert')).textContent).toContain('not verified with the provider yet');
    cleanup();
    renderApp('/login?socialError=<script>');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says it in Filipino', async () => {
    rememberLanguage('fil');
    try {
      fakeServer([on(socialCalls.providers, () => both)]);
      renderApp('/login?socialError=cancelled');
      expect((await screen.findByRole('alert')).textContent).toContain(
        'Kinansela ng user ang pag-login o hindi lubos na nagbigay ng pahintulot.',
      );
      expect(await screen.findByRole('link', { name: 'Mag-sign in gamit ang Google' })).toBeTruthy();
      await expectNoAxeViolations();
    } finally {
      rememberLanguage('en');
    }
  });
});

function confirmServer(confirmAnswer: () => Response | ReturnType<typeof authSession>) {
  return fakeServer([
    on(socialCalls.pending, ({ params }) =>
      params.token === socialToken
        ? makePendingSocialSignIn('confirm')
        : json(404, errorBody('not_found', 'Not waiting')),
    ),
    on(socialCalls.confirm, confirmAnswer),
    on(socialCalls.emailLink, () => ({ sentTo: 'ma***@example.org' })),
    on(localesCalls.one, () => makeLocale()),
    on(profileCalls.myProfile, () => makeProfile({ endorsed: true })),
    on(userAccessCalls.get, () => makeUserAccess(false)),
  ]);
}

async function confirmWith(password: string) {
  fireEvent.change(await screen.findByLabelText(/^Password of your Congregate account/), {
    target: { value: password },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
}

describe('login page: a linked provider signed the person in', () => {
  it('finishes the sign-in from the cookie session and goes where they were going', async () => {
    const calls = fakeServer([
      on(socialCalls.providers, () => both),
      on(authCalls.session, () => ({
        authenticated: true as const,
        userId: ids.user,
        memberId: ids.member,
        email: 'maria@example.org',
        userType: 'member' as const,
        endorsed: true,
        expiresAt: '2026-12-31T00:00:00.000Z',
      })),
      on(localesCalls.one, () => makeLocale()),
      on(profileCalls.myProfile, () => makeProfile({ endorsed: true })),
      on(userAccessCalls.get, () => makeUserAccess(false)),
    ]);
    const { router } = renderApp('/login?socialSignedIn=1&returnTo=%2Ftabs%2Fmy-attendance');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tabs/my-attendance'));
    expect(callsTo(calls, authCalls.session)).toHaveLength(1);
    expect(storage.get('access_token')).toBe(SESSION_MARKER);
    expect(storage.get('user_access')?.userId).toBe(ids.user);
  });

  it('sends them back to sign in, told to start again, when there is no session after all', async () => {
    fakeServer([
      on(socialCalls.providers, () => both),
      on(authCalls.session, () => json(401, errorBody('unauthenticated', 'Sign in'))),
    ]);
    const { router } = renderApp('/login?socialSignedIn=1');
    await waitFor(() => expect(router.state.location.search).toBe('?socialError=state_invalid'));
    expect(storage.get('access_token')).toBeNull();
  });
});

describe('login page: confirming a provider sign-in once', () => {
  it('shows who signed in and, with the account’s password, signs in and lands on home', async () => {
    const calls = confirmServer(() => authSession(true));
    const { router } = renderApp(`/login?social=${socialToken}`);
    expect(await screen.findByRole('heading', { name: 'Link your Google account' })).toBeTruthy();
    expect(screen.getByText('Maria Santos')).toBeTruthy();
    expect(screen.getByText('maria.santos@example.org')).toBeTruthy();
    expect(
      screen.getByText('An account with ma***@example.org exists. Confirm it is yours once:'),
    ).toBeTruthy();
    await expectNoAxeViolations();
    await confirmWith('congregate-demo');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tabs/tab7'));
    expect(callsTo(calls, socialCalls.confirm)[0]!.body).toEqual({ password: 'congregate-demo' });
    expect(callsTo(calls, socialCalls.confirm)[0]!.url).toBe(`/api/login/auth/social/${socialToken}/confirm`);
    expect(storage.get('access_token')).toBe(SESSION_MARKER);
    expect(storage.get('user_access')?.userId).toBe(ids.user);
  });

  it('says when the password is wrong, and nothing is linked', async () => {
    confirmServer(() => json(401, errorBody('invalid_credentials', 'Invalid credentials')));
    const { router } = renderApp(`/login?social=${socialToken}`);
    await confirmWith('not-it');
    expect(await screen.findByText('That password is incorrect. Nothing was linked.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(storage.get('access_token')).toBeNull();
  });

  it('asks for the password before calling the server', async () => {
    const calls = confirmServer(() => authSession(true));
    renderApp(`/login?social=${socialToken}`);
    await confirmWith('');
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(callsTo(calls, socialCalls.confirm)).toHaveLength(0);
  });

  it('says to wait when throttled', async () => {
    confirmServer(() => json(429, errorBody('rate_limited', 'Too many', { retryAfterSeconds: 40 })));
    renderApp(`/login?social=${socialToken}`);
    await confirmWith('congregate-demo');
    expect(await screen.findByText('Too many attempts. Try again in 40 seconds')).toBeTruthy();
  });

  it('mails a link instead of the password', async () => {
    const calls = confirmServer(() => authSession(true));
    renderApp(`/login?social=${socialToken}`);
    fireEvent.click(await screen.findByRole('button', { name: 'E-mail me a link instead' }));
    expect(await screen.findByText(/We sent a link to ma\*\*\*@example\.org\./)).toBeTruthy();
    expect(callsTo(calls, socialCalls.emailLink)[0]!.url).toBe(`/api/login/auth/social/${socialToken}/email`);
    expect(callsTo(calls, socialCalls.confirm)).toHaveLength(0);
  });

  it('says an unknown or expired sign-in is not waiting, with Start again', async () => {
    confirmServer(() => authSession(true));
    const { router } = renderApp('/login?social=an-expired-token-0123456789');
    expect(await screen.findByText(/This sign-in is not waiting any more/)).toBeTruthy();
    await expectNoAxeViolations();
    fireEvent.click(screen.getByRole('link', { name: 'Start again' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });
});
