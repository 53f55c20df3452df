import { emailChangeCalls } from '@congregate/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, errorBody, fakeServer, ids, json, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const token = 'tok_0123456789abcdefghijkl';

describe('validated', { timeout: 20_000 }, () => {
  it('confirms the new email address once with the token from the link', async () => {
    const calls = fakeServer([
      on(emailChangeCalls.confirm, () => ({ memberId: ids.member, email: 'maria.new@example.org' })),
    ]);
    renderApp(`/validated?emailToken=${token}`);
    expect(
      await screen.findByText(/Your new email address maria.new@example.org is now active/),
    ).toBeTruthy();
    const confirms = callsTo(calls, emailChangeCalls.confirm);
    expect(confirms).toHaveLength(1);
    expect(confirms[0]!.body).toEqual({ token });
    // Signed out: the way on is to sign in with the new address.
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('says what to do when the link is invalid, expired or used', async () => {
    fakeServer([
      on(emailChangeCalls.confirm, () => json(422, errorBody('invalid_input', 'This link is not valid'))),
    ]);
    renderApp(`/validated?emailToken=${token}`);
    expect(
      await screen.findByText(/This link is not valid: it may have expired, been used already/),
    ).toBeTruthy();
    expect(screen.getByText(/Ask for the change again/)).toBeTruthy();
  });

  it('says when the address was taken meanwhile', async () => {
    fakeServer([on(emailChangeCalls.confirm, () => json(409, errorBody('conflict', 'Taken')))]);
    renderApp(`/validated?emailToken=${token}`);
    expect(await screen.findByText(/Another account started using this email address/)).toBeTruthy();
  });

  it('shows the outcome of an endorsement decision with a way back', async () => {
    fakeServer({});
    renderApp('/validated?outcome=rejected&name=Paolo%20Pending');
    expect(await screen.findByText(/Paolo Pending’s registration was rejected/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to endorsement' }).getAttribute('href')).toBe(
      '/endorsement',
    );
  });

  it('explains the page when opened without a token or an outcome', async () => {
    const calls = fakeServer({});
    renderApp('/validated?outcome=unknown');
    expect(await screen.findByText(/confirms a new email address, or shows the outcome/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/tabs/tab7');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
