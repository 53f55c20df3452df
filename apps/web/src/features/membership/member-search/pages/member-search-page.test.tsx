import {
  emailChangeCalls,
  endorsementCalls,
  memberDetailCalls,
  memberPlacementCalls,
  memberSearchCalls,
  profileCalls,
  userRoleCalls,
  userRolesSchema,
  type MemberListItem,
} from '@congregate/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  hopeId,
  memberDetail,
  memberItem,
  otherUserId,
  page,
  signedInAdmin,
} from '../../../../test/admin-fixtures.ts';
import {
  callsTo,
  errorBody,
  ids,
  json,
  makeProfile,
  on,
  type RecordedCall,
} from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';

const searches = (calls: RecordedCall[]) =>
  callsTo(calls, memberSearchCalls.search).map((call) => call.body as Record<string, unknown>);

describe('admin-members search', { timeout: 20_000 }, () => {
  it('puts the search text and filters into the URL and into the request body', async () => {
    const calls = signedInAdmin([on(memberSearchCalls.search, () => page([memberItem()]))]);
    const { router } = renderApp('/admin-members');
    await screen.findByText('Ana Reyes');
    expect(searches(calls)[0]).toEqual({ limit: 25 });

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'pena' } });
    await waitFor(() => expect(searches(calls).at(-1)).toEqual({ q: 'pena', limit: 25 }));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('pena');

    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.change(await screen.findByLabelText('Member type'), { target: { value: 'youth' } });
    fireEvent.change(screen.getByLabelText('Endorsement'), { target: { value: 'no' } });
    fireEvent.change(screen.getByLabelText('Flock'), { target: { value: ids.flock } });
    fireEvent.change(screen.getByLabelText('Birthday month'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Age from'), { target: { value: '13' } });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: '-createdAt' } });
    await waitFor(() =>
      expect(searches(calls).at(-1)).toEqual({
        q: 'pena',
        type: 'youth',
        endorsed: false,
        flockId: ids.flock,
        birthMonth: 5,
        ageFrom: 13,
        sort: '-createdAt',
        limit: 25,
      }),
    );
    const url = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(url)).toEqual({
      q: 'pena',
      type: 'youth',
      endorsed: 'no',
      flock: ids.flock,
      month: '5',
      ageFrom: '13',
      sort: '-createdAt',
    });
  });

  it('reads the filters back from the URL (a reload or a shared link) and shows them', async () => {
    const calls = signedInAdmin([
      on(memberSearchCalls.search, () => page([memberItem({ lastName: 'Peña' })])),
    ]);
    renderApp(
      '/admin-members?q=pe%C3%B1a&type=worker&endorsed=yes&month=5&ageFrom=20&ageTo=30&sort=-name&gender=nope',
    );
    await screen.findByText('Ana Peña');
    // An invalid value (gender=nope) is left out rather than sent.
    expect(searches(calls)[0]).toEqual({
      q: 'peña',
      type: 'worker',
      endorsed: true,
      birthMonth: 5,
      ageFrom: 20,
      ageTo: 30,
      sort: '-name',
      limit: 25,
    });
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('peña');
    expect((screen.getByLabelText('Member type') as HTMLSelectElement).value).toBe('worker');
    expect(screen.getByRole('button', { name: 'Filters (5)' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('does not search with ages out of order, and says so', async () => {
    const calls = signedInAdmin([on(memberSearchCalls.search, () => page([]))]);
    renderApp('/admin-members?ageFrom=40&ageTo=30');
    expect(await screen.findByText('Must not be below “Age from”')).toBeTruthy();
    expect(screen.getByText(/Correct the ages to search/)).toBeTruthy();
    expect(searches(calls)).toEqual([]);
  });

  it('asks for the next page with the cursor and the same filters, and shows both pages', async () => {
    const first = [memberItem({ firstName: 'Bea' }), memberItem({ firstName: 'Carlo' })];
    const second = [memberItem({ firstName: 'Dindo' })];
    const calls = signedInAdmin([
      on(memberSearchCalls.search, ({ body }) =>
        body.cursor === 'cursor-2' ? page(second, 3) : page(first, 3, 'cursor-2'),
      ),
    ]);
    renderApp('/admin-members?type=member');
    expect(await screen.findByText('3 members (showing 2)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Dindo Reyes')).toBeTruthy();
    expect(screen.getByText('Bea Reyes')).toBeTruthy();
    expect(searches(calls).at(-1)).toEqual({ type: 'member', cursor: 'cursor-2', limit: 25 });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says "more than" when a broad search stopped counting', async () => {
    signedInAdmin([
      on(memberSearchCalls.search, () => ({
        ...page([memberItem({ firstName: 'Bea' })], 1000, 'cursor-2'),
        totalExact: false,
      })),
    ]);
    renderApp('/admin-members?q=mar');
    expect(await screen.findByText(/More than 1000 members \(showing 1\)/)).toBeTruthy();
  });

  it('explains an empty result and clears the filters', async () => {
    const calls = signedInAdmin([on(memberSearchCalls.search, () => page([]))]);
    const { router } = renderApp('/admin-members?q=zzz&gender=male');
    expect(await screen.findByText(/No members match — try fewer filters/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search and filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(searches(calls).at(-1)).toEqual({ limit: 25 }));
  });

  it('shows a table with the columns on a wide screen', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: true,
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    const member = memberItem({ firstName: 'Niño', lastName: 'Cañete', type: 'youth', endorsed: false });
    signedInAdmin([on(memberSearchCalls.search, () => page([member]))]);
    renderApp('/admin-members');
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Name', 'Member ID', 'Locale', 'Flock', 'Type', 'Status']);
    const row = within(table).getByRole('link', { name: 'Niño Cañete' }).closest('tr')!;
    expect(within(row).getByText(member.customId)).toBeTruthy();
    expect(within(row).getByText('Youth')).toBeTruthy();
    expect(within(row).getByText('Not endorsed')).toBeTruthy();
  });

  it('shows a member without admin rights that the page is not for them, and searches nothing', async () => {
    const calls = signedInMember({});
    renderApp('/admin-members');
    expect(await screen.findByText('Not available for your account')).toBeTruthy();
    expect(searches(calls)).toEqual([]);
  });

  it('shows a server refusal of the search', async () => {
    signedInAdmin([
      on(memberSearchCalls.search, () =>
        json(403, errorBody('forbidden', 'This locale is outside your scope')),
      ),
    ]);
    renderApp(`/admin-members?locale=${ids.locale}`);
    expect(await screen.findByText('You are not allowed to do this.')).toBeTruthy();
  });
});

describe('admin-members CSV export', { timeout: 20_000 }, () => {
  afterEach(() => {
    delete (URL as unknown as Record<string, unknown>).createObjectURL;
    delete (URL as unknown as Record<string, unknown>).revokeObjectURL;
  });

  it('fetches every page in turn and downloads a UTF-8 CSV with accents and proper quoting', async () => {
    const rows = [
      memberItem({
        customId: 'M0000101',
        firstName: 'José',
        lastName: 'Peña',
        email: null,
        mobile: '+639171234567',
      }),
      memberItem({ customId: 'M0000102', firstName: 'Ma. "Tess"', lastName: 'Santos, Jr.', flockName: null }),
      memberItem({ customId: 'M0000103', firstName: '=HYPERLINK("x")', lastName: 'Ibáñez', endorsed: false }),
    ];
    const calls = signedInAdmin([
      on(memberSearchCalls.search, ({ body }) => {
        if (body.limit !== 100) return page(rows.slice(0, 2), 3, 'next');
        return body.cursor === 'page-2' ? page(rows.slice(2), 3) : page(rows.slice(0, 2), 3, 'page-2');
      }),
    ]);
    let blob: Blob | null = null;
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (made: Blob) => {
        blob = made;
        return 'blob:members';
      },
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    renderApp('/admin-members?q=a');
    await screen.findByText('José Peña');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The file with 3 members was downloaded.')).toBeTruthy();

    const exportCalls = searches(calls).filter((body) => body.limit === 100);
    expect(exportCalls).toEqual([
      { q: 'a', limit: 100, cursor: undefined },
      { q: 'a', limit: 100, cursor: 'page-2' },
    ]);
    expect(click).toHaveBeenCalledTimes(1);
    const anchor = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(anchor.download).toMatch(/^members-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(blob!.type).toBe('text/csv;charset=utf-8');
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(blob!);
    });
    // The UTF-8 byte-order mark, so that Excel reads the accents.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split('\r\n');
    // Every cell quoted; a cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`…) written as text.
    expect(lines[0]).toBe(
      '"Member ID","First name","Last name","E-mail","Mobile","Birth date","Gender","Locale","Flock","Member type","Cluster","Endorsed","Has account","Registered"',
    );
    expect(lines[1]).toBe(
      `"M0000101","José","Peña","","'+639171234567","1988-02-14","female","Quezon City","C1-Joy","member","C1","yes","no","2026-03-01T08:00:00.000Z"`,
    );
    expect(lines[2]).toContain('"M0000102","Ma. ""Tess""","Santos, Jr.",');
    expect(lines[2]).toContain(',"Quezon City","","member",');
    expect(lines[3]).toContain(`"M0000103","'=HYPERLINK(""x"")","Ibáñez",`);
    expect(lines[3]).toContain(',"no","no",');
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe('');
  });
});

describe('admin-members member detail', { timeout: 20_000 }, () => {
  const member = memberItem({
    firstName: 'Lourdes',
    lastName: 'Muñoz',
    hasAccount: true,
    email: 'lourdes@example.com',
  });
  const detail = on(memberDetailCalls.detail, ({ params }) =>
    params.id === member.id ? memberDetail(member) : json(404, errorBody('not_found', 'No such member')),
  );
  const roles = userRolesSchema.parse({
    userId: otherUserId,
    roles: [
      {
        id: '77777777-7777-4777-8777-777777777777',
        role: 'member',
        scopeType: 'self',
        scopeId: null,
        scopeName: null,
        createdAt: '2026-01-01T00:00:00.000Z',
      },
      {
        id: '79797979-7979-4979-8979-797979797979',
        role: 'flock_leader',
        scopeType: 'flock',
        scopeId: ids.flock,
        scopeName: 'C1-Joy',
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    ],
  });
  const userRoles = on(userRoleCalls.list, ({ params }) => {
    expect(params.userId).toBe(otherUserId);
    return roles;
  });

  it('opens from a result into the URL next to the search, with the account, requests and actions', async () => {
    signedInAdmin([on(memberSearchCalls.search, () => page([member])), detail, userRoles]);
    const { router } = renderApp('/admin-members?q=munoz');
    fireEvent.click(await screen.findByRole('link', { name: /Lourdes Muñoz/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Member' });
    expect(await within(drawer).findByText('Sign-in email')).toBeTruthy();
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      q: 'munoz',
      member: member.id,
    });
    expect(within(drawer).getByText('Transfer Quezon City → Cebu, requested', { exact: false })).toBeTruthy();
    expect(within(drawer).getByText(/Data privacy agreement \(version 2026-01\)/)).toBeTruthy();
    const href = (name: string) => within(drawer).getByRole('link', { name }).getAttribute('href');
    expect(href('Edit profile')).toBe(`/edit-member2?memberId=${member.id}`);
    // The other actions open over the list (see "actions over the list"); an endorsed member has no Endorse.
    for (const name of ['Transfer to another locale', 'Assign a flock', 'Set member type'])
      expect(within(drawer).getByRole('button', { name })).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Endorse' })).toBeNull();
    expect(await within(drawer).findByText('Flock leader', { selector: 'p' })).toBeTruthy();

    // Closing the drawer keeps the search.
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=munoz'));
  });

  it('changes the email: the server sends a confirmation link and the page says so', async () => {
    const calls = signedInAdmin([
      on(memberSearchCalls.search, () => page([member])),
      detail,
      userRoles,
      on(emailChangeCalls.request, ({ params, body }) => ({
        id: '90909090-9090-4090-8090-909090909090',
        memberId: params.id,
        newEmail: body.email,
        status: 'pending' as const,
        requestedAt: '2026-03-02T08:00:00.000Z',
      })),
    ]);
    renderApp(`/admin-members?member=${member.id}`);
    const drawer = await screen.findByRole('dialog', { name: 'Member' });
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Change email' }));
    const input = within(drawer).getByLabelText(/^New email/);
    fireEvent.change(input, { target: { value: 'not-an-email' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(drawer).findByText('Enter a valid email address')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'lourdes.new@example.com' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Send confirmation link' }));
    expect(
      await within(drawer).findByText(/A confirmation link was sent to lourdes.new@example.com/),
    ).toBeTruthy();
    expect(callsTo(calls, emailChangeCalls.request)[0]!.body).toEqual({
      email: 'lourdes.new@example.com',
    });
  });

  it('shows the server’s refusal of a role grant, and removes a role after confirming', async () => {
    const calls = signedInAdmin([
      detail,
      on(memberSearchCalls.search, () => page([member])),
      userRoles,
      on(userRoleCalls.grant, () =>
        json(403, errorBody('forbidden', 'You may not grant this role over this scope')),
      ),
      on(userRoleCalls.revoke, ({ params }) =>
        params.grantId === roles.roles[1]!.id
          ? { userId: otherUserId, roles: [roles.roles[0]!] }
          : json(404, errorBody('not_found', 'No such grant')),
      ),
    ]);
    renderApp(`/admin-members?member=${member.id}`);
    const drawer = await screen.findByRole('dialog', { name: 'Member' });
    fireEvent.change(await within(drawer).findByLabelText('Role to give'), {
      target: { value: 'locale_admin' },
    });
    // A locale role defaults to the member's locale.
    expect((within(drawer).getByLabelText('Locale') as HTMLSelectElement).value).toBe(ids.locale);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Give role' }));
    expect(await within(drawer).findByText('You are not allowed to do this.')).toBeTruthy();
    expect(callsTo(calls, userRoleCalls.grant)[0]!.body).toEqual({
      role: 'locale_admin',
      scopeType: 'locale',
      scopeId: ids.locale,
    });

    fireEvent.click(within(drawer).getByRole('button', { name: 'Remove the role Flock leader (C1-Joy)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this role?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await within(drawer).findByText('The role Flock leader was removed.')).toBeTruthy();
    expect(callsTo(calls, userRoleCalls.revoke)).toHaveLength(1);
    await waitFor(() => expect(within(drawer).queryByText('C1-Joy', { selector: 'p' })).toBeNull());
  });

  it('offers a person only a person’s roles (never kiosk) and words the server’s refusal of one', async () => {
    const calls = signedInAdmin([
      detail,
      on(memberSearchCalls.search, () => page([member])),
      userRoles,
      on(userRoleCalls.grant, () =>
        json(
          422,
          errorBody('invalid_input', 'Only a kiosk device has the kiosk role', {
            issues: [
              {
                path: 'role',
                message: 'Only a kiosk device has the kiosk role',
                code: 'role_not_for_account',
              },
            ],
          }),
        ),
      ),
    ]);
    renderApp(`/admin-members?member=${member.id}`);
    const drawer = await screen.findByRole('dialog', { name: 'Member' });
    const picker = (await within(drawer).findByLabelText('Role to give')) as HTMLSelectElement;
    const offered = [...picker.options].map((option) => option.value).filter(Boolean);
    expect(offered).toEqual(['flock_leader', 'locale_admin', 'finance']);

    fireEvent.change(picker, { target: { value: 'finance' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Give role' }));
    expect(
      await within(drawer).findByText(
        'Only a kiosk device has the kiosk role, and a kiosk device has no other role',
      ),
    ).toBeTruthy();
    expect(callsTo(calls, userRoleCalls.grant)).toHaveLength(1);
  });

  it('says when the member is outside the admin’s scope', async () => {
    signedInAdmin([
      on(memberSearchCalls.search, () => page([])),
      on(memberDetailCalls.detail, () =>
        json(403, errorBody('forbidden', 'This member is outside your scope')),
      ),
    ]);
    renderApp(`/admin-members?member=${member.id}`);
    const drawer = await screen.findByRole('dialog', { name: 'Member' });
    expect(await within(drawer).findByText(/This member is outside your scope/)).toBeTruthy();
  });
});

describe('admin-members actions over the list', { timeout: 30_000 }, () => {
  /** The member as the list, the detail and the profile answer; `place` changes them. */
  function memberServer(start: Partial<MemberListItem> = {}) {
    let member = memberItem({ firstName: 'Teodora', lastName: 'Alonzo', ...start });
    const profile = () =>
      makeProfile({
        flockName: member.flockName,
        member: {
          id: member.id,
          userId: null,
          customId: member.customId,
          firstName: member.firstName,
          lastName: member.lastName,
          flockId: member.flockId,
          endorsed: member.endorsed,
          type: member.type,
        },
      });
    const calls = signedInAdmin([
      on(memberSearchCalls.search, () => page([member])),
      on(memberDetailCalls.detail, () => {
        const detail = memberDetail(member);
        return { ...detail, member: { ...detail.member, endorsed: member.endorsed } };
      }),
      on(userRoleCalls.list, ({ params }) => ({ userId: params.userId, roles: [] })),
      on(profileCalls.memberProfile, () => profile()),
      on(memberPlacementCalls.place, ({ body }) => {
        member = { ...member, flockId: hopeId, flockName: 'C2-Hope', cluster: 'C2', ...body };
        return profile().member;
      }),
      on(endorsementCalls.endorse, () => {
        member = { ...member, endorsed: true };
        return { outcome: 'endorsed' as const, member: profile().member };
      }),
    ]);
    return { calls, member: () => member };
  }

  it('assigns a flock in a dialog over the list, then is back on the same list with its filters', async () => {
    const { calls, member } = memberServer();
    const listUrl = `/admin-members?q=alonzo&type=member&member=${member().id}`;
    const { router } = renderApp(listUrl);
    const drawer = await screen.findByRole('dialog', { name: 'Member' });
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Assign a flock' }));

    // The form opens over the list: the page, its filters and the drawer stay where they are.
    const dialog = await screen.findByRole('dialog', { name: 'Assign a flock' });
    expect(router.state.location.pathname).toBe('/admin-members');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('alonzo');
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'C2-Hope' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the flock' }));

    expect((await screen.findByRole('status')).textContent).toContain('Teodora Alonzo is now in C2-Hope.');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Assign a flock' })).toBeNull());
    expect(callsTo(calls, memberPlacementCalls.place)[0]!.body).toEqual({ flockId: hopeId });
    // The dialog's entry is spent: the list is back at its own address, and the list shows the new flock.
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(listUrl),
    );
    expect(await screen.findByText('C2-Hope · Member')).toBeTruthy();
    // Back leaves the list, never reopening the spent dialog.
    await act(() => router.navigate(-1));
    expect(screen.queryByRole('dialog', { name: 'Assign a flock' })).toBeNull();
  });

  it('endorses a registration found in the list in a dialog, and says so on the list', async () => {
    const { calls, member } = memberServer({
      endorsed: false,
      flockId: null,
      flockName: null,
      cluster: 'No Cluster',
    });
    const { router } = renderApp(`/admin-members?endorsed=no&member=${member().id}`);
    const drawer = await screen.findByRole('dialog', { name: 'Member' });
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Endorse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Endorse' });
    const flock = (await within(dialog).findByLabelText('Flock')) as HTMLSelectElement;
    await waitFor(() => expect(flock.disabled).toBe(false));
    fireEvent.change(flock, { target: { value: hopeId } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Endorse' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'Teodora Alonzo is now an endorsed member.',
    );
    expect(callsTo(calls, endorsementCalls.endorse)[0]!.body).toEqual({ type: 'member', flockId: hopeId });
    await waitFor(() => expect(router.state.location.search).toBe(`?endorsed=no&member=${member().id}`));
  });

  it('has no second search box: the list’s own search is the quick find', async () => {
    memberServer();
    renderApp('/admin-members');
    await screen.findByText('Teodora Alonzo');
    expect(screen.queryByRole('button', { name: 'Quick find' })).toBeNull();
  });

  it('opens the same list at search-member-modal, the spec’s quick find', async () => {
    memberServer();
    const { router } = renderApp('/search-member-modal');
    fireEvent.click(await screen.findByRole('link', { name: /Teodora Alonzo/ }));
    expect(await screen.findByRole('dialog', { name: 'Member' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/search-member-modal');
  });
});
