import { faceCalls, type FaceStatus } from '@congregate/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { faceEnrolmentKeys } from '../../../../lib/query-keys.ts';

/** `GET faces/status`: one's own (no `memberId`), or a member's as their admin. */
export function getFaceStatus(memberId: string | null): Promise<FaceStatus> {
  return callApi(faceCalls.status, { query: memberId ? { memberId } : {} });
}

export function useFaceStatus(memberId: string | null) {
  return useQuery({
    queryKey: faceEnrolmentKeys.status(memberId),
    queryFn: () => getFaceStatus(memberId),
  });
}
