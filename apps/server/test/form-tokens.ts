import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { FORM_TOKEN_TYPE, type PublicForm } from '@congregate/contracts';

/**
 * A public form's token as the server issues it (`POST form-tokens`), issued `ageMs` ago — a person's pace by
 * default — so that a test need not wait the minimum fill time. Signed by the app's own key, as the call signs it.
 */
export function formTokenFor(app: FastifyInstance, form: PublicForm, ageMs = 60_000): Promise<string> {
  return app.services.memberCards.signWith(FORM_TOKEN_TYPE, randomBytes(18).toString('base64url'), {
    form,
    at: Date.now() - ageMs,
  });
}
