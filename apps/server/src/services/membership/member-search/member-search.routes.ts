import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberSearchCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** The admin member search, a locale's members and the caller's flock, under `/api/membership/`. */
export const memberSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberSearch } = app.services;
  serve(app, memberSearchCalls.search, async (request) =>
    memberSearch.search(await requireActor(request), request.body),
  );
  serve(app, memberSearchCalls.localeMembers, async (request) =>
    memberSearch.byLocale(await requireActor(request), request.params.localeId, request.query, false),
  );
  serve(app, memberSearchCalls.localeMembersWithPhoto, async (request) =>
    memberSearch.byLocale(await requireActor(request), request.params.localeId, request.query, true),
  );
  serve(app, memberSearchCalls.flockMembers, async (request) =>
    memberSearch.flockMembers(await requireActor(request)),
  );
};
