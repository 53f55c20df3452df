import { memberAttendanceSchema, type MemberAttendance } from '@congregate/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/index.ts';

export const ATTENDANCE_PAGE_SIZE = 20;

/** `GET members/{id}/attendance?cursor&limit`: one page of the member's check-ins, newest first. */
export function fetchMemberAttendance(memberId: string, cursor: string | null, limit = ATTENDANCE_PAGE_SIZE): Promise<MemberAttendance> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  return apiRequest('membership', `members/${encodeURIComponent(memberId)}/attendance?${query}`, {
    schema: memberAttendanceSchema,
  });
}

export function memberAttendanceQueryOptions(memberId: string) {
  return infiniteQueryOptions({
    queryKey: ['membership', 'member-attendance', memberId] as const,
    queryFn: ({ pageParam }) => fetchMemberAttendance(memberId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    retry: false,
  });
}

export function useMemberAttendance(memberId: string) {
  return useInfiniteQuery(memberAttendanceQueryOptions(memberId));
}
