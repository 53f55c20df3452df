import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminMemberDetailSchema,
  errorEnvelopeSchema,
  idParams,
} from '@congregate/contracts';
import { requireActor } from '../../../plugins/auth.ts';

const denied = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const tags = ['membership admin'];
const scoped =
  'Admins only (super admin: everyone; district admin: their districts’ locales; locale admin: their locales); others 403.';

/** Admin member lists, member detail, roles, audit log and dashboard, under `/api/membership/`. */
export const memberDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberDetail } = app.services;
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
    async (request) => memberDetail.detail(await requireActor(request), request.params.id),
  );
};
