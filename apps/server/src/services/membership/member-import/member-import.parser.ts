import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { MEMBER_IMPORT_LIMITS } from '@congregate/contracts';
import { sniffContentType } from '../../../integrations/storage/uploads.ts';
import { AppError } from '../../../lib/errors.ts';

/** A sheet as read from an import file: the header cells and each data row with its spreadsheet row number. */
export interface ImportSheet {
  kind: 'csv' | 'xlsx';
  header: string[];
  /** Data rows that have at least one non-blank cell, in file order. */
  rows: { number: number; cells: string[] }[];
  /** Why no row of the file can be trusted (a quote never closed), as a report error. */
  problem?: { row: number; message: string };
}

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
const OLE2_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** What an XLSX of at most 10 MB may unpack to; a file claiming more is refused before it is unpacked. */
const MAX_UNPACKED_BYTES = 256 * 1024 * 1024;

const startsWith = (data: Buffer, bytes: number[]) => bytes.every((byte, i) => data[i] === byte);

const unsupported = (message: string) =>
  new AppError('unsupported_media_type', message, {
    accepted: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  });

const tooManyRows = () =>
  new AppError(
    'payload_too_large',
    `The file has more than ${MEMBER_IMPORT_LIMITS.maxRows.toLocaleString('en')} member rows; split it into smaller files`,
    { maxRows: MEMBER_IMPORT_LIMITS.maxRows },
  );

/**
 * Reads an import file: an XLSX workbook (a zip, `PK\x03\x04`) or UTF-8 CSV text (a BOM is dropped).
 * The type comes from the bytes, never from the name; anything else answers 415.
 */
export async function parseImportFile(data: Buffer): Promise<ImportSheet> {
  if (startsWith(data, ZIP_SIGNATURE)) return parseXlsx(data);
  if (startsWith(data, OLE2_SIGNATURE)) {
    throw unsupported('Old Excel files (.xls) are not read: save the sheet as .xlsx or CSV (UTF-8)');
  }
  if (sniffContentType(data)) throw unsupported('Upload a CSV (UTF-8) or Excel (.xlsx) file');
  return parseCsv(data);
}

function parseCsv(data: Buffer): ImportSheet {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    throw unsupported(
      'The file is neither UTF-8 text (CSV) nor an Excel (.xlsx) workbook; save the CSV as UTF-8',
    );
  }
  // A NUL or other control characters do not occur in a spreadsheet saved as text: this is some binary file.
  if (hasControlCharacters(text.slice(0, 64 * 1024))) {
    throw unsupported('Upload a CSV (UTF-8) or Excel (.xlsx) file');
  }
  // Excel in many countries saves "CSV" with semicolons: the delimiter is detected (`,` `;` tab `|`).
  const parsed = Papa.parse<string[]>(text, { header: false, skipEmptyLines: false });
  const records = parsed.data;
  // A quote left open swallows the rest of the file: say where, rather than report nonsense rows.
  const broken = parsed.errors.find((e) => e.type === 'Quotes');
  if (broken) {
    const row = (broken.row ?? 0) + 1;
    return {
      kind: 'csv',
      header: [],
      rows: [],
      problem: {
        row,
        message: `A quoted value on row ${row} is not closed properly, so the rows after it cannot be read`,
      },
    };
  }
  const headerIndex = records.findIndex((cells) => !isBlankRow(cells));
  if (headerIndex < 0) return { kind: 'csv', header: [], rows: [] };
  const rows: ImportSheet['rows'] = [];
  for (let i = headerIndex + 1; i < records.length; i++) {
    const cells = records[i]!;
    if (isBlankRow(cells)) continue;
    if (rows.length === MEMBER_IMPORT_LIMITS.maxRows) throw tooManyRows();
    rows.push({ number: i + 1, cells });
  }
  return { kind: 'csv', header: records[headerIndex]!, rows };
}

/** NUL and the other C0 controls besides tab, line feed, vertical tab, form feed and carriage return. */
function hasControlCharacters(text: string) {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && (code < 0x09 || code > 0x0d)) return true;
  }
  return false;
}

const isBlankRow = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/**
 * Sum of the sizes an XLSX's entries say they unpack to, from the zip's central directory; null when the
 * directory cannot be found or uses ZIP64 (not written by spreadsheet programs for files this small).
 */
function unpackedSize(data: Buffer): number | null {
  const end = data.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > data.length) return null;
  const entries = data.readUInt16LE(end + 10);
  let offset = data.readUInt32LE(end + 16);
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (offset + 46 > data.length || data.readUInt32LE(offset) !== 0x02014b50) return null;
    const size = data.readUInt32LE(offset + 24);
    if (size === 0xffffffff) return null;
    total += size;
    offset +=
      46 + data.readUInt16LE(offset + 28) + data.readUInt16LE(offset + 30) + data.readUInt16LE(offset + 32);
  }
  return total;
}

/** The text a person sees in a cell, whatever exceljs made of it (dates as `YYYY-MM-DD`). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  // Excel keeps dates as day numbers; exceljs turns date-formatted cells into UTC midnights.
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  // An e-mail typed into Excel often becomes a link: its text is the address.
  if ('hyperlink' in value) return cellText(value.text as ExcelJS.CellValue);
  if ('formula' in value || 'sharedFormula' in value) {
    return cellText((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  }
  if ('error' in value) return String(value.error);
  return '';
}

async function parseXlsx(data: Buffer): Promise<ImportSheet> {
  const size = unpackedSize(data);
  if (size === null) throw unsupported('The file is a zip archive but not an Excel (.xlsx) workbook');
  if (size > MAX_UNPACKED_BYTES) {
    throw new AppError(
      'payload_too_large',
      'The workbook unpacks to more than 256 MB; split it into smaller files',
    );
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
  } catch {
    throw unsupported('The file is a zip archive but not an Excel (.xlsx) workbook');
  }
  // The first sheet holds the members; other sheets (notes, lists) are not read.
  const sheet = workbook.worksheets[0];
  if (!sheet) return { kind: 'xlsx', header: [], rows: [] };
  if (sheet.actualRowCount > MEMBER_IMPORT_LIMITS.maxRows + 1) throw tooManyRows();
  const textRows: { number: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    // `row.values` is 1-based and sparse: column A is index 1.
    const values = row.values as ExcelJS.CellValue[];
    const cells: string[] = [];
    for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]));
    if (!isBlankRow(cells)) textRows.push({ number, cells });
  });
  const [header, ...rows] = textRows;
  if (!header) return { kind: 'xlsx', header: [], rows: [] };
  return { kind: 'xlsx', header: header.cells, rows };
}
