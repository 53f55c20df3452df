import {
  awardCalls,
  awardDetailSchema,
  awardSchema,
  memberSearchCalls,
  rolePermissions,
  type Award,
  type UserAccess,
} from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hopeId, memberItem, signedInAdmin } from '../../../../test/admin-fixtures.ts';
import { callsTo, ids, makeUserAccess, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';

let serial = 0;
function award(overrides: Partial<Award> = {}): Award {
  serial += 1;
  return awardSchema.parse({
    id: `aaaaaaaa-aaaa-4aaa-8aaa-${String(serial).padStart(12, '0')}`,
    localeId: ids.locale,
    kind: 'perfect_attendance',
    period: 'month',
    periodStart: '2026-02-01',
    recipientType: 'member',
    member: null,
    flock: null,
    memberFlockId: null,
    title: null,
    note: null,
    score: null,
    computedAt: '2026-03-01T00:10:00.000Z',
    givenByName: null,
    createdAt: '2026-03-01T00:10:00.000Z',
    ...overrides,
  });
}
const person = (id: string, name: string) => ({ id, name, photo: null });
const maria = award({
  member: person(ids.member, 'Maria Santos'),
  memberFlockId: ids.flock,
  score: 12,
});
const jose = award({
  kind: 'most_improved',
  member: person('12121212-1212-4212-8212-121212121212', 'Jose Reyes'),
  memberFlockId: hopeId,
  score: 4,
});
const hope = award({
  kind: 'best_attendance',
  recipientType: 'flock',
  flock: { id: hopeId, name: 'C2-Hope', cluster: 'C2' },
  score: 860,
});
const joy = award({
  kind: 'most_invites',
  recipientType: 'flock',
  flock: { id: ids.flock, name: 'C1-Joy', cluster: 'C1' },
  score: 5,
});
const baptized = award({ kind: 'most_baptized', member: person(ids.member, 'Maria Santos'), score: 2 });
const manual = award({
  kind: 'manual',
  member: person('13131313-1313-4313-8313-131313131313', 'Ana Cruz'),
  title: 'Faithful servant',
  note: 'Chairs every Sunday',
  computedAt: null,
  givenByName: 'Sec Retary',
});
const all = [maria, jose, hope, joy, baptized, manual];

function leaderAccess(): UserAccess {
  return {
    ...makeUserAccess(false),
    roles: [
      { role: 'member', scopeType: 'self', scopeId: null, scopeName: null },
      { role: 'flock_leader', scopeType: 'flock', scopeId: ids.flock, scopeName: 'C1-Joy' },
    ],
    permissions: [...rolePermissions.flock_leader],
  };
}

const routes = (items: Award[] = all) => [
  on(awardCalls.list, ({ query }) => ({
    items: query.flockId
      ? items.filter((a) => a.flock?.id === query.flockId || a.memberFlockId === query.flockId)
      : items,
    nextCursor: null,
  })),
  on(awardCalls.get, ({ params }) =>
    awardDetailSchema.parse({ ...all.find((a) => a.id === params.id)!, localeName: 'Quezon City' }),
  ),
  on(awardCalls.give, ({ body }) =>
    award({ ...body, kind: 'manual', note: body.note ?? null } as Partial<Award>),
  ),
  on(awardCalls.remove, () => ({ ok: true as const })),
  on(awardCalls.compute, () => ({ awards: [maria, jose, hope], computedAt: '2026-03-02T00:00:00.000Z' })),
  on(memberSearchCalls.search, () => ({
    items: [memberItem({ firstName: 'Ana', lastName: 'Cruz' })],
    total: 1,
    nextCursor: null,
  })),
];

const PAGE = '/flock-awards?year=2026&month=2';

describe('flock-awards', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a leader the month’s awards by kind with what won them, their flock highlighted', async () => {
    const calls = signedInAdmin(routes(), leaderAccess());
    renderApp(PAGE);
    const members = await screen.findByRole('region', { name: 'Members' });
    const flocks = screen.getByRole('region', { name: 'Flocks' });
    expect(within(members).getByRole('heading', { name: 'Perfect attendance' })).toBeTruthy();
    expect(within(members).getByText('12 of 12 Sundays')).toBeTruthy();
    expect(within(members).getByText('+4 check-ins')).toBeTruthy();
    expect(within(members).getByText('2 baptized')).toBeTruthy();
    expect(within(members).getByRole('heading', { name: 'Faithful servant' })).toBeTruthy();
    expect(within(members).getByText('Chairs every Sunday')).toBeTruthy();
    expect(within(flocks).getByText('86% attendance')).toBeTruthy();
    expect(within(flocks).getByText('5 invites')).toBeTruthy();
    expect(within(flocks).getByRole('heading', { name: 'Best attendance' })).toBeTruthy();
    const mariaCards = within(members).getAllByRole('listitem', { name: 'Maria Santos' });
    expect(within(mariaCards[0]!).getByText('Your flock')).toBeTruthy();
    expect(
      within(within(flocks).getByRole('listitem', { name: 'C1-Joy' })).getByText('Your flock'),
    ).toBeTruthy();
    expect(
      within(within(flocks).getByRole('listitem', { name: 'C2-Hope' })).queryByText('Your flock'),
    ).toBeNull();
    expect(screen.queryByRole('button', { name: 'Give an award' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    const query = new URLSearchParams(callsTo(calls, awardCalls.list)[0]!.search);
    expect(Object.fromEntries(query)).toMatchObject({ localeId: ids.locale, year: '2026', month: '2' });
    expect(query.get('flockId')).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'My flock only' }));
    await waitFor(() =>
      expect(new URLSearchParams(callsTo(calls, awardCalls.list).at(-1)!.search).get('flockId')).toBe(
        ids.flock,
      ),
    );
    await waitFor(() => expect(screen.queryByText('86% attendance')).toBeNull());
  });

  it('switches to a year’s awards', async () => {
    const calls = signedInAdmin(routes(), leaderAccess());
    renderApp(PAGE);
    await screen.findByRole('region', { name: 'Members' });
    fireEvent.click(screen.getByRole('radio', { name: 'Year' }));
    await waitFor(() => {
      const query = new URLSearchParams(callsTo(calls, awardCalls.list).at(-1)!.search);
      expect(query.get('period')).toBe('year');
      expect(query.get('month')).toBeNull();
    });
  });

  it('lets an admin give an award by hand, saying what is missing first', async () => {
    const calls = signedInAdmin(routes());
    renderApp(PAGE);
    fireEvent.click(await screen.findByRole('button', { name: 'Give an award' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give an award' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Give award' }));
    expect(await within(dialog).findByText('Write the award’s title.')).toBeTruthy();
    expect(within(dialog).getByText('Choose the member who receives the award.')).toBeTruthy();
    expect(callsTo(calls, awardCalls.give)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('radio', { name: 'A flock' }));
    fireEvent.click(
      within(dialog)
        .getAllByLabelText('Flock')
        .find((element) => element.tagName === 'INPUT')!,
    );
    fireEvent.click(await screen.findByRole('option', { name: 'C2-Hope', hidden: true }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Title/ }), {
      target: { value: 'Most welcoming flock' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note' }), {
      target: { value: 'Every guest welcomed by name' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Give award' }));
    await waitFor(() => expect(callsTo(calls, awardCalls.give)).toHaveLength(1));
    expect(callsTo(calls, awardCalls.give)[0]!.body).toEqual({
      localeId: ids.locale,
      recipientType: 'flock',
      flockId: hopeId,
      period: 'month',
      periodStart: '2026-02-01',
      title: 'Most welcoming flock',
      note: 'Every guest welcomed by name',
    });
    expect(await screen.findByText('The award was given.')).toBeTruthy();
  });

  it('gives an award to a member found by search', async () => {
    const calls = signedInAdmin(routes());
    renderApp(PAGE);
    fireEvent.click(await screen.findByRole('button', { name: 'Give an award' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give an award' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Choose a member' }));
    const search = await screen.findByRole('dialog', { name: 'Find the member to award' });
    fireEvent.change(within(search).getByRole('searchbox'), { target: { value: 'Ana' } });
    fireEvent.click(await within(search).findByText('Ana Cruz'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Find the member to award' })).toBeNull(),
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Title/ }), {
      target: { value: 'Kind soul' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Give award' }));
    await waitFor(() => expect(callsTo(calls, awardCalls.give)).toHaveLength(1));
    expect(callsTo(calls, awardCalls.give)[0]!.body).toMatchObject({
      recipientType: 'member',
      title: 'Kind soul',
    });
    expect(JSON.stringify(callsTo(calls, memberSearchCalls.search)[0]!.body)).toContain('"endorsed":true');
  });

  it('asks before computing a period again and before deleting a manual award', async () => {
    const calls = signedInAdmin(routes());
    renderApp(PAGE);
    fireEvent.click(await screen.findByRole('button', { name: 'Compute again' }));
    const confirm = await screen.findByRole('dialog', { name: 'Compute the awards of February 2026 again?' });
    expect(callsTo(calls, awardCalls.compute)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Compute again' }));
    expect(await screen.findByText('Computed 3 awards for February 2026.')).toBeTruthy();
    expect(callsTo(calls, awardCalls.compute)[0]!.body).toEqual({
      localeId: ids.locale,
      period: 'month',
      periodStart: '2026-02-01',
    });

    // Only the manual award can be deleted.
    expect(screen.getAllByRole('button', { name: /^Delete/ })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Delete: Ana Cruz' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete this award?' });
    expect(
      within(ask).getByText('“Faithful servant” for Ana Cruz will be removed. This cannot be undone.'),
    ).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete award' }));
    await waitFor(() => expect(callsTo(calls, awardCalls.remove)).toHaveLength(1));
    expect(callsTo(calls, awardCalls.remove)[0]!.url).toContain(manual.id);
  });

  it('opens a printable certificate', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    signedInAdmin(routes(), leaderAccess());
    renderApp(PAGE);
    fireEvent.click(await screen.findByRole('button', { name: 'Certificate: Jose Reyes' }));
    const sheet = await screen.findByRole('region', { name: 'Certificate' });
    expect(within(sheet).getByRole('heading', { name: 'Certificate of Recognition' })).toBeTruthy();
    expect(within(sheet).getByText('Quezon City')).toBeTruthy();
    expect(within(sheet).getByText('Jose Reyes')).toBeTruthy();
    expect(within(sheet).getByText('Most improved')).toBeTruthy();
    expect(within(sheet).getByText('Awarded for February 2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Back to awards' }));
    expect(await screen.findByRole('region', { name: 'Members' })).toBeTruthy();
  });

  it('tells a member what to expect when a period has no awards', async () => {
    signedInMember(routes([]));
    renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'No awards for February 2026 yet' })).toBeTruthy();
    expect(screen.getByText(/once the period’s check-ins are counted/)).toBeTruthy();
  });

  it('filters to the flock named in the address, highlighting it', async () => {
    const calls = signedInAdmin(routes());
    renderApp(`${PAGE}&flockId=${ids.flock}`);
    expect(await screen.findByText('5 invites')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'My flock only' })).toHaveProperty('checked', true);
    expect(new URLSearchParams(callsTo(calls, awardCalls.list)[0]!.search).get('flockId')).toBe(ids.flock);
    expect(screen.queryByText('86% attendance')).toBeNull();
  });
});
