import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { profileCalls } from '@congregate/contracts';
import { serve, tagVersion } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';
import { profileJson, type CachedProfile } from './profile.service.ts';

/**
 * Sends the profile as JSON already checked and serialised (Fastify passes a string through untouched), with
 * the member record's version as its `ETag`.
 */
const sendProfile = (reply: FastifyReply, found: CachedProfile) => {
  tagVersion(reply, profileCalls.myProfile, found.profile);
  return reply.type('application/json; charset=utf-8').send(profileJson(found));
};

/** A member's profile, under `/api/membership/`. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { profiles } = app.services;

  // The hottest reads: answered from the cached, already serialised profile (profileJson).
  serve(app, profileCalls.myProfile, async (request, reply) =>
    sendProfile(reply, await profiles.myProfileEntry(await requireActor(request))),
  );
  serve(app, profileCalls.memberProfile, async (request, reply) =>
    sendProfile(reply, await profiles.profileByMemberIdEntry(await requireActor(request), request.params.id)),
  );
  serve(app, profileCalls.publicProfile, async (request) => profiles.publicProfile(request.params.id));
};
