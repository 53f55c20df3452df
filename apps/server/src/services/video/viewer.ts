import { findLocaleRef } from '../../access/access.repository.ts';
import type { Viewer } from '../../access/video-access.ts';
import type { Executor } from '../../db/executor.ts';
import type { Actor } from '../../lib/actor.ts';

/**
 * Where the caller belongs for the video rule (`watchesVideo`, `videoRowsFor`): their member record's locale
 * and its district. Read once per request, from the session's locale, never from the request.
 */
export async function readViewer(db: Executor, actor: Actor): Promise<Viewer> {
  if (!actor.localeId) return { localeId: null, districtId: null };
  const locale = await findLocaleRef(db, actor.localeId);
  return { localeId: actor.localeId, districtId: locale?.districtId ?? null };
}
