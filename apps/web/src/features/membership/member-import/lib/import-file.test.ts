import { MEMBER_IMPORT_LIMITS } from '@congregate/contracts';
import { describe, expect, it } from 'vitest';
import { checkImportFile } from './import-file.ts';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('checkImportFile', () => {
  it('accepts CSV and XLSX, whatever type the browser reports for a CSV', () => {
    expect(checkImportFile(file('members.csv', 'text/csv'))).toBeNull();
    expect(checkImportFile(file('members.CSV', ''))).toBeNull();
    expect(checkImportFile(file('members.csv', 'application/vnd.ms-excel'))).toBeNull();
    expect(
      checkImportFile(
        file('members.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
      ),
    ).toBeNull();
  });

  it('refuses other files, empty files and files over the limit', () => {
    expect(checkImportFile(file('photo.png', 'image/png'))).toEqual({ kind: 'type' });
    expect(checkImportFile(file('members.csv', 'image/png'))).toEqual({ kind: 'type' });
    expect(checkImportFile(file('members.xls', 'application/vnd.ms-excel'))).toEqual({ kind: 'type' });
    expect(checkImportFile(file('members.csv', 'text/csv', 0))).toEqual({ kind: 'empty' });
    expect(checkImportFile(file('members.csv', 'text/csv', MEMBER_IMPORT_LIMITS.maxBytes + 1))).toEqual({
      kind: 'size',
      max: MEMBER_IMPORT_LIMITS.maxBytes,
    });
  });
});
