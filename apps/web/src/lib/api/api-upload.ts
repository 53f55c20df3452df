import { isErrorEnvelope, type ServiceName } from '@congregate/contracts';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';
import { serviceUrl } from './web-config.ts';
import { isSameOrigin, readCookie } from './xsrf.ts';

export interface UploadOptions<T> {
  /** The multipart body (e.g. a `photo` or `file` field). */
  form: FormData;
  schema: z.ZodType<T>;
  /** Called with 0–100 while the body is sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * A multipart `POST` with upload progress (fetch cannot report it): cookies included, the XSRF header
 * copied as for every unsafe request, errors thrown as ApiError, the answer checked against its schema.
 */
export function apiUpload<T>(service: ServiceName, path: string, options: UploadOptions<T>): Promise<T> {
  const url = serviceUrl(service, path);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (isSameOrigin(url)) {
      const xsrf = readCookie('XSRF-TOKEN');
      if (xsrf) xhr.setRequestHeader('X-XSRF-TOKEN', xsrf);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', 'The server could not be reached'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    xhr.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON: handled below by status.
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        if (isErrorEnvelope(payload)) {
          const { code, message, details } = payload.error;
          reject(new ApiError(xhr.status, code, message, details));
        } else reject(new ApiError(xhr.status, 'http_error', `POST ${url} failed with status ${xhr.status}`));
        return;
      }
      const parsed = options.schema.safeParse(payload);
      if (parsed.success) resolve(parsed.data);
      else
        reject(new ApiError(xhr.status, 'invalid_response', `POST ${url} answered in an unexpected shape`));
    };
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(options.form);
  });
}
