import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordBoardCalls } from '@congregate/contracts';
import { boardPoster } from '../../../access/record-board-access.ts';
import { readUploadedFile } from '../../../integrations/storage/uploads.ts';
import { serve } from '../../../lib/serve-call.ts';
import { inlineDisposition } from './record-board.files.ts';

/** The record board ("RRB"), under `/api/groups/`: entries, their files and the locale's settings. */
export const recordBoardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { recordBoard } = app.services;
  serve(app, recordBoardCalls.list, async (request, _reply, { record }) =>
    recordBoard.list(record, request.query),
  );
  serve(app, recordBoardCalls.settings, async (_request, _reply, { actor, record }) =>
    recordBoard.settings(actor, record),
  );
  serve(app, recordBoardCalls.saveSettings, async (request, _reply, { actor, record }) =>
    recordBoard.saveSettings(actor, record, request.body),
  );
  serve(app, recordBoardCalls.upload, async (request, _reply, { actor }) =>
    recordBoard.upload(actor, await boardPoster(app.db, actor, request.query.localeId), (maxBytes) =>
      readUploadedFile(request, recordBoardCalls.upload.upload.field, 'The file', maxBytes),
    ),
  );
  serve(app, recordBoardCalls.attachment, async (request, reply, { actor }) => {
    const file = await recordBoard.attachment(actor, request.params.id);
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
  serve(app, recordBoardCalls.get, async (_request, _reply, { actor, record }) =>
    recordBoard.get(actor, record),
  );
  serve(app, recordBoardCalls.create, async (request, _reply, { actor }) =>
    recordBoard.create(actor, await boardPoster(app.db, actor, request.body.localeId), request.body),
  );
  serve(app, recordBoardCalls.update, async (request, _reply, { actor, record }) =>
    recordBoard.update(actor, record, request.body),
  );
  serve(app, recordBoardCalls.remove, async (_request, _reply, { actor, record }) =>
    recordBoard.remove(actor, record),
  );
};
