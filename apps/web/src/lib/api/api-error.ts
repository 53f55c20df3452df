import {
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

  /** Seconds to wait after a 429 `rate_limited`, when the server said. */
  get retryAfterSeconds(): number | null {
    const parsed = rateLimitDetailsSchema.safeParse(this.details);
    return parsed.success ? parsed.data.retryAfterSeconds : null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
