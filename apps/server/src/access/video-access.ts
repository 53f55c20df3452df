import { and, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { VideoAudience } from '@congregate/contracts';
import type { Executor } from '../db/executor.ts';
import { videos } from '../db/schema/index.ts';
import { isSuperAdmin, type Actor } from '../lib/actor.ts';
import { forbidden, notFound } from '../lib/errors.ts';
import { districtExists, findLocaleRef, findVideoPlace } from './access.repository.ts';
import { adminScopeOf, administers, grantsCount, outsideScope } from './scope.ts';

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
 * Where the caller belongs for the video rule (`watchesVideo`, `videoRowsFor`): their member record's locale
 * and its district. Read once per request, from the session's locale, never from the request.
 */
export async function readViewer(db: Executor, actor: Actor): Promise<Viewer> {
  if (!actor.localeId) return { localeId: null, districtId: null };
  const locale = await findLocaleRef(db, actor.localeId);
  return { localeId: actor.localeId, districtId: locale?.districtId ?? null };
}

declare const allowedVideo: unique symbol;

/** A place the video rule let the caller publish at (`publishingPlace`): the service takes it, not a body. */
export interface VideoPlaceInScope extends VideoPlace {
  readonly [allowedVideo]: true;
}

/** A video the video rule let the caller at (`videoInScope`): the service takes it instead of a bare id. */
export interface VideoInScope extends VideoPlaceInScope {
  readonly id: string;
}

/**
 * The video rule applied to one video (`GET|PATCH|DELETE videos/{id}`, its file and the caller's progress,
 * declared `rule.data`): `watch`, whoever may watch it; `edit`, whoever manages it. Anyone who may not watch it
 * is answered 404 — a video's existence is nobody else's business — and a watcher who may not edit it 403.
 * `lock` (inside a write's transaction): its row stays locked, so the rule holds until the write commits.
 */
export async function videoInScope(
  db: Executor,
  actor: Actor,
  videoId: string,
  action: 'watch' | 'edit',
  lock = false,
): Promise<VideoInScope> {
  const video = await findVideoPlace(db, videoId, lock);
  if (!video) throw notFound('The video');
  const { id, publishedAt, ...place } = video;
  if (!watchesVideo(actor, await readViewer(db, actor), place, publishedAt <= new Date())) {
    throw notFound('The video');
  }
  if (action === 'edit' && !managesVideo(actor, place)) {
    throw forbidden('Only an admin over its audience changes this video');
  }
  return { ...place, id } as VideoInScope;
}

/**
 * Where a new video goes (`POST videos`, declared `rule.data`), checked: the caller must publish for that audience
 * (`managesVideo`) — 403, and for a district or locale that does not exist 403 too (404 for a super admin).
 */
export async function publishingPlace(
  db: Executor,
  actor: Actor,
  target: { audience: VideoAudience; localeId?: string | null; districtId?: string | null },
): Promise<VideoPlaceInScope> {
  if (target.audience === 'all') {
    const place: VideoPlace = { audience: 'all', localeId: null, districtId: null, localeDistrictId: null };
    if (!managesVideo(actor, place)) throw forbidden('Only a super admin publishes a video for everyone');
    return place as VideoPlaceInScope;
  }
  if (target.audience === 'district') {
    const districtId = target.districtId!;
    const place: VideoPlace = { audience: 'district', localeId: null, districtId, localeDistrictId: null };
    const exists = await districtExists(db, districtId);
    if (!exists || !managesVideo(actor, place)) {
      throw outsideScope(actor, exists, 'The district', 'Only its district admins publish for this district');
    }
    return place as VideoPlaceInScope;
  }
  const locale = await findLocaleRef(db, target.localeId!);
  const place: VideoPlace = {
    audience: 'locale',
    localeId: target.localeId!,
    districtId: null,
    localeDistrictId: locale?.districtId ?? null,
  };
  if (!locale || !managesVideo(actor, place)) {
    throw outsideScope(actor, locale !== null, 'The locale', 'Only its admins publish for this locale');
  }
  return place as VideoPlaceInScope;
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
