import { churchEventCalls, pepCalls } from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../../../lib/files/save-file.ts';
import { signedInAdmin } from '../../../../test/admin-fixtures.ts';
import { callsTo, ids, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';
import { baptismEventId, makeEvent, makePep } from '../testing/pep-fixtures.ts';

vi.mock('../../../../lib/files/save-file.ts', () => ({ saveFile: vi.fn() }));

const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

const ana = makePep({
  firstName: 'Ana',
  lastName: 'Cruz',
  stage: 'baptized',
  baptizedAt: '2026-12-05T02:00:00.000Z',
  baptismalForm: '/profile/forms/a.pdf',
});
const ben = makePep({ firstName: 'Ben', lastName: 'Reyes' });
const carla = makePep({
  firstName: 'Carla',
  lastName: 'Lim',
  stage: 'member',
  baptismalForm: '/profile/forms/c.pdf',
});

const routes = () => [
  on(churchEventCalls.list, ({ query }) => ({
    items: query.hasBaptism === 'true' ? [makeEvent()] : [],
    nextCursor: null,
  })),
  on(pepCalls.baptismMonitoring, () => ({
    counts: { scheduled: 3, formUploaded: 2, baptized: 2, converted: 1 },
    rows: [ana, ben, carla],
    missingForms: [{ id: ben.id, displayName: ben.displayName }],
  })),
];

describe('baptism-monitoring', { timeout: 30_000 }, () => {
  it('shows an event’s counts, the missing forms linked to their print page, and everyone', async () => {
    const calls = signedInAdmin(routes());
    renderApp('/baptism-monitoring');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Baptism event' }), {
      target: { value: baptismEventId },
    });
    expect((await screen.findByTestId('count-scheduled')).textContent).toBe('3');
    expect(screen.getByTestId('count-formUploaded').textContent).toBe('2');
    expect(screen.getByTestId('count-baptized').textContent).toBe('2');
    expect(screen.getByTestId('count-converted').textContent).toBe('1');
    const missing = screen.getByRole('link', { name: 'Print or upload the form of Ben Reyes' });
    expect(missing.getAttribute('href')).toBe(`/pep/${ben.id}/baptismal-form`);
    const table = screen.getByRole('table', { name: 'PEPs of this baptism' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(within(table).getByRole('row', { name: /Carla Lim/ })).getByText('Member')).toBeTruthy();
    const asked = callsTo(calls, pepCalls.baptismMonitoring)[0]!;
    expect(new URLSearchParams(asked.search).get('eventId')).toBe(baptismEventId);
    const events = new URLSearchParams(callsTo(calls, churchEventCalls.list)[0]!.search);
    expect(events.get('localeId')).toBe(ids.locale);
    expect(events.get('hasBaptism')).toBe('true');
  });

  it('follows a batch by name and exports the rows as CSV', async () => {
    const calls = signedInAdmin(routes());
    renderApp('/baptism-monitoring');
    fireEvent.click(await screen.findByRole('radio', { name: 'A batch' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /Batch name/ }), {
      target: { value: 'Batch 12' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findByTestId('count-scheduled');
    const asked = callsTo(calls, pepCalls.baptismMonitoring).at(-1)!;
    expect(new URLSearchParams(asked.search).get('batchName')).toBe('Batch 12');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalled());
    const [blob, fileName] = vi.mocked(saveFile).mock.calls.at(-1)!;
    expect(fileName).toMatch(/^baptism-\d{4}-\d{2}-\d{2}-batch-12\.csv$/);
    const text = await readBlob(blob);
    expect(text.split('\r\n')[0]).toBe(
      '"Name","Stage","Soul winner","Flock","Event","Signed form","Baptized","Mobile"',
    );
    expect(text).toContain(
      '"Ana Cruz","Baptized","Maria Santos","C1-Joy","Youth baptism","Yes","2026-12-05T02:00:00.000Z"',
    );
    expect(text).toContain('"Ben Reyes","Scheduled"');
  });

  it('is not offered to a plain member', async () => {
    signedInMember(routes());
    renderApp('/baptism-monitoring');
    expect(await screen.findByRole('heading', { name: 'Not available for your account' })).toBeTruthy();
  });
});
