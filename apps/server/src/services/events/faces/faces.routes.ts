import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { faceCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** Face check-in consent and enrolment, and the kiosks' copy, under `/api/events/`. */
export const faceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { faces } = app.services;

  serve(app, faceCalls.status, async (request) =>
    faces.status(await requireActor(request), request.query.memberId),
  );
  serve(app, faceCalls.enrol, async (request) => faces.enrol(await requireActor(request), request.body));
  serve(app, faceCalls.withdraw, async (request) => {
    await faces.withdraw(await requireActor(request), request.query.memberId);
    return { ok: true as const };
  });
  serve(app, faceCalls.kioskFaces, async (request) =>
    faces.kioskFaces(await requireActor(request), request.query.since),
  );
};
