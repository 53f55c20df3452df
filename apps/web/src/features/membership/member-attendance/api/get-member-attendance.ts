import { memberAttendanceCalls, type MemberAttendance } from '@congregate/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { attendanceKeys } from '../../../../lib/query-keys.ts';

export const ATTENDANCE_PAGE_SIZE = 20;

/** `GET members/{id}/attendance?limit&cursor`: one page of the member's check-ins, newest first. */
export function fetchMemberAttendance(
  memberId: string,
  cursor: string | null,
  limit = ATTENDANCE_PAGE_SIZE,
): Promise<MemberAttendance> {
  return callApi(memberAttendanceCalls.list, {
    params: { id: memberId },
    query: { limit, cursor: cursor ?? undefined },
  });
}

export function memberAttendanceQueryOptions(memberId: string) {
  return infiniteQueryOptions({
    queryKey: attendanceKeys.ofMember(memberId),
    queryFn: ({ pageParam }) => fetchMemberAttendance(memberId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    retry: false,
  });
}

export function useMemberAttendance(memberId: string) {
  return useInfiniteQuery(memberAttendanceQueryOptions(memberId));
}
