import { batchNameListSchema, moduleConfigSchema, moduleParams } from '../../config.ts';
import { defineCall } from '../define-call.ts';

/** Configuration of the client's modules and the batch names (configuration token). */
export const moduleConfigCalls = {
  get: defineCall({
    service: 'config',
    method: 'GET',
    path: '/:module',
    access: 'config',
    tags: ['config'],
    summary: 'Configuration of one client module',
    params: moduleParams,
    responses: { 200: moduleConfigSchema },
    errors: [401, 404],
  }),

  batchNames: defineCall({
    service: 'config',
    method: 'GET',
    path: '/batch-names',
    access: 'config',
    tags: ['config'],
    summary: 'Batch names',
    responses: { 200: batchNameListSchema },
    errors: [401],
  }),
};
