import { attendanceReportCalls } from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../../../lib/files/save-file.ts';
import { signedInAdmin } from '../../../../test/admin-fixtures.ts';
import { callsTo, ids, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';
import { localeTrend, monthTrend, weeks } from '../test/report-fixtures.ts';
import { readBlob } from '../test/read-blob.ts';

vi.mock('../../../../lib/files/save-file.ts', () => ({ saveFile: vi.fn() }));

const trendRoute = () =>
  on(
    attendanceReportCalls.localeTrend,
    ({ query }) => (query.period === 'month' ? monthTrend() : localeTrend()),
    {
      localeId: ids.locale,
    },
  );

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('locale-attendance', { timeout: 30_000 }, () => {
  it('shows the locale’s weekly numbers in tables beside the charts: totals, by service, by cluster', async () => {
    const calls = signedInAdmin([trendRoute()]);
    renderApp('/locale-attendance');
    const totals = await screen.findByRole('table', { name: 'Check-ins at Quezon City' });
    expect(cells(within(totals).getByRole('row', { name: /^Present/ }))).toEqual(['120', '131', '97', '348']);
    expect(cells(within(totals).getByRole('row', { name: /^Gatherings/ }))).toEqual(['2', '2', '1', '5']);
    expect(cells(within(totals).getByRole('row', { name: /^First-timers/ }))).toEqual(['3', '5', '0', '8']);
    const byService = screen.getByRole('table', { name: 'Check-ins at Quezon City by service' });
    expect(cells(within(byService).getByRole('row', { name: /^Prayer meeting/ }))).toEqual([
      '20',
      '21',
      '0',
      '41',
    ]);
    const byCluster = screen.getByRole('table', { name: 'Check-ins at Quezon City by cluster' });
    // The server's `No Cluster` in the person's words.
    expect(within(byCluster).getByRole('rowheader', { name: 'No cluster' })).toBeTruthy();
    // The charts are pictures of the tables, named so.
    expect(screen.getAllByRole('img', { name: /The numbers are in the table below it/ })).toHaveLength(3);
    const query = new URLSearchParams(callsTo(calls, attendanceReportCalls.localeTrend)[0]!.search);
    expect(query.get('period')).toBe('week');
    expect(query.get('from')).toBeNull();
  });

  it('asks for months when Month is chosen, and a longer span with its start', async () => {
    const calls = signedInAdmin([trendRoute()]);
    renderApp('/locale-attendance');
    await screen.findByRole('table', { name: 'Check-ins at Quezon City' });
    fireEvent.click(screen.getByRole('radio', { name: 'Month' }));
    await waitFor(() =>
      expect(
        callsTo(calls, attendanceReportCalls.localeTrend).some(
          (call) => new URLSearchParams(call.search).get('period') === 'month',
        ),
      ).toBe(true),
    );
    const totals = await screen.findByRole('table', { name: 'Check-ins at Quezon City' });
    await waitFor(() =>
      expect(cells(within(totals).getByRole('row', { name: /^Present/ }))).toEqual(['512', '512']),
    );
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: '18' } });
    await waitFor(() => {
      const last = callsTo(calls, attendanceReportCalls.localeTrend).at(-1)!;
      const query = new URLSearchParams(last.search);
      expect(query.get('period')).toBe('month');
      expect(query.get('from')).toMatch(/^\d{4}-\d{2}-01$/);
    });
  });

  it('exports a line per period with the totals, each service and each cluster', async () => {
    signedInAdmin([trendRoute()]);
    renderApp('/locale-attendance');
    await screen.findByRole('table', { name: 'Check-ins at Quezon City' });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const [blob, fileName] = vi.mocked(saveFile).mock.calls[0]!;
    expect(fileName).toBe('attendance-quezon-city-week-2026-03-22.csv');
    const lines = (await readBlob(blob)).split('\r\n');
    expect(lines[0]).toBe(
      '"Period start","Period end","Gatherings","Present","First-timers","Service: Sunday worship",' +
        '"Service: Prayer meeting","Cluster: C1","Cluster: No cluster"',
    );
    expect(lines[1]).toBe('"2026-03-02","2026-03-08","2","120","3","100","20","70","50"');
    expect(lines).toHaveLength(1 + weeks.length + 1);
  });

  it('says so when no gathering was held in the period', async () => {
    signedInAdmin([
      on(attendanceReportCalls.localeTrend, () =>
        localeTrend({
          periods: weeks.map((w) => ({ ...w, gatherings: 0, present: 0, firstTimers: 0 })),
          byService: [],
          byCluster: [],
        }),
      ),
    ]);
    renderApp('/locale-attendance');
    expect(await screen.findByText(/No gathering was held at Quezon City in this period/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('is not for a plain member, and asks nothing', async () => {
    const calls = signedInMember([trendRoute()]);
    renderApp('/locale-attendance');
    expect(await screen.findByRole('heading', { name: 'Not available for your account' })).toBeTruthy();
    expect(callsTo(calls, attendanceReportCalls.localeTrend)).toHaveLength(0);
  });
});
