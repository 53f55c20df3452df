import { describe, expect, it } from 'vitest';
import { csvCell } from './members-csv.ts';

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('Peña')).toBe('Peña');
    expect(csvCell('Santos, Jr.')).toBe('"Santos, Jr."');
    expect(csvCell('Ma. "Tess"')).toBe('"Ma. ""Tess"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell(null)).toBe('');
  });

  it('writes a would-be formula as text, but leaves phone numbers alone', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('+cmd|x')).toBe("'+cmd|x");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('-5')).toBe('-5');
    expect(csvCell('+639171234567')).toBe('+639171234567');
    expect(csvCell('+1 (555) 010-0199')).toBe('+1 (555) 010-0199');
  });
});
