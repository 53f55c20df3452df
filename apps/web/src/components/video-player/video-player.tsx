import type { VideoSource } from '@congregate/contracts';
import { Alert, AspectRatio, Box, Button, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { IconAlertCircle } from '../ui/icons.ts';
import { useVideoPlayerT } from './i18n/index.ts';

/** Where the player is in the media: seconds from the start, and the length when the media knows it. */
export interface PlayerPosition {
  positionSeconds: number;
  durationSeconds: number | null;
}

export interface VideoPlayerProps {
  /** `upload` (an MP4 with range requests), `hls` (a playlist: hls.js or the browser's own) or `embed` (a frame). */
  source: VideoSource;
  url: string;
  /** The video's title: the frame's accessible name. */
  title: string;
  /** Seconds to start from (the caller's progress); ignored for embeds. */
  startAt?: number;
  autoPlay?: boolean;
  /**
   * Start again at the end (a livestream: a recording standing in for a stream — the demo's — plays on; a real
   * live playlist never ends).
   */
  loop?: boolean;
  /** While it plays (the media's `timeupdate`, a few times a second); not for embeds. */
  onTimeUpdate?: (position: PlayerPosition) => void;
  onPlay?: () => void;
  onPause?: (position: PlayerPosition) => void;
  onEnded?: (position: PlayerPosition) => void;
}

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** What a provider's player needs in a sandboxed frame: its scripts and storage, fullscreen, its own links. */
const EMBED_SANDBOX =
  'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox';

function positionOf(video: HTMLVideoElement): PlayerPosition {
  const duration = video.duration;
  return {
    positionSeconds: Number.isFinite(video.currentTime) ? video.currentTime : 0,
    durationSeconds: Number.isFinite(duration) && duration > 0 ? duration : null,
  };
}

/**
 * Plays hls.js where the browser has no HLS of its own (all but Safari); hls.js is loaded on demand so that it
 * stays out of every page's first scripts. Answers a clean-up.
 */
function attachHls(video: HTMLVideoElement, url: string, onFatal: () => void): () => void {
  if (video.canPlayType(HLS_TYPE)) {
    video.src = url;
    return () => {
      video.removeAttribute('src');
    };
  }
  let cancelled = false;
  let destroy = () => {};
  void import('hls.js')
    .then(({ default: Hls }) => {
      if (cancelled) return;
      if (!Hls.isSupported()) {
        onFatal();
        return;
      }
      const hls = new Hls();
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) onFatal();
      });
      hls.loadSource(url);
      hls.attachMedia(video);
      destroy = () => hls.destroy();
    })
    .catch(() => {
      if (!cancelled) onFatal();
    });
  return () => {
    cancelled = true;
    destroy();
  };
}

/**
 * The one video player (issue 18): an uploaded MP4 in the browser's own player, an HLS stream through hls.js (or
 * the browser's HLS), or a provider's player in a sandboxed frame; 16:9, named by the title, and a plain message
 * when the media cannot play.
 */
export function VideoPlayer({
  source,
  url,
  title,
  startAt,
  autoPlay = false,
  loop = false,
  onTimeUpdate,
  onPlay,
  onPause,
  onEnded,
}: VideoPlayerProps) {
  const pt = useVideoPlayerT();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const label = pt('player.label', { title });

  // The latest handlers, so that the media's listeners need not be attached again on every render.
  const handlers = useRef({ onTimeUpdate, onPlay, onPause, onEnded });
  useEffect(() => {
    handlers.current = { onTimeUpdate, onPlay, onPause, onEnded };
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!video || source !== 'hls') return;
    return attachHls(video, url, () => setFailed(true));
  }, [source, url, attempt]);

  if (source === 'embed') {
    return (
      <AspectRatio ratio={16 / 9}>
        <iframe
          src={url}
          title={label}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox={EMBED_SANDBOX}
          style={{ border: 0, borderRadius: 'var(--mantine-radius-md)' }}
        />
      </AspectRatio>
    );
  }

  return (
    <Stack gap="xs">
      <AspectRatio ratio={16 / 9}>
        <Box
          component="video"
          key={attempt}
          ref={videoRef}
          aria-label={label}
          controls
          playsInline
          preload="metadata"
          autoPlay={autoPlay}
          loop={loop}
          src={source === 'upload' ? url : undefined}
          bg="black"
          style={{ borderRadius: 'var(--mantine-radius-md)', objectFit: 'contain' }}
          onLoadedMetadata={(event) => {
            const video = event.currentTarget;
            const { durationSeconds } = positionOf(video);
            if (startAt && startAt > 0 && (durationSeconds === null || startAt < durationSeconds - 1))
              video.currentTime = startAt;
          }}
          onTimeUpdate={(event) => handlers.current.onTimeUpdate?.(positionOf(event.currentTarget))}
          onPlay={() => handlers.current.onPlay?.()}
          onPause={(event) => handlers.current.onPause?.(positionOf(event.currentTarget))}
          onEnded={(event) => handlers.current.onEnded?.(positionOf(event.currentTarget))}
          onError={() => setFailed(true)}
        />
      </AspectRatio>
      {failed && (
        <Alert role="alert" color="red" icon={<IconAlertCircle />}>
          <Stack gap="xs" align="flex-start">
            {pt('player.cannotPlay')}
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => {
                setFailed(false);
                setAttempt((n) => n + 1);
              }}
            >
              {pt('player.tryAgain')}
            </Button>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
