import { authCalls, localesCalls, userAccessCalls } from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SESSION_MARKER, storage } from '../../lib/storage/index.ts';
import {
  callsTo,
  errorBody,
  fakeServer,
  ids,
  json,
  makeLocale,
  makeProfile,
  makeUserAccess,
  on,
} from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';

function signedIn(isAdmin: boolean) {
  storage.set('access_token', SESSION_MARKER);
  storage.set('profile', makeProfile());
  return fakeServer([
    on(localesCalls.one, ({ params }) =>
      params.locale === ids.locale ? makeLocale() : json(404, errorBody('not_found', 'Unknown locale')),
    ),
    on(authCalls.logout, () => ({ ok: true as const })),
    on(userAccessCalls.get, ({ params }) =>
      params.id === ids.user ? makeUserAccess(isAdmin) : json(403, errorBody('forbidden', 'Not yours')),
    ),
  ]);
}

async function openMenu() {
  fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
  return screen.findByRole('dialog');
}

describe('tabs layout', () => {
  it('shows the tabs of working pages, and Admin only to admins', async () => {
    signedIn(false);
    renderApp('/tabs/tab7');
    const nav = (await screen.findAllByRole('navigation', { name: 'Main navigation' }))[0]!;
    for (const name of ['Home', 'My QR', 'Attendance', 'Videos'])
      expect(within(nav).getByRole('link', { name })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Attendance' }).getAttribute('href')).toBe('/attendance');
    expect(within(nav).getByRole('link', { name: 'Videos' }).getAttribute('href')).toBe('/tabs/tab6');
    expect(within(nav).queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('adds the Admin tab for admins', async () => {
    signedIn(true);
    renderApp('/tabs/tab7');
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Admin' }).length).toBeGreaterThan(0));
    expect(screen.getAllByRole('link', { name: 'Admin' })[0]!.getAttribute('href')).toBe('/admin-page');
  });

  it('opens the side menu with photo, name, member id and the profile sections with their state', async () => {
    signedIn(false);
    renderApp('/tabs/tab7');
    const menu = await openMenu();
    expect(within(menu).getByText('Maria Santos')).toBeTruthy();
    expect(within(menu).getByText('Member ID M0000042')).toBeTruthy();
    expect(within(menu).getByRole('img', { name: 'Photo of Maria Santos' }).getAttribute('src')).toBe(
      '/profile/maria.jpg',
    );
    const sections = within(menu).getByRole('navigation', { name: 'My profile' });
    const hrefs = () =>
      within(sections)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
    // The eight sections a member completes; seven at first, the eighth behind "Show all (8)".
    expect(hrefs()).toEqual([
      '/tabs/personal-data',
      '/tabs/profile-photo',
      '/tabs/address-book',
      '/tabs/family-background',
      '/tabs/educational-background',
      '/tabs/work-experiences',
      '/tabs/skills',
    ]);
    fireEvent.click(within(sections).getByRole('button', { name: 'Show all (8)' }));
    expect(hrefs().at(-1)).toBe('/tabs/spiritual-journey');
    expect(within(sections).getByRole('link', { name: /Spiritual Journey/ }).textContent).toContain(
      'incomplete',
    );
    expect(within(sections).getByRole('link', { name: /Personal Data/ }).textContent).toContain('completed');
    // Attendance and the password are the member's own pages, not something to complete: no mark.
    const me = within(menu).getByRole('navigation', { name: 'Me' });
    for (const name of [/My Attendance/, /Change Password/]) {
      expect(within(me).getByRole('link', { name }).textContent).not.toMatch(/complete/);
    }
  });

  it('signs out from the side menu: server session ended, storage cleared, back to login', async () => {
    const calls = signedIn(false);
    const { router } = renderApp('/tabs/tab7');
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(callsTo(calls, authCalls.logout)).not.toHaveLength(0);
    expect(storage.get('access_token')).toBeNull();
    expect(storage.get('profile')).toBeNull();
  });

  it('greets the member by first name with locale, flock and cluster on home', async () => {
    signedIn(false);
    renderApp('/tabs/tab7');
    expect(await screen.findByRole('heading', { level: 1, name: /Maria/ })).toBeTruthy();
    expect(screen.getByText('C3-Joy')).toBeTruthy();
    expect(screen.getByText('C3')).toBeTruthy();
    expect(await screen.findByText('Sunday worship')).toBeTruthy();
    expect(screen.getByText('3 of 8 sections complete')).toBeTruthy();
  });

  it('shows the not-found page for unknown paths', async () => {
    fakeServer({});
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
