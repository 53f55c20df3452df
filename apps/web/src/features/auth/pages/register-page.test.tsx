import {
  AGREEMENT_VERSIONS,
  authCalls,
  countriesCalls,
  localesCalls,
  profileCalls,
} from '@congregate/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storage } from '../../../lib/storage/index.ts';
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
} from '../../../test/fake-server.ts';
import { renderApp } from '../../../test/render-app.tsx';

function server(registerAnswer: () => Response) {
  return fakeServer([
    on(localesCalls.all, () => [makeLocale()]),
    on(countriesCalls.list, () => [{ id: 'PH', name: 'Philippines', callingCode: '+63' }]),
    on(authCalls.register, registerAnswer),
    on(profileCalls.myProfile, () => makeProfile({ endorsed: false })),
  ]);
}

/** A field's label, with or without the required-field asterisk. */
const field = (text: string) => new RegExp(`^${text}\\s*\\*?$`);

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(field(label)), { target: { value } });
}

async function fillForm() {
  type('First name', 'Maria');
  type('Last name', 'Santos');
  type('Email', 'maria@example.org');
  type('Password', 'a-long-enough-secret');
  fireEvent.click(screen.getAllByLabelText(field('Locale')).find((element) => element.tagName === 'INPUT')!);
  // The dropdown animates in; jsdom does not run the animation, so the option is found while still hidden.
  fireEvent.click(await screen.findByRole('option', { name: 'Quezon City', hidden: true }));
  fireEvent.click(screen.getByRole('checkbox', { name: /data privacy agreement/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: /disclaimer/ }));
}

describe('register page', () => {
  it('registers, signs in and lands on not-authorized', async () => {
    const calls = server(() => json(201, authSession(false)));
    const { router } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Create your account' });
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-authorized'));
    const body = callsTo(calls, authCalls.register)[0]!.body;
    expect(body).toEqual({
      firstName: 'Maria',
      lastName: 'Santos',
      email: 'maria@example.org',
      password: 'a-long-enough-secret',
      localeId: ids.locale,
      acceptedDataPrivacy: AGREEMENT_VERSIONS.dataPrivacy,
      acceptedDisclaimer: AGREEMENT_VERSIONS.disclaimer,
    });
    expect(storage.get('access_token')).toBe('cookie-session');
  });

  it('shows the problems beside the fields without calling the server', async () => {
    const calls = server(() => json(201, authSession(false)));
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Create your account' });
    type('Password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findAllByText('Use at least 10 characters')).not.toHaveLength(0);
    expect(screen.getByText('Accept the data privacy agreement to register')).toBeTruthy();
    expect(screen.getByText('Accept the disclaimer to register')).toBeTruthy();
    expect(callsTo(calls, authCalls.register)).toHaveLength(0);
  });

  it('says when the email is taken', async () => {
    server(() => json(409, errorBody('conflict', 'Email taken')));
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Create your account' });
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('An account with this email already exists. Sign in instead.'),
    ).toBeTruthy();
  });

  it('puts server field errors (422) beside their fields', async () => {
    server(() =>
      json(
        422,
        errorBody('invalid_input', 'Invalid', {
          issues: [{ path: 'mobile', message: 'Number not reachable' }],
        }),
      ),
    );
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Create your account' });
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    const message = await screen.findByText('Number not reachable');
    const mobile = screen.getByLabelText(field('Mobile number'));
    expect(mobile.getAttribute('aria-describedby')).toContain(message.id);
  });
});
