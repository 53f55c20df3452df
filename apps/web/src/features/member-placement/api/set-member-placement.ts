import { memberPlacementCalls, type Member } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type CallInput } from '../../../lib/api/call-api.ts';
import { auditKeys, dashboardKeys, memberKeys } from '../../../lib/query-keys.ts';

export type PlacementBody = CallInput<typeof memberPlacementCalls.place>['body'];

/** `PATCH admin/members/{id}/placement` `{ type?, flockId? }`: answers the updated member. */
export function patchMemberPlacement(memberId: string, body: PlacementBody): Promise<Member> {
  return callApi(memberPlacementCalls.place, { params: { id: memberId }, body });
}

/**
 * Sets the member's type or flock. Every screen showing the member asks again at once: their profile and
 * admin detail, the search, locale and flock lists (`memberKeys.all`), the dashboard's counts by flock
 * and cluster, and the audit log.
 */
export function useSetMemberPlacement(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlacementBody) => patchMemberPlacement(memberId, body),
    onSuccess: () =>
      Promise.all(
        [memberKeys.all, dashboardKeys.all, auditKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
