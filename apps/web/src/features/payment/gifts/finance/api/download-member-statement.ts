import { statementCalls } from '@congregate/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadCall } from '../../../../../lib/api/call-api.ts';
import { saveFile } from '../../../../../lib/files/save-file.ts';

/** `GET statements/{year}?memberId`: one member's statement for a year. */
export function useDownloadMemberStatement() {
  return useMutation({
    mutationFn: async ({ memberId, year, name }: { memberId: string; year: number; name: string }) => {
      const blob = await downloadCall(statementCalls.statement, { params: { year }, query: { memberId } });
      const slug = name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'member';
      saveFile(blob, `giving-statement-${year}-${slug}.pdf`);
    },
  });
}
