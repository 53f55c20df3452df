import { describe, expect, it } from 'vitest';
import { memberItem } from '../../../../test/admin-fixtures.ts';
import { membersCsv } from './members-csv.ts';

/** The cells of each line of the CSV text (after the byte-order mark), unquoted. */
function cellsOf(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .slice(1, -2)
    .split('\r\n')
    .map((line) => {
      // Every cell is quoted: `"…","…"`, quotes inside doubled.
      expect(line).toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/);
      return [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1]!.replace(/""/g, '"'));
    });
}

describe('membersCsv', () => {
  it('writes the header in words people use, quotes every cell, the header too, and doubles quotes inside', () => {
    const [header, first, second] = cellsOf(
      membersCsv([
        memberItem({ customId: 'M0000101', firstName: 'Ma. "Tess"', lastName: 'Santos, Jr.', email: null }),
        memberItem({ customId: 'M0000102', firstName: 'José', lastName: 'Peña', flockName: null }),
      ]),
    );
    // The header in words people use, which the member import reads too.
    expect(header).toEqual([
      'Member ID',
      'First name',
      'Last name',
      'E-mail',
      'Mobile',
      'Birth date',
      'Gender',
      'Locale',
      'Flock',
      'Member type',
      'Cluster',
      'Endorsed',
      'Has account',
      'Registered',
    ]);
    expect(first!.slice(0, 4)).toEqual(['M0000101', 'Ma. "Tess"', 'Santos, Jr.', '']);
    expect(second!.slice(0, 3)).toEqual(['M0000102', 'José', 'Peña']);
    expect(second![8]).toBe('');
  });

  it('writes a name a spreadsheet would run as a formula as text (OWASP CSV injection)', () => {
    const names = ['=HYPERLINK("http://evil.example","Click")', '-2+3', '@cmd', '\tx', '\rx', '+1'];
    const rows = cellsOf(
      membersCsv(names.map((firstName) => memberItem({ firstName, mobile: '+639171234567' }))),
    );
    expect(rows.slice(1).map((cells) => cells[1])).toEqual(names.map((name) => `'${name}`));
    // A phone number starts with `+` too: shown as text, which also keeps Excel from dropping the plus.
    expect(rows.slice(1).map((cells) => cells[4])).toEqual(names.map(() => "'+639171234567"));
  });
});
