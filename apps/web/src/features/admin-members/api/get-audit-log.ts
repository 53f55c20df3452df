import { auditPageSchema } from '@congregate/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/index.ts';

export type AuditPage = z.infer<typeof auditPageSchema>;
export type AuditEntry = AuditPage['items'][number];

/** The audit-log filters as the server names them; dates are `YYYY-MM-DD` (the `to` day included). */
export interface AuditFilters {
  actorUserId?: string;
  memberId?: string;
  action?: string;
  from?: string;
  to?: string;
}

const AUDIT_PAGE = 25;

/** `GET admin/audit`: who did what, when, newest first, within the admin's scope. */
export function fetchAuditLog(filters: AuditFilters, cursor: string | null): Promise<AuditPage> {
  const query = new URLSearchParams({ limit: String(AUDIT_PAGE) });
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  if (cursor) query.set('cursor', cursor);
  return apiRequest('membership', `admin/audit?${query}`, { schema: auditPageSchema });
}

export function auditLogQueryOptions(filters: AuditFilters) {
  return infiniteQueryOptions({
    queryKey: ['membership', 'admin-audit', filters] as const,
    queryFn: ({ pageParam }) => fetchAuditLog(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: false,
  });
}

export function useAuditLog(filters: AuditFilters, enabled = true) {
  return useInfiniteQuery({ ...auditLogQueryOptions(filters), enabled });
}
