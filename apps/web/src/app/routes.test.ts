import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from './router.tsx';
import { routePaths } from './routes.ts';

/** Every route of spec section 2 and DESIGN.md section 5, with a sample URL. */
const specPages = [
  'transactions',
  'transaction-modal',
  'group-register',
  'locale-modal',
  'locale-modal2',
  'notification-modal',
  'endorsement',
  'validated',
  'password',
  'members-list',
  'not-authorized',
  'agreement-modal',
  'membertype-modal',
  'group-modal',
  'family-modal',
  'family-request',
  'house-hold-request',
  'house-hold',
  'household-modal',
  'video-category',
  'disclaimer',
  'livestream-modal',
  'summary-report',
  'category-popover',
  'attendance',
  'rrb',
  'rrb-detail',
  'rrb-modal',
  'flock-attendance-modal',
  'flock-pep-add-modal',
  'flock-rsvp-add-modal',
  'flock-members',
  'flock-member-detail',
  'flock-page',
  'flock-member-celebrants',
  'flock-awards',
  'flock-summary-report',
  'give-modal',
  'face-recognition',
  'manage-members',
  'manage-members-upload',
  'edit-member',
  'edit-member2',
  'checkin-modal',
  'admin-members',
  'admin-pep',
  'admin-rsvp',
  'admin-page',
  'admin-attendances',
  'admin-convert-pep-to-member',
  'admin-newly-baptized',
  'address-modal',
  'signature',
  'edit-password',
  'view-qr',
  'edit-member-photo',
  'edit-member-locale',
  'edit-member-email',
  'search-member-modal',
  'search-pep-modal',
  'event-soulwinner',
  'minister-page',
  'locale-information',
  'locale-attendance',
  'generic-modal',
  'kiosk',
  'visitor-form',
  'flyer-modal',
  'image-modal',
  'baptism-scanner',
  'baptism-monitoring',
  'login',
  'register',
  'visitor',
].map((name) => `/${name}`);

const tabPages = [
  'tab7',
  'tab6',
  'personal-data',
  'profile-photo',
  'address-book',
  'family-background',
  'educational-background',
  'work-experiences',
  'skills',
  'my-attendance',
  'change-password',
  'spiritual-journey',
].map((name) => `/tabs/${name}`);

const parameterPages = [
  '/invitation/e1/m1',
  '/invite/e1/m1',
  '/flyers/m1',
  '/flyers2/m1',
  '/homefree-sg/m1',
  '/entry/x1',
  '/entry',
  '/qrloc/q1',
];

const publicPages = [
  '/visitor-form',
  '/agreement-modal',
  '/disclaimer',
  '/not-authorized',
  '/validated',
  '/password',
  '/invitation/e1/m1',
  '/invite/e1/m1',
  '/flyers/m1',
  '/flyers2/m1',
  '/homefree-sg/m1',
  '/entry/x1',
  '/entry',
  '/qrloc/q1',
  '/kiosk',
];
const signedOutPages = ['/login', '/register', '/visitor'];

function groupOf(url: string): string | undefined {
  const matches = matchRoutes(buildRoutes(), url) ?? [];
  const leaf = matches.at(-1)?.route;
  if (!leaf || leaf.path === '*') return undefined;
  return matches
    .map((match) => match.route.id)
    .find((id) => id === 'public' || id === 'signed-out' || id === 'member');
}

describe('route table', () => {
  it.each([...specPages, ...tabPages, ...parameterPages])('resolves %s to a page', (url) => {
    const matches = matchRoutes(buildRoutes(), url);
    const leaf = matches?.at(-1)?.route;
    expect(leaf?.path).not.toBe('*');
    expect(leaf?.handle).toHaveProperty('titleKey');
  });

  it('lists every spec page among its exported paths', () => {
    for (const url of [...specPages, ...tabPages]) expect(routePaths).toContain(url);
    for (const pattern of [
      '/invitation/:eventId/:memberId',
      '/invite/:eventId/:memberId',
      '/flyers/:memberId',
      '/flyers2/:memberId',
      '/homefree-sg/:memberId',
      '/entry/:id',
      '/entry',
      '/qrloc/:id',
    ]) {
      expect(routePaths).toContain(pattern);
    }
    expect(new Set(routePaths).size).toBe(routePaths.length);
  });

  it('leaves public exactly the pages DESIGN.md names, and guards the rest', () => {
    for (const url of publicPages) expect(groupOf(url), url).toBe('public');
    for (const url of signedOutPages) expect(groupOf(url), url).toBe('signed-out');
    const open = new Set([...publicPages, ...signedOutPages]);
    for (const url of [...specPages, ...tabPages].filter((u) => !open.has(u)))
      expect(groupOf(url), url).toBe('member');
  });

  it('sends unknown paths to the not-found page', () => {
    expect(matchRoutes(buildRoutes(), '/no-such-page')?.at(-1)?.route.path).toBe('*');
  });

  it('redirects the empty path to tabs/tab7', async () => {
    const index = buildRoutes()[0]!.children!.find((route) => route.index);
    const result = await (index!.loader as () => Promise<Response> | Response)();
    expect(result.headers.get('Location')).toBe('/tabs/tab7');
  });

  it('loads every page lazily (the Videos tab too)', async () => {
    const member = buildRoutes()[0]!.children!.find((route) => route.id === 'member')!;
    const tab6 = member.children!.find((route) => route.path === 'tabs/tab6')!;
    expect(typeof tab6.lazy).toBe('function');
    const loaded = await (tab6.lazy as () => Promise<{ Component: unknown }>)();
    const videos = await import('../features/video/videos/pages/videos-page.tsx');
    expect(loaded.Component).toBe(videos.default);
  });
});
