import { memberImportReportSchema, type MemberImportReport } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/index.ts';
import { apiUpload } from '../../../lib/api/api-upload.ts';
import { localeMembersKey } from './get-locale-members.ts';

export interface ImportRequest {
  file: File;
  /** Check only (true) or write (false). */
  dryRun: boolean;
  /** Import the valid rows and skip the others, instead of all-or-nothing. */
  partial: boolean;
  onProgress?: (percent: number) => void;
}

/** `POST admin/members/import?dryRun=&partial=` with the multipart field `file`: the import report. */
export function postMemberImport({
  file,
  dryRun,
  partial,
  onProgress,
}: ImportRequest): Promise<MemberImportReport> {
  const form = new FormData();
  form.append('file', file, file.name);
  const query = new URLSearchParams({ dryRun: String(dryRun), partial: String(partial) });
  return apiUpload('membership', `admin/members/import?${query}`, {
    form,
    schema: memberImportReportSchema,
    onProgress,
  });
}

/** The report a refused import (422, a file with errors and no `partial`) carries in `details`, if any. */
export function refusedImportReport(error: unknown): MemberImportReport | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const parsed = memberImportReportSchema.safeParse(error.details);
  return parsed.success ? parsed.data : null;
}

export function useImportMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postMemberImport,
    onSuccess: (report) => {
      if (!report.dryRun) void queryClient.invalidateQueries({ queryKey: localeMembersKey });
    },
  });
}
