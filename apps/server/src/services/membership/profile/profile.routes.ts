import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  idParams,
  profileSchema,
  publicProfileSchema,
} from '@congregate/contracts';
import type { FastifyReply } from 'fastify';
import { requireActor } from '../../../plugins/auth.ts';
import { profileJson } from './profile.service.ts';

/** Sends JSON that is already checked and serialised; Fastify passes a string through untouched. */
const sendJson = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json);

const denied = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/** Foundation calls of the membership service, under `/api/membership/`. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { profiles } = app.services;

  app.get(
    '/members/myProfile',
    {
      schema: {
        tags: ['membership'],
        summary: "The caller's member profile, completeness and (while pending) who endorses them",
        response: { 200: profileSchema, ...denied },
      },
    },
    // The hottest reads: answered from the cached, already serialised profile (profileJson).
    async (request, reply) => sendJson(reply, profileJson(await profiles.myProfileEntry(await requireActor(request)))),
  );

  app.get(
    '/members/profileByMemberId/:id',
    {
      schema: {
        tags: ['membership'],
        summary: 'A member profile within the caller’s scope (self, flock leader, locale/district/super admin)',
        params: idParams,
        response: { 200: profileSchema, ...denied },
      },
    },
    async (request, reply) =>
      sendJson(reply, profileJson(await profiles.profileByMemberIdEntry(await requireActor(request), request.params.id))),
  );

  app.get(
    '/members/profileByMemberIdNoAuth/:id',
    {
      config: { public: true },
      schema: {
        tags: ['membership'],
        summary: 'Public: display name, photo and locale name of an endorsed member (for invitations)',
        params: idParams,
        response: { 200: publicProfileSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => profiles.publicProfile(request.params.id),
  );
};
