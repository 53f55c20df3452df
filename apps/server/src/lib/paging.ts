import { fieldIssue } from '@congregate/contracts';
import { invalidInput } from './errors.ts';

/**
 * Keyset paging cursors: base64url JSON of the last row's sort key parts, opaque to clients. A cursor
 * that does not decode to `length` parts is refused (422), never trusted into SQL as it is.
 */
export function encodeCursor(parts: (string | number)[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

export function decodeCursor(cursor: string, length: number): string[] {
  try {
    const parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(parts) &&
      parts.length === length &&
      parts.every((p) => typeof p === 'string' || typeof p === 'number')
    ) {
      return parts.map(String);
    }
  } catch {
    // falls through to the refusal below
  }
  throw invalidCursor();
}

/** The refusal of a cursor this list did not give out. */
export const invalidCursor = () =>
  invalidInput([
    fieldIssue('cursor', 'cursor_invalid', 'This cursor is not valid; start again from the first page'),
  ]);
