import { z } from 'zod';

/** The public forms a guest fills without an account, each opened with a token the server issues (issue 35). */
export const publicForms = ['visitor', 'rsvp'] as const;
export type PublicForm = (typeof publicForms)[number];

export const FORM_TOKEN_LIMITS = {
  /** A form sent sooner than this after its token was issued is a bot's. */
  minFillSeconds: 3,
  /** A token is good this long after it was issued (a form left open overnight asks for a new one). */
  maxAgeHours: 12,
  tokenMax: 2000,
} as const;

/** The signed token a public form carries (`typ` of the JWT, signed with the server's card key). */
export const FORM_TOKEN_TYPE = 'congregate-form+jwt';

/** `POST form-tokens { form }` (public): a token for one submission of that form. */
export const formTokenRequestSchema = z.strictObject({ form: z.enum(publicForms) });
export const formTokenSchema = z.object({
  /** Send it back as the form's `formToken`; good for one submission. */
  token: z.string(),
  /** The form is refused as a bot's when sent sooner than this after the token was issued. */
  minSeconds: z.number().int(),
  expiresAt: z.iso.datetime(),
});
export type FormToken = z.infer<typeof formTokenSchema>;

/** A public form's `formToken` field. */
export const formTokenFieldSchema = z.string().min(20).max(FORM_TOKEN_LIMITS.tokenMax);

/**
 * Why a public form was refused before it was read (422 `invalid_input`, issue code): the web words them and asks
 * for a new token; the English is what the API says.
 */
export const formTokenProblems = {
  form_token_invalid: 'This form has expired or was already sent; it has been refreshed — please send it again',
  form_too_fast: 'This form was sent too quickly; wait a moment and send it again',
} as const;
export type FormTokenProblem = keyof typeof formTokenProblems;
