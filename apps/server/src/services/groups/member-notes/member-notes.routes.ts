import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberNoteCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** Notes about a member, under `/api/groups/`. */
export const memberNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberNotes } = app.services;
  serve(app, memberNoteCalls.list, async (request) =>
    memberNotes.list(await requireActor(request), request.params.memberId, request.query.cursor),
  );
  serve(app, memberNoteCalls.create, async (request) =>
    memberNotes.create(await requireActor(request), request.params.memberId, request.body.body),
  );
  serve(app, memberNoteCalls.update, async (request) =>
    memberNotes.update(await requireActor(request), request.params.id, request.body.body),
  );
  serve(app, memberNoteCalls.remove, async (request) =>
    memberNotes.remove(await requireActor(request), request.params.id),
  );
};
