import { giftRecordCalls, type RecordGiftInput } from '@congregate/contracts';
import { callApi } from '../../../../../lib/api/call-api.ts';
import { useCallMutation } from '../../../../../lib/api/use-call-mutation.ts';
import { givingKeys } from '../../../../../lib/query-keys.ts';

/** `POST gifts`: finance records a gift received outside the app; the locale's lists and totals refresh. */
export function useRecordGift() {
  return useCallMutation(giftRecordCalls.record, {
    input: (body: RecordGiftInput) => ({ body }),
    invalidates: [givingKeys.gifts()],
  });
}

/** `GET gifts/reference`: the member and funds a transfer reference names in the locale. */
export function findReference(localeId: string, reference: string) {
  return callApi(giftRecordCalls.findReference, { query: { localeId, reference } });
}
