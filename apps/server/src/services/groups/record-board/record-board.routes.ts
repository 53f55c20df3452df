import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordBoardCalls } from '@congregate/contracts';
import { readUploadedFile } from '../../../integrations/storage/uploads.ts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';
import { inlineDisposition } from './record-board.files.ts';

/** The record board ("RRB"), under `/api/groups/`: entries, their files and the locale's settings. */
export const recordBoardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { recordBoard } = app.services;
  serve(app, recordBoardCalls.list, async (request) =>
    recordBoard.list(await requireActor(request), request.query),
  );
  serve(app, recordBoardCalls.settings, async (request) =>
    recordBoard.settings(await requireActor(request), request.query.localeId),
  );
  serve(app, recordBoardCalls.saveSettings, async (request) =>
    recordBoard.saveSettings(await requireActor(request), request.body),
  );
  serve(app, recordBoardCalls.upload, async (request) =>
    recordBoard.upload(await requireActor(request), request.query.localeId, (maxBytes) =>
      readUploadedFile(request, recordBoardCalls.upload.upload.field, 'The file', maxBytes),
    ),
  );
  serve(app, recordBoardCalls.attachment, async (request, reply) => {
    const file = await recordBoard.attachment(await requireActor(request), request.params.id);
    void reply
      .header('content-type', file.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      // An attachment's bytes never change under its id; only those allowed ever fetch it.
      .header('cache-control', 'private, max-age=31536000, immutable');
    if (file.contentType === 'application/pdf')
      void reply.header('content-disposition', inlineDisposition(file.name));
    return reply.send(file.data);
  });
  serve(app, recordBoardCalls.get, async (request) =>
    recordBoard.get(await requireActor(request), request.params.id),
  );
  serve(app, recordBoardCalls.create, async (request) =>
    recordBoard.create(await requireActor(request), request.body),
  );
  serve(app, recordBoardCalls.update, async (request) =>
    recordBoard.update(await requireActor(request), request.params.id, request.body),
  );
  serve(app, recordBoardCalls.remove, async (request) =>
    recordBoard.remove(await requireActor(request), request.params.id),
  );
};
