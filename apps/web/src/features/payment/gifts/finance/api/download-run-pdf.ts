import { statementCalls } from '@congregate/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadCall } from '../../../../../lib/api/call-api.ts';
import { saveFile } from '../../../../../lib/files/save-file.ts';

/** `GET statement-runs/{id}/pdf`: a finished run's statements in one PDF. */
export function useDownloadRunPdf() {
  return useMutation({
    mutationFn: async ({ id, year }: { id: string; year: number }) => {
      const blob = await downloadCall(statementCalls.runPdf, { params: { id } });
      saveFile(blob, `giving-statements-${year}.pdf`);
    },
  });
}
