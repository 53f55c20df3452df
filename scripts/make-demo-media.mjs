#!/usr/bin/env node
// Makes the demo's video files (issue 18): twelve short MP4 clips the demo videos play and one HLS rendition
// (fMP4 segments) the demo livestreams and the demo's HLS video play. The files are committed, in
// apps/server/src/services/video/demo-media/files/; run this again only to change them.
//
// Needs ffmpeg with libx264, libfreetype and AAC: FFMPEG=/path/to/ffmpeg, or the static build from npm, kept out
// of package.json on purpose (70 MB, needed once):
//   npm i --no-save @ffmpeg-installer/ffmpeg@1.1.0 && node scripts/make-demo-media.mjs
// The clips' captions use a bold sans-serif font found with fontconfig (`fc-match`); without one they have none.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'apps/server/src/services/video/demo-media/files');

/**
 * The clips: file name (demo-video.ts names them), caption, picture (an ffmpeg source and its filters) and tone
 * (Hz). Small on purpose: 320×180, 12 frames a second, mono AAC at 16 kb/s. Two are 16 seconds long: the demo
 * member is halfway through them, and "Continue watching" leaves out the first and last 5 seconds of a video.
 * demo-media.ts lists the same names and lengths.
 */
const CLIPS = [
  {
    name: 'sunday-service',
    caption: 'Sunday Service',
    seconds: 16,
    tone: 392,
    picture: "nullsrc=s=320x180,geq=r='255-Y/2':g='150-Y/2+30*sin(T/2)':b='70+Y'",
  },
  { name: 'bible-study', caption: 'Bible Study', seconds: 16, tone: 330, picture: 'smptebars=s=320x180' },
  {
    name: 'worship-night',
    caption: 'Worship Night',
    seconds: 8,
    tone: 440,
    picture: 'mandelbrot=s=320x180:maxiter=120:start_scale=2.5:end_scale=0.6',
  },
  {
    name: 'youth-camp',
    caption: 'Youth Camp',
    seconds: 7,
    tone: 523,
    picture: 'color=c=0x1c7ed6:s=320x180,hue=h=t*45:s=1.4',
  },
  {
    name: 'testimony-healing',
    caption: 'Testimony',
    seconds: 7,
    tone: 294,
    picture: 'color=c=0x7048e8:s=320x180,vignette=angle=PI/3,hue=h=t*10',
  },
  {
    name: 'choir-rehearsal',
    caption: 'Choir Rehearsal',
    seconds: 8,
    tone: 349,
    picture: 'life=s=320x180:mold=10:r=12:ratio=0.1:death_color=#1b1464:life_color=#ffd43b',
  },
  {
    name: 'prayer-meeting',
    caption: 'Prayer Meeting',
    seconds: 7,
    tone: 262,
    picture: 'rgbtestsrc=s=320x180',
  },
  {
    name: 'baptism-sunday',
    caption: 'Baptism Sunday',
    seconds: 8,
    tone: 587,
    picture: "nullsrc=s=320x180,geq=r='40+40*sin(T)':g='110+X/3':b='180+Y/3'",
  },
  {
    name: 'family-day',
    caption: 'Family Day',
    seconds: 7,
    tone: 415,
    picture: 'smptehdbars=s=320x180,hue=H=t',
  },
  {
    name: 'mission-report',
    caption: 'Mission Report',
    seconds: 8,
    tone: 370,
    picture: "nullsrc=s=320x180,geq=r='200-Y/2':g='120+60*sin(X/40+T*2)':b='60'",
  },
  { name: 'kids-church', caption: 'Kids Church', seconds: 6, tone: 659, picture: 'testsrc=s=320x180' },
  {
    name: 'thanksgiving',
    caption: 'Thanksgiving',
    seconds: 8,
    tone: 311,
    picture:
      'mandelbrot=s=320x180:maxiter=80:start_x=-0.75:start_y=0.1:start_scale=0.5:end_scale=0.05:inner=period',
  },
];

/** The livestream's rendition: a longer clip cut into 2-second fMP4 segments (a VOD playlist). */
const LIVE = {
  caption: 'Live worship',
  seconds: 24,
  tone: 440,
  picture: "nullsrc=s=320x180,geq=r='30+X/5':g='70+40*sin(T/3)':b='140+Y/2'",
  badge: 'LIVE',
};

function findFfmpeg() {
  if (process.env.FFMPEG) return process.env.FFMPEG;
  try {
    return createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg').path;
  } catch {
    console.error('No ffmpeg: set FFMPEG, or run "npm i --no-save @ffmpeg-installer/ffmpeg@1.1.0" first.');
    process.exit(1);
  }
}

function findFont() {
  try {
    const file = execFileSync('fc-match', ['-f', '%{file}', 'DejaVu Sans:bold'], { encoding: 'utf8' }).trim();
    return file && fs.existsSync(file) ? file : null;
  } catch {
    return null;
  }
}

const ffmpeg = findFfmpeg();
const font = findFont();
if (!font) console.warn('No font found (fc-match): the clips will have no caption.');

/** The picture with its caption and a running clock, as a filter graph source. */
function picture(clip) {
  const filters = [`${clip.picture}`, 'fps=12', 'format=yuv420p'];
  if (font) {
    const text = (value) => value.replace(/[\\':]/g, (c) => `\\${c}`);
    filters.push(
      `drawtext=fontfile=${font}:text='${text(clip.caption)}':fontsize=26:fontcolor=white:borderw=2:bordercolor=black@0.8:x=(w-tw)/2:y=(h-th)/2-12`,
      `drawtext=fontfile=${font}:text='Congregate demo  %{pts\\:hms}':fontsize=12:fontcolor=white:borderw=1:bordercolor=black@0.8:x=(w-tw)/2:y=h-24`,
    );
    if (clip.badge) {
      filters.push(
        `drawtext=fontfile=${font}:text='${text(clip.badge)}':fontsize=14:fontcolor=white:box=1:boxcolor=0xe03131:boxborderw=4:x=10:y=10`,
      );
    }
  }
  return filters.join(',');
}

/** The encoding every file shares: H.264 main, a key frame every 2 seconds, mono AAC. */
function encoding(seconds, videoKbps = 28) {
  return [
    ...['-t', String(seconds)],
    ...['-c:v', 'libx264', '-profile:v', 'main', '-preset', 'veryslow', '-tune', 'animation'],
    ...['-crf', '34', '-maxrate', `${videoKbps}k`, '-bufsize', `${videoKbps * 2}k`],
    ...['-g', '24', '-keyint_min', '24', '-sc_threshold', '0', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-b:a', '16k', '-ac', '1', '-ar', '22050'],
  ];
}

function run(args) {
  const result = spawnSync(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`ffmpeg failed: ${args.join(' ')}`);
}

function inputs(clip) {
  return [
    ...['-f', 'lavfi', '-i', picture(clip)],
    // A soft tone that fades in and out, so a muted player and a playing one sound different.
    ...[
      '-f',
      'lavfi',
      '-i',
      `sine=f=${clip.tone}:r=22050,volume=0.2,afade=t=in:d=1,afade=t=out:st=${clip.seconds - 1}:d=1`,
    ],
  ];
}

fs.mkdirSync(path.join(out, 'clips'), { recursive: true });
for (const clip of CLIPS) {
  const file = path.join(out, 'clips', `${clip.name}.mp4`);
  run([...inputs(clip), ...encoding(clip.seconds), '-movflags', '+faststart', file]);
  console.log(`${path.relative(root, file)}  ${(fs.statSync(file).size / 1024).toFixed(1)} KB`);
}

const live = path.join(out, 'live');
fs.rmSync(live, { recursive: true, force: true });
fs.mkdirSync(live, { recursive: true });
run([
  ...inputs(LIVE),
  // The livestream is what a visitor watches longest: a little more bitrate.
  ...encoding(LIVE.seconds, 44),
  ...['-f', 'hls', '-hls_time', '2', '-hls_playlist_type', 'vod', '-hls_segment_type', 'fmp4'],
  ...['-hls_fmp4_init_filename', 'init.mp4', '-hls_segment_filename', path.join(live, 'segment-%02d.m4s')],
  path.join(live, 'index.m3u8'),
]);
const liveBytes = fs
  .readdirSync(live)
  .reduce((sum, name) => sum + fs.statSync(path.join(live, name)).size, 0);
console.log(`${path.relative(root, live)}/  ${(liveBytes / 1024).toFixed(1)} KB`);
