import {
  localesCalls,
  permissions as allPermissions,
  rolePermissions,
  userAccessCalls,
  type Permission,
  type UserAccess,
} from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storage } from '../../lib/storage/index.ts';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { ids, makeLocale, makeUserAccess, on } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { signedInMember } from '../../test/signed-in.ts';

/** Every page the side menu linked to before it was grouped (issue 37): none may be lost. */
const everyPage = [
  // The ten profile sections.
  '/tabs/personal-data',
  '/tabs/profile-photo',
  '/tabs/address-book',
  '/tabs/family-background',
  '/tabs/educational-background',
  '/tabs/work-experiences',
  '/tabs/skills',
  '/tabs/my-attendance',
  '/tabs/change-password',
  '/tabs/spiritual-journey',
  // "More": the member's other pages.
  '/edit-member',
  '/house-hold',
  '/signature',
  '/locale-information',
  '/face-recognition',
  '/search-pep-modal',
  '/flock-pep-add-modal',
  '/event-soulwinner',
  '/flyer-modal',
  '/group-register',
  '/rrb',
  '/transactions',
  // The pages of a role.
  '/flock-page',
  '/flock-attendance-modal',
  '/admin-attendances',
  '/flock-summary-report',
  '/flock-awards',
  '/locale-attendance',
  '/summary-report',
  '/admin-pep',
  '/baptism-monitoring',
  '/baptism-scanner',
  '/admin-newly-baptized',
  '/admin-events',
  '/admin-groups',
  '/admin-announcements',
  '/admin-rsvp',
  '/minister-page',
  '/entry',
  '/flock-rsvp-add-modal',
  // Beside the groups.
  '/admin-page',
  '/notification-settings',
];

const access = (role: UserAccess['group']['name'], permissions: readonly Permission[]): UserAccess => ({
  ...makeUserAccess(role !== 'member' && role !== 'flock_leader'),
  group: { name: role, label: role },
  permissions: [...permissions],
});

async function openMenuAs(userAccess: UserAccess) {
  signedInMember([
    on(userAccessCalls.get, () => userAccess, { id: ids.user }),
    on(localesCalls.one, () => makeLocale()),
  ]);
  renderApp('/tabs/tab7');
  await screen.findByRole('heading', { level: 1, name: /Maria/ });
  // The menu reads the user access the app has asked for.
  await waitFor(() => expect(storage.get('user_access')?.group.name).toBe(userAccess.group.name));
  fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
  return screen.findByRole('dialog');
}

const groupsIn = (menu: HTMLElement) => within(menu).getAllByRole('navigation');
const groupNames = (menu: HTMLElement) =>
  groupsIn(menu).map((group) => group.querySelector('h3')!.textContent);
const hrefsIn = (root: HTMLElement) =>
  within(root)
    .queryAllByRole('link')
    .map((link) => link.getAttribute('href')!);

describe('side menu', { timeout: 30_000 }, () => {
  it('groups the pages by area, no group showing more than seven at once, and keeps every page reachable', async () => {
    const menu = await openMenuAs(access('super_admin', allPermissions));
    await within(menu).findByRole('navigation', { name: 'Locale: people' });
    for (const group of groupsIn(menu))
      expect(within(group).getAllByRole('link').length).toBeLessThanOrEqual(7);
    const more = within(menu).getAllByRole('button', { name: /^Show all \(\d+\)$/ });
    expect(more.length).toBeGreaterThan(0);
    for (const button of more) {
      expect(button.getAttribute('aria-expanded')).toBe('false');
      fireEvent.click(button);
      expect(button.getAttribute('aria-expanded')).toBe('true');
      expect(button.textContent).toBe('Show fewer');
    }
    const linked = new Set(hrefsIn(menu));
    expect(everyPage.filter((page) => !linked.has(page))).toEqual([]);
    // Finance's own page, new in the menu.
    expect(linked).toContain('/transactions?tab=finance');
    await expectNoAxeViolations(menu);
  });

  it('shows a member only their own groups, "Me" first, none of a role’s pages', async () => {
    const menu = await openMenuAs(makeUserAccess(false));
    expect(groupNames(menu)).toEqual(['Me', 'My profile', 'Church life', 'Inviting']);
    const linked = hrefsIn(menu);
    for (const page of ['/flock-page', '/entry', '/admin-pep', '/admin-attendances', '/summary-report'])
      expect(linked).not.toContain(page);
  });

  it('puts a flock leader’s flock first, with the pages their role allows and no admin’s', async () => {
    const menu = await openMenuAs(access('flock_leader', rolePermissions.flock_leader));
    expect(groupNames(menu)[0]).toBe('My flock');
    const flock = within(menu).getByRole('navigation', { name: 'My flock' });
    expect(hrefsIn(flock)).toEqual([
      '/flock-page',
      '/flock-attendance-modal',
      '/flock-summary-report',
      '/flock-awards',
      '/entry',
      '/flock-rsvp-add-modal',
    ]);
    expect(within(menu).queryByRole('navigation', { name: 'Locale: people' })).toBeNull();
    expect(hrefsIn(menu)).not.toContain('/admin-events');
  });

  it('puts a secretary’s locale first', async () => {
    const menu = await openMenuAs(access('locale_admin', rolePermissions.locale_admin));
    expect(groupNames(menu).slice(0, 3)).toEqual(['Locale: people', 'Locale: events', 'Reports']);
  });

  it('puts finance’s giving first', async () => {
    const menu = await openMenuAs(access('finance', rolePermissions.finance));
    expect(groupNames(menu)[0]).toBe('Finance');
    expect(hrefsIn(within(menu).getByRole('navigation', { name: 'Finance' }))).toEqual([
      '/transactions?tab=finance',
    ]);
  });
});
