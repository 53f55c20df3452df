import { errorCodes, versionTag, type ConflictReason, type ErrorCode } from '@congregate/contracts';

/** An error meant for the caller: a stable code, a message people can read, optional details. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = errorCodes[code];
  }
}

export const unauthenticated = (message = 'Sign in to continue') => new AppError('unauthenticated', message);
export const forbidden = (message = 'You are not allowed to do this') => new AppError('forbidden', message);
export const notFound = (what = 'The item') => new AppError('not_found', `${what} was not found`);
/** The data's state refuses the request; `details.reason` says why, by a code clients word (`conflictReasons`). */
export const conflict = (message: string, details?: { reason?: ConflictReason } & Record<string, unknown>) =>
  new AppError('conflict', message, details);
/** A write based on another version of the record than its current one (`If-Match`); nothing was written. */
export const preconditionFailed = (currentVersion: number) =>
  new AppError(
    'precondition_failed',
    'This was changed meanwhile. Here is the latest: check it and save again.',
    { currentVersion },
    { etag: versionTag(currentVersion) },
  );
/** One refused field: its path, English wording, and the code clients word it by (`fieldIssue` from the contracts). */
export interface InputIssue {
  path: string;
  message: string;
  code?: string;
}
export const invalidInput = (issues: InputIssue[], message = 'Some fields are not valid') =>
  new AppError('invalid_input', message, { issues });
export const rateLimited = (retryAfterSeconds: number, message?: string) =>
  new AppError(
    'rate_limited',
    message ?? `Too many attempts. Try again in ${retryAfterSeconds} seconds.`,
    { retryAfterSeconds },
    { 'retry-after': String(retryAfterSeconds) },
  );

/** The online payment provider could not be reached (or refused); nothing was changed (issue 17). */
export const providerUnavailable = (message = 'The payment provider could not be reached; try again later') =>
  new AppError('provider_unavailable', message);
