import { memberSearchCalls, userAccessCalls, type MemberPage } from '@congregate/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cebu, memberItem, page, signedInAdmin, twoLocaleAdminAccess } from '../../../../test/admin-fixtures.ts';
import { callsTo, errorBody, ids, json, makeUserAccess, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';

type LocaleQuery = { q?: string; cursor?: string };
/** The locale's list with photos, answered for `localeId` only (another locale: 404). */
const withPhotos = (localeId: string, answer: (query: LocaleQuery) => MemberPage | Response) =>
  on(memberSearchCalls.localeMembersWithPhoto, ({ params, query }) =>
    params.localeId === localeId ? answer(query) : json(404, errorBody('not_found', 'No such locale')),
  );
const directoryRow = (firstName: string, lastName: string) =>
  memberItem({
    firstName,
    lastName,
    email: null,
    mobile: null,
    birthDate: null,
    gender: null,
    photo: '/profile/x.webp',
  });

describe('members-list', { timeout: 20_000 }, () => {
  it('shows a member the people of their own locale with photos, read-only, searchable and paged', async () => {
    const calls = signedInMember([
      withPhotos(ids.locale, (query) => {
        if (query.cursor === 'next') return page([directoryRow('Zoë', 'Tan')], 3);
        if (query.q === 'pena') return page([directoryRow('Niña', 'Peña')]);
        return page([directoryRow('Ana', 'Reyes'), directoryRow('Bea', 'Santos')], 3, 'next');
      }),
    ]);
    const { router } = renderApp('/members-list');
    expect(await screen.findByText('Ana Reyes')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Photo of Ana Reyes' })).toBeTruthy();
    // A member sees the directory: no links into admin records, no endorsement badges.
    expect(screen.queryByRole('link', { name: /Ana Reyes/ })).toBeNull();
    expect(screen.queryByText('Endorsed')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Zoë Tan')).toBeTruthy();
    expect(calls.some((call) => new URLSearchParams(call.search).get('cursor') === 'next')).toBe(true);

    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'pena' } });
    expect(await screen.findByText('Niña Peña')).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('pena');
  });

  it('offers the members without a photo too, from the plain locale list', async () => {
    const calls = signedInMember([
      withPhotos(ids.locale, () => page([])),
      on(memberSearchCalls.localeMembers, ({ params }) =>
        params.localeId === ids.locale
          ? page([directoryRow('Efren', 'Lim')])
          : json(404, errorBody('not_found', 'No such locale')),
      ),
    ]);
    const { router } = renderApp('/members-list');
    expect(await screen.findByText('No members with a photo yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show members without a photo too' }));
    expect(await screen.findByText('Efren Lim')).toBeTruthy();
    expect(router.state.location.search).toBe('?everyone=yes');
    expect((screen.getByLabelText('Only members with a photo') as HTMLInputElement).checked).toBe(false);
    expect(
      callsTo(calls, memberSearchCalls.localeMembers).some((call) =>
        call.url.endsWith(`/by-local/${ids.locale}`),
      ),
    ).toBe(true);
  });

  it('says clearly when another locale’s list is refused', async () => {
    signedInMember([
      withPhotos(cebu.id, () => json(403, errorBody('forbidden', 'This locale is outside your scope'))),
    ]);
    renderApp(`/members-list?locale=${cebu.id}`);
    expect(await screen.findByText('You can see the members of your own locale only.')).toBeTruthy();
    expect(screen.getByText('Not available for your account')).toBeTruthy();
  });

  it('shows “My flock” from the flock call', async () => {
    const calls = signedInMember([
      withPhotos(ids.locale, () => page([])),
      on(memberSearchCalls.flockMembers, () => ({ items: [directoryRow('Gemma', 'Navarro')], total: 1 })),
    ]);
    const { router } = renderApp('/members-list');
    expect(await screen.findByText('No members with a photo yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'My flock' }));
    expect(await screen.findByText('Gemma Navarro')).toBeTruthy();
    expect(router.state.location.search).toBe('?view=flock');
    expect(callsTo(calls, memberSearchCalls.flockMembers)[0]!.method).toBe('POST');
  });

  it('lets a flock leader see the flocks they lead', async () => {
    signedInMember([
      on(
        userAccessCalls.get,
        () => ({
          ...makeUserAccess(),
          permissions: [
            'profile.self' as const,
            'flock.view' as const,
            'flock.attendance' as const,
            'reports.view' as const,
          ],
        }),
        { id: ids.user },
      ),
      withPhotos(ids.locale, () => page([])),
      on(memberSearchCalls.flockMembers, () => ({ items: [memberItem({ firstName: 'Rhea' })], total: 1 })),
    ]);
    renderApp('/members-list?view=flock');
    expect(await screen.findByText('Rhea Reyes')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Flocks I lead' }).getAttribute('aria-selected')).toBe('true');
    // The leader sees endorsement, which the directory view leaves out.
    expect(screen.getByText('Endorsed')).toBeTruthy();
  });

  it('opens the members of a flock one leads as their leader sees them', async () => {
    const otherFlock = '45454545-4545-4545-8545-454545454545';
    signedInMember([
      on(
        userAccessCalls.get,
        () => ({
          ...makeUserAccess(),
          roles: [
            {
              role: 'flock_leader' as const,
              scopeType: 'flock' as const,
              scopeId: ids.flock,
              scopeName: 'C1-Joy',
            },
          ],
          permissions: ['profile.self' as const, 'flock.view' as const, 'flock.attendance' as const],
        }),
        { id: ids.user },
      ),
      withPhotos(ids.locale, () => page([])),
      on(memberSearchCalls.flockMembers, () => ({
        items: [
          memberItem({ firstName: 'Rhea', flockId: ids.flock }),
          memberItem({ firstName: 'Nico', flockId: otherFlock }),
        ],
        total: 2,
      })),
    ]);
    renderApp('/members-list?view=flock');
    // Cards on a phone: the link holds the whole card.
    const rhea = (await screen.findAllByRole('link', { name: /Rhea Reyes/ }))[0]!;
    expect(rhea.getAttribute('href')).toMatch(new RegExp(`^/flock-member-detail\\?flockId=${ids.flock}&id=`));
    expect(screen.getAllByText('Nico Reyes').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: /Nico Reyes/ })).toBeNull();
  });

  it('lets an admin choose among their locales and open a member', async () => {
    const calls = signedInAdmin(
      [
        on(memberSearchCalls.localeMembersWithPhoto, ({ params }) =>
          params.localeId === cebu.id
            ? page([memberItem({ firstName: 'Lucía', localeName: 'Cebu' })])
            : page([memberItem({ firstName: 'Carlo' })]),
        ),
      ],
      twoLocaleAdminAccess(),
    );
    renderApp('/members-list');
    const link = await screen.findByRole('link', { name: /Carlo Reyes/ });
    expect(link.getAttribute('href')).toMatch(/^\/admin-members\?member=/);
    fireEvent.change(screen.getByLabelText('Locale'), { target: { value: cebu.id } });
    expect(await screen.findByText('Lucía Reyes')).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.url.endsWith(cebu.id))).toBe(true));
  });
});
