import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberNoteCalls } from '@congregate/contracts';
import { noteReader } from '../../../access/member-note-access.ts';
import { serve } from '../../../lib/serve-call.ts';

/** Notes about a member, under `/api/groups/`. */
export const memberNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberNotes } = app.services;
  serve(app, memberNoteCalls.list, async (request, _reply, { actor }) =>
    memberNotes.list(actor, await noteReader(app.db, actor, request.params.memberId), request.query.cursor),
  );
  serve(app, memberNoteCalls.create, async (request, _reply, { actor }) =>
    memberNotes.create(actor, await noteReader(app.db, actor, request.params.memberId), request.body.body),
  );
  serve(app, memberNoteCalls.update, async (request, _reply, { actor, record }) =>
    memberNotes.update(actor, record, request.body.body),
  );
  serve(app, memberNoteCalls.remove, async (_request, _reply, { actor, record }) =>
    memberNotes.remove(actor, record),
  );
};
