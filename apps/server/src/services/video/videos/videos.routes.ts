import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { videoCalls } from '@congregate/contracts';
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
  serve(app, videoCalls.one, async (request) => videos.one(await requireActor(request), request.params.id));
  serve(app, videoCalls.upload, async (request) =>
    videos.upload(await requireActor(request), (maxBytes) =>
      openUploadedStream(request, videoCalls.upload.upload.field, 'The video', maxBytes),
    ),
  );
  serve(app, videoCalls.create, async (request) => videos.create(await requireActor(request), request.body));
  serve(app, videoCalls.update, async (request) =>
    videos.update(await requireActor(request), request.params.id, request.body),
  );
  serve(app, videoCalls.remove, async (request) =>
    videos.remove(await requireActor(request), request.params.id),
  );
  serve(app, videoCalls.file, async (request, reply) => {
    const { contentType, size, range, stream } = await videos.file(
      await requireActor(request),
      request.params.id,
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
  serve(app, videoCalls.saveProgress, async (request) =>
    videos.saveProgress(await requireActor(request), request.params.id, request.body),
  );
};
