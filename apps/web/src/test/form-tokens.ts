import { formTokenCalls, formTokenSchema, type PublicForm } from '@congregate/contracts';
import { on, type FakeRoute } from './fake-server.ts';

/** The token the fake server issues the `n`th time it is asked for one of `form`'s (from 1). */
export const issuedFormToken = (form: PublicForm, n: number) => `form-token-${form}-${n}-0123456789abcdef`;

/**
 * `POST form-tokens` as the server answers it (201): a new token each time (`issuedFormToken(form, n)`), so a
 * test sees which opening of a form a submission carried. `minSeconds` is 0 unless a test times the wait for it
 * (the server's is `FORM_TOKEN_LIMITS.minFillSeconds`).
 */
export function formTokens({ minSeconds = 0 }: { minSeconds?: number } = {}): FakeRoute {
  const issued = new Map<PublicForm, number>();
  return on(formTokenCalls.issue, ({ body }) => {
    const n = (issued.get(body.form) ?? 0) + 1;
    issued.set(body.form, n);
    return formTokenSchema.parse({
      token: issuedFormToken(body.form, n),
      minSeconds,
      expiresAt: new Date(Date.now() + 12 * 3_600_000).toISOString(),
    });
  });
}
