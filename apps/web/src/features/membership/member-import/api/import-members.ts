import { memberImportCalls, memberImportReportSchema, type MemberImportReport } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadCall } from '../../../../lib/api/call-api.ts';
import { isApiError } from '../../../../lib/api/index.ts';
import { auditKeys, dashboardKeys, memberKeys } from '../../../../lib/query-keys.ts';

export interface ImportRequest {
  file: File;
  /** Check only (true) or write (false). */
  dryRun: boolean;
  /** Import the valid rows and skip the others, instead of all-or-nothing. */
  partial: boolean;
  onProgress?: (percent: number) => void;
}

const flag = (value: boolean) => (value ? 'true' : 'false');

/** `POST admin/members/import?dryRun=&partial=` with the multipart field `file`: the import report. */
export function postMemberImport({
  file,
  dryRun,
  partial,
  onProgress,
}: ImportRequest): Promise<MemberImportReport> {
  return uploadCall(memberImportCalls.importMembers, {
    query: { dryRun: flag(dryRun), partial: flag(partial) },
    file,
    fileName: file.name,
    onProgress,
  });
}

/** The report a refused import (422, a file with errors and no `partial`) carries in `details`, if any. */
export function refusedImportReport(error: unknown): MemberImportReport | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const parsed = memberImportReportSchema.safeParse(error.details);
  return parsed.success ? parsed.data : null;
}

/** Checks or imports a file; an import that wrote members refreshes every member list, the dashboard and the audit log. */
export function useImportMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postMemberImport,
    onSuccess: async (report) => {
      if (report.dryRun) return;
      await Promise.all(
        [memberKeys.all, dashboardKeys.all, auditKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
