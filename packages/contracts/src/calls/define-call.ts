import { z } from 'zod';
import type { ServiceName } from '../config.ts';
import type { WhoRule } from './who.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Statuses a call answers with a body of its own. */
/** 302: the call answers by sending the browser elsewhere (social sign-in's start and callback); its body is empty. */
export type SuccessStatus = 200 | 201 | 202 | 302;
/** Statuses a call answers with the error envelope. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 412 | 413 | 415 | 416 | 422 | 429 | 503;

/** `:name` segments of a path: `PathParamNames<'/members/:id/documents/:docId'>` is `'id' | 'docId'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * One call of the API, described once: the server registers its route from it, the web client is typed
 * by it, and the web tests' fake server answers by it.
 */
export interface CallSpec {
  readonly service: ServiceName;
  readonly method: HttpMethod;
  /** Under the service prefix (or the origin when `root`), with `:name` parameters, e.g. `/admin/members/:id/placement`. */
  readonly path: string;
  /** Path parameters; its keys are exactly the path's `:name` segments (checked by `defineCall`). */
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** JSON body. */
  readonly body?: z.ZodType;
  /** A `multipart/form-data` body of one file in `field` instead of JSON (the route reads and checks it). */
  readonly upload?: { readonly field: string; readonly description: string };
  /** The answer is a file, not JSON. */
  readonly file?: { readonly description: string; readonly contentTypes: readonly string[] };
  /** The answer of each success status. */
  readonly responses: { readonly [S in SuccessStatus]?: z.ZodType };
  /** Error statuses the call documents; each answers `{ error: { code, message, details? } }`. */
  readonly errors: readonly ErrorStatus[];
  /** `session` (default rule: a signed-in caller), `public` (no session), `config` (the configuration token). */
  readonly access: 'session' | 'public' | 'config';
  /**
   * Who inside a session may call (`calls/who.ts`): the server applies it before the handler runs and hands the
   * handler what it loaded, the OpenAPI text says it, and the scope matrices test it. Every `session` call names one.
   */
  readonly who?: WhoRule;
  /**
   * A tighter request limit than the server-wide one (uploads, public forms), counted instead of it and per
   * person: per user across all their sessions, and per address as well without a session, on a public call
   * and for an unendorsed account, so signing in again buys no new budget. 429 past it.
   */
  readonly rateLimit?: { readonly max: number; readonly timeWindow: string };
  /** Served at the origin's root rather than under the service prefix (profile photo files). */
  readonly root?: true;
  /**
   * Optimistic concurrency for a record a member and an admin can both edit. `etag` reads the record's
   * version from the success answer: the server sends it as `ETag: "<version>"` (the answer carries it too,
   * so a stored copy keeps it). `ifMatch`: the write honours `If-Match: "<version>"` — a version other than
   * the record's current one answers 412 `precondition_failed` and writes nothing; without the header the
   * write goes ahead as before (older clients).
   */
  readonly versioned?: {
    readonly etag?: (answer: never) => number | undefined;
    readonly ifMatch?: true;
  };
  readonly tags: readonly string[];
  readonly summary: string;
  readonly description?: string;
}

type Keys<S> = S extends z.ZodType ? keyof z.output<S> & string : never;

/** `never` unless the params schema names exactly the path's parameters, so a mismatch fails the type check. */
type ParamsMatchPath<C extends CallSpec> = [PathParamNames<C['path']>] extends [never]
  ? C extends { params: z.ZodType }
    ? { params: 'this path has no :parameters' }
    : unknown
  : C extends { params: infer P extends z.ZodType }
    ? [Exclude<PathParamNames<C['path']>, Keys<P>> | Exclude<Keys<P>, PathParamNames<C['path']>>] extends [
        never,
      ]
      ? unknown
      : { params: `params must name exactly: ${PathParamNames<C['path']>}` }
    : { params: `params required for: ${PathParamNames<C['path']>}` };

/** Declares a call; the literal type is kept so that paths, params, bodies and answers type both sides. */
export function defineCall<const C extends CallSpec>(call: C & ParamsMatchPath<C>): C {
  return call;
}

// ---- What the two sides read from a descriptor ----

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The success statuses a call declares. */
export type SuccessStatusOf<C extends CallSpec> = Extract<keyof C['responses'], SuccessStatus>;

/** The parsed answer of a call's success status(es). */
export type CallResult<C extends CallSpec> = {
  [S in SuccessStatusOf<C>]: Out<C['responses'][S]>;
}[SuccessStatusOf<C>];

/** What a handler may answer with (before the response schema serialises it). */
export type CallReply<C extends CallSpec> = {
  [S in SuccessStatusOf<C>]: C['responses'][S] extends z.ZodType ? z.input<C['responses'][S]> : never;
}[SuccessStatusOf<C>];

export type CallParams<C extends CallSpec> = C extends { params: infer P extends z.ZodType }
  ? z.output<P>
  : undefined;
export type CallBody<C extends CallSpec> = C extends { body: infer B extends z.ZodType }
  ? z.output<B>
  : undefined;
export type CallQuery<C extends CallSpec> = C extends { query: infer Q extends z.ZodType }
  ? z.output<Q>
  : undefined;

/**
 * What a client writes in a query string: the schema's input where it is precise, else its output
 * (a coerced number is written as a number).
 */
export type QueryInput<S extends z.ZodType> = {
  [K in keyof z.input<S>]: unknown extends z.input<S>[K]
    ? K extends keyof z.output<S>
      ? z.output<S>[K]
      : never
    : z.input<S>[K];
};

/** The status a successful call answers with when the handler does not choose. */
export function defaultStatus(call: CallSpec): SuccessStatus {
  const declared = Object.keys(call.responses).map(Number) as SuccessStatus[];
  return declared.includes(200) || declared.length === 0 ? 200 : declared[0]!;
}

/** The call's path with its parameters filled in (each URI-encoded). */
export function fillPath(call: CallSpec, params: Record<string, unknown> | undefined): string {
  return call.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${call.method} ${call.path}: the parameter "${name}" is missing`);
    }
    return encodeURIComponent(String(value));
  });
}

/** A query string (with its `?`, or empty) from a query object: undefined and null are left out, arrays repeat. */
export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const one of Array.isArray(value) ? value : [value]) {
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(one))}`);
    }
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** A regular expression matching the call's filled path, with one named group per parameter. */
export function pathPattern(call: CallSpec): RegExp {
  const source = call.path
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? `(?<${segment.slice(1)}>[^/]+)`
        : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}/?$`);
}

// ---- Record versions (ETag / If-Match) ----

/** The `ETag` (and `If-Match`) value of a record version: a strong entity tag, `"7"`. */
export function versionTag(version: number): string {
  return `"${version}"`;
}

/** The record version in a call's success answer, when the call declares one (`versioned.etag`). */
export function versionOfAnswer(call: CallSpec, answer: unknown): number | undefined {
  const read = call.versioned?.etag as ((answer: unknown) => number | undefined) | undefined;
  return read && answer !== null && typeof answer === 'object' ? read(answer) : undefined;
}

/** A write's precondition on the record version: none, any version (`*`), or one of these. */
export type IfMatch = 'any' | readonly number[] | undefined;

/**
 * What an `If-Match` header asks for: `undefined` without one (no check), `'any'` for `*`, else the versions
 * it lists. A weak (`W/"7"`) or malformed tag matches no version (RFC 9110 compares strongly), so it fails.
 */
export function versionsOfIfMatch(header: string | undefined): IfMatch {
  if (header === undefined) return undefined;
  if (header.trim() === '*') return 'any';
  return header.split(',').flatMap((tag) => {
    const match = /^\s*"(\d{1,15})"\s*$/.exec(tag);
    return match ? [Number(match[1])] : [];
  });
}

/** A file answer (bytes); the server sends a Buffer, which is a Uint8Array. */
export const fileAnswerSchema = z.custom<Uint8Array>((value) => value instanceof Uint8Array);

// ---- Error sets shared by many calls ----

/** A call about one thing in someone's scope: no session, not allowed, not found. */
export const denied = [401, 403, 404] as const satisfies readonly ErrorStatus[];
/** A call that changes something: as `denied`, plus a conflict or invalid input. */
export const refused = [...denied, 409, 422] as const satisfies readonly ErrorStatus[];
/** A file upload: as `denied`, plus an unreadable, too large, wrongly typed or undecodable file. */
export const uploadRefused = [...denied, 400, 413, 415, 422] as const satisfies readonly ErrorStatus[];
