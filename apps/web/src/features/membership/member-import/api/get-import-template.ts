import { memberImportCalls } from '@congregate/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadCall } from '../../../../lib/api/call-api.ts';

/** The template's file name, as the server names it too. */
export const TEMPLATE_FILE_NAME = 'member-import-template.csv';

/** `GET admin/members/import/template`: the CSV header line and an example row, as a file. */
export function fetchImportTemplate(): Promise<Blob> {
  return downloadCall(memberImportCalls.template);
}

/** Downloading is an action (a button), not data a page shows: a mutation. */
export function useDownloadImportTemplate() {
  return useMutation({ mutationFn: fetchImportTemplate });
}
