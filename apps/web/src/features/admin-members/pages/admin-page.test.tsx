import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody, ids, json, type RecordedCall } from '../../../test/fake-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { at, signedInMember } from '../../../test/signed-in.ts';
import { cebu, signedInAdmin, twoLocaleAdminAccess } from '../test/admin-fixtures.ts';

const dashboard = {
  localeId: null,
  pendingEndorsements: 4,
  transfersIn: 1,
  transfersOut: 2,
  byFlock: [
    { flockId: ids.flock, flockName: 'C1-Joy', cluster: 'C1', members: 12 },
    { flockId: null, flockName: null, cluster: 'No Cluster', members: 3 },
  ],
  byCluster: [
    { cluster: 'C1', members: 12 },
    { cluster: 'No Cluster', members: 3 },
  ],
};

const transfer = (overrides: Record<string, unknown> = {}) => ({
  id: 'acacacac-acac-4cac-8cac-acacacacacac',
  memberId: '5a5a5a5a-5a5a-4a5a-8a5a-5a5a5a5a5a5a',
  fromLocaleId: cebu.id,
  fromLocaleName: 'Cebu',
  toLocaleId: ids.locale,
  toLocaleName: 'Quezon City',
  reason: 'Moved for work',
  status: 'pending',
  requestedAt: at,
  member: { id: '5a5a5a5a-5a5a-4a5a-8a5a-5a5a5a5a5a5a', customId: 'M0000777', firstName: 'Rogelio', lastName: 'Núñez' },
  decidedAt: null,
  decisionReason: null,
  ...overrides,
});

const dashboardCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.url === '/api/membership/admin/dashboard');

describe('admin-page', { timeout: 20_000 }, () => {
  it('shows the counts, the links and the members by cluster and flock', async () => {
    signedInAdmin({
      'GET /api/membership/admin/dashboard': () => json(200, dashboard),
      'GET /api/membership/admin/transfers': () => json(200, { items: [], nextCursor: null }),
    });
    renderApp('/admin-page');
    const pending = await screen.findByText('Registrations waiting for endorsement');
    expect(within(pending.parentElement!).getByText('4')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Review registrations' }).getAttribute('href')).toBe('/endorsement');
    for (const [name, href] of [
      ['Find members', '/admin-members'],
      ['Manage members', '/manage-members'],
      ['Import members', '/manage-members-upload'],
      ['Endorse registrations', '/endorsement'],
      ['Audit log', '/admin-audit'],
    ]) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    const byFlock = screen.getByRole('table', { name: 'Members by flock' });
    const rows = within(byFlock).getAllByRole('row').map((row) => row.textContent);
    expect(rows.slice(1)).toEqual(['C1-Joy12', 'No flock3']);
    expect(within(screen.getByRole('table', { name: 'Members by cluster' })).getByText('No Cluster')).toBeTruthy();
    expect(await screen.findByText('No transfers into your locales.')).toBeTruthy();
    // One locale in scope: no locale chooser.
    expect(screen.queryByLabelText('Locale')).toBeNull();
  });

  it('accepts an incoming transfer after confirming, at the transfer’s accept URL', async () => {
    let decided = false;
    const calls = signedInAdmin({
      'GET /api/membership/admin/dashboard': () => json(200, dashboard),
      'GET /api/membership/admin/transfers': (call) =>
        new URLSearchParams(call.search).get('direction') === 'in'
          ? json(200, { items: [transfer(decided ? { status: 'accepted' } : {})], nextCursor: null })
          : json(200, { items: [], nextCursor: null }),
      [`POST /api/membership/admin/transfers/${transfer().id}/accept`]: () => {
        decided = true;
        return json(200, transfer({ status: 'accepted', decidedAt: at }));
      },
    });
    renderApp('/admin-page');
    expect(await screen.findByText('Cebu → Quezon City')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept the transfer of Rogelio Núñez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this transfer?' });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Rogelio Núñez now belongs to Quezon City.')).toBeTruthy();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.url)).toEqual([`/api/membership/admin/transfers/${transfer().id}/accept`]);
    // The list and the counts are asked again after the decision.
    await waitFor(() => expect(screen.queryByRole('button', { name: /Accept the transfer/ })).toBeNull());
    await waitFor(() => expect(dashboardCalls(calls).length).toBeGreaterThan(1));
  });

  it('declines with a reason, which is required and sent', async () => {
    const calls = signedInAdmin({
      'GET /api/membership/admin/dashboard': () => json(200, dashboard),
      'GET /api/membership/admin/transfers': () => json(200, { items: [transfer()], nextCursor: null }),
      [`POST /api/membership/admin/transfers/${transfer().id}/decline`]: () =>
        json(200, transfer({ status: 'declined', decidedAt: at, decisionReason: 'Not a member here' })),
    });
    renderApp('/admin-page');
    fireEvent.click(await screen.findByRole('button', { name: 'Decline the transfer of Rogelio Núñez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this transfer?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Not a member here' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('The transfer of Rogelio Núñez was declined.')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url).toBe(`/api/membership/admin/transfers/${transfer().id}/decline`);
    expect(post.body).toEqual({ reason: 'Not a member here' });
  });

  it('shows the server’s answer when the transfer was already decided', async () => {
    signedInAdmin({
      'GET /api/membership/admin/dashboard': () => json(200, dashboard),
      'GET /api/membership/admin/transfers': () => json(200, { items: [transfer()], nextCursor: null }),
      [`POST /api/membership/admin/transfers/${transfer().id}/accept`]: () =>
        json(409, errorBody('conflict', 'This transfer is no longer pending')),
    });
    renderApp('/admin-page');
    fireEvent.click(await screen.findByRole('button', { name: 'Accept the transfer of Rogelio Núñez' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('This transfer is no longer pending')).toBeTruthy();
  });

  it('lists outgoing transfers without decision buttons', async () => {
    signedInAdmin({
      'GET /api/membership/admin/dashboard': () => json(200, dashboard),
      'GET /api/membership/admin/transfers': (call) =>
        new URLSearchParams(call.search).get('direction') === 'out'
          ? json(200, { items: [transfer({ fromLocaleName: 'Quezon City', toLocaleName: 'Cebu' })], nextCursor: null })
          : json(200, { items: [], nextCursor: null }),
    });
    renderApp('/admin-page');
    await screen.findByText('No transfers into your locales.');
    fireEvent.click(screen.getByText('Out of my locales'));
    expect(await screen.findByText('Quezon City → Cebu')).toBeTruthy();
    expect(screen.getByText('Waiting')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Accept the transfer/ })).toBeNull();
  });

  it('offers a locale chooser when the scope has several locales, and asks for that locale', async () => {
    const calls = signedInAdmin(
      {
        'GET /api/membership/admin/dashboard': () => json(200, dashboard),
        'GET /api/membership/admin/transfers': () => json(200, { items: [], nextCursor: null }),
      },
      twoLocaleAdminAccess(),
    );
    const { router } = renderApp('/admin-page');
    const chooser = (await screen.findByLabelText('Locale')) as HTMLSelectElement;
    expect([...chooser.options].map((option) => option.text)).toEqual(['All my locales', 'Cebu', 'Quezon City']);
    expect(dashboardCalls(calls)[0]!.search).toBe('');
    fireEvent.change(chooser, { target: { value: cebu.id } });
    await waitFor(() => expect(dashboardCalls(calls).at(-1)!.search).toBe(`?localeId=${cebu.id}`));
    expect(router.state.location.search).toBe(`?locale=${cebu.id}`);
  });

  it('is not for a member without admin rights, and loads nothing', async () => {
    const calls = signedInMember({});
    renderApp('/admin-page');
    expect(await screen.findByText('Not available for your account')).toBeTruthy();
    expect(dashboardCalls(calls)).toEqual([]);
  });
});
