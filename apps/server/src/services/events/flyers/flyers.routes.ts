import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flyerCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';

/** `GET events/{id}/flyers/{memberId}/{format}`: public, members share it. */
export const flyerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { flyers } = app.services;
  serve(app, flyerCalls.flyer, async (request, reply) => {
    const { id, memberId, format } = request.params;
    const flyer = await flyers.flyer(id, memberId, format);
    return (
      reply
        .header('content-type', 'image/png')
        // Kept a few minutes: a changed event makes a new flyer at the same address.
        .header('cache-control', 'public, max-age=300')
        .header('content-disposition', `inline; filename="${flyer.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .send(flyer.png)
    );
  });
};
