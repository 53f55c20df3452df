import { pepCalls, type PepFunnel } from '@congregate/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../../../test/admin-fixtures.ts';
import { callsTo, ids, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';
import { makePep } from './pep-fixtures.ts';

const rosa = makePep({ firstName: 'Rosa', lastName: 'Lim', overdueFollowUps: 2 });
const ben = makePep({ firstName: 'Ben', lastName: 'Cruz', stage: 'studying' });

const stages = { contacted: 1, attending: 0, studying: 1, scheduled: 0, baptized: 0, member: 0, dropped: 0 };
const funnel: PepFunnel = {
  from: '2025-03-01',
  to: '2026-03-01',
  total: 2,
  stages,
  bySoulWinner: [{ soulWinner: { id: ids.member, displayName: 'Maria Santos' }, total: 2, stages }],
  byFlock: [{ flock: null, total: 2, stages }],
  byLocale: [{ locale: { id: ids.locale, name: 'Quezon City' }, total: 2, stages }],
};

function server(items = [rosa, ben]) {
  return signedInAdmin([
    on(pepCalls.list, () => ({ items, total: items.length, nextCursor: null })),
    on(pepCalls.funnel, () => funnel),
    on(pepCalls.bulk, ({ body }) => ({ updated: body.ids.length })),
  ]);
}

const listQueries = (calls: ReturnType<typeof server>) =>
  callsTo(calls, pepCalls.list).map((call) => Object.fromEntries(new URLSearchParams(call.search)));

describe('admin-pep', { timeout: 20_000 }, () => {
  it('lists the locale’s PEPs with the filters of the address', async () => {
    const calls = server();
    renderApp('/admin-pep?stage=studying&overdue=1&q=ros&batch=Crusade');
    await screen.findByRole('link', { name: 'Rosa Lim' });
    expect(listQueries(calls).at(-1)).toMatchObject({
      localeId: ids.locale,
      stage: 'studying',
      overdue: 'true',
      q: 'ros',
      batchName: 'Crusade',
    });
    expect(screen.getByText('2 overdue')).toBeTruthy();
    expect(screen.getByText('Showing 2 of 2')).toBeTruthy();
  });

  it('puts a filter in the address and asks again', async () => {
    const calls = server();
    const { router } = renderApp('/admin-pep');
    await screen.findByRole('link', { name: 'Rosa Lim' });
    fireEvent.click(screen.getByRole('switch', { name: 'Only with overdue follow-ups' }));
    await waitFor(() => expect(router.state.location.search).toContain('overdue=1'));
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ overdue: 'true' }));
    fireEvent.change(screen.getByRole('searchbox', { name: /Find by name or mobile/ }), {
      target: { value: 'Ben' },
    });
    await waitFor(() => expect(router.state.location.search).toContain('q=Ben'));
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ q: 'Ben', overdue: 'true' }));
  });

  it('adds one follow-up to the selected PEPs in one call', async () => {
    const calls = server();
    renderApp('/admin-pep');
    await screen.findByRole('link', { name: 'Rosa Lim' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Rosa Lim' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ben Cruz' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a follow-up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a follow-up' });
    expect(within(dialog).getByText('This changes 2 prospects at once:')).toBeTruthy();
    // Nothing is sent before the follow-up says what and when.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to 2 prospects' }));
    expect(await within(dialog).findAllByText('Required')).toHaveLength(2);
    expect(callsTo(calls, pepCalls.bulk)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Due date/), { target: { value: '2026-03-08' } });
    fireEvent.change(within(dialog).getByLabelText(/What to do/), { target: { value: 'Visit' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to 2 prospects' }));
    expect(await screen.findByText('Done: 2 prospects changed.')).toBeTruthy();
    expect(callsTo(calls, pepCalls.bulk)[0]!.body).toEqual({
      ids: [rosa.id, ben.id],
      followUp: { dueOn: '2026-03-08', note: 'Visit' },
    });
  });

  it('assigns one flock to the selected PEPs', async () => {
    const calls = server();
    renderApp('/admin-pep');
    await screen.findByRole('link', { name: 'Rosa Lim' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    fireEvent.click(screen.getByRole('button', { name: 'Assign a flock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign a flock' });
    fireEvent.click(
      within(dialog)
        .getAllByLabelText(/^Flock/)
        .find((e) => e.tagName === 'INPUT')!,
    );
    // The filters' flock list is in the page too: the dialog's is the one opened last.
    await screen.findAllByRole('option', { name: 'C2-Hope', hidden: true });
    fireEvent.click(screen.getAllByRole('option', { name: 'C2-Hope', hidden: true }).at(-1)!);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign to 2 prospects' }));
    await waitFor(() => expect(callsTo(calls, pepCalls.bulk)).toHaveLength(1));
    expect(callsTo(calls, pepCalls.bulk)[0]!.body).toEqual({
      ids: [rosa.id, ben.id],
      flockId: '45454545-4545-4545-8545-454545454545',
    });
  });

  it('shows the funnel: counts per stage and by soul winner', async () => {
    server();
    const { router } = renderApp('/admin-pep');
    await screen.findByRole('link', { name: 'Rosa Lim' });
    fireEvent.click(screen.getByRole('tab', { name: 'Funnel' }));
    await waitFor(() => expect(router.state.location.search).toContain('view=funnel'));
    const stagesList = await screen.findByRole('list', { name: 'Prospects per stage' });
    expect(within(stagesList).getAllByRole('listitem')).toHaveLength(7);
    const table = screen.getByRole('table', { name: 'By soul winner' });
    expect(within(table).getByRole('rowheader', { name: 'Maria Santos' })).toBeTruthy();
  });

  it('says what to do when the locale has no PEPs yet', async () => {
    server([]);
    renderApp('/admin-pep');
    expect(await screen.findByText(/No prospects in Quezon City yet/)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Add a prospect' }).length).toBeGreaterThan(0);
  });

  it('is not offered to a plain member', async () => {
    signedInMember([]);
    renderApp('/admin-pep');
    expect(await screen.findByRole('heading', { name: 'Not available for your account' })).toBeTruthy();
    await act(() => Promise.resolve());
  });
});
