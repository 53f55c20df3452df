import { memberPlacementCalls, type Member } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type CallInput } from '../../../../lib/api/call-api.ts';
import { isApiError } from '../../../../lib/api/index.ts';
import { auditKeys, dashboardKeys, memberKeys, myProfileKeys } from '../../../../lib/query-keys.ts';

export type PlacementBody = CallInput<typeof memberPlacementCalls.place>['body'];

/**
 * `PATCH admin/members/{id}/placement` `{ type?, flockId? }`: answers the updated member. `version`: the
 * member record's version the choice is based on (`member.version`), sent as `If-Match` (stale → 412).
 */
export function patchMemberPlacement(
  memberId: string,
  body: PlacementBody,
  version?: number,
): Promise<Member> {
  return callApi(memberPlacementCalls.place, { params: { id: memberId }, body, ifMatch: version });
}

/**
 * Sets the member's type or flock, based on the record's `version` the page shows. Every screen showing the
 * member asks again at once: their profile and admin detail, the search, locale and flock lists
 * (`memberKeys.all`), the dashboard's counts by flock and cluster, and the audit log. After a 412 (someone
 * changed the member meanwhile) the member's screens ask again too, so the page shows the latest.
 */
export function useSetMemberPlacement(memberId: string, version?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlacementBody) => patchMemberPlacement(memberId, body, version),
    onSuccess: () =>
      Promise.all(
        [memberKeys.all, dashboardKeys.all, auditKeys.all, myProfileKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
    onError: (error) =>
      isApiError(error) && error.isStale
        ? Promise.all(
            [memberKeys.all, myProfileKeys.all].map((queryKey) =>
              queryClient.invalidateQueries({ queryKey }),
            ),
          )
        : undefined,
  });
}
