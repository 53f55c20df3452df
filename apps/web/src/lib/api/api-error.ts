import {
  preconditionDetailsSchema,
  rateLimitDetailsSchema,
  validationDetailsSchema,
  type ValidationDetails,
} from '@congregate/contracts';

/** A failed call, from the server's error envelope `{ error: { code, message, details? } }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }

  /** Field issues of a 422 `invalid_input`, or an empty list. */
  get issues(): ValidationDetails['issues'] {
    const parsed = validationDetailsSchema.safeParse(this.details);
    return parsed.success ? parsed.data.issues : [];
  }

  /** A 412 `precondition_failed`: the record changed since the version the write was based on; nothing was saved. */
  get isStale(): boolean {
    return this.status === 412;
  }

  /** The record's version now, after a 412 (read the record again for its data). */
  get currentVersion(): number | null {
    const parsed = preconditionDetailsSchema.safeParse(this.details);
    return parsed.success ? parsed.data.currentVersion : null;
  }

  /** Seconds to wait after a 429 `rate_limited`, when the server said. */
  get retryAfterSeconds(): number | null {
    const parsed = rateLimitDetailsSchema.safeParse(this.details);
    return parsed.success ? parsed.data.retryAfterSeconds : null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
