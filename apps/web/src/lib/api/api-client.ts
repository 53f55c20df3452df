import { isErrorEnvelope, versionTag, type ServiceName } from '@congregate/contracts';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';
import { getWebConfig, serviceUrl } from './web-config.ts';
import { isSameOrigin, readCookie } from './xsrf.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T> {
  method?: HttpMethod;
  body?: unknown;
  /** Contract schema of the answer; the answer is checked against it. */
  schema: z.ZodType<T>;
  /**
   * `session` (default): the httpOnly session cookie. `config`: the configuration token as Bearer.
   * `none`: no credentials beyond what the browser always sends.
   */
  auth?: 'session' | 'config' | 'none';
  /** The record version the write is based on, sent as `If-Match: "<version>"` (412 when it is stale). */
  ifMatch?: number;
  signal?: AbortSignal;
}

/** One call to a service: JSON in and out, cookies included, errors thrown as ApiError. */
export async function apiRequest<T>(
  service: ServiceName,
  path: string,
  options: RequestOptions<T>,
): Promise<T> {
  const url = serviceUrl(service, path);
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.auth === 'config') headers.Authorization = `Bearer ${getWebConfig().configToken}`;
  if (options.ifMatch !== undefined) headers['If-Match'] = versionTag(options.ifMatch);
  if (method !== 'GET' && isSameOrigin(url)) {
    const xsrf = readCookie('XSRF-TOKEN');
    if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  }

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network_error', 'The server could not be reached');
  }

  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (isErrorEnvelope(payload)) {
      const { code, message, details } = payload.error;
      throw new ApiError(response.status, code, message, details);
    }
    throw new ApiError(
      response.status,
      'http_error',
      `${method} ${url} failed with status ${response.status}`,
    );
  }
  const parsed = options.schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(
      response.status,
      'invalid_response',
      `${method} ${url} answered in an unexpected shape`,
      {
        issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      },
    );
  }
  return parsed.data;
}
