import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordBodySchema,
  changePasswordResponseSchema,
  errorEnvelopeSchema,
  flockConfigParams,
  flockConfigSchema,
  flockInfoSchema,
  idParams,
  profileSchema,
  publicProfileSchema,
  userAccessSchema,
} from '@congregate/contracts';
import type { FastifyReply } from 'fastify';
import { requireActor } from '../../plugins/auth.ts';
import { profileJson } from './profile.service.ts';

/** Sends JSON that is already checked and serialised; Fastify passes a string through untouched. */
const sendJson = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json);

const denied = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/** Foundation calls of the membership service, under `/api/membership/`. */
export const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const { profiles, flocks, auth } = app.services;

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

  app.get(
    '/user-access/:id',
    {
      schema: {
        tags: ['membership'],
        summary: "A user's roles, scopes and permissions (another user's only for an admin over them)",
        params: idParams,
        response: { 200: userAccessSchema, ...denied },
      },
    },
    async (request) => profiles.userAccess(await requireActor(request), request.params.id),
  );

  app.get(
    '/config/flock/:locale',
    {
      config: { public: true },
      schema: {
        tags: ['membership'],
        summary: 'Public: the flocks of a locale, grouped by cluster',
        params: flockConfigParams,
        response: { 200: flockConfigSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => flocks.flockConfig(request.params.locale),
  );

  app.get(
    '/config/flock/info/:id',
    {
      schema: {
        tags: ['membership'],
        summary: 'One flock with its member count and leaders',
        params: idParams,
        response: { 200: flockInfoSchema, ...denied },
      },
    },
    async (request) => flocks.flockInfo(await requireActor(request), request.params.id),
  );

  app.put(
    '/users/changePassword',
    {
      schema: {
        tags: ['membership'],
        summary: "Change the caller's password; ends their other sessions",
        body: changePasswordBodySchema,
        response: { 200: changePasswordResponseSchema, ...denied, 422: errorEnvelopeSchema },
      },
    },
    async (request) => auth.changePassword(await requireActor(request), null, request.body),
  );
};
