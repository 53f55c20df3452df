import { statementCalls } from '@congregate/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadCall } from '../../../../lib/api/call-api.ts';
import { saveFile } from '../../../../lib/files/save-file.ts';

/** `GET statements/{year}?memberId`: a year-end giving statement as PDF (without `memberId`, one's own). */
export function downloadStatement(year: number, memberId?: string): Promise<Blob> {
  return downloadCall(statementCalls.statement, {
    params: { year },
    query: memberId ? { memberId } : {},
  });
}

/** Downloads the statement and saves it as `giving-statement-{year}.pdf`. */
export function useDownloadStatement() {
  return useMutation({
    mutationFn: async ({ year, memberId }: { year: number; memberId?: string }) => {
      saveFile(await downloadStatement(year, memberId), `giving-statement-${year}.pdf`);
    },
  });
}
