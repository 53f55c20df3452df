import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { profileCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';
import { profileJson } from './profile.service.ts';

/** Sends JSON that is already checked and serialised; Fastify passes a string through untouched. */
const sendJson = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json);

/** A member's profile, under `/api/membership/`. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { profiles } = app.services;

  // The hottest reads: answered from the cached, already serialised profile (profileJson).
  serve(app, profileCalls.myProfile, async (request, reply) =>
    sendJson(reply, profileJson(await profiles.myProfileEntry(await requireActor(request)))),
  );
  serve(app, profileCalls.memberProfile, async (request, reply) =>
    sendJson(
      reply,
      profileJson(await profiles.profileByMemberIdEntry(await requireActor(request), request.params.id)),
    ),
  );
  serve(app, profileCalls.publicProfile, async (request) => profiles.publicProfile(request.params.id));
};
