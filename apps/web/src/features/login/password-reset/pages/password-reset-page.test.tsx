import { passwordResetCalls } from '@congregate/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody, fakeServer, json, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const token = 'reset-token-0123456789abcdef';

describe('password reset', () => {
  it('step 1: asks for a link by email and says one is on its way, whatever the address', async () => {
    const calls = fakeServer([on(passwordResetCalls.request, () => ({ accepted: true as const }))]);
    renderApp('/password');
    fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'member@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(await screen.findByText(/If an account uses member@example.org, a link/)).toBeTruthy();
    expect(calls[0]!.body).toEqual({ email: 'member@example.org' });
  });

  it('step 2: with ?token= sets the new password, checked with the shared rules', async () => {
    const calls = fakeServer([on(passwordResetCalls.confirm, () => ({ ok: true as const }))]);
    renderApp(`/password?token=${token}`);
    fireEvent.change(await screen.findByLabelText(/^New password/), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findAllByText('Use at least 10 characters')).not.toHaveLength(0);
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'a-brand-new-secret' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), {
      target: { value: 'a-brand-new-secret' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByText('Your password was changed. Sign in with the new password.')).toBeTruthy();
    expect(calls[0]!.body).toEqual({ token, newPassword: 'a-brand-new-secret' });
  });

  it('step 2: an invalid or expired link says so and offers a new one', async () => {
    fakeServer([
      on(passwordResetCalls.confirm, () =>
        json(
          422,
          errorBody('invalid_input', 'Invalid or expired', {
            issues: [{ path: 'token', message: 'Invalid or expired' }],
          }),
        ),
      ),
    ]);
    renderApp(`/password?token=${token}`);
    fireEvent.change(await screen.findByLabelText(/^New password/), {
      target: { value: 'a-brand-new-secret' },
    });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), {
      target: { value: 'a-brand-new-secret' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByText(/invalid or has expired/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    expect(await screen.findByRole('button', { name: 'Send the reset link' })).toBeTruthy();
  });
});
