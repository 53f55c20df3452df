import {
  adminReportCalls,
  batchCalls,
  pepCalls,
  transferCalls,
  transferSchema,
  type Batch,
  type Transfer,
} from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cebu, hopeId, signedInAdmin, twoLocaleAdminAccess } from '../../../../test/admin-fixtures.ts';
import { callsTo, errorBody, ids, json, on, type RecordedCall } from '../../../../test/fake-server.ts';
import { expectNoAxeViolations } from '../../../../test/axe.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { at, signedInMember } from '../../../../test/signed-in.ts';

const quezonCity = { localeId: ids.locale, localeName: 'Quezon City' };
const cebuLocale = { localeId: cebu.id, localeName: 'Cebu' };

const dashboard = {
  localeId: null,
  pendingEndorsements: 4,
  transfersIn: 1,
  transfersOut: 2,
  byFlock: [
    { flockId: ids.flock, flockName: 'C1-Joy', cluster: 'C1', members: 12, ...quezonCity },
    { flockId: null, flockName: null, cluster: 'No Cluster', members: 3, ...quezonCity },
  ],
  byCluster: [
    { cluster: 'C1', members: 12, ...quezonCity },
    { cluster: 'No Cluster', members: 3, ...quezonCity },
  ],
};

/** A transfer as `admin/transfers` answers it, checked against the contract. */
const transfer = (overrides: Partial<Transfer> = {}): Transfer =>
  transferSchema.parse({
    id: 'acacacac-acac-4cac-8cac-acacacacacac',
    memberId: '5a5a5a5a-5a5a-4a5a-8a5a-5a5a5a5a5a5a',
    fromLocaleId: cebu.id,
    fromLocaleName: 'Cebu',
    toLocaleId: ids.locale,
    toLocaleName: 'Quezon City',
    reason: 'Moved for work',
    status: 'pending',
    requestedAt: at,
    member: {
      id: '5a5a5a5a-5a5a-4a5a-8a5a-5a5a5a5a5a5a',
      customId: 'M0000777',
      firstName: 'Rogelio',
      lastName: 'Núñez',
    },
    decidedAt: null,
    decisionReason: null,
    ...overrides,
  });

const noTransfers = { items: [], nextCursor: null };
const dashboardCalls = (calls: RecordedCall[]) => callsTo(calls, adminReportCalls.dashboard);
const posts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST');

describe('admin-page', { timeout: 20_000 }, () => {
  it('shows the counts, the links and the members by cluster and flock', async () => {
    signedInAdmin([
      on(adminReportCalls.dashboard, () => dashboard),
      on(transferCalls.list, () => noTransfers),
    ]);
    renderApp('/admin-page');
    const pending = await screen.findByText('Registrations waiting for endorsement');
    expect(within(pending.parentElement!).getByText('4')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Review registrations' }).getAttribute('href')).toBe(
      '/endorsement',
    );
    for (const [name, href] of [
      ['Find members', '/admin-members'],
      ['Manage members', '/manage-members'],
      ['Import members', '/manage-members-upload'],
      ['Endorse registrations 4 waiting', '/endorsement'],
      ['Audit log', '/admin-audit'],
    ]) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    const byFlock = screen.getByRole('table', { name: 'Members by flock' });
    const rows = within(byFlock)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows.slice(1)).toEqual(['C1-Joy12', 'No flock3']);
    expect(
      within(screen.getByRole('table', { name: 'Members by cluster' })).getByText('No cluster'),
    ).toBeTruthy();
    expect(await screen.findByText('No transfers into your locales.')).toBeTruthy();
    // One locale in scope: no locale chooser.
    expect(screen.queryByLabelText('Locale')).toBeNull();
  });

  it('shows on each button the count of what waits there, said in words to assistive tech', async () => {
    const batch = (id: string): Batch => ({
      id,
      localeId: ids.locale,
      serviceDate: '2026-03-01',
      label: 'Sunday envelopes',
      currency: 'PHP',
      countedTotalMinor: 1000,
      linesTotalMinor: 1000,
      differenceMinor: 0,
      lineCount: 1,
      status: 'open',
      createdAt: at,
      closedAt: null,
      closedByName: null,
    });
    const calls = signedInAdmin([
      on(adminReportCalls.dashboard, () => dashboard),
      on(transferCalls.list, () => noTransfers),
      on(pepCalls.list, ({ query }) => ({
        items: [],
        nextCursor: null,
        total: query.overdue === 'true' ? 2 : query.stage === 'baptized' ? 0 : 99,
      })),
      on(batchCalls.list, () => ({
        items: [batch('57575757-5757-4757-8757-575757575757')],
        nextCursor: 'more',
      })),
    ]);
    renderApp('/admin-page');
    const hub = await screen.findByRole('navigation', { name: 'Member administration' });
    const link = (name: string) => within(hub).findByRole('link', { name });
    expect((await link('Endorse registrations 4 waiting')).getAttribute('href')).toBe('/endorsement');
    expect((await link('Prospects (PEP) 2 with a follow-up past due')).getAttribute('href')).toBe(
      '/admin-pep',
    );
    // Open batches are counted a page at a time: more than one page says "at least".
    expect((await link('Giving 1+ open batches')).getAttribute('href')).toBe('/transactions?tab=finance');
    // The badge is the same count for the eye.
    expect(within(await link('Endorse registrations 4 waiting')).getByText('4')).toBeTruthy();
    // Transfers are decided further down this page: one tap reaches them.
    expect(screen.getByRole('link', { name: 'Decide them below' }).getAttribute('href')).toBe(
      '#transfers-heading',
    );
    expect(document.getElementById('transfers-heading')).not.toBeNull();
    // Nothing waits for the newly baptized: no badge, the plain name.
    expect(within(hub).getByRole('link', { name: 'Newly baptized' })).toBeTruthy();
    // Counted over the admin's scope, one row asked for; the batches of their own locale, open only.
    expect(
      callsTo(calls, pepCalls.list).map((call) => new URLSearchParams(call.search).get('limit')),
    ).toEqual(['1', '1']);
    const batches = new URLSearchParams(callsTo(calls, batchCalls.list)[0]!.search);
    expect([batches.get('localeId'), batches.get('status')]).toEqual([ids.locale, 'open']);
    await expectNoAxeViolations();
  });

  it('keeps the clusters and flocks of different locales apart, each named with its locale', async () => {
    signedInAdmin(
      [
        on(adminReportCalls.dashboard, () => ({
          ...dashboard,
          byFlock: [
            { flockId: cebu.id, flockName: 'C1-Joy', cluster: 'C1', members: 5, ...cebuLocale },
            { flockId: ids.flock, flockName: 'C1-Joy', cluster: 'C1', members: 12, ...quezonCity },
          ],
          byCluster: [
            { cluster: 'C1', members: 5, ...cebuLocale },
            { cluster: 'C1', members: 12, ...quezonCity },
          ],
        })),
        on(transferCalls.list, () => noTransfers),
      ],
      twoLocaleAdminAccess(),
    );
    renderApp('/admin-page');
    const rowsOf = (name: string) =>
      within(screen.getByRole('table', { name }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
    await screen.findByRole('table', { name: 'Members by cluster' });
    expect(rowsOf('Members by cluster')).toEqual(['Cebu · C15', 'Quezon City · C112']);
    expect(rowsOf('Members by flock')).toEqual(['Cebu · C1-Joy5', 'Quezon City · C1-Joy12']);
  });

  it('shows a whole church by locale, and its clusters and flocks once a locale is chosen', async () => {
    const locales = Array.from({ length: 14 }, (_, i) => ({
      localeId: `${String(i).padStart(8, '0')}-0000-4000-8000-000000000000`,
      localeName: `Locale ${String(i).padStart(2, '0')}`,
    }));
    signedInAdmin([
      on(adminReportCalls.dashboard, () => ({
        ...dashboard,
        byFlock: locales.flatMap((locale, i) => [
          { flockId: null, flockName: null, cluster: 'No Cluster', members: i + 1, ...locale },
          { flockId: ids.flock, flockName: 'C1-Joy', cluster: 'C1', members: 10, ...locale },
        ]),
        byCluster: locales.map((locale, i) => ({ cluster: 'C1', members: i + 11, ...locale })),
      })),
      on(transferCalls.list, () => noTransfers),
    ]);
    renderApp('/admin-page');
    const byLocale = await screen.findByRole('table', { name: 'Members by locale' });
    const rows = within(byLocale)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toHaveLength(14);
    expect(rows[0]).toBe('Locale 0011');
    expect(rows[13]).toBe('Locale 1324');
    expect(screen.queryByRole('table', { name: 'Members by flock' })).toBeNull();
    expect(screen.getByText(/choose a locale above to see its own/)).toBeTruthy();
  });

  it('accepts an incoming transfer after confirming, at the transfer’s accept URL', async () => {
    let decided = false;
    const calls = signedInAdmin([
      on(adminReportCalls.dashboard, () => dashboard),
      on(transferCalls.list, ({ query }) =>
        query.direction === 'in'
          ? { items: [transfer(decided ? { status: 'accepted' } : {})], nextCursor: null }
          : noTransfers,
      ),
      on(transferCalls.accept, ({ params }) => {
        expect(params.transferId).toBe(transfer().id);
        decided = true;
        return transfer({ status: 'accepted', decidedAt: at });
      }),
    ]);
    renderApp('/admin-page');
    expect(await screen.findByText('Cebu → Quezon City')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept the transfer of Rogelio Núñez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this transfer?' });
    expect(posts(calls)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Rogelio Núñez now belongs to Quezon City.')).toBeTruthy();
    expect(posts(calls).map((call) => call.url)).toEqual([
      `/api/membership/admin/transfers/${transfer().id}/accept`,
    ]);
    // The list and the counts are asked again after the decision.
    await waitFor(() => expect(screen.queryByRole('button', { name: /Accept the transfer/ })).toBeNull());
    await waitFor(() => expect(dashboardCalls(calls).length).toBeGreaterThan(1));
  });

  it('lets the receiving admin choose the member’s flock in the receiving locale when accepting', async () => {
    const calls = signedInAdmin([
      on(adminReportCalls.dashboard, () => dashboard),
      on(transferCalls.list, () => ({ items: [transfer()], nextCursor: null })),
      on(transferCalls.accept, () => transfer({ status: 'accepted', decidedAt: at })),
    ]);
    renderApp('/admin-page');
    fireEvent.click(await screen.findByRole('button', { name: 'Accept the transfer of Rogelio Núñez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this transfer?' });
    const flock = (await within(dialog).findByLabelText('Flock in Quezon City')) as HTMLSelectElement;
    await waitFor(() => expect(flock.disabled).toBe(false));
    expect([...flock.options].map((option) => option.text)).toEqual(['No flock yet', 'C1-Joy', 'C2-Hope']);
    fireEvent.change(flock, { target: { value: hopeId } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Rogelio Núñez now belongs to Quezon City, in C2-Hope.')).toBeTruthy();
    const post = posts(calls)[0]!;
    expect(post.url).toBe(`/api/membership/admin/transfers/${transfer().id}/accept`);
    expect(post.body).toEqual({ flockId: hopeId });
  });

  it('declines with a reason, which is required and sent', async () => {
    const calls = signedInAdmin([
      on(adminReportCalls.dashboard, () => dashboard),
      on(transferCalls.list, () => ({ items: [transfer()], nextCursor: null })),
      on(transferCalls.decline, () =>
        transfer({ status: 'declined', decidedAt: at, decisionReason: 'Not a member here' }),
      ),
    ]);
    renderApp('/admin-page');
    fireEvent.click(await screen.findByRole('button', { name: 'Decline the transfer of Rogelio Núñez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this transfer?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(posts(calls)).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Not a member here' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('The transfer of Rogelio Núñez was declined.')).toBeTruthy();
    const post = posts(calls)[0]!;
    expect(post.url).toBe(`/api/membership/admin/transfers/${transfer().id}/decline`);
    expect(post.body).toEqual({ reason: 'Not a member here' });
  });

  it('shows the server’s answer when the transfer was already decided', async () => {
    signedInAdmin([
      on(adminReportCalls.dashboard, () => dashboard),
      on(transferCalls.list, () => ({ items: [transfer()], nextCursor: null })),
      on(transferCalls.accept, () =>
        json(
          409,
          errorBody('conflict', 'This transfer was already accepted', { reason: 'transfer_answered' }),
        ),
      ),
    ]);
    renderApp('/admin-page');
    fireEvent.click(await screen.findByRole('button', { name: 'Accept the transfer of Rogelio Núñez' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('This transfer was already answered.')).toBeTruthy();
  });

  it('lists outgoing transfers without decision buttons', async () => {
    signedInAdmin([
      on(adminReportCalls.dashboard, () => dashboard),
      on(transferCalls.list, ({ query }) =>
        query.direction === 'out'
          ? { items: [transfer({ fromLocaleName: 'Quezon City', toLocaleName: 'Cebu' })], nextCursor: null }
          : noTransfers,
      ),
    ]);
    renderApp('/admin-page');
    await screen.findByText('No transfers into your locales.');
    fireEvent.click(screen.getByText('Out of my locales'));
    expect(await screen.findByText('Quezon City → Cebu')).toBeTruthy();
    expect(screen.getByText('Waiting')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Accept the transfer/ })).toBeNull();
  });

  it('offers a locale chooser when the scope has several locales, and asks for that locale', async () => {
    const calls = signedInAdmin(
      [on(adminReportCalls.dashboard, () => dashboard), on(transferCalls.list, () => noTransfers)],
      twoLocaleAdminAccess(),
    );
    const { router } = renderApp('/admin-page');
    const chooser = (await screen.findByLabelText('Locale')) as HTMLSelectElement;
    expect([...chooser.options].map((option) => option.text)).toEqual([
      'All my locales',
      'Cebu',
      'Quezon City',
    ]);
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
