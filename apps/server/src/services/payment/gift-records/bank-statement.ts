import Papa from 'papaparse';
import { parseMoney } from '@congregate/contracts';

/** One line of a bank statement as read: its day, its credit, and every text cell joined (for the reference). */
export interface StatementLine {
  /** The line's number in the file (the header is 1). */
  line: number;
  /** `YYYY-MM-DD`, or null when the cell is not a day. */
  receivedOn: string | null;
  /** A credit in minor units; null for a debit, zero or no amount. */
  amountMinor: number | null;
  /** The description cell as the bank wrote it. */
  text: string;
  /** Every cell of the line, joined: a reference may sit in any of them. */
  whole: string;
}

export interface Statement {
  columns: { date: string; amount: string; text: string };
  lines: StatementLine[];
}

const DATE_HEADERS = [/^(transaction |value |posting |posted |book(ing)? )?date$/i, /date/i, /^petsa/i];
const CREDIT_HEADERS = [
  /^(credit|credits|deposit|deposits|money in|paid in|cr)$/i,
  /credit|deposit|paid in/i,
];
const AMOUNT_HEADERS = [/^amount$/i, /amount|halaga/i];
const TEXT_HEADERS = [
  /^(description|details|narrative|particulars|reference|memo|remarks|transaction details)$/i,
  /description|details|narrative|particulars|reference|memo|remark|paglalarawan/i,
];

/** The first header matching the patterns, in the patterns' order of preference. */
function columnOf(headers: string[], patterns: RegExp[]): number {
  for (const pattern of patterns) {
    const index = headers.findIndex((header) => pattern.test(header.trim()));
    if (index >= 0) return index;
  }
  return -1;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const pad = (n: number) => String(n).padStart(2, '0');

/** A day that exists, as `YYYY-MM-DD`, or null. */
function day(year: number, month: number, date: number): string | null {
  if (month < 1 || month > 12 || date < 1) return null;
  if (date > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return `${year}-${pad(month)}-${pad(date)}`;
}

/**
 * Reads a statement's day cell: `2026-12-06`, `2026/12/06`, `06 Dec 2026`, `Dec 6, 2026`, or a numeric day with
 * slashes or dots, read month first or day first as the file's own days say (a first number above 12 anywhere
 * makes the file day first; a second above 12 month first), else `dayFirst`.
 */
function readDay(cell: string, dayFirst: boolean): string | null {
  const text = cell.trim();
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})/.exec(text);
  if (m) return day(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[-/ ]([A-Za-z]{3})[A-Za-z]*[-/ ,]+(\d{4})/.exec(text);
  if (m) return day(Number(m[3]), MONTHS.indexOf(m[2]!.toLowerCase()) + 1, Number(m[1]));
  m = /^([A-Za-z]{3})[A-Za-z]*\.? (\d{1,2}),? (\d{4})/.exec(text);
  if (m) return day(Number(m[3]), MONTHS.indexOf(m[1]!.toLowerCase()) + 1, Number(m[2]));
  m = /^(\d{1,2})[/.](\d{1,2})[/.](\d{2}|\d{4})\b/.exec(text);
  if (m) {
    const year = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
    const [a, b] = [Number(m[1]), Number(m[2])];
    return dayFirst ? day(year, b, a) : day(year, a, b);
  }
  return null;
}

/** Whether the file's numeric days are day first: a first part above 12 says so, a second above 12 says not. */
function daysAreDayFirst(cells: string[], fallback: boolean): boolean {
  for (const cell of cells) {
    const m = /^(\d{1,2})[/.](\d{1,2})[/.]\d{2,4}/.exec(cell.trim());
    if (!m) continue;
    if (Number(m[1]) > 12) return true;
    if (Number(m[2]) > 12) return false;
  }
  return fallback;
}

/**
 * A credit in minor units: `1,500.00`, `PHP 1,500.00`, `₱1500`; a minus sign, brackets or `DR` make it a debit
 * (null), as does zero.
 */
function readCredit(cell: string, currency: string): number | null {
  const text = cell.trim();
  if (!text || /^-|\(|\bDR\b|-$/i.test(text)) return null;
  const digits = text.replace(/[^\d.,]/g, '');
  const amount = parseMoney(digits, currency);
  return amount !== null && amount > 0 ? amount : null;
}

/**
 * Reads a bank statement's CSV: the header row names the columns (a day; a credit or an amount; a description).
 * Null when it names no day, amount or description column.
 */
export function readStatement(
  csv: string,
  options: { currency: string; dayFirst: boolean },
): Statement | null {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), {
    header: false,
    skipEmptyLines: 'greedy',
  });
  const [headers, ...rows] = parsed.data;
  if (!headers) return null;
  const date = columnOf(headers, DATE_HEADERS);
  const credit = columnOf(headers, CREDIT_HEADERS);
  const amount = credit >= 0 ? credit : columnOf(headers, AMOUNT_HEADERS);
  const text = columnOf(headers, TEXT_HEADERS);
  if (date < 0 || amount < 0 || text < 0) return null;
  const dayFirst = daysAreDayFirst(
    rows.map((row) => row[date] ?? ''),
    options.dayFirst,
  );
  return {
    columns: { date: headers[date]!.trim(), amount: headers[amount]!.trim(), text: headers[text]!.trim() },
    lines: rows.map((row, index) => ({
      line: index + 2,
      receivedOn: readDay(row[date] ?? '', dayFirst),
      amountMinor: readCredit(row[amount] ?? '', options.currency),
      text: (row[text] ?? '').trim(),
      whole: row.join(' '),
    })),
  };
}
