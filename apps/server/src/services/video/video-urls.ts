import type { AppConfig } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';

/** What the URL check reads from the config: the app's own origin and the video allow-lists. */
export type VideoUrlConfig = Pick<AppConfig, 'publicUrl'> & {
  video: Pick<AppConfig['video'], 'embedHosts' | 'streamHosts'>;
};

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const YOUTUBE_PAGES = new Set(['www.youtube.com', 'youtube.com', 'm.youtube.com']);
const VIMEO_PAGES = new Set(['vimeo.com', 'www.vimeo.com']);

const hostNotAllowed = (message: string, host: string) =>
  new AppError('host_not_allowed', message, {
    host,
    issues: [{ path: 'url', message, code: 'host_not_allowed' }],
  });

/** The YouTube video a watch or share page names (`/watch?v=ID`, `youtu.be/ID`, `/shorts/ID`), or null. */
function youtubeId(url: URL): string | null {
  if (url.hostname === 'youtu.be') {
    const id = url.pathname.slice(1);
    return YOUTUBE_ID.test(id) ? id : null;
  }
  if (!YOUTUBE_PAGES.has(url.hostname)) return null;
  const id =
    url.pathname === '/watch'
      ? url.searchParams.get('v')
      : (/^\/shorts\/([^/]+)$/.exec(url.pathname)?.[1] ?? null);
  return id !== null && YOUTUBE_ID.test(id) ? id : null;
}

/**
 * A provider's page turned into its player page, the only kind a frame may show (YouTube and Vimeo refuse to
 * be framed otherwise): YouTube's privacy-enhanced player when allowed, else its plain one; Vimeo's player.
 * Anything else is answered as it is.
 */
function playerUrlOf(url: URL, embedHosts: readonly string[]): URL {
  const youtube = youtubeId(url);
  if (youtube) {
    const host = ['www.youtube-nocookie.com', 'www.youtube.com'].find((h) => embedHosts.includes(h));
    if (host) return new URL(`https://${host}/embed/${youtube}`);
  }
  const vimeo = VIMEO_PAGES.has(url.hostname) ? url.pathname.slice(1) : null;
  if (vimeo !== null && VIMEO_ID.test(vimeo) && embedHosts.includes('player.vimeo.com')) {
    return new URL(`https://player.vimeo.com/video/${vimeo}`);
  }
  return url;
}

/**
 * THE check of a linked video's or livestream's address (issue 18), for `POST videos` and the livestream
 * calls: answers the URL to store, or refuses it with 422 `host_not_allowed`.
 * - `embed`: https, on a host of `VIDEO_EMBED_HOSTS` (the ones the content security policy lets the page
 *   frame); a YouTube or Vimeo page is turned into its player URL first.
 * - `hls`: the app's own origin (`PUBLIC_URL`), or https on a host of `VIDEO_STREAM_HOSTS` (the ones the
 *   content security policy lets the player fetch).
 */
export function checkVideoUrl(source: 'hls' | 'embed', address: string, config: VideoUrlConfig): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw hostNotAllowed('Give a full address', '');
  }
  if (source === 'embed') {
    const player = playerUrlOf(url, config.video.embedHosts);
    if (player.protocol !== 'https:' || !config.video.embedHosts.includes(player.hostname)) {
      throw hostNotAllowed(
        `Videos from ${url.hostname} cannot be embedded; use one of: ${config.video.embedHosts.join(', ') || 'none'}`,
        url.hostname,
      );
    }
    return player.toString();
  }
  const own = new URL(config.publicUrl);
  const sameOrigin = url.origin === own.origin;
  const streamHost = url.protocol === 'https:' && config.video.streamHosts.includes(url.hostname);
  if (!sameOrigin && !streamHost) {
    throw hostNotAllowed(
      `Streams from ${url.hostname} cannot be played here; use this app's own address` +
        (config.video.streamHosts.length ? ` or one of: ${config.video.streamHosts.join(', ')}` : ''),
      url.hostname,
    );
  }
  return url.toString();
}
