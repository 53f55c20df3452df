import { z } from 'zod';

/** Stable error codes; the HTTP status follows from the code. */
export const errorCodes = {
  unauthenticated: 401,
  invalid_credentials: 401,
  session_expired: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  invalid_input: 422,
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

/** `details` of a 422 `invalid_input` error: one entry per offending field. */
export const validationDetailsSchema = z.object({
  issues: z.array(z.object({ path: z.string(), message: z.string() })),
});
export type ValidationDetails = z.infer<typeof validationDetailsSchema>;

/** `details` of a 429 `rate_limited` error (the `Retry-After` header says the same). */
export const rateLimitDetailsSchema = z.object({ retryAfterSeconds: z.number().int() });
