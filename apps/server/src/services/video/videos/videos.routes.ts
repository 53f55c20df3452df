import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { videoCalls } from '@congregate/contracts';
import { publishingPlace, videoInScope } from '../../../access/video-access.ts';
import { openUploadedStream } from '../../../integrations/storage/uploads.ts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** Videos, under `/api/video/`. */
export const videoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { videos } = app.services;
  serve(app, videoCalls.list, async (request) => videos.list(await requireActor(request), request.query));
  serve(app, videoCalls.continueWatching, async (request) =>
    videos.continueWatching(await requireActor(request)),
  );
  serve(app, videoCalls.one, async (request, _reply, { actor }) =>
    videos.one(actor, await videoInScope(app.db, actor, request.params.id, 'watch')),
  );
  serve(app, videoCalls.upload, async (request) =>
    videos.upload(await requireActor(request), (maxBytes) =>
      openUploadedStream(request, videoCalls.upload.upload.field, 'The video', maxBytes),
    ),
  );
  serve(app, videoCalls.create, async (request, _reply, { actor }) =>
    videos.create(actor, await publishingPlace(app.db, actor, request.body), request.body),
  );
  serve(app, videoCalls.update, async (request, _reply, { actor }) =>
    videos.update(actor, await videoInScope(app.db, actor, request.params.id, 'edit'), request.body),
  );
  serve(app, videoCalls.remove, async (request, _reply, { actor }) =>
    videos.remove(actor, await videoInScope(app.db, actor, request.params.id, 'edit')),
  );
  serve(app, videoCalls.file, async (request, reply, { actor }) => {
    const { contentType, size, range, stream } = await videos.file(
      actor,
      await videoInScope(app.db, actor, request.params.id, 'watch'),
      request.headers.range,
    );
    void reply
      .header('accept-ranges', 'bytes')
      .header('content-type', contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=3600');
    if (range) {
      void reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .header('content-length', range.end - range.start + 1);
    } else {
      void reply.header('content-length', size);
    }
    return reply.send(stream);
  });
  serve(app, videoCalls.saveProgress, async (request, _reply, { actor }) =>
    videos.saveProgress(actor, await videoInScope(app.db, actor, request.params.id, 'watch'), request.body),
  );
};
