import { describe, expect, it } from 'vitest';
import { DEFAULT_VIDEO_EMBED_HOSTS } from '@congregate/contracts';
import { AppError } from '../../lib/errors.ts';
import { checkVideoUrl, type VideoUrlConfig } from './video-urls.ts';

const config: VideoUrlConfig = {
  publicUrl: 'https://church.example.org',
  video: { embedHosts: [...DEFAULT_VIDEO_EMBED_HOSTS], streamHosts: ['stream.example.net'] },
};

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? error.code : 'other';
  }
  return null;
};

describe('checkVideoUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://player.vimeo.com/video/76979871?h=abc', 'https://player.vimeo.com/video/76979871?h=abc'],
    [
      'https://www.facebook.com/plugins/video.php?href=x',
      'https://www.facebook.com/plugins/video.php?href=x',
    ],
  ])('takes the embed %s as %s', (url, stored) => {
    expect(checkVideoUrl('embed', url, config)).toBe(stored);
  });

  it('uses YouTube’s plain player when only it is allowed, and refuses a page it cannot turn into a player', () => {
    const plain = { ...config, video: { ...config.video, embedHosts: ['www.youtube.com'] } };
    expect(checkVideoUrl('embed', 'https://youtu.be/dQw4w9WgXcQ', plain)).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    expect(refusal(() => checkVideoUrl('embed', 'https://vimeo.com/76979871', plain))).toBe(
      'host_not_allowed',
    );
  });

  it.each([
    'https://evil.example.com/embed/1',
    'http://player.vimeo.com/video/1',
    'https://youtu.be/short',
    'https://vimeo.com/channels/staffpicks',
    'https://church.example.org/demo-media/clip.mp4',
    'not a url',
  ])('refuses the embed %s (host_not_allowed)', (url) => {
    expect(refusal(() => checkVideoUrl('embed', url, config))).toBe('host_not_allowed');
  });

  it.each([
    'https://church.example.org/demo-media/hls/index.m3u8',
    'https://stream.example.net/live/index.m3u8',
  ])('takes the HLS playlist %s', (url) => {
    expect(checkVideoUrl('hls', url, config)).toBe(url);
  });

  it.each([
    'http://church.example.org/live.m3u8',
    'https://church.example.org:8443/live.m3u8',
    'http://stream.example.net/live.m3u8',
    'https://cdn.example.com/live.m3u8',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  ])('refuses the HLS playlist %s (host_not_allowed)', (url) => {
    expect(refusal(() => checkVideoUrl('hls', url, config))).toBe('host_not_allowed');
  });

  it('takes an http playlist of the app’s own origin when the app itself is served over http', () => {
    const local = { ...config, publicUrl: 'http://localhost:3000' };
    expect(checkVideoUrl('hls', 'http://localhost:3000/demo-media/hls/index.m3u8', local)).toBe(
      'http://localhost:3000/demo-media/hls/index.m3u8',
    );
  });
});
