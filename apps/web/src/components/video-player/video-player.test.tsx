import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { VideoPlayer, type VideoPlayerProps } from './video-player.tsx';

// jsdom plays nothing: hls.js is replaced, only to see that the player hands it the playlist.
const hls = vi.hoisted(() => ({
  instances: [] as {
    url?: string;
    media?: unknown;
    destroyed: boolean;
    onError?: (e: unknown, d: unknown) => void;
  }[],
  supported: true,
}));
vi.mock('hls.js', () => {
  class FakeHls {
    static Events = { ERROR: 'hlsError' };
    static isSupported = () => hls.supported;
    state: (typeof hls.instances)[number] = { destroyed: false };
    constructor() {
      hls.instances.push(this.state);
    }
    on(_event: string, handler: (e: unknown, d: unknown) => void) {
      this.state.onError = handler;
    }
    loadSource(url: string) {
      this.state.url = url;
    }
    attachMedia(media: unknown) {
      this.state.media = media;
    }
    destroy() {
      this.state.destroyed = true;
    }
  }
  return { default: FakeHls };
});

function renderPlayer(props: Partial<VideoPlayerProps> & Pick<VideoPlayerProps, 'source' | 'url'>) {
  return render(
    <Providers>
      <VideoPlayer title="Sunday worship" {...props} />
    </Providers>,
  );
}

afterEach(() => {
  hls.instances.length = 0;
  hls.supported = true;
});

describe('video player', () => {
  it('plays an upload in the browser’s own player, named by its title', () => {
    renderPlayer({ source: 'upload', url: '/api/video/videos/v1/file' });
    const video = screen.getByLabelText('Video player: Sunday worship');
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toBe('/api/video/videos/v1/file');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('preload')).toBe('metadata');
    expect(hls.instances).toHaveLength(0);
  });

  it('plays an HLS playlist through hls.js where the browser has no HLS of its own', async () => {
    const view = renderPlayer({ source: 'hls', url: '/demo-media/hls/clip.m3u8' });
    const video = screen.getByLabelText('Video player: Sunday worship');
    await vi.waitFor(() => expect(hls.instances).toHaveLength(1));
    expect(hls.instances[0]!.url).toBe('/demo-media/hls/clip.m3u8');
    expect(hls.instances[0]!.media).toBe(video);
    expect(video.hasAttribute('src')).toBe(false);
    // A fatal error says so in words, with a way to try again.
    hls.instances[0]!.onError!('hlsError', { fatal: true });
    expect(await screen.findByText(/This video cannot be played here/)).toBeTruthy();
    view.unmount();
    expect(hls.instances[0]!.destroyed).toBe(true);
  });

  it('uses the browser’s HLS when it has one (Safari)', () => {
    const canPlay = vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    renderPlayer({ source: 'hls', url: '/live/index.m3u8' });
    expect(screen.getByLabelText('Video player: Sunday worship').getAttribute('src')).toBe(
      '/live/index.m3u8',
    );
    expect(hls.instances).toHaveLength(0);
    canPlay.mockRestore();
  });

  it('frames an embed in a sandbox, titled', () => {
    renderPlayer({ source: 'embed', url: 'https://www.youtube-nocookie.com/embed/abc' });
    const frame = screen.getByTitle('Video player: Sunday worship');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    expect(frame.getAttribute('allow')).toContain('fullscreen');
  });

  it('says when the media cannot play, and reports play, pause and time', () => {
    const onPause = vi.fn();
    const onPlay = vi.fn();
    renderPlayer({ source: 'upload', url: '/broken.mp4', onPause, onPlay });
    const video = screen.getByLabelText('Video player: Sunday worship') as HTMLVideoElement;
    Object.defineProperty(video, 'currentTime', { value: 42, configurable: true });
    Object.defineProperty(video, 'duration', { value: 600, configurable: true });
    fireEvent.play(video);
    fireEvent.pause(video);
    expect(onPlay).toHaveBeenCalledTimes(1);
    expect(onPause).toHaveBeenCalledWith({ positionSeconds: 42, durationSeconds: 600 });
    fireEvent.error(video);
    expect(screen.getByRole('alert').textContent).toContain('This video cannot be played here');
  });
});
