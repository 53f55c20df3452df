import { and, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { VideoAudience } from '@congregate/contracts';
import { videos } from '../db/schema/index.ts';
import { isSuperAdmin, type Actor } from '../lib/actor.ts';
import { adminScopeOf, administers, grantsCount } from './scope.ts';

/**
 * THE video rule (issue 18). A video is for everyone (`all`), a district or a locale.
 * - Edit (publish, change, delete): `all` super admins; a district's its district admins and super admins; a
 *   locale's the admins over the locale (its locale admins, its district's admins, super admins).
 * - Watch: whoever may edit it, at any time; once published, endorsed members of its audience (a district's
 *   members are those of its locales; everyone's, any endorsed member and any admin).
 * Livestreams follow the locale rule: the locale's admins schedule them; any endorsed member may watch one, and
 * only the locale's own members are checked in by watching.
 */
export interface VideoPlace {
  audience: VideoAudience;
  localeId: string | null;
  districtId: string | null;
  /** The district of `localeId` (audience `locale`). */
  localeDistrictId: string | null;
}

/** Where the caller belongs: their member record's locale and that locale's district. */
export interface Viewer {
  localeId: string | null;
  districtId: string | null;
}

const districtAdminOf = (actor: Actor, districtId: string) =>
  grantsCount(actor) && actor.grants.some((g) => g.role === 'district_admin' && g.scopeId === districtId);

export function managesVideo(actor: Actor, place: VideoPlace): boolean {
  if (!grantsCount(actor)) return false;
  if (isSuperAdmin(actor)) return true;
  if (place.audience === 'district')
    return place.districtId !== null && districtAdminOf(actor, place.districtId);
  if (place.audience === 'locale') {
    return (
      place.localeId !== null &&
      administers(actor, { id: place.localeId, districtId: place.localeDistrictId })
    );
  }
  return false;
}

/** Whether the caller may publish for this audience at all (the admin page's choices). */
export const publishesFor = managesVideo;

export function watchesVideo(actor: Actor, viewer: Viewer, place: VideoPlace, published: boolean): boolean {
  if (managesVideo(actor, place)) return true;
  if (!published) return false;
  const scope = adminScopeOf(actor);
  const member = actor.endorsed && actor.memberId !== null;
  if (place.audience === 'all') return member || scope !== null;
  if (place.audience === 'district') {
    return member && viewer.districtId !== null && viewer.districtId === place.districtId;
  }
  return member && viewer.localeId !== null && viewer.localeId === place.localeId;
}

/**
 * The SQL form of `watchesVideo` over `videos` (lists, search, counts): the rows the caller may watch at `now`.
 * `manage`: only those the caller may edit.
 */
export function videoRowsFor(actor: Actor, viewer: Viewer, now: Date, manage = false): SQL {
  const editable = videoRowsEditableBy(actor);
  if (manage) return editable;
  const member = actor.endorsed && actor.memberId !== null;
  const scope = adminScopeOf(actor);
  const audience: SQL[] = [];
  if (member || scope !== null) audience.push(sql`${videos.audience} = 'all'`);
  if (member && viewer.districtId) {
    audience.push(
      and(sql`${videos.audience} = 'district'`, sql`${videos.districtId} = ${viewer.districtId}`)!,
    );
  }
  if (member && viewer.localeId) {
    audience.push(and(sql`${videos.audience} = 'locale'`, sql`${videos.localeId} = ${viewer.localeId}`)!);
  }
  const published = audience.length > 0 ? and(lte(videos.publishedAt, now), or(...audience)) : undefined;
  return or(editable, ...(published ? [published] : [])) ?? sql`false`;
}

/** The SQL form of `managesVideo` over `videos`. */
export function videoRowsEditableBy(actor: Actor): SQL {
  const scope = adminScopeOf(actor);
  if (!scope) return sql`false`;
  if (scope.all) return sql`true`;
  const parts: SQL[] = [];
  if (scope.districtIds.length > 0) {
    parts.push(and(sql`${videos.audience} = 'district'`, inArray(videos.districtId, scope.districtIds))!);
    parts.push(
      and(
        sql`${videos.audience} = 'locale'`,
        sql`${videos.localeId} in (select l.id from locales l where l.district_id in ${scope.districtIds})`,
      )!,
    );
  }
  if (scope.localeIds.length > 0) {
    parts.push(and(sql`${videos.audience} = 'locale'`, inArray(videos.localeId, scope.localeIds))!);
  }
  return or(...parts) ?? sql`false`;
}
