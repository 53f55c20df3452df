import { MEMBER_IMPORT_LIMITS } from '@congregate/contracts';

const TYPES = new Set([
  'text/csv',
  'application/csv',
  'text/plain',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
]);

/** What the file picker offers. */
export const IMPORT_ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type ImportFileProblem = { kind: 'type' } | { kind: 'size'; max: number } | { kind: 'empty' };

/**
 * Checked before sending: a .csv or .xlsx name (browsers report CSV types inconsistently, some none at
 * all), a known type when one is given, and a size within the server's limit. The server sniffs the
 * content anyway.
 */
export function checkImportFile(file: File): ImportFileProblem | null {
  const name = file.name.toLowerCase();
  if (!name.endsWith('.csv') && !name.endsWith('.xlsx')) return { kind: 'type' };
  if (file.type && !TYPES.has(file.type)) return { kind: 'type' };
  if (file.size === 0) return { kind: 'empty' };
  if (file.size > MEMBER_IMPORT_LIMITS.maxBytes) return { kind: 'size', max: MEMBER_IMPORT_LIMITS.maxBytes };
  return null;
}
