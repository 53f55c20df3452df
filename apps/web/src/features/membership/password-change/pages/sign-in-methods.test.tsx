import { membershipPasswordChangeCalls, socialCalls, type SignInMethods } from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../test/axe.ts';
import { callsTo, errorBody, json, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';

const googleLinked: SignInMethods = {
  hasPassword: true,
  identities: [
    {
      provider: 'google',
      email: 'maria.santos@example.org',
      linkedAt: '2026-03-01T08:00:00.000Z',
      lastSignInAt: null,
    },
  ],
  available: ['google', 'facebook'],
};

function setup(
  methods: SignInMethods | (() => SignInMethods),
  unlinkAnswer: () => Response | { ok: true } = () => ({ ok: true }),
) {
  return signedInMember([
    on(socialCalls.methods, () => (typeof methods === 'function' ? methods() : methods)),
    on(socialCalls.unlink, unlinkAnswer),
    on(membershipPasswordChangeCalls.change, () => ({ ok: true, revokedSessions: 0 })),
  ]);
}

const methodsSection = async () => {
  const title = await screen.findByRole('heading', { name: 'Sign-in methods' });
  return within(title.closest('section')!);
};

describe('change password: sign-in methods', () => {
  it('shows each provider, linked (as whom, since when) or not, with Link going to the provider', async () => {
    setup(googleLinked);
    renderApp('/tabs/change-password');
    const section = await methodsSection();
    expect(section.getByText('Linked as maria.santos@example.org since Mar 1, 2026')).toBeTruthy();
    expect(section.getByRole('button', { name: 'Unlink Google' })).toBeTruthy();
    expect(section.getByText('Not linked')).toBeTruthy();
    expect(section.getByRole('link', { name: 'Link Facebook' }).getAttribute('href')).toBe(
      '/api/login/auth/facebook/start?returnTo=%2Ftabs%2Fchange-password&intent=link',
    );
    await expectNoAxeViolations();
  });

  it('says a provider was just linked, or why linking stopped', async () => {
    setup(googleLinked);
    renderApp('/tabs/change-password?linked=google');
    expect(await screen.findByText('Google is linked.')).toBeTruthy();
  });

  it('says why linking stopped, as the login page does', async () => {
    setup(googleLinked);
    renderApp('/tabs/change-password?socialError=identity_taken');
    expect(await screen.findByText(/already linked to another Congregate account/)).toBeTruthy();
  });

  it('asks before unlinking, then unlinks', async () => {
    let linked = true;
    const calls = setup(
      () => (linked ? googleLinked : { ...googleLinked, identities: [] }),
      () => {
        linked = false;
        return { ok: true };
      },
    );
    renderApp('/tabs/change-password');
    fireEvent.click((await methodsSection()).getByRole('button', { name: 'Unlink Google' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlink Google?' });
    expect(callsTo(calls, socialCalls.unlink)).toHaveLength(0);
    await expectNoAxeViolations();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByText('Google is unlinked.')).toBeTruthy();
    expect(callsTo(calls, socialCalls.unlink)[0]!.url).toBe('/api/login/auth/identities/google');
    await waitFor(() => expect(screen.getAllByText('Not linked')).toHaveLength(2));
  });

  it('cancelling the question unlinks nothing', async () => {
    const calls = setup(googleLinked);
    renderApp('/tabs/change-password');
    fireEvent.click((await methodsSection()).getByRole('button', { name: 'Unlink Google' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlink Google?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, socialCalls.unlink)).toHaveLength(0);
  });

  it('explains that the last way to sign in cannot be unlinked before a password is set', async () => {
    setup({ ...googleLinked, hasPassword: false }, () =>
      json(409, errorBody('last_sign_in_method', 'Last way in')),
    );
    renderApp('/tabs/change-password');
    fireEvent.click((await methodsSection()).getByRole('button', { name: 'Unlink Google' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlink Google?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect(
      await screen.findByText('Google is your only way to sign in. Set a password first, then unlink it.'),
    ).toBeTruthy();
  });

  it('lets an account without a password set one, without the current password', async () => {
    let hasPassword = false;
    const calls = signedInMember([
      on(socialCalls.methods, () => ({ ...googleLinked, hasPassword })),
      on(membershipPasswordChangeCalls.change, () => {
        hasPassword = true;
        return { ok: true, revokedSessions: 0 };
      }),
    ]);
    renderApp('/tabs/change-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set a password' })).toBeTruthy();
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
    await expectNoAxeViolations();
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'a-brand-new-secret' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), {
      target: { value: 'a-brand-new-secret' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(callsTo(calls, membershipPasswordChangeCalls.change)).toHaveLength(1));
    expect(callsTo(calls, membershipPasswordChangeCalls.change)[0]!.body).toEqual({
      newPassword: 'a-brand-new-secret',
    });
    // The account now has a password: the form asks for it next time.
    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' })).toBeTruthy();
  });

  it('shows no section when the server offers no provider and none is linked', async () => {
    const calls = setup({ hasPassword: true, identities: [], available: [] });
    renderApp('/tabs/change-password');
    await screen.findByLabelText(/^Current password/);
    await waitFor(() => expect(callsTo(calls, socialCalls.methods)).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Sign-in methods' })).toBeNull();
  });
});
