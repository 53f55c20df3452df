/**
 * CSV as every export of Congregate writes it (the member search's export on the web, the import template on
 * the server): one helper, so that no export forgets the rules.
 */

/** What a cell may hold; `null` and `undefined` are an empty cell. */
export type CsvValue = string | number | boolean | null | undefined;

/**
 * First characters that make a spreadsheet read a cell as a formula (OWASP, CSV injection): `=`, `+`, `-`,
 * `@`, tab and carriage return. A name typed as `=HYPERLINK(…)` would otherwise run when the file is opened.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: always quoted, quotes inside doubled (RFC 4180), and a value that begins like a formula prefixed
 * with `'` so that spreadsheets show it as text. There is no exception — a phone number `+63…` is guarded too,
 * which also keeps Excel from turning it into a number without its `+`.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '""';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** One line of cells, without its line break. */
export const csvLine = (cells: readonly CsvValue[]): string => cells.map(csvCell).join(',');

/**
 * A CSV file's text: a UTF-8 byte-order mark (so Excel reads accents), the header and the rows, each line
 * ending in CRLF.
 */
export function csvText(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${[header, ...rows].map(csvLine).join('\r\n')}\r\n`;
}

/**
 * The value an exported cell held, read back from a file (an import): the `'` that `csvCell` put before a
 * formula character is dropped, so an exported file imports as it is. Any other apostrophe is kept.
 */
export function csvCellValue(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}
