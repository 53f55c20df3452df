import {
  batchCalls,
  fundCalls,
  giftCalls,
  giftRecordCalls,
  memberSearchCalls,
  statementCalls,
  type BankLine,
  type BatchDetail,
  type Fund,
  type GiftSummary,
  type GivingAccess,
  type GivingSettings,
  type StatementRun,
} from '@congregate/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../../app/providers.tsx';
import { queryClient } from '../../../../lib/query-client.ts';
import { expectNoAxeViolations } from '../../../../test/axe.ts';
import { callsTo, errorBody, ids, json, on, type FakeRoute } from '../../../../test/fake-server.ts';
import { signedInMember } from '../../../../test/signed-in.ts';
import { FinanceGiving } from './finance-giving.tsx';

const cebuId = 'abababab-abab-4bab-8bab-abababababab';
const tithesId = '51515151-5151-4151-8151-515151515151';
const missionsId = '52525252-5252-4252-8252-525252525252';
const batchId = '53535353-5353-4353-8353-535353535353';
const runId = '54545454-5454-4454-8454-545454545454';
const memberId = ids.member;
const at = '2026-03-01T08:00:00.000Z';

const qc = (access: GivingAccess['locales'][number]['access']): GivingAccess['locales'] => [
  { localeId: ids.locale, localeName: 'Quezon City', currency: 'PHP', access },
];

function fund(overrides: Partial<Fund> = {}): Fund {
  return {
    id: tithesId,
    localeId: ids.locale,
    name: 'Tithes',
    description: 'Tenth of income',
    currency: 'PHP',
    active: true,
    sortOrder: 0,
    ...overrides,
  };
}
const funds = [fund(), fund({ id: missionsId, name: 'Missions', description: '', sortOrder: 1 })];

const gift = (n: number, overrides: object = {}) => ({
  id: `6${n}6${n}6${n}6${n}-6${n}6${n}-4${n}6${n}-8${n}6${n}-6${n}6${n}6${n}6${n}6${n}6${n}`,
  receiptNumber: `2026-00012${n}`,
  localeId: ids.locale,
  memberId,
  donorName: 'Maria Santos',
  fundId: tithesId,
  fundName: 'Tithes',
  amountMinor: 150000,
  feeMinor: 0,
  currency: 'PHP',
  method: 'cash' as const,
  provider: 'manual' as const,
  status: 'succeeded' as const,
  frequency: 'once' as const,
  recurringId: null,
  batchId: null,
  givenAt: at,
  refundedAt: null,
  ...overrides,
});

const summary: GiftSummary = {
  localeId: ids.locale,
  year: new Date().getFullYear(),
  currency: 'PHP',
  funds: [
    { id: tithesId, name: 'Tithes' },
    { id: missionsId, name: 'Missions' },
  ],
  months: Array.from({ length: 12 }, (_, i) => ({
    month: `${new Date().getFullYear()}-${String(i + 1).padStart(2, '0')}`,
    byFund: (i === 0 ? { [tithesId]: 250000, [missionsId]: 12050 } : {}) as Record<string, number>,
  })),
  fundTotals: { [tithesId]: 250000, [missionsId]: 12050 },
  totalMinor: 262050,
  giftCount: 7,
  access: 'manage',
};

function openBatch(overrides: Partial<BatchDetail> = {}): BatchDetail {
  return {
    id: batchId,
    localeId: ids.locale,
    serviceDate: '2026-03-01',
    label: 'Sunday 9 AM',
    currency: 'PHP',
    countedTotalMinor: 100000,
    linesTotalMinor: 88000,
    differenceMinor: 12000,
    lineCount: 1,
    status: 'open',
    createdAt: at,
    closedAt: null,
    closedByName: null,
    lines: [
      {
        id: '55555555-5555-4555-8555-555555555555',
        memberId: null,
        donorName: 'Anonymous',
        fundId: tithesId,
        fundName: 'Tithes',
        amountMinor: 88000,
        method: 'cash',
        chequeNumber: null,
      },
    ],
    ...overrides,
  };
}

const settings: GivingSettings = {
  localeId: ids.locale,
  localeName: 'Quezon City',
  currency: 'PHP',
  provider: 'manual',
  onlineAvailable: false,
  onlineEnabled: false,
  bankDetails: 'BPI 1234-5678',
  instructions: '',
  fee: { percentBasisPoints: 290, fixedMinor: 1500 },
};

function run(overrides: Partial<StatementRun> = {}): StatementRun {
  return {
    id: runId,
    localeId: ids.locale,
    year: 2025,
    status: 'running',
    total: 4,
    done: 1,
    error: null,
    requestedByName: 'Fe Reyes',
    createdAt: at,
    finishedAt: null,
    hasFile: false,
    ...overrides,
  };
}

function server(routes: FakeRoute[] = []) {
  return signedInMember([
    ...routes,
    on(fundCalls.list, () => ({ localeId: ids.locale, currency: 'PHP', items: funds })),
    on(giftCalls.list, ({ query }) =>
      query.cursor
        ? { items: [gift(2, { donorName: 'Jose Rizal' })], nextCursor: null, totals: [] }
        : {
            items: [gift(1), gift(3, { memberId: null, donorName: 'Anonymous', method: 'cheque' })],
            nextCursor: 'next-1',
            totals: [
              {
                year: 2026,
                fundId: tithesId,
                fundName: 'Tithes',
                currency: 'PHP',
                amountMinor: 450000,
                count: 3,
              },
            ],
          },
    ),
    on(giftCalls.summary, () => summary),
    on(batchCalls.list, () => ({ items: [openBatch()], nextCursor: null })),
    on(batchCalls.get, () => openBatch()),
    on(fundCalls.settings, () => settings),
    on(statementCalls.listRuns, () => ({ items: [] })),
    on(memberSearchCalls.localeMembers, () => ({
      items: [
        {
          id: memberId,
          customId: 'QC-0001',
          firstName: 'Maria',
          lastName: 'Santos',
          email: null,
          mobile: null,
          birthDate: null,
          gender: null,
          type: 'member' as const,
          localeId: ids.locale,
          localeName: 'Quezon City',
          flockId: null,
          flockName: 'C1-Joy',
          cluster: 'C1',
          endorsed: true,
          photo: null,
          hasAccount: true,
          createdAt: at,
        },
      ],
      nextCursor: null,
      total: 1,
      totalExact: true,
    })),
  ]);
}

function renderFinance(locales: GivingAccess['locales']) {
  queryClient.clear();
  return render(
    <Providers>
      <MemoryRouter>
        <FinanceGiving locales={locales} />
      </MemoryRouter>
    </Providers>,
  );
}

const queryOf = (call: { search?: string }) => Object.fromEntries(new URLSearchParams(call.search ?? ''));

function stubDownloads() {
  const created: Blob[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => (created.push(blob), 'blob:giving'),
      revokeObjectURL: () => {},
    }),
  );
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return { created, click };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('finance giving', { timeout: 30_000 }, () => {
  it('shows finance every tab and the locale’s gifts with totals, receipts and "Load more"; passes axe', async () => {
    const calls = server();
    renderFinance(qc('manage'));
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Gifts', 'Transfers', 'Summary', 'Batches', 'Statements', 'Funds and settings']);
    expect(await screen.findByText('Tithes: ₱4,500.00 (3 gifts)')).toBeTruthy();
    expect(screen.getByText('Maria Santos')).toBeTruthy();
    expect(screen.getByText('Anonymous')).toBeTruthy();
    expect(screen.getAllByText('₱1,500.00').length).toBe(2);
    expect(screen.getByRole('link', { name: 'Open receipt 2026-000121' }).getAttribute('href')).toBe(
      `/transaction-modal?id=${gift(1).id}`,
    );
    await expectNoAxeViolations();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Jose Rizal')).toBeTruthy();
    expect(queryOf(callsTo(calls, giftCalls.list).at(-1)!)).toMatchObject({
      cursor: 'next-1',
      localeId: ids.locale,
    });
  });

  it('filters the gifts and exports the same filters as CSV', async () => {
    const { created, click } = stubDownloads();
    const calls = server([
      on(
        giftCalls.export,
        () =>
          new Response('receipt,amount\n2026-000121,1500.00 PHP\n', {
            status: 200,
            headers: { 'Content-Type': 'text/csv' },
          }),
      ),
    ]);
    renderFinance(qc('manage'));
    await screen.findByText('Maria Santos');
    fireEvent.change(screen.getByLabelText('Fund'), { target: { value: tithesId } });
    fireEvent.change(screen.getByLabelText('Method'), { target: { value: 'cheque' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    await waitFor(() =>
      expect(queryOf(callsTo(calls, giftCalls.list).at(-1)!)).toMatchObject({
        fundId: tithesId,
        method: 'cheque',
        from: '2026-01-01',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(queryOf(callsTo(calls, giftCalls.export)[0]!)).toEqual({
      localeId: ids.locale,
      fundId: tithesId,
      method: 'cheque',
      from: '2026-01-01',
    });
    expect(await created[0]!.text()).toContain('2026-000121');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('gifts-Quezon-City.csv');
  });

  it('shows a district admin (totals) only the summary: the chart as one image and the table with the numbers', async () => {
    server();
    renderFinance(qc('totals'));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Summary']);
    const table = await screen.findByRole('table', { name: /by month and fund \(PHP\)/ });
    const january = within(table).getByRole('row', { name: /Jan/ });
    expect(within(january).getByText('₱2,500.00')).toBeTruthy();
    expect(within(january).getByText('₱120.50')).toBeTruthy();
    expect(within(january).getByText('₱2,620.50')).toBeTruthy();
    expect(screen.getByText(/₱2,620\.50 from 7 gifts/)).toBeTruthy();
    expect(screen.getByRole('img', { name: /Chart of giving in \d{4} by month and fund/ })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('gives a locale admin (view) gifts, summary, read-only batches and funds, but no statements', async () => {
    server();
    renderFinance(qc('view'));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Gifts',
      'Summary',
      'Batches',
      'Funds and settings',
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'Batches' }));
    expect(await screen.findByText('₱120.00 short')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New batch' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open batch Sunday 9 AM' }));
    expect(await screen.findByRole('table', { name: 'Lines of the batch' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close batch' })).toBeNull();
  });

  it('picks among several locales, the first by default', async () => {
    const calls = server();
    renderFinance([
      ...qc('manage'),
      { localeId: cebuId, localeName: 'Cebu', currency: 'PHP', access: 'view' },
    ]);
    await screen.findByText('Maria Santos');
    fireEvent.change(screen.getByLabelText('Locale'), { target: { value: cebuId } });
    await waitFor(() =>
      expect(queryOf(callsTo(calls, giftCalls.list).at(-1)!)).toMatchObject({ localeId: cebuId }),
    );
    expect(screen.queryByRole('tab', { name: 'Statements' })).toBeNull();
  });

  it('records a new batch with the difference shown live, and saves it', async () => {
    const calls = server([
      on(batchCalls.create, ({ body }) =>
        openBatch({
          countedTotalMinor: body.countedTotalMinor,
          linesTotalMinor: 100000,
          differenceMinor: body.countedTotalMinor - 100000,
        }),
      ),
    ]);
    renderFinance(qc('manage'));
    fireEvent.click(screen.getByRole('tab', { name: 'Batches' }));
    fireEvent.click(await screen.findByRole('button', { name: 'New batch' }));
    fireEvent.change(screen.getByLabelText(/^Label/), { target: { value: 'Sunday 9 AM' } });
    fireEvent.change(screen.getByLabelText(/^Counted total \(PHP\)/), { target: { value: '1,120' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save batch' }));
    const line1 = screen.getByRole('group', { name: 'Line 1' });
    expect(await within(line1).findByText('Choose a fund')).toBeTruthy();
    expect(within(line1).getByText('Enter an amount, e.g. 500 or 1,250.50')).toBeTruthy();
    expect(callsTo(calls, batchCalls.create)).toHaveLength(0);

    await within(line1).findByRole('option', { name: 'Tithes' });
    fireEvent.change(within(line1).getByLabelText(/^Fund/), { target: { value: tithesId } });
    fireEvent.change(within(line1).getByLabelText(/^Amount/), { target: { value: '1000' } });
    expect(screen.getByText('₱120.00 short')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    const line2 = screen.getByRole('group', { name: 'Line 2' });
    fireEvent.click(within(line2).getByRole('button', { name: 'Choose member (Member of line 2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Find a member of the locale' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Maria' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: /Maria Santos/ }));
    expect(await within(line2).findByText('Maria Santos')).toBeTruthy();
    fireEvent.change(within(line2).getByLabelText(/^Fund/), { target: { value: missionsId } });
    fireEvent.change(within(line2).getByLabelText(/^Amount/), { target: { value: '120' } });
    fireEvent.change(within(line2).getByLabelText(/^Cash or cheque/), { target: { value: 'cheque' } });
    fireEvent.change(within(line2).getByLabelText(/^Cheque number/), { target: { value: '000123' } });
    expect(screen.getByText('Balanced')).toBeTruthy();
    await expectNoAxeViolations();

    fireEvent.click(screen.getByRole('button', { name: 'Save batch' }));
    await waitFor(() => expect(callsTo(calls, batchCalls.create)).toHaveLength(1));
    expect(callsTo(calls, batchCalls.create)[0]!.body).toEqual({
      localeId: ids.locale,
      serviceDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      label: 'Sunday 9 AM',
      countedTotalMinor: 112000,
      lines: [
        { memberId: null, fundId: tithesId, amountMinor: 100000, method: 'cash' },
        { memberId, fundId: missionsId, amountMinor: 12000, method: 'cheque', chequeNumber: '000123' },
      ],
    });
  });

  it('marks the line the server refused (an archived fund) and says why', async () => {
    server([
      on(batchCalls.update, () =>
        json(
          422,
          errorBody('fund_not_available', 'Fund not available', {
            issues: [{ path: 'lines.0.fundId', message: 'Fund not available', code: 'fund_not_available' }],
          }),
        ),
      ),
    ]);
    renderFinance(qc('manage'));
    fireEvent.click(screen.getByRole('tab', { name: 'Batches' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Open batch Sunday 9 AM' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save batch' }));
    const message = 'One of the funds is archived or not of this locale. Choose another fund.';
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Line 1' })).getByText(message)).toBeTruthy();
  });

  it('keeps "Close batch" disabled with the reason while unbalanced, then asks and shows the server’s refusal', async () => {
    let latest = openBatch();
    const calls = server([
      on(batchCalls.get, () => latest),
      on(batchCalls.update, ({ body }) => {
        latest = openBatch({
          countedTotalMinor: body.countedTotalMinor,
          differenceMinor: body.countedTotalMinor - 88000,
        });
        return latest;
      }),
      on(batchCalls.close, () =>
        json(
          409,
          errorBody('conflict', 'Does not balance', { reason: 'batch_unbalanced', differenceMinor: 500 }),
        ),
      ),
    ]);
    renderFinance(qc('manage'));
    fireEvent.click(screen.getByRole('tab', { name: 'Batches' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Open batch Sunday 9 AM' }));
    const close = await screen.findByRole('button', { name: 'Close batch' });
    expect(close.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('The lines do not match the counted total yet (₱120.00 short).')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Counted total/), { target: { value: '880' } });
    expect(screen.getByText('Balanced')).toBeTruthy();
    expect(screen.getByText('Save your changes before closing the batch.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save batch' }));
    await waitFor(() => expect(callsTo(calls, batchCalls.update)).toHaveLength(1));
    expect(callsTo(calls, batchCalls.update)[0]!.body).toMatchObject({ countedTotalMinor: 88000 });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Close batch' }).hasAttribute('disabled')).toBe(false),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Close batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this batch?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close batch' }));
    expect(
      await screen.findByText(
        'The batch does not balance yet: the lines and the counted total differ by ₱5.00.',
      ),
    ).toBeTruthy();
    expect(callsTo(calls, batchCalls.close)).toHaveLength(1);
  });

  it('makes statements after asking, follows the run’s progress and downloads its PDF', async () => {
    const { click } = stubDownloads();
    let created = false;
    let polls = 0;
    const calls = server([
      on(statementCalls.listRuns, () => ({ items: created ? [run({ status: 'queued', done: 0 })] : [] })),
      on(statementCalls.createRun, () => {
        created = true;
        return json(202, run({ status: 'queued', done: 0 }));
      }),
      on(statementCalls.getRun, () => {
        polls += 1;
        return polls < 2 ? run({ done: 2 }) : run({ status: 'done', done: 4, hasFile: true, finishedAt: at });
      }),
      on(
        statementCalls.runPdf,
        () => new Response('%PDF-1.4', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
      ),
    ]);
    renderFinance(qc('manage'));
    fireEvent.click(screen.getByRole('tab', { name: 'Statements' }));
    expect(await screen.findByText(/No statements made yet/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Statement year'), { target: { value: '2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make statements for 2025' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make statements for 2025?' });
    expect(within(dialog).getByText(/each of them is told that it is ready/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make statements' }));
    await waitFor(() => expect(callsTo(calls, statementCalls.createRun)).toHaveLength(1));
    expect(callsTo(calls, statementCalls.createRun)[0]!.body).toEqual({
      localeId: ids.locale,
      year: 2025,
      notifyMembers: true,
    });
    expect(
      await screen.findByRole('progressbar', { name: 'Progress of the statements for 2025' }),
    ).toBeTruthy();
    expect(await screen.findByText('4 of 4 statements made', {}, { timeout: 8000 })).toBeTruthy();
    await expectNoAxeViolations();
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF of the statements for 2025' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('giving-statements-2025.pdf');
  });

  it('downloads one member’s statement for a year', async () => {
    const { click } = stubDownloads();
    const calls = server([
      on(
        statementCalls.statement,
        () => new Response('%PDF-1.4', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
      ),
    ]);
    renderFinance(qc('manage'));
    fireEvent.click(screen.getByRole('tab', { name: 'Statements' }));
    const section = await screen.findByRole('region', { name: 'One member’s statement' });
    expect(within(section).getByRole('button', { name: 'Download statement' }).hasAttribute('disabled')).toBe(
      true,
    );
    fireEvent.click(within(section).getByRole('button', { name: 'Choose member (Member)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Find a member of the locale' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Maria' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: /Maria Santos/ }));
    fireEvent.change(within(section).getByLabelText('Year'), { target: { value: '2025' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Download statement' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = callsTo(calls, statementCalls.statement)[0]!;
    expect(call.url).toContain('/statements/2025');
    expect(queryOf(call)).toEqual({ memberId });
  });

  it('adds, archives (after asking) and lists funds; saves the settings with the fee in basis points and minor units', async () => {
    const calls = server([
      on(fundCalls.create, ({ body }) =>
        json(201, fund({ id: '56565656-5656-4656-8656-565656565656', name: body.name })),
      ),
      on(fundCalls.update, ({ body }) => fund({ ...body })),
      on(fundCalls.updateSettings, ({ body }) => ({
        ...settings,
        bankDetails: body.bankDetails,
        fee: { percentBasisPoints: body.feePercentBasisPoints, fixedMinor: body.feeFixedMinor },
      })),
    ]);
    renderFinance(qc('view'));
    fireEvent.click(screen.getByRole('tab', { name: 'Funds and settings' }));
    expect(await screen.findByText('Tenth of income')).toBeTruthy();
    const online = await screen.findByRole('switch');
    expect(screen.getByText('Take gifts online')).toBeTruthy();
    expect(online.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/Online giving is not set up on this server/)).toBeTruthy();
    expect((screen.getByLabelText(/^Fee percent/) as HTMLInputElement).value).toBe('2.9');
    expect((screen.getByLabelText(/^Fixed fee \(PHP\)/) as HTMLInputElement).value).toBe('15.00');
    await expectNoAxeViolations();

    fireEvent.click(screen.getByRole('button', { name: 'Add fund' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(callsTo(calls, fundCalls.create)).toHaveLength(0);
    fireEvent.change(screen.getAllByLabelText(/^Name/).at(-1)!, { target: { value: 'Building' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add fund' }));
    await waitFor(() => expect(callsTo(calls, fundCalls.create)).toHaveLength(1));
    expect(callsTo(calls, fundCalls.create)[0]!.body).toEqual({
      localeId: ids.locale,
      name: 'Building',
      description: '',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Archive fund Missions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive Missions?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(callsTo(calls, fundCalls.update)).toHaveLength(1));
    expect(callsTo(calls, fundCalls.update)[0]!.body).toEqual({ active: false });

    fireEvent.change(screen.getByLabelText(/^Fee percent/), { target: { value: '35' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter a percentage from 0 to 20, e.g. 2.9')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Fee percent/), { target: { value: '3.5' } });
    fireEvent.change(screen.getByLabelText(/^Fixed fee/), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Giving settings saved.')).toBeTruthy();
    expect(callsTo(calls, fundCalls.updateSettings)[0]!.body).toEqual({
      onlineEnabled: false,
      bankDetails: 'BPI 1234-5678',
      instructions: '',
      feePercentBasisPoints: 350,
      feeFixedMinor: 1000,
    });
  });
});

describe('finance records gifts received outside the app (issue 37)', () => {
  const receipt = (body: { amountMinor: number; method: string }) => ({
    ...gift(7, {
      amountMinor: body.amountMinor,
      method: 'bank_transfer' as const,
      receiptNumber: '2026-000130',
    }),
    localeName: 'Quezon City',
    church: { legalName: 'Congregate Church', address: 'Quezon City', taxId: null },
    donorAddress: null,
    refundReason: null,
  });

  it('finds the member by the give page’s reference and records the transfer; admins who only view see no tab', async () => {
    const calls = server([
      on(giftRecordCalls.findReference, ({ query }) =>
        query.reference.toUpperCase() === 'GIVE-M0000004-TITH'
          ? {
              reference: 'GIVE-M0000004-TITH',
              member: { id: memberId, displayName: 'Maria Santos', customId: 'M0000004' },
              funds: [{ id: tithesId, name: 'Tithes', currency: 'PHP' }],
            }
          : json(404, errorBody('not_found', 'No such member')),
      ),
      on(giftRecordCalls.record, ({ body }) => receipt(body)),
    ]);
    const { container, unmount } = renderFinance(qc('manage'));
    fireEvent.click(await screen.findByRole('tab', { name: 'Transfers' }));
    const reference = await screen.findByLabelText('Transfer reference');
    fireEvent.change(reference, { target: { value: 'GIVE-M0000009-TITH' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find the member' }));
    expect(await screen.findByText(/No member of Quezon City has that reference/)).toBeTruthy();
    fireEvent.change(reference, { target: { value: 'give-m0000004-tith' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find the member' }));
    expect(await screen.findByText('Maria Santos')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Fund') as HTMLSelectElement).value).toBe(tithesId));
    fireEvent.change(screen.getByLabelText('Amount (PHP)'), { target: { value: 'two thousand' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record the gift' }));
    expect(await screen.findByText(/Type the amount in numbers/)).toBeTruthy();
    expect(callsTo(calls, giftRecordCalls.record)).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Amount (PHP)'), { target: { value: '2,500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record the gift' }));
    expect(
      await screen.findByText(/Recorded ₱2,500\.00 from Maria Santos to Tithes: receipt 2026-000130/),
    ).toBeTruthy();
    expect(callsTo(calls, giftRecordCalls.record)[0]!.body).toEqual({
      memberId,
      fundId: tithesId,
      amountMinor: 250000,
      currency: 'PHP',
      method: 'bank-transfer',
      // Today in Manila (the locale's day), whatever the device's zone.
      receivedOn: new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10),
      reference: 'GIVE-M0000004-TITH',
    });
    await expectNoAxeViolations(container);
    unmount();

    renderFinance(qc('view'));
    await screen.findAllByRole('tab', { name: 'Gifts' });
    expect(screen.queryByRole('tab', { name: 'Transfers' })).toBeNull();
  });

  it('previews a bank statement line by line and records only the matched lines finance keeps', async () => {
    const line = (n: number, problem: BankLine['problem'], amountMinor: number | null): BankLine => ({
      line: n,
      receivedOn: '2026-12-03',
      amountMinor,
      text: `IBFT line ${n}`,
      reference: problem === 'no_reference' ? null : `GIVE-M000000${n}-TITH`,
      member:
        problem === null ? { id: memberId, displayName: 'Maria Santos', customId: `M000000${n}` } : null,
      fund: problem === null ? { id: tithesId, name: 'Tithes', currency: 'PHP' } : null,
      problem,
    });
    const calls = server([
      on(giftRecordCalls.previewBankImport, () => ({
        columns: { date: 'Date', amount: 'Credit', text: 'Details' },
        currency: 'PHP',
        lines: [
          line(2, null, 100000),
          line(3, null, 50000),
          line(4, 'no_reference', 30000),
          line(5, 'already_recorded', 20000),
        ],
        matched: 2,
        unmatched: 2,
      })),
      on(giftRecordCalls.importBank, ({ body }) => ({ recorded: body.lines.length, skipped: 0 })),
    ]);
    renderFinance(qc('manage'));
    fireEvent.click(await screen.findByRole('tab', { name: 'Transfers' }));
    const input = await screen.findByLabelText('Bank statement (CSV)');
    fireEvent.change(input, {
      target: { files: [new File(['Date,Details,Credit\n'], 'statement.csv', { type: 'text/csv' })] },
    });
    expect(await screen.findByText('Matched: 2. Not matched: 2.')).toBeTruthy();
    expect(screen.getByText('No GIVE- reference')).toBeTruthy();
    expect(screen.getByText('Already recorded')).toBeTruthy();
    expect(callsTo(calls, giftRecordCalls.previewBankImport)[0]!.body).toMatchObject({
      localeId: ids.locale,
      csv: 'Date,Details,Credit\n',
    });
    expect(callsTo(calls, giftRecordCalls.importBank)).toHaveLength(0);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Record line 3' }));
    fireEvent.click(screen.getByRole('button', { name: /Record 1 transfer \(₱1,000\.00\)/ }));
    expect(await screen.findByText('Gifts recorded: 1. Already recorded and left out: 0.')).toBeTruthy();
    expect(callsTo(calls, giftRecordCalls.importBank)[0]!.body).toEqual({
      localeId: ids.locale,
      lines: [
        {
          memberId,
          fundId: tithesId,
          amountMinor: 100000,
          receivedOn: '2026-12-03',
          reference: 'GIVE-M0000002-TITH',
        },
      ],
    });
  });
});
