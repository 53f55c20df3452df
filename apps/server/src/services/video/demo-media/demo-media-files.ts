import { fileURLToPath } from 'node:url';

/**
 * The demo's video files, made by `scripts/make-demo-media.mjs` and committed: twelve short MP4 clips the demo
 * videos are copied from, and one HLS rendition (`live/`) the demo livestreams and HLS video play from
 * `/demo-media/` (served only with demo data on).
 */
export const DEMO_MEDIA_DIR = fileURLToPath(new URL('./files/', import.meta.url));

/** Where the demo's HLS rendition plays from: the app's own origin, so no VIDEO_STREAM_HOSTS is needed. */
export const DEMO_LIVE_URL = '/demo-media/live/index.m3u8';

/** The clips in `files/clips/` (`{name}.mp4`) and their lengths in seconds, as the script makes them. */
export const DEMO_CLIPS = [
  { name: 'sunday-service', seconds: 16 },
  { name: 'bible-study', seconds: 16 },
  { name: 'worship-night', seconds: 8 },
  { name: 'youth-camp', seconds: 7 },
  { name: 'testimony-healing', seconds: 7 },
  { name: 'choir-rehearsal', seconds: 8 },
  { name: 'prayer-meeting', seconds: 7 },
  { name: 'baptism-sunday', seconds: 8 },
  { name: 'family-day', seconds: 7 },
  { name: 'mission-report', seconds: 8 },
  { name: 'kids-church', seconds: 6 },
  { name: 'thanksgiving', seconds: 8 },
] as const;
export type DemoClip = (typeof DEMO_CLIPS)[number]['name'];

/** Seconds of the HLS rendition in `files/live/`. */
export const DEMO_LIVE_SECONDS = 24;
