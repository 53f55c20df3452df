import {
  AGREEMENT_VERSIONS,
  authCalls,
  countriesCalls,
  localesCalls,
  profileCalls,
  socialCalls,
} from '@congregate/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storage } from '../../../../lib/storage/index.ts';
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
  on,
} from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { makePendingSocialSignIn, socialToken } from '../../../../test/social-fixtures.ts';

function server(
  registerAnswer: () => Response | ReturnType<typeof authSession>,
  next: 'register' | 'confirm' = 'register',
) {
  return fakeServer([
    on(socialCalls.pending, ({ params }) =>
      params.token === socialToken
        ? makePendingSocialSignIn(next, 'facebook')
        : json(404, errorBody('not_found', 'Not waiting')),
    ),
    on(socialCalls.register, registerAnswer),
    on(localesCalls.all, () => [makeLocale()]),
    on(countriesCalls.list, () => [{ id: 'PH', name: 'Philippines', callingCode: '+63' }]),
    on(profileCalls.myProfile, () => makeProfile({ endorsed: false })),
  ]);
}

const field = (text: string) => new RegExp(`^${text}\\s*\\*?$`);

async function chooseLocaleAndAgree() {
  fireEvent.click(screen.getAllByLabelText(field('Locale')).find((element) => element.tagName === 'INPUT')!);
  fireEvent.click(await screen.findByRole('option', { name: 'Quezon City', hidden: true }));
  fireEvent.click(screen.getByRole('checkbox', { name: /data privacy agreement/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: /disclaimer/ }));
}

describe('register page: registering with a provider', () => {
  it('fills the form from the provider, shows its e-mail read-only and asks for no password', async () => {
    server(() => json(201, authSession(false)));
    renderApp(`/register?social=${socialToken}`);
    expect(await screen.findByRole('heading', { name: 'Register with Facebook' })).toBeTruthy();
    expect((screen.getByLabelText(field('First name')) as HTMLInputElement).value).toBe('Maria');
    expect((screen.getByLabelText(field('Last name')) as HTMLInputElement).value).toBe('Santos');
    const email = screen.getByLabelText(field('Email')) as HTMLInputElement;
    expect(email.value).toBe('maria.santos@example.org');
    expect(email.readOnly).toBe(true);
    expect(screen.queryByLabelText(field('Password'))).toBeNull();
    await expectNoAxeViolations();
  });

  it('registers without e-mail and password in the body, signs in and lands on not-authorized', async () => {
    const calls = server(() => json(201, authSession(false)));
    const { router } = renderApp(`/register?social=${socialToken}`);
    await screen.findByRole('heading', { name: 'Register with Facebook' });
    fireEvent.change(screen.getByLabelText(field('First name')), { target: { value: 'Maria Luisa' } });
    await chooseLocaleAndAgree();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-authorized'));
    const [call] = callsTo(calls, socialCalls.register);
    expect(call!.url).toBe(`/api/login/auth/social/${socialToken}/register`);
    expect(call!.body).toEqual({
      firstName: 'Maria Luisa',
      lastName: 'Santos',
      localeId: ids.locale,
      acceptedDataPrivacy: AGREEMENT_VERSIONS.dataPrivacy,
      acceptedDisclaimer: AGREEMENT_VERSIONS.disclaimer,
    });
    expect(callsTo(calls, authCalls.register)).toHaveLength(0);
    expect(storage.get('access_token')).toBe('cookie-session');
  });

  it('asks for the locale and the agreements as the form does, without calling the server', async () => {
    const calls = server(() => json(201, authSession(false)));
    renderApp(`/register?social=${socialToken}`);
    await screen.findByRole('heading', { name: 'Register with Facebook' });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Choose your locale')).toBeTruthy();
    expect(screen.getByText('Accept the data privacy agreement to register')).toBeTruthy();
    expect(screen.getByText('Accept the disclaimer to register')).toBeTruthy();
    expect(callsTo(calls, socialCalls.register)).toHaveLength(0);
  });

  it('says when the e-mail was taken meanwhile', async () => {
    server(() => json(409, errorBody('conflict', 'Email taken')));
    renderApp(`/register?social=${socialToken}`);
    await screen.findByRole('heading', { name: 'Register with Facebook' });
    await chooseLocaleAndAgree();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('An account with this email already exists. Sign in instead.'),
    ).toBeTruthy();
  });

  it('says an expired sign-in is not waiting, with Start again', async () => {
    server(() => json(201, authSession(false)));
    renderApp('/register?social=an-expired-token-0123456789');
    expect(await screen.findByText(/This sign-in is not waiting any more/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start again' }).getAttribute('href')).toBe('/login');
    await expectNoAxeViolations();
  });

  it('sends a sign-in that waits for confirmation to the login page', async () => {
    server(() => json(201, authSession(false)), 'confirm');
    const { router } = renderApp(`/register?social=${socialToken}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Link your Facebook account' })).toBeTruthy();
  });
});
