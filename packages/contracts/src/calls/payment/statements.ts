import { idParams } from '../../common.ts';
import {
  newStatementRunSchema,
  statementParams,
  statementQuerySchema,
  statementRunListQuerySchema,
  statementRunListSchema,
  statementRunSchema,
} from '../../payment/statements.ts';
import { rule } from '../who.ts';
import { defineCall, denied, fileAnswerSchema, refused } from '../define-call.ts';

const tags = ['payment: statements'];

/** Year-end giving statements: one member’s PDF, and a locale’s batch run with progress. */
export const statementCalls = {
  statement: defineCall({
    service: 'payment',
    method: 'GET',
    path: '/statements/:year',
    access: 'session',
    who: rule.data(
      'anyone signed in with a member record for their own; a member’s (`query.memberId`), finance and locale admins of their locale (`access/giving-access.ts`); anyone else 403',
    ),
    tags,
    summary: 'A member’s giving statement for a year (PDF)',
    description:
      'Without `memberId`: the caller’s own. A member’s: finance and locale admins of their locale. Lists ' +
      'every gift of the year (refunds shown as such) with totals per fund and currency, the church’s legal ' +
      'name and address. Attachment `giving-statement-{year}.pdf`.',
    params: statementParams,
    query: statementQuerySchema,
    file: { description: 'The statement', contentTypes: ['application/pdf'] },
    responses: { 200: fileAnswerSchema },
    errors: [...denied, 422],
  }),

  createRun: defineCall({
    service: 'payment',
    method: 'POST',
    path: '/statement-runs',
    access: 'session',
    who: rule.recordSaying(
      'Only finance of this locale may do this',
      'locale',
      'body.localeId',
      'finance-managers',
    ),
    tags,
    summary: 'Finance makes every member’s statement for a year, in the background',
    description:
      'Finance of the locale and super admins. One run per locale and year at a time (409 `run_in_progress`). ' +
      'Answers 202 with the queued run; poll `statement-runs/{id}` for progress. Audited (`statement_run.create`).',
    body: newStatementRunSchema,
    responses: { 202: statementRunSchema },
    errors: refused,
  }),

  listRuns: defineCall({
    service: 'payment',
    method: 'GET',
    path: '/statement-runs',
    access: 'session',
    who: rule.recordSaying(
      'Only finance of this locale may do this',
      'locale',
      'query.localeId',
      'finance-managers',
    ),
    tags,
    summary: 'A locale’s statement runs, newest first',
    description: 'Finance of the locale and super admins.',
    query: statementRunListQuerySchema,
    responses: { 200: statementRunListSchema },
    errors: [...denied, 422],
  }),

  getRun: defineCall({
    service: 'payment',
    method: 'GET',
    path: '/statement-runs/:id',
    access: 'session',
    who: rule.recordSaying(
      'Only finance of this locale may see this run',
      'statement-run',
      'params.id',
      'finance-managers',
    ),
    tags,
    summary: 'One statement run and its progress',
    description: 'Finance of its locale and super admins.',
    params: idParams,
    responses: { 200: statementRunSchema },
    errors: denied,
  }),

  runPdf: defineCall({
    service: 'payment',
    method: 'GET',
    path: '/statement-runs/:id/pdf',
    access: 'session',
    who: rule.recordSaying(
      'Only finance of this locale may see this run',
      'statement-run',
      'params.id',
      'finance-managers',
    ),
    tags,
    summary: 'A finished run’s statements in one PDF (one member per page group, for printing)',
    description: 'Finance of its locale and super admins. Not finished yet 409 (`run_not_done`).',
    params: idParams,
    file: { description: 'Every statement of the run', contentTypes: ['application/pdf'] },
    responses: { 200: fileAnswerSchema },
    errors: [...denied, 409],
  }),
};
