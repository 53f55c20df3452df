import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  grantParams,
  roleGrantBodySchema,
  userIdParams,
  userRolesSchema,
} from '@congregate/contracts';
import { requireActor } from '../../../plugins/auth.ts';

const denied = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const refused = { ...denied, 409: errorEnvelopeSchema, 422: errorEnvelopeSchema };
const tags = ['membership admin'];
const scoped =
  'Admins only (super admin: everyone; district admin: their districts’ locales; locale admin: their locales); others 403.';

/** Admin member lists, member detail, roles, audit log and dashboard, under `/api/membership/`. */
export const userRoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { userRoles } = app.services;
  app.get(
    '/admin/users/:userId/roles',
    {
      schema: {
        tags,
        summary: "A user's role grants",
        description: `${scoped} The user's member record must be in the caller's scope.`,
        params: userIdParams,
        response: { 200: userRolesSchema, ...denied },
      },
    },
    async (request) => userRoles.list(await requireActor(request), request.params.userId),
  );

  app.post(
    '/admin/users/:userId/roles',
    {
      schema: {
        tags,
        summary: 'Grant a role over a scope (audited)',
        description:
          'A locale admin grants flock_leader for flocks of their locale and locale_admin/finance/kiosk for their locale; ' +
          'a district admin the same within their district; only a super admin grants district_admin or super_admin. 409 if already held.',
        params: userIdParams,
        body: roleGrantBodySchema,
        response: { 201: userRolesSchema, ...refused },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await userRoles.grant(await requireActor(request), request.params.userId, request.body)),
  );

  app.delete(
    '/admin/users/:userId/roles/:grantId',
    {
      schema: {
        tags,
        summary: 'Remove a role grant (audited); the same scope rules as granting',
        params: grantParams,
        response: { 200: userRolesSchema, ...refused },
      },
    },
    async (request) =>
      userRoles.revoke(await requireActor(request), request.params.userId, request.params.grantId),
  );
};
