import { attendanceReportCalls } from '@congregate/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../../../test/admin-fixtures.ts';
import { callsTo, ids, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';
import { flockReport, leaderAccess, summary } from '../test/report-fixtures.ts';

const routes = () => [
  on(attendanceReportCalls.summary, ({ query }) => summary(query)),
  on(attendanceReportCalls.flock, () => flockReport, { flockId: ids.flock }),
];
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('flock-summary-report', { timeout: 30_000 }, () => {
  it('shows a leader their flock’s members per week and the care list', async () => {
    const calls = signedInAdmin(routes(), leaderAccess());
    renderApp('/flock-summary-report');
    const table = await screen.findByRole('table', { name: 'Members of C1-Joy: check-ins per period' });
    expect(cells(within(table).getByRole('row', { name: /^Carla Lim/ }))).toEqual(['1', '1', '0', '2']);
    expect(new URLSearchParams(callsTo(calls, attendanceReportCalls.summary)[0]!.search).get('scope')).toBe(
      'flock',
    );
    const care = await screen.findByRole('region', { name: 'Care list' });
    expect(within(care).getByText('Carla Lim')).toBeTruthy();
    expect(within(care).getByText('1 to reach out to')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Record the flock’s attendance' }).getAttribute('href')).toBe(
      `/flock-attendance-modal?flock=${ids.flock}`,
    );
  });

  it('is not for a plain member: no care list, no call', async () => {
    const calls = signedInMember(routes());
    renderApp('/flock-summary-report');
    expect(await screen.findByRole('heading', { name: 'Not available for your account' })).toBeTruthy();
    expect(screen.queryByText('Care list')).toBeNull();
    expect(callsTo(calls, attendanceReportCalls.flock)).toHaveLength(0);
  });
});
