import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminMemberDetailSchema,
  auditPageSchema,
  auditQuerySchema,
  dashboardQuerySchema,
  dashboardSchema,
  errorEnvelopeSchema,
  flockMembersBodySchema,
  flockMembersSchema,
  grantParams,
  idParams,
  localeIdParams,
  localeMembersQuerySchema,
  memberPageSchema,
  memberSearchBodySchema,
  roleGrantBodySchema,
  userIdParams,
  userRolesSchema,
} from '@congregate/contracts';
import { requireActor } from '../../plugins/auth.ts';

const denied = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const refused = { ...denied, 409: errorEnvelopeSchema, 422: errorEnvelopeSchema };
const tags = ['membership admin'];
const scoped =
  'Admins only (super admin: everyone; district admin: their districts’ locales; locale admin: their locales); others 403.';

/** Admin member lists, member detail, roles, audit log and dashboard, under `/api/membership/`. */
export const adminMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { adminMembers, userRoles, adminReports } = app.services;
  app.post(
    '/admin/members/searchMember',
    {
      schema: {
        tags,
        summary:
          'Search members by any part of name, e-mail, member id or mobile (case and accents ignored), with filters',
        description: `${scoped} Keyset-paged: pass \`nextCursor\` back as \`cursor\` with the same filters and sort. \`total\` is exact. A \`localeId\` outside the scope is 403.`,
        body: memberSearchBodySchema,
        response: { 200: memberPageSchema, ...refused },
      },
    },
    async (request) => adminMembers.search(await requireActor(request), request.body),
  );

  for (const [path, withPhoto] of [
    ['/members/by-local/:localeId', false],
    ['/members/by-localWithPhoto/:localeId', true],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: withPhoto
            ? 'Members of a locale who have a photo, by name (paged)'
            : 'Members of a locale, by name (paged)',
          description:
            'An admin over the locale sees every member with contact data; an endorsed member of the locale ' +
            '(flock leaders included) sees the endorsed members only, without e-mail, mobile, birth date or gender; others 403.',
          params: localeIdParams,
          querystring: localeMembersQuerySchema,
          response: { 200: memberPageSchema, ...refused },
        },
      },
      async (request) =>
        adminMembers.byLocale(await requireActor(request), request.params.localeId, request.query, withPhoto),
    );
  }

  app.post(
    '/members/flock/members',
    {
      schema: {
        tags,
        summary: "The caller's flock: a flock leader's led flocks, otherwise the member's own flock",
        description:
          'A flock leader gets full rows of every member of the flocks they lead; an endorsed member gets the ' +
          'endorsed members of their own flock without contact data. Not endorsed: 403.',
        body: flockMembersBodySchema,
        response: { 200: flockMembersSchema, ...denied },
      },
    },
    async (request) => adminMembers.flockMembers(await requireActor(request)),
  );

  app.get(
    '/admin/members/:id',
    {
      schema: {
        tags,
        summary:
          'Member and account detail: account status, last 10 sign-ins, roles, consents, open requests',
        description: scoped,
        params: idParams,
        response: { 200: adminMemberDetailSchema, ...denied },
      },
    },
    async (request) => adminMembers.detail(await requireActor(request), request.params.id),
  );

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

  app.get(
    '/admin/audit',
    {
      schema: {
        tags,
        summary: 'The audit log: who did what, when, with values before and after (newest first, paged)',
        description: `${scoped} Locale and district admins see the rows of their locales.`,
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...refused },
      },
    },
    async (request) => adminReports.audit(await requireActor(request), request.query),
  );

  app.get(
    '/admin/dashboard',
    {
      schema: {
        tags,
        summary: 'Pending endorsements, transfers in and out, endorsed members by flock and cluster',
        description: `${scoped} Without \`localeId\`, the whole scope.`,
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema, ...refused },
      },
    },
    async (request) => adminReports.dashboard(await requireActor(request), request.query.localeId),
  );
};
