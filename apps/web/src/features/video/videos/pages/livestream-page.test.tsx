import { livestreamCalls, localesCalls, type LivestreamWatch } from '@congregate/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test/axe.ts';
import { callsTo, errorBody, json, makeLocale, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';
import { makeLivestream, streamId } from '../test/video-fixtures.ts';

// The fixture's stream: 1 March 2026, 01:00–03:00 UTC (9–11 AM in Manila).
const startsAt = Date.parse('2026-03-01T01:00:00.000Z');

function at(ms: number) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date(ms));
}

const localeRoutes = [
  on(localesCalls.one, () => makeLocale()),
  on(livestreamCalls.current, () => ({ live: null, next: null, creditMinutes: 20 })),
];

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('livestream-modal', () => {
  it('counts down to the start, telling screen readers once a minute, and passes axe', async () => {
    const start = startsAt - (((26 * 60 + 3) * 60 + 4) * 1000 + 500); // 1 d 2 h 3 min 4.5 s before
    at(start);
    signedInMember([on(livestreamCalls.one, () => makeLivestream()), ...localeRoutes]);
    renderApp(`/livestream-modal?id=${streamId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunday worship live' })).toBeTruthy();
    expect(await screen.findByText(/^The stream starts at Sun.* 9:00 AM/)).toBeTruthy();
    const timer = screen.getByRole('timer', { name: 'Time until the stream starts' });
    expect(timer.getAttribute('aria-live')).toBeNull();
    expect(timer.textContent).toMatch(/^01days02hours03minutes0[34]seconds$/);
    const spoken = screen.getByText('Starts in 1 day, 2 hours, 4 minutes');
    expect(spoken.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByText('Watching counts as attendance after 20 minutes.')).toBeTruthy();

    // From here the clock moves only when the test moves it.
    vi.setSystemTime(new Date(start));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(timer.textContent).toBe('01days02hours03minutes03seconds');
    // The polite region changes with the minute only, not every second.
    expect(spoken.textContent).toBe('Starts in 1 day, 2 hours, 4 minutes');
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(timer.textContent).toBe('01days02hours02minutes59seconds');
    expect(spoken.textContent).toBe('Starts in 1 day, 2 hours, 3 minutes');
    expect(screen.queryByTitle(/Video player/)).toBeNull();
    vi.useRealTimers();
    await expectNoAxeViolations();
  });

  it('plays a live embed and sends a heartbeat every minute while the page is in sight, until checked in', async () => {
    at(startsAt + 5 * 60_000);
    const answers: LivestreamWatch[] = [
      { watchedSeconds: 0, creditSeconds: 1200, credit: 'counting', checkedInAt: null },
      { watchedSeconds: 60, creditSeconds: 1200, credit: 'counting', checkedInAt: null },
      {
        watchedSeconds: 1200,
        creditSeconds: 1200,
        credit: 'credited',
        checkedInAt: '2026-03-01T01:25:00.000Z',
      },
    ];
    const calls = signedInMember([
      on(livestreamCalls.one, () => makeLivestream({ state: 'live' })),
      on(livestreamCalls.watch, () => answers[Math.min(beats++, answers.length - 1)]!),
      ...localeRoutes,
    ]);
    let beats = 0;
    renderApp(`/livestream-modal?id=${streamId}`);
    const frame = await screen.findByTitle('Video player: Sunday worship live');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/live1');
    expect(screen.getByText('Live')).toBeTruthy();
    expect(await screen.findByText('0 of 20 minutes watched')).toBeTruthy();
    expect(callsTo(calls, livestreamCalls.watch)).toHaveLength(1);
    expect(callsTo(calls, livestreamCalls.watch)[0]!.url).toBe(`/api/video/livestreams/${streamId}/watch`);

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(callsTo(calls, livestreamCalls.watch)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(callsTo(calls, livestreamCalls.watch)).toHaveLength(2);
    expect(await screen.findByText('1 of 20 minutes watched')).toBeTruthy();

    // In the background (another tab, a locked phone) it stops beating.
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(callsTo(calls, livestreamCalls.watch)).toHaveLength(2);
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(
      await screen.findByText('You’re checked in to Sunday worship live. Thank you for worshipping with us!'),
    ).toBeTruthy();
    expect(callsTo(calls, livestreamCalls.watch)).toHaveLength(3);
  });

  it('beats for an HLS stream only while it plays, and passes axe', async () => {
    at(startsAt + 60_000);
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const calls = signedInMember([
      on(livestreamCalls.one, () =>
        makeLivestream({ state: 'live', source: 'hls', url: 'https://stream.example.org/live.m3u8' }),
      ),
      on(livestreamCalls.watch, () => ({
        watchedSeconds: 0,
        creditSeconds: 1200,
        credit: 'counting' as const,
        checkedInAt: null,
      })),
      ...localeRoutes,
    ]);
    renderApp(`/livestream-modal?id=${streamId}`);
    const video = await screen.findByLabelText('Video player: Sunday worship live');
    expect(video.getAttribute('src')).toBe('https://stream.example.org/live.m3u8');
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(callsTo(calls, livestreamCalls.watch)).toHaveLength(0);
    fireEvent.play(video);
    await vi.waitFor(() => expect(callsTo(calls, livestreamCalls.watch)).toHaveLength(1));
    fireEvent.pause(video);
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(callsTo(calls, livestreamCalls.watch)).toHaveLength(1);
    expect(await screen.findByText('0 of 20 minutes watched')).toBeTruthy();
    // (The embed's frame is left out of axe: jsdom's frames do not answer it; the journeys check it.)
    Object.defineProperty(video, 'readyState', { value: 1, configurable: true });
    vi.useRealTimers();
    await expectNoAxeViolations();
  });

  it('tells a member of another locale that watching does not check them in', async () => {
    at(startsAt + 60_000);
    signedInMember([
      on(livestreamCalls.one, () =>
        makeLivestream({
          state: 'live',
          localeId: '99999999-9999-4999-8999-999999999999',
          localeName: 'Singapore',
        }),
      ),
      on(livestreamCalls.watch, () => ({
        watchedSeconds: 0,
        creditSeconds: 1200,
        credit: 'other_locale' as const,
        checkedInAt: null,
      })),
      ...localeRoutes,
    ]);
    renderApp(`/livestream-modal?id=${streamId}`);
    expect(await screen.findByText(/You are watching another locale’s service — welcome!/)).toBeTruthy();
    expect(screen.getByText('Singapore')).toBeTruthy();
  });

  it('says when the livestream has ended', async () => {
    at(startsAt + 3 * 3600_000);
    signedInMember([on(livestreamCalls.one, () => makeLivestream({ state: 'ended' })), ...localeRoutes]);
    renderApp(`/livestream-modal?id=${streamId}`);
    expect(await screen.findByText('This livestream has ended.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Videos' }).getAttribute('href')).toBe('/tabs/tab6');
    expect(screen.queryByTitle(/Video player/)).toBeNull();
  });

  it('opens my locale’s next stream without an id, or says there is none', async () => {
    at(startsAt - 3600_000);
    signedInMember([
      on(livestreamCalls.current, () => ({ live: null, next: makeLivestream(), creditMinutes: 25 })),
      on(localesCalls.one, () => makeLocale()),
    ]);
    renderApp('/livestream-modal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunday worship live' })).toBeTruthy();
    expect(screen.getByText('Watching counts as attendance after 25 minutes.')).toBeTruthy();

    vi.useRealTimers();
    signedInMember([
      on(livestreamCalls.current, () => ({ live: null, next: null, creditMinutes: 20 })),
      on(livestreamCalls.one, () => json(404, errorBody('not_found', 'No livestream'))),
    ]);
    renderApp('/livestream-modal');
    expect(await screen.findByText(/No livestream is scheduled for your locale\./)).toBeTruthy();
    await expectNoAxeViolations();
  });
});
