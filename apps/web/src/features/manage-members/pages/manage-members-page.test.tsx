import {
  localesCalls,
  memberSearchCalls,
  rolePermissions,
  userAccessCalls,
  type MemberListItem,
  type MemberPage,
} from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  cebu,
  davao,
  listItem,
  localeAdminAccess,
  otherId,
  signedInSecretary,
} from '../../../test/admin-fixtures.ts';
import {
  callsTo,
  errorBody,
  ids,
  json,
  makeLocale,
  makeUserAccess,
  on,
  type RecordedCall,
} from '../../../test/fake-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signedInMember } from '../../../test/signed-in.ts';

const byLocale = (calls: RecordedCall[]) =>
  callsTo(calls, memberSearchCalls.localeMembers).map((call) => ({
    locale: call.url.split('/').pop(),
    query: Object.fromEntries(new URLSearchParams(call.search)),
  }));
const page = (items: MemberListItem[], nextCursor: string | null = null, total = items.length) => ({
  items,
  total,
  nextCursor,
});
/** A locale's list (`members/by-local`), answered per locale; a locale not listed is 404. */
const localeLists = (answers: Record<string, (query: { q?: string; cursor?: string }) => MemberPage>) =>
  on(
    memberSearchCalls.localeMembers,
    ({ params, query }) =>
      answers[params.localeId]?.(query) ?? json(404, errorBody('not_found', 'No such locale')),
  );

describe('manage-members', { timeout: 20_000 }, () => {
  it('lists the members of the admin’s locale with their actions, searches and pages', async () => {
    const calls = signedInSecretary([
      localeLists({
        [ids.locale]: (query) => {
          if (query.q === 'reyes') return page([listItem()]);
          if (query.cursor === 'c2')
            return page([listItem({ id: ids.member, firstName: 'Maria', lastName: 'Santos' })], null, 2);
          return page([listItem({ endorsed: false, flockId: null, flockName: null })], 'c2', 2);
        },
      }),
    ]);
    const { router } = renderApp('/manage-members');
    const row = await screen.findByRole('listitem', { name: 'Ana Reyes' });
    expect(within(row).getByText('No flock')).toBeTruthy();
    expect(within(row).getByText('Not endorsed')).toBeTruthy();
    const hrefs = within(row)
      .getAllByRole('link')
      .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Assign flock to Ana Reyes', `/group-modal?memberId=${otherId}`],
      ['Set the member type of Ana Reyes', `/membertype-modal?memberId=${otherId}`],
      ['Transfer Ana Reyes to another locale', `/locale-modal2?memberId=${otherId}`],
      ['Edit the profile of Ana Reyes', `/edit-member2?memberId=${otherId}`],
    ]);
    // Speech input users say what they see: each action's name contains its visible text (WCAG 2.5.3).
    for (const link of within(row).getAllByRole('link')) {
      expect(link.getAttribute('aria-label')!.toLowerCase()).toContain(link.textContent!.toLowerCase());
    }
    expect(screen.getByText('1 of 2 members shown')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload members' }).getAttribute('href')).toBe(
      '/manage-members-upload',
    );
    expect(screen.getByRole('link', { name: 'Endorsement' }).getAttribute('href')).toBe('/endorsement');
    expect(screen.getByRole('link', { name: 'Search all members' }).getAttribute('href')).toBe(
      '/admin-members',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('listitem', { name: 'Maria Santos' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search by name, email, member id or mobile'), {
      target: { value: 'reyes' },
    });
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('reyes'));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Maria Santos' })).toBeNull());
    // The list empties when the search changes, a moment before the new request goes out.
    await waitFor(() =>
      expect(byLocale(calls)).toEqual([
        { locale: ids.locale, query: { limit: '25' } },
        { locale: ids.locale, query: { limit: '25', cursor: 'c2' } },
        { locale: ids.locale, query: { limit: '25', q: 'reyes' } },
      ]),
    );
  });

  it('offers a district admin the locales of their district, and says when a search finds nobody', async () => {
    const north = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
    const access = {
      ...localeAdminAccess(),
      roles: [
        {
          role: 'locale_admin' as const,
          scopeType: 'locale' as const,
          scopeId: ids.locale,
          scopeName: 'Quezon City',
        },
        {
          role: 'district_admin' as const,
          scopeType: 'district' as const,
          scopeId: north,
          scopeName: 'North',
        },
      ],
    };
    const calls = signedInSecretary(
      [
        // Davao is in no district of the admin: not offered.
        on(localesCalls.all, () => [makeLocale(), { ...cebu, districtId: north }, davao]),
        localeLists({ [ids.locale]: () => page([listItem()]), [cebu.id]: () => page([]) }),
      ],
      access,
    );
    const { router } = renderApp('/manage-members?q=nobody');
    const select = (await screen.findByLabelText('Locale')) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual(['Cebu', 'Quezon City']);
    // The admin's own locale comes first.
    expect(select.value).toBe(ids.locale);
    fireEvent.change(select, { target: { value: cebu.id } });
    expect(await screen.findByText(/No member matches “nobody”/)).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('locale')).toBe(cebu.id);
    expect(byLocale(calls).at(-1)).toEqual({ locale: cebu.id, query: { limit: '25', q: 'nobody' } });
  });

  it('explains an empty locale', async () => {
    signedInSecretary([localeLists({ [ids.locale]: () => page([]) })]);
    renderApp('/manage-members');
    expect(await screen.findByText(/This locale has no members yet/)).toBeTruthy();
  });

  it('tells a flock leader the page is not for them, and asks the server nothing', async () => {
    const leader = {
      ...makeUserAccess(false),
      roles: [
        {
          role: 'flock_leader' as const,
          scopeType: 'flock' as const,
          scopeId: ids.flock,
          scopeName: 'C2-Hope',
        },
      ],
      permissions: [...rolePermissions.flock_leader],
    };
    const calls = signedInMember([on(userAccessCalls.get, () => leader, { id: ids.user })]);
    renderApp('/manage-members');
    expect(await screen.findByText('Not for your account')).toBeTruthy();
    expect(byLocale(calls)).toEqual([]);
  });
});
