import { attendanceReportCalls } from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../../../lib/files/save-file.ts';
import { signedInAdmin } from '../../../../test/admin-fixtures.ts';
import { callsTo, ids, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { readBlob } from '../test/read-blob.ts';
import { summary } from '../test/report-fixtures.ts';

vi.mock('../../../../lib/files/save-file.ts', () => ({ saveFile: vi.fn() }));

const summaryRoute = () => on(attendanceReportCalls.summary, ({ query }) => summary(query));
const queryOf = (search = '') => Object.fromEntries(new URLSearchParams(search));
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('summary-report', { timeout: 30_000 }, () => {
  it('starts on the secretary’s locale by cluster and drills down to a cluster’s flocks', async () => {
    const calls = signedInAdmin([summaryRoute()]);
    const { router } = renderApp('/summary-report');
    const table = await screen.findByRole('table', { name: 'Clusters of Quezon City: check-ins per period' });
    expect(queryOf(callsTo(calls, attendanceReportCalls.summary)[0]!.search)).toEqual({
      scope: 'locale',
      id: ids.locale,
      period: 'week',
    });
    expect(cells(within(table).getByRole('row', { name: /^C1/ }))).toEqual(['70', '75', '60', '205']);
    expect(within(table).getByRole('rowheader', { name: 'No cluster' })).toBeTruthy();
    // The all-rows line sums the periods.
    expect(within(table).getByRole('row', { name: /^All of Quezon City/ }).textContent).toContain('348');

    fireEvent.click(within(table).getByRole('link', { name: 'C1' }));
    const flocks = await screen.findByRole('table', { name: 'Flocks of C1: check-ins per period' });
    expect(queryOf(callsTo(calls, attendanceReportCalls.summary).at(-1)!.search)).toEqual({
      scope: 'cluster',
      id: ids.locale,
      cluster: 'C1',
      period: 'week',
    });
    // People of no flock are a row without a link; a flock opens its members.
    expect(within(flocks).getByRole('rowheader', { name: 'No flock' })).toBeTruthy();
    fireEvent.click(within(flocks).getByRole('link', { name: 'C1-Joy' }));
    await screen.findByRole('table', { name: 'Members of C1-Joy: check-ins per period' });
    expect(router.state.location.search).toContain(`scope=flock&id=${ids.flock}`);
    // And back up, one level at a time.
    fireEvent.click(screen.getByRole('link', { name: 'Back to C1' }));
    expect(await screen.findByRole('table', { name: 'Flocks of C1: check-ins per period' })).toBeTruthy();
  });

  it('asks for months when Month is chosen', async () => {
    const calls = signedInAdmin([summaryRoute()]);
    renderApp('/summary-report');
    await screen.findByRole('table', { name: /Clusters of Quezon City/ });
    fireEvent.click(screen.getByRole('radio', { name: 'Month' }));
    await waitFor(() =>
      expect(queryOf(callsTo(calls, attendanceReportCalls.summary).at(-1)!.search).period).toBe('month'),
    );
  });

  it('exports a line per row with its periods and total, then the all-rows line', async () => {
    signedInAdmin([summaryRoute()]);
    renderApp('/summary-report');
    await screen.findByRole('table', { name: /Clusters of Quezon City/ });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const [blob] = vi.mocked(saveFile).mock.calls[0]!;
    const lines = (await readBlob(blob)).split('\r\n');
    expect(lines.slice(0, 4)).toEqual([
      '"Clusters","2026-03-02","2026-03-09","2026-03-16","Total"',
      '"C1","70","75","60","205"',
      '"No cluster","50","56","37","143"',
      '"All of Quezon City","120","131","97","348"',
    ]);
  });
});
