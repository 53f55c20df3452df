import { isApiError } from '../../../lib/api/index.ts';

/** What to say when a placement fails: the server's field message for a 422, else the usual load message. */
export function placementError(error: unknown, loadError: (error: unknown) => string): string {
  if (isApiError(error) && error.status === 422 && error.issues.length > 0) return error.issues[0]!.message;
  return loadError(error);
}
