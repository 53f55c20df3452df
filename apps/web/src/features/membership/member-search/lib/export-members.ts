import { ADMIN_PAGE, type MemberListItem } from '@congregate/contracts';
import { postMemberSearch, type MemberFilters } from '../../../../lib/members/api/search-members.ts';

/** The most members one export holds; a larger result asks for narrower filters. */
export const EXPORT_MAX = 10_000;

export interface ExportProgress {
  fetched: number;
  total: number;
}

/**
 * Every member of a search, page after page (largest pages, one request at a time so the server is not
 * flooded), up to `EXPORT_MAX`. `capped` says the result had more than the file holds.
 */
export async function collectSearchResult(
  filters: MemberFilters,
  onProgress: (progress: ExportProgress) => void,
  signal?: AbortSignal,
): Promise<{ members: MemberListItem[]; total: number; totalExact: boolean; capped: boolean }> {
  const members: MemberListItem[] = [];
  let cursor: string | undefined;
  let total: number;
  let totalExact: boolean;
  do {
    const page = await postMemberSearch({ ...filters, cursor, limit: ADMIN_PAGE.maxLimit }, signal);
    // A broad text search stops counting (`totalExact` false): then the goal is the file's limit.
    totalExact = page.totalExact !== false;
    members.push(...page.items);
    cursor = page.nextCursor ?? undefined;
    total = totalExact ? page.total : members.length + (cursor ? 1 : 0);
    const goal = totalExact ? Math.min(total, EXPORT_MAX) : cursor ? EXPORT_MAX : members.length;
    onProgress({ fetched: Math.min(members.length, EXPORT_MAX), total: goal });
  } while (cursor && members.length < EXPORT_MAX);
  return {
    members: members.slice(0, EXPORT_MAX),
    total,
    totalExact,
    capped: members.length > EXPORT_MAX || Boolean(cursor) || total > EXPORT_MAX,
  };
}
