import { errorCodes, type ErrorCode } from '@congregate/contracts';

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
export const conflict = (message: string, details?: unknown) => new AppError('conflict', message, details);
export const invalidInput = (
  issues: { path: string; message: string }[],
  message = 'Some fields are not valid',
) => new AppError('invalid_input', message, { issues });
export const rateLimited = (retryAfterSeconds: number, message?: string) =>
  new AppError(
    'rate_limited',
    message ?? `Too many attempts. Try again in ${retryAfterSeconds} seconds.`,
    { retryAfterSeconds },
    { 'retry-after': String(retryAfterSeconds) },
  );
