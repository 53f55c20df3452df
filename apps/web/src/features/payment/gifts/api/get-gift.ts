import { giftCalls, type GiftReceipt } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { givingKeys } from '../../../../lib/query-keys.ts';

/** `GET gifts/{id}`: one gift's receipt (the giver, and finance and locale admins of its locale). */
export function fetchGift(id: string): Promise<GiftReceipt> {
  return callApi(giftCalls.get, { params: { id } });
}

export const giftQueryOptions = (id: string) =>
  queryOptions({ queryKey: givingKeys.gift(id), queryFn: () => fetchGift(id), retry: false });

export function useGift(id: string) {
  return useQuery(giftQueryOptions(id));
}
