import { adminReportCalls, type auditPageSchema } from '@congregate/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi, type CallInput } from '../../../../../lib/api/call-api.ts';
import { auditKeys } from '../../../../../lib/query-keys.ts';

export type AuditPage = z.infer<typeof auditPageSchema>;
export type AuditEntry = AuditPage['items'][number];

/** The audit-log filters as the server names them; dates are `YYYY-MM-DD` (the `to` day included). */
export type AuditFilters = Omit<
  NonNullable<CallInput<typeof adminReportCalls.audit>['query']>,
  'cursor' | 'limit'
>;

const AUDIT_PAGE = 25;

/** `GET admin/audit`: who did what, when, newest first, within the admin's scope. */
export function fetchAuditLog(filters: AuditFilters, cursor: string | null): Promise<AuditPage> {
  return callApi(adminReportCalls.audit, {
    query: { limit: AUDIT_PAGE, ...filters, cursor: cursor ?? undefined },
  });
}

export function auditLogQueryOptions(filters: AuditFilters) {
  return infiniteQueryOptions({
    queryKey: auditKeys.list(filters),
    queryFn: ({ pageParam }) => fetchAuditLog(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: false,
  });
}

export function useAuditLog(filters: AuditFilters, enabled = true) {
  return useInfiniteQuery({ ...auditLogQueryOptions(filters), enabled });
}
