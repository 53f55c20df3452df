import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditPageSchema,
  auditQuerySchema,
  dashboardQuerySchema,
  dashboardSchema,
  errorEnvelopeSchema,
} from '@congregate/contracts';
import { requireActor } from '../../../plugins/auth.ts';

const denied = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const refused = { ...denied, 409: errorEnvelopeSchema, 422: errorEnvelopeSchema };
const tags = ['membership admin'];
const scoped =
  'Admins only (super admin: everyone; district admin: their districts’ locales; locale admin: their locales); others 403.';

/** Admin member lists, member detail, roles, audit log and dashboard, under `/api/membership/`. */
export const adminReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { adminReports } = app.services;
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
