import { livestreamCalls, localesCalls, videoCalls, videoCategoryCalls } from '@congregate/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test/axe.ts';
import { callsTo, makeLocale, on } from '../../../../test/fake-server.ts';
import { LANGUAGE_STORAGE_KEY } from '../../../../lib/i18n/index.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';
import { categoryId, makeCategory, makeLivestream, makeVideo, streamId } from '../test/video-fixtures.ts';

const emptyWorld = [
  on(livestreamCalls.current, () => ({ live: null, next: null, creditMinutes: 20 })),
  on(videoCalls.continueWatching, () => []),
  on(videoCalls.list, () => ({ items: [], nextCursor: null, total: 0 })),
  on(videoCategoryCalls.list, () => []),
];

afterEach(() => {
  vi.useRealTimers();
});

describe('tabs/tab6 (Videos)', () => {
  it('says what to expect when there is nothing yet, and passes axe', async () => {
    signedInMember(emptyWorld);
    renderApp('/tabs/tab6');
    expect(await screen.findByRole('heading', { level: 1, name: 'Videos' })).toBeTruthy();
    expect(await screen.findByText('No videos yet — your locale’s videos will appear here.')).toBeTruthy();
    expect(
      screen.getByText('Videos you start watching appear here, so you can pick up where you left off.'),
    ).toBeTruthy();
    expect(await screen.findByText(/No livestream is scheduled for your locale yet/)).toBeTruthy();
    expect(screen.getByText(/No categories yet/)).toBeTruthy();
    // The tab bar shows Videos now that the tab has its page.
    expect(screen.getAllByRole('link', { name: 'Videos' })[0]!.getAttribute('href')).toBe('/tabs/tab6');
    await expectNoAxeViolations();
  });

  it('shows the stream live now, continue watching with progress, the latest and the categories', async () => {
    const progressed = makeVideo(9, {
      title: 'Half-watched sermon',
      progress: { positionSeconds: 300, durationSeconds: 600, updatedAt: '2026-03-01T08:00:00.000Z' },
    });
    signedInMember([
      on(livestreamCalls.current, () => ({
        live: makeLivestream({ state: 'live' }),
        next: null,
        creditMinutes: 20,
      })),
      on(videoCalls.continueWatching, () => [progressed]),
      on(videoCalls.list, () => ({ items: [makeVideo(1), makeVideo(2)], nextCursor: null, total: 2 })),
      on(videoCategoryCalls.list, () => [makeCategory()]),
    ]);
    renderApp('/tabs/tab6');
    expect(await screen.findByRole('heading', { name: 'Live now' })).toBeTruthy();
    expect(screen.getByText('Sunday worship live')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Watch now' }).getAttribute('href')).toBe(
      `/livestream-modal?id=${streamId}`,
    );
    expect(await screen.findByRole('progressbar', { name: 'Half-watched sermon: 50% watched' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Sermon 1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all videos' }).getAttribute('href')).toBe('/video-category');
    expect(screen.getByRole('link', { name: 'Sermons' }).getAttribute('href')).toBe(
      `/video-category?id=${categoryId}`,
    );
    expect(screen.getByText('3 videos')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('names a video for everyone in the member’s language', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, JSON.stringify('fil'));
    signedInMember([
      on(livestreamCalls.current, () => ({ live: null, next: null, creditMinutes: 20 })),
      on(videoCalls.continueWatching, () => []),
      on(videoCalls.list, () => ({
        items: [makeVideo(1, { audience: 'all', localeId: null, audienceName: 'Everyone' })],
        nextCursor: null,
        total: 1,
      })),
      on(videoCategoryCalls.list, () => []),
    ]);
    renderApp('/tabs/tab6');
    const card = (await screen.findByRole('link', { name: 'Sermon 1' })).closest('li')!;
    expect(within(card).getByText(/· Lahat$/)).toBeTruthy();
    expect(within(card).queryByText(/Everyone/)).toBeNull();
  });

  it('shows the next livestream with its countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-02-27T22:55:00.000Z'));
    signedInMember([
      ...emptyWorld.slice(1),
      on(livestreamCalls.current, () => ({ live: null, next: makeLivestream(), creditMinutes: 20 })),
      on(localesCalls.one, () => makeLocale()),
    ]);
    renderApp('/tabs/tab6');
    expect(await screen.findByRole('heading', { name: 'Next livestream' })).toBeTruthy();
    expect(screen.getByText('Starts in 1 day, 2 hours, 5 minutes')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open livestream' }).getAttribute('href')).toBe(
      `/livestream-modal?id=${streamId}`,
    );
  });

  it('searches all videos on the category page', async () => {
    signedInMember(emptyWorld);
    const { router } = renderApp('/tabs/tab6');
    const search = within(await screen.findByRole('search'));
    fireEvent.change(search.getByLabelText('Search videos'), { target: { value: 'grace' } });
    fireEvent.click(search.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/video-category'));
    expect(router.state.location.search).toBe('?q=grace');
  });

  it('opens a video in the player on the page, resuming where I stopped, and saves my place on pause', async () => {
    const progressed = makeVideo(9, {
      title: 'Half-watched sermon',
      progress: { positionSeconds: 300, durationSeconds: 600, updatedAt: '2026-03-01T08:00:00.000Z' },
    });
    const calls = signedInMember([
      ...emptyWorld.filter((route) => route.call !== videoCalls.continueWatching),
      on(videoCalls.continueWatching, () => [progressed]),
      on(videoCalls.one, () => progressed),
      on(videoCalls.saveProgress, ({ body }) => ({
        positionSeconds: body.positionSeconds,
        durationSeconds: body.durationSeconds ?? null,
        updatedAt: '2026-03-01T09:00:00.000Z',
      })),
    ]);
    const { router } = renderApp('/tabs/tab6');
    fireEvent.click(await screen.findByRole('link', { name: 'Half-watched sermon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Half-watched sermon' });
    expect(router.state.location.search).toBe(`?video=${progressed.id}`);
    const video = within(dialog).getByLabelText('Video player: Half-watched sermon') as HTMLVideoElement;
    Object.defineProperty(video, 'duration', { value: 600, configurable: true });
    // The media "loaded" (axe waits for an autoplaying video's metadata).
    Object.defineProperty(video, 'readyState', { value: 1, configurable: true });
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(300);
    Object.defineProperty(video, 'currentTime', { value: 321, configurable: true, writable: true });
    fireEvent.pause(video);
    await vi.waitFor(() => expect(callsTo(calls, videoCalls.saveProgress)).toHaveLength(1));
    expect(callsTo(calls, videoCalls.saveProgress)[0]!.body).toEqual({
      positionSeconds: 321,
      durationSeconds: 600,
    });
    expect(callsTo(calls, videoCalls.saveProgress)[0]!.url).toBe(
      `/api/video/videos/${progressed.id}/progress`,
    );
    await expectNoAxeViolations();
    // Closing goes back to the list's entry (Back does the same).
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('keeps the player open on a refresh (the video is in the address)', async () => {
    signedInMember([...emptyWorld, on(videoCalls.one, () => makeVideo(4))]);
    renderApp(`/tabs/tab6?video=${makeVideo(4).id}`);
    expect(await screen.findByRole('dialog', { name: 'Sermon 4' })).toBeTruthy();
  });
});
