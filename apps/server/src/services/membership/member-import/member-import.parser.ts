import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { csvCellValue, MEMBER_IMPORT_LIMITS } from '@congregate/contracts';
import { sniffContentType } from '../../../integrations/storage/uploads.ts';
import { AppError } from '../../../lib/errors.ts';
import { storedEntries, unzipWithin, ZipTooLarge } from './member-import.zip.ts';

/** A sheet as read from an import file: the header cells and each data row with its spreadsheet row number. */
export interface ImportSheet {
  kind: 'csv' | 'xlsx';
  header: string[];
  /** Data rows that have at least one non-blank cell, in file order. */
  rows: { number: number; cells: string[] }[];
  /** Why no row of the file can be trusted: a quote opened on this row is never closed. */
  problem?: { row: number };
}

/** What reading an import file may cost. */
export interface ImportFileLimits {
  /** Bytes an XLSX's entries may inflate to together (MEMBER_IMPORT_MAX_INFLATED_MB). */
  maxInflatedBytes: number;
}

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
const OLE2_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** Files in an XLSX: a workbook has a few dozen (sheets, styles, themes, pictures). */
const MAX_ZIP_ENTRIES = 1_000;

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
 * The type comes from the bytes, never from the name; anything else answers 415. A cell that an export
 * guarded with `'` (a value starting like a formula) is read back without it.
 */
export async function parseImportFile(data: Buffer, limits: ImportFileLimits): Promise<ImportSheet> {
  if (startsWith(data, ZIP_SIGNATURE)) return parseXlsx(data, limits);
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
      problem: { row },
    };
  }
  const headerIndex = records.findIndex((cells) => !isBlankRow(cells));
  if (headerIndex < 0) return { kind: 'csv', header: [], rows: [] };
  const rows: ImportSheet['rows'] = [];
  for (let i = headerIndex + 1; i < records.length; i++) {
    const cells = records[i]!;
    if (isBlankRow(cells)) continue;
    if (rows.length === MEMBER_IMPORT_LIMITS.maxRows) throw tooManyRows();
    rows.push({ number: i + 1, cells: cells.map(csvCellValue) });
  }
  return { kind: 'csv', header: records[headerIndex]!.map(csvCellValue), rows };
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

const notAWorkbook = () => unsupported('The file is a zip archive but not an Excel (.xlsx) workbook');

/** The parts of an XLSX the rows are read from. */
const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const STYLES = 'xl/styles.xml';
const SHEET = /^xl\/worksheets\/sheet\d+\.xml$/;
const NO_SHARED_STRINGS = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>',
);

/**
 * Reads the first sheet (tab) of an XLSX in two streaming passes. The first inflates every entry of the
 * upload to count the bytes that come out, stopping with 413 past `maxInflatedBytes` whatever the zip
 * claims, and keeps the parts the rows need (at most that many bytes). The second reads the rows from those
 * parts with exceljs' streaming reader, stopping with 413 past the row cap.
 */
async function parseXlsx(data: Buffer, limits: ImportFileLimits): Promise<ImportSheet> {
  let parts: Map<string, Buffer>;
  try {
    ({ kept: parts } = await unzipWithin(
      data,
      { maxInflatedBytes: limits.maxInflatedBytes, maxEntries: MAX_ZIP_ENTRIES },
      (path) => [WORKBOOK, WORKBOOK_RELS, SHARED_STRINGS, STYLES].includes(path) || SHEET.test(path),
    ));
  } catch (error) {
    if (!(error instanceof ZipTooLarge)) throw notAWorkbook();
    if (error.reason === 'entries') {
      const message = 'The workbook holds too many files; save it again as a plain .xlsx';
      throw new AppError('payload_too_large', message, { maxEntries: MAX_ZIP_ENTRIES });
    }
    const megabytes = Math.round(limits.maxInflatedBytes / (1024 * 1024));
    throw new AppError(
      'payload_too_large',
      `The workbook unpacks to more than ${megabytes} MB; split it into smaller files`,
      { maxInflatedBytes: limits.maxInflatedBytes },
    );
  }
  const workbook = parts.get(WORKBOOK);
  const relations = parts.get(WORKBOOK_RELS);
  if (!workbook || !relations) throw notAWorkbook();
  const sheetNumber = ([path]: readonly [string, Buffer]) => Number(/\d+/.exec(path.slice(14))![0]);
  // In number order: `sheet1.xml` is the first tab unless the tabs were moved since.
  const sheets = [...parts]
    .filter(([path]) => SHEET.test(path))
    .sort((a, b) => sheetNumber(a) - sheetNumber(b));
  if (sheets.length === 0) return { kind: 'xlsx', header: [], rows: [] };
  const styles = parts.get(STYLES);
  // The parts in the order the reader needs them: sheets last, so each is read as it comes.
  const ordered = storedEntries([
    [WORKBOOK_RELS, relations],
    [WORKBOOK, workbook],
    [SHARED_STRINGS, parts.get(SHARED_STRINGS) ?? NO_SHARED_STRINGS],
    ...(styles ? [[STYLES, styles] as const] : []),
    ...sheets,
  ]);
  return readFirstSheet(ordered, sheets.length);
}

/** What exceljs' streaming reader knows that its types leave out. */
interface StreamedWorkbook {
  model?: { sheets?: { id: number }[] };
}

type TextRow = { number: number; cells: string[] };

/** A sheet's non-blank rows as text, read up to the header and `maxRows` rows; `over` when more followed. */
async function readRows(worksheet: AsyncIterable<ExcelJS.Row>): Promise<{ rows: TextRow[]; over: boolean }> {
  const rows: TextRow[] = [];
  for await (const row of worksheet) {
    // `row.values` is 1-based and sparse: column A is index 1.
    const values = row.values as ExcelJS.CellValue[];
    const cells: string[] = [];
    for (let i = 1; i < values.length; i++) cells.push(csvCellValue(cellText(values[i])));
    if (isBlankRow(cells)) continue;
    // The rest of the sheet is not read.
    if (rows.length > MEMBER_IMPORT_LIMITS.maxRows) return { rows, over: true };
    rows.push({ number: row.number, cells });
  }
  return { rows, over: false };
}

/**
 * Reads the rows of the first tab from `parts` (the reader's parts, stored, sheets last in number order).
 * The first tab is the sheet the workbook lists first; when no sheet's relation matches it, the first sheet
 * file (`sheet1.xml`) is taken.
 */
async function readFirstSheet(parts: Buffer, sheetCount: number): Promise<ImportSheet> {
  // The stream is never ended. exceljs' reader (through unzipper 0.10) stops at an archive's end without
  // taking the entries it has not reached yet — a sheet or the shared strings after a slow entry were lost,
  // and their cells read as blanks. Without an end nothing is dropped; the loop below leaves once the first
  // tab is read or every sheet was seen.
  const source = new Readable({ read() {} });
  source.push(parts);
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    sharedStrings: 'cache',
    // Styles say which numbers are dates; links are read as their text.
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let chosen: { rows: TextRow[]; over: boolean } | null = null;
  let seen = 0;
  try {
    for await (const worksheet of workbook) {
      seen += 1;
      const firstTab = (workbook as unknown as StreamedWorkbook).model?.sheets?.[0]?.id;
      const id = Number((worksheet as unknown as { id: number | string }).id);
      if (firstTab === undefined || id === firstTab) {
        chosen = await readRows(worksheet);
        break;
      }
      // Kept in case no sheet turns out to be the first tab; other sheets (notes, lists) are skipped unread.
      if (seen === 1) chosen = await readRows(worksheet);
      if (seen === sheetCount) break;
    }
  } catch {
    throw notAWorkbook();
  } finally {
    source.destroy();
  }
  if (chosen?.over) throw tooManyRows();
  const [header, ...rows] = chosen?.rows ?? [];
  if (!header) return { kind: 'xlsx', header: [], rows: [] };
  return { kind: 'xlsx', header: header.cells, rows };
}
