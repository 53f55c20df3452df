import { isErrorEnvelope } from '@congregate/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, serviceUrl } from '../../../lib/api/index.ts';

/** The template's file name, as the server names it too. */
export const TEMPLATE_FILE_NAME = 'member-import-template.csv';

/** `GET admin/members/import/template`: the CSV header line and an example row, as a file. */
export async function fetchImportTemplate(): Promise<Blob> {
  const url = serviceUrl('membership', 'admin/members/import/template');
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include', headers: { Accept: 'text/csv' } });
  } catch {
    throw new ApiError(0, 'network_error', 'The server could not be reached');
  }
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => null);
    if (isErrorEnvelope(payload))
      throw new ApiError(response.status, payload.error.code, payload.error.message);
    throw new ApiError(response.status, 'http_error', `GET ${url} failed with status ${response.status}`);
  }
  return response.blob();
}

/** Downloading is an action (a button), not data a page shows: a mutation. */
export function useDownloadImportTemplate() {
  return useMutation({ mutationFn: fetchImportTemplate });
}
