/** Value lists and limits of the video service (`/api/video/`, issue 18). */

/**
 * Where a video plays from: `upload` (an MP4 kept by Congregate, served with range requests), `hls` (an HLS
 * playlist URL, played with hls.js) or `embed` (a provider's player page from the allow-list, in a frame).
 */
export const videoSources = ['upload', 'hls', 'embed'] as const;
export type VideoSource = (typeof videoSources)[number];

/** A livestream plays from an HLS URL or an embedded provider's player. */
export const livestreamSources = ['hls', 'embed'] as const;
export type LivestreamSource = (typeof livestreamSources)[number];

/** Who a video is for: every member (`all`, super admins publish), a district's, or one locale's. */
export const videoAudiences = ['all', 'district', 'locale'] as const;
export type VideoAudience = (typeof videoAudiences)[number];

/** Where a livestream stands now: `scheduled` (starts later), `live` (between its start and end), `ended`. */
export const livestreamStates = ['scheduled', 'live', 'ended'] as const;
export type LivestreamState = (typeof livestreamStates)[number];

/** Why a watcher was not (yet) credited with attendance (`watch` answer). */
export const livestreamCreditStates = [
  /** Counting: `watchedSeconds` of `creditSeconds`. */
  'counting',
  /** Checked in to the gathering, now or earlier (once). */
  'credited',
  /** Only members of the livestream's locale are checked in by watching. */
  'other_locale',
  /** No gathering of the locale is open for this stream (an ad-hoc stream); watching counts for nothing. */
  'no_gathering',
] as const;
export type LivestreamCreditState = (typeof livestreamCreditStates)[number];

/**
 * Hosts whose player pages an `embed` URL may name (https only) when `VIDEO_EMBED_HOSTS` is not set; the
 * content security policy lets exactly these be framed.
 */
export const DEFAULT_VIDEO_EMBED_HOSTS = [
  'www.youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  'www.facebook.com',
] as const;

export const VIDEO_LIMITS = {
  titleMax: 200,
  descriptionMax: 4000,
  urlMax: 2000,
  searchMax: 100,
  listLimitDefault: 24,
  listLimitMax: 60,
  /** How many videos "Continue watching" shows. */
  continueWatchingMax: 12,
  /** A position under this many seconds (or within this of the end) is not "continue watching". */
  progressEdgeSeconds: 5,
  /** Seconds between a watcher's heartbeats (the page sends one this often while the stream plays). */
  heartbeatSeconds: 60,
  /** Most seconds one heartbeat adds: a late beat (a tab in the background, a lost connection) adds no more. */
  heartbeatMaxSeconds: 90,
  /** A livestream lasts at most this many hours. */
  livestreamMaxHours: 12,
  /** Default upload limit (VIDEO_UPLOAD_MAX_MB). */
  uploadMaxMbDefault: 1024,
  /** Default minutes of watching a livestream that check the member in (LIVESTREAM_CREDIT_MINUTES). */
  creditMinutesDefault: 20,
} as const;
