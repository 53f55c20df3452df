import { memberImportCalls, type MemberImportReport } from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signedInSecretary } from '../../../test/admin-fixtures.ts';
import { callsTo, errorBody, json, on, type RecordedCall } from '../../../test/fake-server.ts';
import { renderApp } from '../../../test/render-app.tsx';

const csv = (name = 'members.csv') => new File(['customId,firstName\n'], name, { type: 'text/csv' });

function report(overrides: Partial<MemberImportReport> = {}): MemberImportReport {
  return {
    rows: 3,
    valid: 3,
    errors: [],
    dryRun: true,
    partial: false,
    created: 0,
    updated: 0,
    skipped: 3,
    ...overrides,
  };
}
const withErrors = (count: number) =>
  report({
    rows: count + 2,
    valid: 2,
    skipped: count + 2,
    errors: Array.from({ length: count }, (_, i) => ({
      row: i + 2,
      column: i === 0 ? '' : 'email',
      message: `Problem ${i + 1}`,
    })),
  });
const choose = async (file: File) =>
  fireEvent.change(await screen.findByLabelText('File'), { target: { files: [file] } });
const imports = (calls: RecordedCall[]) => callsTo(calls, memberImportCalls.importMembers);
/** The flags (dry run, partial) the n-th import was sent with. */
const flags = (calls: RecordedCall[], n: number) =>
  Object.fromEntries(new URLSearchParams(imports(calls)[n]!.search ?? ''));

describe('manage-members-upload', { timeout: 20_000 }, () => {
  it('refuses a file of another type or an empty one before sending it', async () => {
    const calls = signedInSecretary([on(memberImportCalls.importMembers, () => report())]);
    renderApp('/manage-members-upload');
    await choose(new File(['png'], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByText('Choose a CSV or XLSX file (this is “photo.png”).')).toBeTruthy();
    await choose(new File([], 'empty.csv', { type: 'text/csv' }));
    expect(await screen.findByText('This file is empty.')).toBeTruthy();
    expect(imports(calls)).toEqual([]);
  });

  it('checks the file first, lists the errors by row and column a page at a time, then imports the valid rows after confirming', async () => {
    const calls = signedInSecretary([
      on(memberImportCalls.importMembers, () => {
        const partial = imports(calls).length > 1;
        return partial
          ? report({
              rows: 27,
              valid: 2,
              errors: [],
              dryRun: false,
              partial: true,
              created: 1,
              updated: 1,
              skipped: 25,
            })
          : withErrors(25);
      }),
    ]);
    renderApp('/manage-members-upload');
    await choose(csv());
    const table = await screen.findByRole('table', { name: 'Errors' });
    expect(within(table).getAllByRole('row')).toHaveLength(21); // header + 20
    expect(within(table).getByText('(whole row)')).toBeTruthy();
    expect(within(table).getByText('Problem 20')).toBeTruthy();
    expect(within(table).queryByText('Problem 21')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await within(table).findByText('Problem 25')).toBeTruthy();
    expect(within(table).getByText('26')).toBeTruthy();
    expect(imports(calls)[0]!.form!.get('file')).toBeInstanceOf(File);
    expect(flags(calls, 0)).toEqual({ dryRun: 'true', partial: 'false' });
    // With errors, only the valid rows can be imported.
    expect(screen.queryByRole('button', { name: /^Import \d+ rows/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Import the 2 valid rows only' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import only the valid rows?' });
    expect(
      within(dialog).getByText(/2 of 27 rows are imported; the 25 rows with errors are skipped/),
    ).toBeTruthy();
    expect(imports(calls)).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import the 2 valid rows only' }));
    expect(await screen.findByText('Import finished')).toBeTruthy();
    expect(flags(calls, 1)).toEqual({ dryRun: 'false', partial: 'true' });
    const done = screen.getByText('Import finished').closest('[role="status"]') as HTMLElement;
    expect(within(done).getByText('Created').nextSibling?.textContent).toBe('1');
    expect(within(done).getByText('Updated').nextSibling?.textContent).toBe('1');
    expect(within(done).getByText('Skipped').nextSibling?.textContent).toBe('25');
  });

  it('imports every row of a clean file in one go', async () => {
    const calls = signedInSecretary([
      on(memberImportCalls.importMembers, () =>
        imports(calls).length > 1 ? report({ dryRun: false, created: 3, skipped: 0 }) : report(),
      ),
    ]);
    renderApp('/manage-members-upload');
    await choose(csv());
    expect(await screen.findByText('Every row is valid.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Import 3 rows' }));
    expect(await screen.findByText('Import finished')).toBeTruthy();
    expect(flags(calls, 1)).toEqual({ dryRun: 'false', partial: 'false' });
  });

  it('shows the report when the server refuses a file with errors (422)', async () => {
    const calls = signedInSecretary([
      on(memberImportCalls.importMembers, () =>
        imports(calls).length > 1
          ? json(422, errorBody('invalid_input', 'The file has errors', withErrors(1)))
          : report(),
      ),
    ]);
    renderApp('/manage-members-upload');
    await choose(csv());
    fireEvent.click(await screen.findByRole('button', { name: 'Import 3 rows' }));
    expect(await screen.findByText('Nothing was imported: the file has errors.')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Errors' })).getByText('Problem 1')).toBeTruthy();
  });

  it('downloads the template', async () => {
    const created: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => (created.push(blob), 'blob:template'),
        revokeObjectURL: () => {},
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const calls = signedInSecretary([
      on(
        memberImportCalls.template,
        () =>
          new Response('customId,firstName,lastName\n', {
            status: 200,
            headers: { 'Content-Type': 'text/csv' },
          }),
      ),
    ]);
    renderApp('/manage-members-upload');
    fireEvent.click(await screen.findByRole('button', { name: 'Download the template' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(await created[0]!.text()).toBe('customId,firstName,lastName\n');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('member-import-template.csv');
    expect(callsTo(calls, memberImportCalls.template).length > 0).toBe(true);
  });
});
