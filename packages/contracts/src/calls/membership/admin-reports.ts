import {
  adminWaitingSchema,
  auditPageSchema,
  auditQuerySchema,
  dashboardQuerySchema,
  dashboardSchema,
} from '../../admin-members.ts';
import { defineCall, refused } from '../define-call.ts';
import { adminScopeText } from '../who.ts';
import { rule } from '../who.ts';

const tags = ['membership admin'];

/**
 * What admins read about their scope: the audit log (`admin-audit`), the dashboard counts (`admin-page`) and
 * what waits for them (home's secretary card).
 */
export const adminReportCalls = {
  audit: defineCall({
    service: 'membership',
    method: 'GET',
    path: '/admin/audit',
    access: 'session',
    who: rule.anyAdmin,
    tags,
    summary: 'The audit log: who did what, when, with values before and after (newest first, paged)',
    description: `${adminScopeText} Locale and district admins see the rows of their locales.`,
    query: auditQuerySchema,
    responses: { 200: auditPageSchema },
    errors: refused,
  }),

  dashboard: defineCall({
    service: 'membership',
    method: 'GET',
    path: '/admin/dashboard',
    access: 'session',

    who: rule.anyAdmin,
    tags,
    summary: 'Pending endorsements, transfers in and out, endorsed members by flock and cluster',
    description: `${adminScopeText} Without \`localeId\`, the whole scope.`,
    query: dashboardQuerySchema,
    responses: { 200: dashboardSchema },
    errors: refused,
  }),

  waiting: defineCall({
    service: 'membership',
    method: 'GET',
    path: '/admin/waiting',
    access: 'session',
    who: rule.anyAdmin,
    tags,
    summary: 'What waits for the admin: registrations to endorse, transfers in and out (counts only)',
    description: `${adminScopeText} Always the whole scope; the dashboard has the counts of one locale.`,
    responses: { 200: adminWaitingSchema },
    errors: [401, 403],
  }),
};
