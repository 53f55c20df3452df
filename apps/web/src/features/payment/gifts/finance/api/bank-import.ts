import { giftRecordCalls, type BankImportInput } from '@congregate/contracts';
import { useCallMutation } from '../../../../../lib/api/use-call-mutation.ts';
import { givingKeys } from '../../../../../lib/query-keys.ts';

/** `POST gifts/bank-import/preview`: the statement's lines, matched or with the reason; nothing recorded. */
export function usePreviewBankImport() {
  return useCallMutation(giftRecordCalls.previewBankImport, {
    input: (body: { localeId: string; csv: string }) => ({ body }),
  });
}

/** `POST gifts/bank-import`: the chosen lines recorded as bank transfers; the locale's lists and totals refresh. */
export function useImportBank() {
  return useCallMutation(giftRecordCalls.importBank, {
    input: (body: BankImportInput) => ({ body }),
    invalidates: [givingKeys.gifts()],
  });
}
