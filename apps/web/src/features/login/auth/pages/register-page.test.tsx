import {
  AGREEMENT_VERSIONS,
  authCalls,
  countriesCalls,
  localesCalls,
  profileCalls,
} from '@congregate/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rememberLanguage } from '../../../../lib/i18n/dictionaries.ts';
import { storage } from '../../../../lib/storage/index.ts';
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

  it('puts server field errors (422) beside their fields, worded by their code', async () => {
    server(() =>
      json(
        422,
        errorBody('invalid_input', 'Invalid', {
          issues: [{ path: 'mobile', message: 'Number not reachable', code: 'mobile_format' }],
        }),
      ),
    );
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Create your account' });
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    const message = await screen.findByText(
      /Type the number with its country code|Use the international format/,
    );
    expect(screen.queryByText('Number not reachable')).toBeNull();
    const mobile = screen.getByLabelText(field('Mobile number'));
    expect(mobile.getAttribute('aria-describedby')).toContain(message.id);
  });

  it('clears a field’s error as soon as the field is fixed, not on the next submit', async () => {
    server(() => json(201, authSession(false)));
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Create your account' });
    type('Password', 'short');
    type('Email', 'maria@');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findAllByText('Use at least 10 characters')).not.toHaveLength(0);
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    const passwordMessages = screen.getAllByText('Use at least 10 characters').length;
    type('Email', 'maria@example.org');
    expect(screen.queryByText('Enter a valid email address')).toBeNull();
    // The other field keeps its message until it is fixed too.
    expect(screen.getAllByText('Use at least 10 characters')).toHaveLength(passwordMessages);
    type('Password', 'a-long-enough-secret');
    expect(screen.queryAllByText('Use at least 10 characters').length).toBeLessThan(passwordMessages);
    fireEvent.click(
      screen.getAllByLabelText(field('Locale')).find((element) => element.tagName === 'INPUT')!,
    );
    expect(screen.getByText('Choose your locale')).toBeTruthy();
    fireEvent.click(await screen.findByRole('option', { name: 'Quezon City', hidden: true }));
    expect(screen.queryByText('Choose your locale')).toBeNull();
  });

  it('asks to choose the locale in words, never with the schema’s wording, in English and Filipino', async () => {
    server(() => json(201, authSession(false)));
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Create your account' });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Choose your locale')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Invalid|UUID|expected|received/i);

    cleanup();
    rememberLanguage('fil');
    try {
      const view = renderApp('/register');
      fireEvent.click(await screen.findByRole('button', { name: 'Magparehistro' }));
      expect(await screen.findByText('Piliin ang iyong lokal')).toBeTruthy();
      expect(view.container.textContent).not.toMatch(/Invalid|UUID|expected|received|Required/i);
    } finally {
      rememberLanguage('en');
    }
  });

  it('sends a mobile typed the local way in international form, from the locale’s country', async () => {
    const calls = server(() => json(201, authSession(false)));
    const { router } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Create your account' });
    await fillForm();
    type('Mobile number', '0917 123 4567');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-authorized'));
    expect(callsTo(calls, authCalls.register)[0]!.body).toMatchObject({ mobile: '+639171234567' });
  });

  it('asks for the locale first when a local mobile number comes without one', async () => {
    const calls = server(() => json(201, authSession(false)));
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Create your account' });
    type('Mobile number', '0917 123 4567');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(/Choose your locale first/)).toBeTruthy();
    expect(callsTo(calls, authCalls.register)).toHaveLength(0);
  });
});
