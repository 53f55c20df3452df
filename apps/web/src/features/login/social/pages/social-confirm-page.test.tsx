import { localesCalls, profileCalls, socialCalls, userAccessCalls } from '@congregate/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rememberLanguage } from '../../../../lib/i18n/dictionaries.ts';
import { SESSION_MARKER, storage } from '../../../../lib/storage/index.ts';
import { expectNoAxeViolations } from '../../../../test/axe.ts';
import {
  authSession,
  callsTo,
  errorBody,
  fakeServer,
  json,
  makeLocale,
  makeProfile,
  makeUserAccess,
  on,
} from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const mailedToken = 'mailed-link-token-0123456789abcdef';

function server(answer: () => Response | ReturnType<typeof authSession>) {
  return fakeServer([
    on(socialCalls.confirmEmail, answer),
    on(localesCalls.one, () => makeLocale()),
    on(profileCalls.myProfile, () => makeProfile({ endorsed: true })),
    on(userAccessCalls.get, () => makeUserAccess(false)),
  ]);
}

describe('social-confirm (the mailed link)', () => {
  it('confirms only on the button, not on opening, then lands signed in', async () => {
    const calls = server(() => authSession(true));
    const { router } = renderApp(`/social-confirm?token=${mailedToken}`);
    const button = await screen.findByRole('button', { name: 'Confirm and sign in' });
    expect(screen.getByRole('heading', { name: 'Confirm linking your account' })).toBeTruthy();
    await expectNoAxeViolations();
    expect(callsTo(calls, socialCalls.confirmEmail)).toHaveLength(0);
    fireEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/tabs/tab7'));
    expect(callsTo(calls, socialCalls.confirmEmail)[0]!.body).toEqual({ token: mailedToken });
    expect(storage.get('access_token')).toBe(SESSION_MARKER);
  });

  it('says a used or expired link is gone, and offers sign in', async () => {
    server(() => json(404, errorBody('not_found', 'Gone')));
    renderApp(`/social-confirm?token=${mailedToken}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and sign in' }));
    expect(
      await screen.findByText('This link was already used or has expired. Sign in with the provider again.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login');
    expect(storage.get('access_token')).toBeNull();
  });

  it('says a link without its token is incomplete, without calling the server', async () => {
    const calls = server(() => authSession(true));
    renderApp('/social-confirm');
    expect(
      await screen.findByText('This link is incomplete. Open the link from the e-mail again.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm and sign in' })).toBeNull();
    expect(callsTo(calls, socialCalls.confirmEmail)).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it('says a disabled account is disabled, in Filipino too', async () => {
    rememberLanguage('fil');
    try {
      server(() => json(403, errorBody('forbidden', 'Disabled')));
      renderApp(`/social-confirm?token=${mailedToken}`);
      fireEvent.click(await screen.findByRole('button', { name: 'Kumpirmahin at mag-sign in' }));
      expect(
        await screen.findByText('Naka-disable ang account na ito. Magtanong sa kalihim ng iyong lokal.'),
      ).toBeTruthy();
      await expectNoAxeViolations();
    } finally {
      rememberLanguage('en');
    }
  });
});
