import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  defaultStatus,
  errorEnvelopeSchema,
  servicePrefixes,
  versionOfAnswer,
  versionsOfIfMatch,
  versionTag,
  type CallBody,
  type CallParams,
  type CallQuery,
  type CallReply,
  type CallSpec,
  type IfMatch,
} from '@congregate/contracts';
import { fileResponseDoc, multipartFileDoc } from '../integrations/storage/uploads.ts';
import { requireConfigToken } from '../plugins/auth.ts';
import { callLimitHook } from '../plugins/request-limit.ts';

/** The Fastify instance a feature's routes plugin receives. */
export type FeatureApp = Parameters<FastifyPluginAsyncZod>[0];

/** The request of a call, typed by its descriptor (params, query and body already checked against it). */
export type CallRequest<C extends CallSpec> = FastifyRequest<{
  Params: CallParams<C>;
  Querystring: CallQuery<C>;
  Body: CallBody<C>;
}>;

/** Answers the call's success body (serialised through its response schema), or the reply it sent itself. */
export type CallHandler<C extends CallSpec> = (
  request: CallRequest<C>,
  reply: FastifyReply,
) => Promise<CallReply<C> | FastifyReply> | CallReply<C> | FastifyReply;

/** `If-Match` as the OpenAPI document shows it; every other header passes through untouched. */
const ifMatchHeaders = z.looseObject({
  'if-match': z
    .string()
    .max(1000)
    .optional()
    .describe('The version the write is based on (`"7"`, the `ETag` of the read); a stale one answers 412'),
});

/** The record versions a write's `If-Match` accepts (`undefined` without the header: no check). */
export function ifMatchOf(request: FastifyRequest): IfMatch {
  const header = request.headers['if-match'];
  return versionsOfIfMatch(Array.isArray(header) ? header.join(',') : header);
}

/** Sets `ETag` from the version in a call's answer (calls with `versioned.etag`); for handlers that send their own reply. */
export function tagVersion(reply: FastifyReply, call: CallSpec, answer: unknown): void {
  const version = versionOfAnswer(call, answer);
  if (version !== undefined) void reply.header('etag', versionTag(version));
}

/**
 * Registers the route of one call from its contract descriptor: method, path, params, query, body, every
 * response (errors as the envelope), OpenAPI text, access and rate limit all come from the descriptor.
 * The handler answers with the descriptor's success status unless it picks another; a call with
 * `versioned.etag` answers its record's version as the `ETag` header.
 */
export function serve<C extends CallSpec>(app: FeatureApp, call: C, handler: CallHandler<C>): void {
  const expectedPrefix = call.root ? '' : servicePrefixes[call.service].replace(/\/$/, '');
  if (app.prefix !== expectedPrefix) {
    throw new Error(
      `${call.method} ${call.path} belongs to the ${call.service} service (${expectedPrefix || 'the root'}) but was registered under "${app.prefix}"`,
    );
  }
  const status = defaultStatus(call);
  const response: Record<number, unknown> = { ...call.responses };
  for (const code of call.errors) response[code] = errorEnvelopeSchema;
  const swaggerTransform = call.upload
    ? multipartFileDoc(call.upload.field, call.upload.description)
    : call.file
      ? fileResponseDoc(call.file.description, call.file.contentTypes)
      : undefined;
  const publicCall = call.access !== 'session';
  // Its own limit, per person rather than per session (plugins/request-limit.ts), instead of the general one.
  const limit = call.rateLimit
    ? callLimitHook(app, `${call.method} ${app.prefix}${call.path}`, call.rateLimit)
    : null;
  const onRequest = [...(limit ? [limit] : []), ...(call.access === 'config' ? [requireConfigToken] : [])];

  const route: RouteOptions = {
    method: call.method,
    url: call.path,
    schema: {
      tags: [...call.tags],
      summary: call.summary,
      ...(call.description ? { description: call.description } : {}),
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      ...(call.versioned?.ifMatch ? { headers: ifMatchHeaders } : {}),
      response,
    },
    config: {
      public: publicCall,
      ...(call.rateLimit ? { rateLimit: false } : {}),
      ...(swaggerTransform ? { swaggerTransform } : {}),
    },
    ...(onRequest.length > 0 ? { onRequest } : {}),
    handler: async (request, reply) => {
      if (status !== 200) void reply.status(status);
      const answer = await handler(request as CallRequest<C>, reply);
      if (call.versioned?.etag && answer !== reply) tagVersion(reply, call, answer);
      return answer;
    },
  };
  app.route(route as Parameters<FeatureApp['route']>[0]);
}
