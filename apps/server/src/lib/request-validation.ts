import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { issueMessage } from './problem-messages.ts';

/**
 * A request's params, query, body or headers that do not match the call's schema: zod's issues (without the
 * values they were about: a password must not sit in an error object). Fastify hands it to the error handler
 * with `validationContext` (`body`, `querystring`, `params` or `headers`).
 */
export class RequestValidationError extends Error {
  readonly statusCode = 422;
  readonly code = 'FST_ERR_VALIDATION';
  validationContext?: string;

  constructor(readonly issues: readonly z.core.$ZodIssue[]) {
    super(issues[0]?.message ?? 'The request is not valid');
    this.name = 'RequestValidationError';
  }
}

/**
 * A schema's default wording (zod's "Invalid UUID", "Too small: expected string to have >=1 characters") in
 * people's English. Zod asks for it only when the schema gave no message of its own, so a rule's own words
 * ("Type at least three letters") stay.
 */
const defaultMessage = (issue: z.core.$ZodRawIssue) => issueMessage(issue, 'en');

/** Validates with the call's zod schema, as fastify-type-provider-zod's compiler does, with people's English. */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { error: defaultMessage });
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues) };
  };

/**
 * What the refused request part held at an issue's path (`undefined`: nothing there), read again from the
 * request when the issue is worded in another language, to tell a missing field from a wrong one.
 */
export function inputAt(
  request: FastifyRequest,
  error: RequestValidationError,
  path: readonly PropertyKey[],
) {
  const parts: Record<string, unknown> = {
    body: request.body,
    querystring: request.query,
    params: request.params,
    headers: request.headers,
  };
  // Fastify validates a missing part as null.
  let value: unknown = parts[error.validationContext ?? 'body'] ?? null;
  for (const key of path) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
