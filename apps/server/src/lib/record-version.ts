import type { IfMatch } from '@congregate/contracts';
import { preconditionFailed } from './errors.ts';

/**
 * Refuses a write based on another version of the record than `current` (412 `precondition_failed`). Call it
 * inside the write's transaction, on the locked row, before anything is written. Without `If-Match` (older
 * clients) or with `*` the write goes ahead.
 */
export function requireVersion(ifMatch: IfMatch, current: number): void {
  if (ifMatch === undefined || ifMatch === 'any') return;
  if (!ifMatch.includes(current)) throw preconditionFailed(current);
}
