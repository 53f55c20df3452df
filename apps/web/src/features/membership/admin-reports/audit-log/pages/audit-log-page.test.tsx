import { adminReportCalls, memberDetailCalls, memberSearchCalls } from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberDetail, memberItem, otherUserId, signedInAdmin } from '../../../../../test/admin-fixtures.ts';
import { callsTo, errorBody, ids, json, on, type RecordedCall } from '../../../../../test/fake-server.ts';
import { renderApp } from '../../../../../test/render-app.tsx';
import { signedInMember } from '../../../../../test/signed-in.ts';

const auditQueries = (calls: RecordedCall[]) =>
  callsTo(calls, adminReportCalls.audit).map((call) => Object.fromEntries(new URLSearchParams(call.search)));

const secretaryId = '12121212-1212-4212-8212-121212121212';
const target = memberItem({ firstName: 'Corazon', lastName: 'Ibáñez' });

const entry = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  at: '2026-03-01T08:00:00.000Z',
  actorUserId: secretaryId,
  actorEmail: 'secretary@example.org',
  action: 'member.personal_data.update',
  entityType: 'members',
  entityId: target.id,
  localeId: ids.locale,
  before: { mobile: '+639170000001', nickname: 'Cora', address: { city: 'Quezon City' } },
  after: { mobile: '+639170000002', nickname: 'Cora', address: { city: 'Makati' } },
  ...overrides,
});

describe('admin-audit', { timeout: 20_000 }, () => {
  it('sends the filters kept in the URL and changes them there', async () => {
    const calls = signedInAdmin([
      on(adminReportCalls.audit, () => ({ items: [entry(9)], nextCursor: null })),
      on(memberDetailCalls.detail, ({ params }) =>
        params.id === target.id ? memberDetail(target) : json(404, errorBody('not_found', 'No such member')),
      ),
    ]);
    const { router } = renderApp(
      `/admin-audit?actor=${secretaryId}&member=${target.id}&action=member.endorse&from=2026-02-01&to=2026-02-28`,
    );
    expect(await screen.findByText('Edited personal data', { selector: 'p' })).toBeTruthy();
    expect(auditQueries(calls)[0]).toEqual({
      limit: '25',
      actorUserId: secretaryId,
      memberId: target.id,
      action: 'member.endorse',
      from: '2026-02-01',
      to: '2026-02-28',
    });
    // The chosen member is named, the actor by the entries' email.
    expect(await screen.findByText('Corazon Ibáñez')).toBeTruthy();
    expect(screen.getAllByText('secretary@example.org').length).toBeGreaterThan(0);
    expect((screen.getByLabelText('Action') as HTMLSelectElement).value).toBe('member.endorse');

    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'role.grant' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show changes by anyone' }));
    await waitFor(() =>
      expect(auditQueries(calls).at(-1)).toEqual({
        limit: '25',
        memberId: target.id,
        action: 'role.grant',
        from: '2026-02-01',
        to: '2026-02-28',
      }),
    );
    const url = new URLSearchParams(router.state.location.search);
    expect(url.get('action')).toBe('role.grant');
    expect(url.get('actor')).toBeNull();
  });

  it('opens an entry to show the values before and after, the changed ones marked', async () => {
    signedInAdmin([on(adminReportCalls.audit, () => ({ items: [entry(9)], nextCursor: null }))]);
    renderApp('/admin-audit');
    const toggle = await screen.findByRole('button', { name: 'Show changes' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const table = await screen.findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['mobilechanged', '+639170000001', '+639170000002'],
      ['nickname', 'Cora', 'Cora'],
      ['address.citychanged', 'Quezon City', 'Makati'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Hide changes' }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the member' }).getAttribute('href')).toBe(
      `/admin-members?member=${target.id}`,
    );
  });

  it('pages on with the cursor', async () => {
    const calls = signedInAdmin([
      on(adminReportCalls.audit, ({ query }) =>
        query.cursor === 'older'
          ? {
              items: [entry(3, { action: 'role.revoke', before: { role: 'kiosk' }, after: null })],
              nextCursor: null,
            }
          : { items: [entry(9)], nextCursor: 'older' },
      ),
    ]);
    renderApp('/admin-audit?action=member.personal_data.update');
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Removed a role', { selector: 'p' })).toBeTruthy();
    expect(auditQueries(calls).at(-1)).toEqual({
      limit: '25',
      action: 'member.personal_data.update',
      cursor: 'older',
    });
  });

  it('filters by a person chosen in the member search (their account)', async () => {
    const person = memberItem({ firstName: 'Grace', lastName: 'Secretary', hasAccount: true });
    const calls = signedInAdmin([
      on(adminReportCalls.audit, () => ({ items: [], nextCursor: null })),
      on(memberSearchCalls.search, () => ({ items: [person], total: 1, nextCursor: null })),
      on(memberDetailCalls.detail, ({ params }) =>
        params.id === person.id ? memberDetail(person) : json(404, errorBody('not_found', 'No such member')),
      ),
    ]);
    const { router } = renderApp('/admin-audit');
    expect(await screen.findByText('Nothing has been recorded yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Choose a person…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a person…' });
    fireEvent.change(within(dialog).getByLabelText('Name, email, member ID or mobile'), {
      target: { value: 'grace' },
    });
    fireEvent.click(await within(dialog).findByRole('button', { name: /Grace Secretary/ }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('actor')).toBe(otherUserId),
    );
    await waitFor(() =>
      expect(auditQueries(calls).at(-1)).toEqual({ limit: '25', actorUserId: otherUserId }),
    );
    expect(await screen.findByText('Grace Secretary')).toBeTruthy();
    expect(screen.getByText('No entries match — try fewer filters.')).toBeTruthy();
  });

  it('does not ask with dates out of order', async () => {
    const calls = signedInAdmin([on(adminReportCalls.audit, () => ({ items: [], nextCursor: null }))]);
    renderApp('/admin-audit?from=2026-03-10&to=2026-03-01');
    expect(await screen.findByText('Must not be before “From”')).toBeTruthy();
    expect(auditQueries(calls)).toEqual([]);
  });

  it('is not for a member without admin rights', async () => {
    const calls = signedInMember({});
    renderApp('/admin-audit');
    expect(await screen.findByText('Not available for your account')).toBeTruthy();
    expect(auditQueries(calls)).toEqual([]);
  });
});
