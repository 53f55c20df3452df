import {
  defaultStatus,
  fillPath,
  isErrorEnvelope,
  queryString,
  type CallResult,
  type CallSpec,
  type QueryInput,
} from '@congregate/contracts';
import { z } from 'zod';
import { apiRequest } from './api-client.ts';
import { apiUpload } from './api-upload.ts';
import { ApiError } from './api-error.ts';
import { serviceUrl } from './web-config.ts';

type ParamsInput<C extends CallSpec> = C extends { params: infer P extends z.ZodType }
  ? { params: z.output<P> }
  : { params?: never };
type QueryPart<C extends CallSpec> = C extends { query: infer Q extends z.ZodType }
  ? object extends QueryInput<Q>
    ? { query?: QueryInput<Q> }
    : { query: QueryInput<Q> }
  : { query?: never };
type BodyInput<C extends CallSpec> = C extends { body: infer B extends z.ZodType }
  ? undefined extends z.input<B>
    ? { body?: z.input<B> }
    : { body: z.input<B> }
  : { body?: never };

/**
 * A write that honours `If-Match` (`versioned.ifMatch`) may say which version of the record it is based on
 * (the `version` of the answer it was made from); a stale one fails with a 412 `ApiError` (`isStale`).
 */
type VersionInput<C extends CallSpec> = C extends { versioned: { ifMatch: true } }
  ? { ifMatch?: number | undefined }
  : { ifMatch?: never };

/** What a caller passes for a call: its path parameters, query and body, typed by the descriptor. */
export type CallInput<C extends CallSpec> = ParamsInput<C> &
  QueryPart<C> &
  BodyInput<C> &
  VersionInput<C> & { signal?: AbortSignal };
/** Where a call goes: its path parameters and query. */
export type CallLocation<C extends CallSpec> = ParamsInput<C> & QueryPart<C>;
/** The input is optional when the call needs nothing. */
export type CallArgs<C extends CallSpec> =
  object extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>];

type LooseInput =
  { params?: unknown; query?: unknown; body?: unknown; ifMatch?: number; signal?: AbortSignal } | undefined;

/** The path (under the service's base URL) and query string of a call. */
function pathOf(call: CallSpec, input: LooseInput): string {
  return (
    fillPath(call, input?.params as Record<string, unknown> | undefined) +
    queryString(input?.query as Record<string, unknown> | undefined)
  );
}

/** The path (under the service's base URL) and query string of a call, e.g. for a link. */
export function callPath<C extends CallSpec>(
  call: C,
  ...[input]: object extends CallLocation<C> ? [input?: CallLocation<C>] : [input: CallLocation<C>]
): string {
  return pathOf(call, input as LooseInput);
}

/**
 * The answer schema of the call's success status — or, for a call with several (`201` recorded, `200`
 * already in), any of them, the default status's first.
 */
function answerSchema<C extends CallSpec>(call: C) {
  const first = defaultStatus(call);
  const schemas = [
    call.responses[first],
    ...Object.entries(call.responses)
      .filter(([status]) => Number(status) !== first)
      .map(([, schema]) => schema),
  ].filter((schema): schema is z.ZodType => schema !== undefined);
  if (schemas.length === 0) throw new Error(`${call.method} ${call.path} declares no answer`);
  const schema = schemas.length === 1 ? schemas[0]! : z.union(schemas as [z.ZodType, z.ZodType]);
  return schema as z.ZodType<CallResult<C>>;
}

/**
 * One call, by its contract descriptor: the URL is built from its path and params, the body and query
 * are typed by it, and the answer is checked against its success schema.
 */
export function callApi<C extends CallSpec>(call: C, ...[input]: CallArgs<C>): Promise<CallResult<C>> {
  if (call.upload) throw new Error(`${call.method} ${call.path} takes a file: use uploadCall`);
  const loose = input as LooseInput;
  return apiRequest(call.service, pathOf(call, loose), {
    method: call.method,
    body: loose?.body,
    schema: answerSchema(call),
    auth: call.access === 'config' ? 'config' : 'session',
    ifMatch: loose?.ifMatch,
    signal: loose?.signal,
  });
}

/** A file upload (`multipart/form-data`, one file in the descriptor's field) with progress. */
export function uploadCall<C extends CallSpec & { upload: object }>(
  call: C,
  input: Omit<CallInput<C>, 'body'> & {
    file: Blob;
    fileName?: string;
    /** Text fields sent with the file, before it (e.g. the PEP uploads' `type` and `id`). */
    fields?: Record<string, string>;
    onProgress?: (percent: number) => void;
  },
): Promise<CallResult<C>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(input.fields ?? {})) form.append(name, value);
  if (input.fileName) form.append(call.upload.field, input.file, input.fileName);
  else form.append(call.upload.field, input.file);
  return apiUpload(call.service, pathOf(call, input as LooseInput), {
    form,
    schema: answerSchema(call),
    onProgress: input.onProgress,
    signal: input.signal,
  });
}

/** A call that answers a file: its bytes, with cookies, or the error envelope thrown as ApiError. */
export async function downloadCall<C extends CallSpec & { file: object }>(
  call: C,
  ...[input]: CallArgs<C>
): Promise<Blob> {
  const loose = input as LooseInput;
  const url = serviceUrl(call.service, pathOf(call, loose));
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'include',
      headers: { Accept: call.file.contentTypes.join(', ') },
      signal: loose?.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network_error', 'The server could not be reached');
  }
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => null);
    if (isErrorEnvelope(payload)) {
      const { code, message, details } = payload.error;
      throw new ApiError(response.status, code, message, details);
    }
    throw new ApiError(response.status, 'http_error', `GET ${url} failed with status ${response.status}`);
  }
  return response.blob();
}
