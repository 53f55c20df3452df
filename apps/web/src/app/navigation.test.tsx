import { adminReportCalls, transferCalls } from '@congregate/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAdmin } from '../test/admin-fixtures.ts';
import { on } from '../test/fake-server.ts';
import { renderApp } from '../test/render-app.tsx';
import { pageRoutes } from './routes.ts';

/**
 * Pages that open from another page, about a subject that page picks (a member, an address), and so have
 * no place in the navigation; each says where it is reached from. Any other signed-in page that works must
 * be linked from the navigation an admin sees: the tab bar, the side menu, home or the admin hub.
 */
const openedFromAPage: Record<string, string> = {
  'edit-member2': 'a member’s detail in the member lists',
  'group-modal': 'the member lists’ actions (a dialog over the list; this is its deep link)',
  'membertype-modal': 'the member lists’ actions (a dialog over the list; this is its deep link)',
  'locale-modal2': 'the member lists’ actions (a dialog over the list; this is its deep link)',
  'address-modal': 'tabs/address-book (add or edit an address)',
  'edit-member-photo': 'edit-member (the spec’s name of tabs/profile-photo)',
  'edit-password': 'edit-member (the spec’s name of tabs/change-password)',
  'edit-member-locale': 'tabs/personal-data (ask for a transfer)',
  'edit-member-email': 'tabs/personal-data (ask for a new e-mail)',
  'locale-modal': 'locale-information (all the locales)',
  'search-member-modal': 'the spec’s quick find; the lists and the audit filters have it in place',
  'admin-convert-pep-to-member': 'admin-newly-baptized (“Make member” on a baptized PEP) and the PEP’s page',
  'pep/:id/baptismal-form': 'the PEP’s page and baptism-monitoring’s missing forms',
  'pep/:id': 'the PEP lists (admin-pep, search-pep-modal) and the add form (flock-pep-add-modal)',
  'announcement/:id': 'its notice in notification-modal, and admin-announcements (each one’s “Open”)',
  'image-modal': 'a picture a page shows (`?src=`: one of the app’s own images, full screen with zoom)',
  'generic-modal': 'a page that has just done something (`?notice=&next=`: the notice, then on to `next`)',
  'flock-members': 'flock-page (the members card; `?flockId=`)',
  'flock-member-detail': 'flock-members, flock-page’s absentees and members-list (`?flockId=&id=`)',
  'flock-member-celebrants': 'flock-page (the celebrants card; `?flockId=&period=`)',
  'rrb-detail': 'rrb (each entry’s title; `?id=`)',
  'rrb-modal': 'rrb (“New entry”, for those who may post) and rrb-detail (“Edit”; `?id=`)',
  'admin-email-outbox': 'the admin hub, for super admins only (this test signs in a locale admin)',
  'transaction-modal': 'transactions (each gift’s “Receipt”; `?id=`)',
  'household-modal': 'house-hold (“Start a household”, and “Edit household” for its head; `?id=`)',
  'house-hold-request': 'house-hold (“See household requests”) and its notices (`household.request`)',
  'family-request':
    'tabs/family-background (each relative’s “Link to their member record”; `?entryId=`) and its notices (`family.request`)',
  'family-modal':
    'tabs/family-background (a linked relative’s “Open”), family-request and the notice `family.accepted` (`?memberId=`)',
  'video-category': 'tabs/tab6 (each category, “See all videos” and the search; `?id=`, `?q=`)',
  'livestream-modal':
    'tabs/tab6 and home (“Watch now” / “Open livestream”), admin-videos (each stream’s “Preview”; `?id=`)',
};

const adminServer = () =>
  signedInAdmin([
    on(adminReportCalls.dashboard, () => ({
      localeId: null,
      pendingEndorsements: 0,
      transfersIn: 0,
      transfersOut: 0,
      byFlock: [],
      byCluster: [],
    })),
    on(transferCalls.list, () => ({ items: [], nextCursor: null })),
  ]);

const pathOf = (link: Element) => new URL(link.getAttribute('href')!, 'http://app').pathname.slice(1);
const linksIn = (root: HTMLElement) => within(root).queryAllByRole('link').map(pathOf);

/** Every page the navigation links to: tab bar, home, side menu, then the admin hub. */
async function navigationLinks(): Promise<Set<string>> {
  const { router } = renderApp('/tabs/tab7');
  await screen.findByRole('heading', { level: 1, name: /Maria/ });
  await screen.findByRole('heading', { name: 'My church' });
  const found = new Set(linksIn(document.body));
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  const menu = await screen.findByRole('dialog');
  // A group of the menu shows seven links first: open each before reading.
  for (const more of within(menu).queryAllByRole('button', { name: /^Show all/ })) fireEvent.click(more);
  for (const path of linksIn(menu)) found.add(path);
  await act(() => router.navigate('/admin-page'));
  const hub = await screen.findByRole('navigation', { name: 'Member administration' });
  for (const path of linksIn(hub)) found.add(path);
  for (const path of linksIn(document.body)) found.add(path);
  return found;
}

const signedInPages = pageRoutes.filter((route) => route.access === 'member');

describe('navigation', { timeout: 30_000 }, () => {
  it('links every signed-in page, except those a page opens about its subject', async () => {
    adminServer();
    const linked = await navigationLinks();
    const unreachable = signedInPages
      .filter((route) => !(route.path in openedFromAPage))
      .map((route) => route.path)
      .filter((path) => !linked.has(path));
    expect(unreachable).toEqual([]);
    // Those three were reachable only by typing their address.
    for (const path of ['locale-information', 'signature', 'edit-member']) expect(linked).toContain(path);
    // The Attendance tab and the attendance reports (issue 11).
    for (const path of ['attendance', 'locale-attendance', 'summary-report', 'flock-summary-report'])
      expect(linked).toContain(path);
  });

  it('lists only real pages as opened from another page', () => {
    for (const path of Object.keys(openedFromAPage))
      expect(signedInPages.find((route) => route.path === path)).toBeDefined();
  });
});
