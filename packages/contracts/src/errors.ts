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
  /** Readiness (issue 20): the database is unreachable or migrations are pending (`details.reason`). */
  not_ready: 503,
  /** Giving (issue 17): the online payment provider could not be reached; nothing was changed. */
  provider_unavailable: 503,
  /** Giving: a webhook whose signature does not match (forged, or another secret); nothing was recorded. */
  invalid_signature: 400,
  /** Giving: the currency of a gift is not its fund's (a fund's gifts are in its locale's currency). */
  currency_mismatch: 422,
  /** Giving: the fund is archived or of another locale. */
  fund_not_available: 422,
  /** Giving (issue 37): a bank statement's header names no date, amount or description column. */
  columns_not_found: 422,
  /** Giving: an online gift below one or above 1,000,000 major units of its currency. */
  amount_out_of_range: 422,
  /** Giving: another fund of the locale has this name. */
  fund_name_taken: 409,
  /** Giving: the locale has as many funds as it may. */
  too_many_funds: 409,
  /** The caller has no locale and named none. */
  no_locale: 404,
  /** Giving: the gift was refunded already. */
  already_refunded: 409,
  /** Giving: a batch's lines do not add up to its counted total (`details.differenceMinor`: counted − lines). */
  batch_unbalanced: 409,
  /** Giving: a batch without lines cannot be closed. */
  batch_empty: 409,
  /** Giving: the batch is closed; it cannot be changed or closed again. */
  batch_closed: 409,
  /** Giving: a batch line's member is not a member of the batch's locale. */
  member_outside_locale: 422,
  /** Giving: statements of this locale and year are being made already (one queued or running run at a time). */
  run_in_progress: 409,
  /** Giving: the statement run is not done; its PDF does not exist yet (`details.status`). */
  run_not_done: 409,
  /** Households (issue 18): the member belongs to a household already (one each). */
  already_in_household: 409,
  /** Households and family links: a pending request for this person exists already. */
  request_pending: 409,
  /** Households and family links: the request was decided (or withdrawn) already. */
  request_decided: 409,
  /** Family links (issue 18): the relative's record is linked to my family background already. */
  already_linked: 409,
  /** Households: as many members or dependants as a household may have (`HOUSEHOLD_LIMITS`). */
  household_full: 409,
  /**
   * Family check-in (issue 18): the member shares no household with anyone checked in by card or face to the same
   * gathering at this kiosk's locale in the last few minutes.
   */
  not_in_household: 422,
  /** Video (issue 18): a `Range` outside the file (`Content-Range: bytes *\/size` says its size). */
  range_not_satisfiable: 416,
  /** Video: the URL's host is not on the allow-list of embeddable players or stream hosts. */
  host_not_allowed: 422,
  /** Video: the upload was described already, or is not the caller's. */
  upload_not_available: 422,
  /** Social sign-in (issue 19): 'Login provider not found'. */
  provider_not_found: 404,
  /** Social sign-in: 'Login providers not ready yet...' (not configured, or its discovery failed). */
  providers_not_ready: 503,
  /** Social sign-in: 'No user is currently logged in with {provider}' (that provider is not linked). */
  no_provider_user: 404,
  /** Social sign-in: unlinking the last way to sign in (no password, no other provider). */
  last_sign_in_method: 409,
  /** Social sign-in: the provider's account is linked to another Congregate account. */
  identity_taken: 409,
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
 * `invalid_format`, …); `message` is the server's wording for people, in English or, when `Accept-Language`
 * asks for it, Filipino (`fil`, `tl`); the envelope's `message` is then the first issue's.
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
