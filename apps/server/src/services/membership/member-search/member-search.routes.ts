import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  flockMembersBodySchema,
  flockMembersSchema,
  localeIdParams,
  localeMembersQuerySchema,
  memberPageSchema,
  memberSearchBodySchema,
} from '@congregate/contracts';
import { requireActor } from '../../../plugins/auth.ts';

const denied = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const refused = { ...denied, 409: errorEnvelopeSchema, 422: errorEnvelopeSchema };
const tags = ['membership admin'];
const scoped =
  'Admins only (super admin: everyone; district admin: their districts’ locales; locale admin: their locales); others 403.';

/** Admin member lists, member detail, roles, audit log and dashboard, under `/api/membership/`. */
export const memberSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberSearch } = app.services;
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
    async (request) => memberSearch.search(await requireActor(request), request.body),
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
        memberSearch.byLocale(await requireActor(request), request.params.localeId, request.query, withPhoto),
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
    async (request) => memberSearch.flockMembers(await requireActor(request)),
  );
};
