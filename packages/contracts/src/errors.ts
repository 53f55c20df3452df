import { z } from 'zod';

/** Stable error codes; the HTTP status follows from the code. */
export const errorCodes = {
  unauthenticated: 401,
  invalid_credentials: 401,
  session_expired: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  /** No gathering is open for check-in there now (`details.next`: the next one, or null). */
  no_gathering: 409,
  precondition_failed: 412,
  invalid_input: 422,
  /** A member card that was re-issued: only the newest card checks its holder in. */
  card_reissued: 422,
  /** Not a member card signed by this church. */
  card_invalid: 422,
  bad_request: 400,
  request_timeout: 408,
  uri_too_long: 414,
  headers_too_large: 431,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  xsrf_mismatch: 403,
  service_unavailable: 503,
  internal: 500,
} as const;
export type ErrorCode = keyof typeof errorCodes;

export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  return errorEnvelopeSchema.safeParse(value).success;
}

/**
 * `details` of a 422 `invalid_input` error: one entry per offending field. `code` says why, for clients to
 * word it themselves: a `fieldProblems` code (`locale_not_listed`) or zod's issue code (`too_small`,
 * `invalid_format`, …); `message` is the server's English wording.
 */
export const validationDetailsSchema = z.object({
  issues: z.array(z.object({ path: z.string(), message: z.string(), code: z.string().optional() })),
});
export type ValidationDetails = z.infer<typeof validationDetailsSchema>;

/** `details` of a 429 `rate_limited` error (the `Retry-After` header says the same). */
export const rateLimitDetailsSchema = z.object({ retryAfterSeconds: z.number().int() });

/**
 * `details` of a 412 `precondition_failed` error: the record changed since the version the caller sent in
 * `If-Match`, and nothing was written. `currentVersion` is its version now (also in the `ETag` header);
 * read the record again to see the latest.
 */
export const preconditionDetailsSchema = z.object({ currentVersion: z.number().int() });
