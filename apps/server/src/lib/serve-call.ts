import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  defaultStatus,
  describeWho,
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
  type RuleInput,
  type ScopedThing,
} from '@congregate/contracts';
import type { MemberInScope } from '../access/member-access.ts';
import { applyWho, ruleValue, type Allowed, type RecordInScope } from '../access/rules.ts';
import type { Actor } from './actor.ts';
import { fileResponseDoc, multipartFileDoc } from '../integrations/storage/uploads.ts';
import { requireActor, requireConfigToken } from '../plugins/auth.ts';
import { callLimitHook } from '../plugins/request-limit.ts';

/** The Fastify instance a feature's routes plugin receives. */
export type FeatureApp = Parameters<FastifyPluginAsyncZod>[0];

/** The request of a call, typed by its descriptor (params, query and body already checked against it). */
export type CallRequest<C extends CallSpec> = FastifyRequest<{
  Params: CallParams<C>;
  Querystring: CallQuery<C>;
  Body: CallBody<C>;
}>;

/**
 * What the call's `who` rule checked and loaded before the handler runs (session calls): the caller, and the
 * record or member the rule let them act on. Public and configuration calls get nothing.
 */
export type AllowedFor<C extends CallSpec> = C['access'] extends 'session'
  ? C['who'] extends { kind: 'record'; thing: infer T extends ScopedThing }
    ? { actor: Actor; record: RecordInScope<T> }
    : C['who'] extends { kind: 'member' }
      ? { actor: Actor; member: MemberInScope }
      : { actor: Actor }
  : undefined;

/** Answers the call's success body (serialised through its response schema), or the reply it sent itself. */
export type CallHandler<C extends CallSpec> = (
  request: CallRequest<C>,
  reply: FastifyReply,
  allowed: AllowedFor<C>,
) => Promise<CallReply<C> | FastifyReply> | CallReply<C> | FastifyReply;

/** What each session request's rule let through, from its `preValidation` check to its handler. */
const allowedOf = new WeakMap<FastifyRequest, Allowed>();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A rule must read a field its call declares: checked when the route is registered, so a typo fails at start. */
function checkRuleInput(call: CallSpec, from: RuleInput): void {
  const [part, key] = from.split('.') as ['params' | 'query' | 'body', string];
  const declared =
    part === 'params'
      ? call.path.split('/').includes(`:${key}`)
      : (() => {
          const schema = call[part] as { shape?: Record<string, unknown> } | undefined;
          return schema !== undefined && (schema.shape === undefined || key in schema.shape);
        })();
  if (!declared)
    throw new Error(`${call.method} ${call.path}: its rule reads ${from}, which the call does not declare`);
}

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
  const who = call.who;
  if (who && publicCall)
    throw new Error(`${call.method} ${call.path}: a ${call.access} call has no session to apply a rule to`);
  if (who && (who.kind === 'record' || who.kind === 'member')) checkRuleInput(call, who.from);
  const description = [who ? describeWho(who) : '', call.description ?? ''].filter(Boolean).join('\n\n');
  // Its own limit, per person rather than per session (plugins/request-limit.ts), instead of the general one.
  const limit = call.rateLimit
    ? callLimitHook(app, `${call.method} ${app.prefix}${call.path}`, call.rateLimit)
    : null;
  const onRequest = [...(limit ? [limit] : []), ...(call.access === 'config' ? [requireConfigToken] : [])];
  const readsId = who && (who.kind === 'record' || who.kind === 'member') ? who.from : null;
  /**
   * A session call's caller and rule are checked before its input is (`preValidation`): a stranger gets 401 and a
   * caller outside the rule 403 whatever they sent, and learns nothing of what the call expects. When the id the
   * rule reads is missing or malformed, the check waits for the input's own (422), then runs before the handler.
   */
  const applyRule = async (request: FastifyRequest): Promise<void> => {
    const actor = await requireActor(request);
    if (readsId) {
      const id = ruleValue(request, readsId);
      if (id === undefined || !UUID.test(id)) return;
    }
    allowedOf.set(request, await applyWho(app.db, who, actor, request));
  };

  const route: RouteOptions = {
    method: call.method,
    url: call.path,
    schema: {
      tags: [...call.tags],
      summary: call.summary,
      ...(description ? { description } : {}),
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
    ...(publicCall ? {} : { preValidation: applyRule }),
    handler: async (request, reply) => {
      if (status !== 200) void reply.status(status);
      const allowed = publicCall
        ? undefined
        : (allowedOf.get(request) ?? (await applyWho(app.db, who, await requireActor(request), request)));
      const answer = await handler(request as CallRequest<C>, reply, allowed as AllowedFor<C>);
      if (call.versioned?.etag && answer !== reply) tagVersion(reply, call, answer);
      return answer;
    },
  };
  app.route(route as Parameters<FeatureApp['route']>[0]);
}
