import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordResetCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';

/** Password reset by e-mail, under `/api/login/`. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { passwordReset } = app.services;

  serve(app, passwordResetCalls.request, async (request) => {
    await passwordReset.request(request.body.email, request.ip);
    return { accepted: true as const };
  });

  serve(app, passwordResetCalls.confirm, async (request) => passwordReset.confirm(request.body));
};
