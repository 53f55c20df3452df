import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pepCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';
import { readPepUpload } from './pep-uploads.multipart.ts';
import { PEP_UPLOAD_MAX_BYTES } from './pep-uploads.service.ts';

/** PEPs, their follow-ups, reports and the spec's uploads, under `/api/events/`. */
export const pepRoutes: FastifyPluginAsyncZod = async (app) => {
  const { peps, pepFollowUps, pepReports, pepUploads } = app.services;

  serve(app, pepCalls.list, async (request) => peps.list(await requireActor(request), request.query));
  serve(app, pepCalls.create, async (request) => peps.create(await requireActor(request), request.body));
  // Before `peps/:id`, though Fastify prefers static segments anyway.
  serve(app, pepCalls.duplicates, async (request) =>
    pepReports.duplicates(await requireActor(request), request.query),
  );
  serve(app, pepCalls.funnel, async (request) =>
    pepReports.funnel(await requireActor(request), request.query),
  );
  serve(app, pepCalls.soulWinners, async (request) =>
    pepReports.soulWinners(await requireActor(request), request.query),
  );
  serve(app, pepCalls.bulk, async (request) => pepFollowUps.bulk(await requireActor(request), request.body));
  serve(app, pepCalls.get, async (request) => peps.get(await requireActor(request), request.params.id));
  serve(app, pepCalls.update, async (request) =>
    peps.update(await requireActor(request), request.params.id, request.body),
  );
  serve(app, pepCalls.remove, async (request, _reply, { actor, record }) => {
    const files = await peps.remove(actor, record);
    await pepUploads.removeFiles(request.params.id, files);
    return { ok: true as const };
  });
  serve(app, pepCalls.stage, async (request) =>
    peps.stage(await requireActor(request), request.params.id, request.body),
  );
  serve(app, pepCalls.followUps, async (request) =>
    pepFollowUps.list(await requireActor(request), request.params.id),
  );
  serve(app, pepCalls.addFollowUp, async (request) =>
    pepFollowUps.add(await requireActor(request), request.params.id, request.body),
  );
  serve(app, pepCalls.updateFollowUp, async (request) =>
    pepFollowUps.update(await requireActor(request), request.params.id, request.body),
  );
  serve(app, pepCalls.uploadPhoto, async (request) => {
    const actor = await requireActor(request);
    return pepUploads.upload(actor, 'photo', await readPepUpload(request, PEP_UPLOAD_MAX_BYTES));
  });
  serve(app, pepCalls.uploadBaptismalForm, async (request) => {
    const actor = await requireActor(request);
    return pepUploads.upload(actor, 'baptismalForm', await readPepUpload(request, PEP_UPLOAD_MAX_BYTES));
  });
  serve(app, pepCalls.file, async (request, reply) => {
    const { data, contentType } = await pepUploads.file(
      await requireActor(request),
      request.params.id,
      request.params.file,
    );
    return reply
      .header('content-type', contentType)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(data);
  });
};
