import { memberImportCalls, type MemberImportError, type MemberImportReport } from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signedInSecretary } from '../../../../test/admin-fixtures.ts';
import { callsTo, errorBody, json, on, type RecordedCall } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { LANGUAGE_STORAGE_KEY } from '../../../../lib/i18n/index.ts';

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
    toCreate: 3,
    toUpdate: 0,
    unchanged: 0,
    toNumber: 0,
    numbered: [],
    warnings: [],
    ...overrides,
  };
}
/** A report entry as the server words it (in English, which the page does not show: it words the code). */
const issue = (
  row: number,
  column: string,
  code: MemberImportError['code'],
  value = '',
  params: MemberImportError['params'] = {},
): MemberImportError => ({ row, column, code, value, params, message: `server words ${row} ${column}` });
const withErrors = (count: number) =>
  report({
    rows: count + 2,
    valid: 2,
    skipped: count + 2,
    errors: Array.from({ length: count }, (_, i) =>
      i === 0
        ? issue(2, '', 'file_unreadable', '', { row: 2 })
        : issue(i + 2, 'email', 'not_an_email', `bad${i + 1}`),
    ),
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
    expect(within(table).getByText('“bad20” is not an e-mail address.')).toBeTruthy();
    expect(within(table).queryByText('“bad21” is not an e-mail address.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await within(table).findByText('“bad25” is not an e-mail address.')).toBeTruthy();
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
    expect(
      within(screen.getByRole('table', { name: 'Errors' })).getByText(
        'A quoted value on row 2 is not closed, so the rows after it cannot be read.',
      ),
    ).toBeTruthy();
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

  it('says before importing how many rows create a member, update one, stay as they are or have errors', async () => {
    signedInSecretary([
      on(memberImportCalls.importMembers, () =>
        report({
          rows: 6,
          valid: 5,
          skipped: 6,
          toCreate: 3,
          toUpdate: 1,
          unchanged: 1,
          toNumber: 2,
          errors: [issue(4, 'birthDate', 'not_a_date', '1980-02-30')],
          warnings: [issue(3, '', 'possible_duplicate', '', { name: 'Rita Santos', customId: 'M0000042' })],
        }),
      ),
    ]);
    renderApp('/manage-members-upload');
    await choose(csv());
    const counts = await screen.findByRole('list', { name: 'What importing this file does' });
    const count = (label: string) => within(counts).getByText(label).nextSibling?.textContent;
    expect(count('Rows')).toBe('6');
    expect(count('New members')).toBe('3');
    expect(count('Updated members')).toBe('1');
    expect(count('Unchanged')).toBe('1');
    expect(count('With errors')).toBe('1');
    expect(
      screen.getByText(
        '2 new rows have no Member ID: Congregate gives each the next member number. A row without a Member ID adds a new member every time the file is imported.',
      ),
    ).toBeTruthy();
    const warnings = screen.getByRole('table', { name: 'Check these rows' });
    expect(
      within(warnings).getByText(
        'Rita Santos (M0000042) has the same name and birth date in this locale: without their member number, this row adds another member.',
      ),
    ).toBeTruthy();
    const errors = screen.getByRole('table', { name: 'Errors' });
    expect(within(errors).getByText('Birth date')).toBeTruthy();
    expect(
      within(errors).getByText('“1980-02-30” is not a date: write it as YYYY-MM-DD, like 1990-05-14.'),
    ).toBeTruthy();
  });

  it('words every problem itself, with the value as written, in English and in Filipino', async () => {
    const problems = [
      issue(2, 'birthDate', 'not_a_date', '1980-02-30'),
      issue(3, 'locale', 'not_your_locale', 'Cebu Citty', { suggestion: 'Cebu City' }),
      issue(4, 'mobile', 'not_a_mobile', '+63 917'),
      issue(5, 'flock', 'unknown_flock', 'C9', { locale: 'Quezon City' }),
    ];
    const english = [
      '“1980-02-30” is not a date: write it as YYYY-MM-DD, like 1990-05-14.',
      '“Cebu Citty” is not a locale of yours. Did you mean “Cebu City”?',
      '“+63 917” is not a mobile number: write it with its country code, like +639171234567.',
      '“C9” is not a flock of Quezon City.',
    ];
    const filipino = [
      'Hindi petsa ang “1980-02-30”: isulat ito bilang YYYY-MM-DD, gaya ng 1990-05-14.',
      'Ang “Cebu Citty” ay hindi isa sa iyong mga lokal. “Cebu City” ba ang ibig mong sabihin?',
      'Hindi mobile number ang “+63 917”: isulat ito kasama ang country code, gaya ng +639171234567.',
      'Ang “C9” ay hindi kawan ng Quezon City.',
    ];
    for (const [language, expected] of [
      ['en', english],
      ['fil', filipino],
    ] as const) {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, JSON.stringify(language));
      signedInSecretary([
        on(memberImportCalls.importMembers, () =>
          report({ rows: 4, valid: 0, skipped: 4, toCreate: 0, errors: problems }),
        ),
      ]);
      const view = renderApp('/manage-members-upload');
      await choose(csv());
      const table = await screen.findByRole('table', { name: language === 'en' ? 'Errors' : 'Mga mali' });
      for (const text of expected) expect(within(table).getByText(text)).toBeTruthy();
      expect(within(table).queryByText(/server words/)).toBeNull();
      view.unmount();
    }
  });

  it('lists the member numbers Congregate gave the rows without one', async () => {
    const calls = signedInSecretary([
      on(memberImportCalls.importMembers, () =>
        imports(calls).length > 1
          ? report({
              dryRun: false,
              created: 3,
              skipped: 0,
              toNumber: 2,
              numbered: [
                { row: 3, customId: 'M0000101' },
                { row: 4, customId: 'M0000102' },
              ],
            })
          : report({ toNumber: 2 }),
      ),
    ]);
    renderApp('/manage-members-upload');
    await choose(csv());
    fireEvent.click(await screen.findByRole('button', { name: 'Import 3 rows' }));
    const numbers = await screen.findByRole('table', { name: 'Member numbers given' });
    expect(
      within(numbers)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['RowMember ID', '3M0000101', '4M0000102']);
  });
});
