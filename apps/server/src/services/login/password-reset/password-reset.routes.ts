import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  PASSWORD_RESET_TTL_MINUTES,
  passwordResetConfirmBodySchema,
  passwordResetConfirmResponseSchema,
  passwordResetRequestBodySchema,
  passwordResetRequestResponseSchema,
} from '@congregate/contracts';

/** Password reset by e-mail, under `/api/login/`. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { passwordReset } = app.services;

  app.post(
    '/auth/password-reset',
    {
      config: { public: true },
      schema: {
        tags: ['login'],
        summary: 'Ask for a password-reset link by e-mail',
        description:
          'Always 202 `{ accepted: true }`, whether or not an account has this address (no account enumeration); ' +
          `when one does, it gets a link to \`/password?token=…\` that works once for ${PASSWORD_RESET_TTL_MINUTES} minutes. ` +
          'At most 5 e-mails an hour per address asked for (past that, the same 202 and no e-mail); ' +
          '20 requests an hour per network address, then 429 with Retry-After.',
        body: passwordResetRequestBodySchema,
        response: { 202: passwordResetRequestResponseSchema, 422: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await passwordReset.request(request.body.email, request.ip);
      return reply.status(202).send({ accepted: true as const });
    },
  );

  app.post(
    '/auth/password-reset/confirm',
    {
      config: { public: true },
      schema: {
        tags: ['login'],
        summary: 'Set a new password with the token from the e-mailed link; ends every session of the account',
        description:
          'A used, expired or unknown token answers 422 on `token`; a password that breaks the rules answers 422 on ' +
          '`newPassword` (the token stays usable). Success signs out every device: sign in with the new password.',
        body: passwordResetConfirmBodySchema,
        response: { 200: passwordResetConfirmResponseSchema, 422: errorEnvelopeSchema },
      },
    },
    async (request) => passwordReset.confirm(request.body),
  );
};
