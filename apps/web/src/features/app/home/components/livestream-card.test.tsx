import { livestreamCalls, localesCalls } from '@congregate/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ids, makeLocale, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';

const stream = {
  id: 'e5e5e5e5-e5e5-4e5e-8e5e-e5e5e5e5e5e5',
  localeId: ids.locale,
  localeName: 'Quezon City',
  title: 'Sunday worship live',
  source: 'embed' as const,
  url: 'https://www.youtube-nocookie.com/embed/live1',
  startsAt: '2026-03-01T01:00:00.000Z',
  endsAt: '2026-03-01T03:00:00.000Z',
  gatheringId: null,
  canEdit: false,
};

describe('home: the locale’s livestream', () => {
  it('leads to the stream live now', async () => {
    signedInMember([
      on(localesCalls.one, () => makeLocale()),
      on(livestreamCalls.current, () => ({
        live: { ...stream, state: 'live' as const },
        next: null,
        creditMinutes: 20,
      })),
    ]);
    renderApp('/tabs/tab7');
    expect(await screen.findByText('Live now: Sunday worship live')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Watch now' }).getAttribute('href')).toBe(
      `/livestream-modal?id=${stream.id}`,
    );
  });

  it('names the next one with its time', async () => {
    signedInMember([
      on(localesCalls.one, () => makeLocale()),
      on(livestreamCalls.current, () => ({
        live: null,
        next: { ...stream, state: 'scheduled' as const },
        creditMinutes: 20,
      })),
    ]);
    renderApp('/tabs/tab7');
    expect(await screen.findByText('Next livestream: Sunday worship live')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open livestream' })).toBeTruthy();
  });

  it('shows nothing when none is scheduled', async () => {
    signedInMember([
      on(localesCalls.one, () => makeLocale()),
      on(livestreamCalls.current, () => ({ live: null, next: null, creditMinutes: 20 })),
    ]);
    renderApp('/tabs/tab7');
    expect(await screen.findByText('Sunday worship')).toBeTruthy();
    expect(screen.queryByText(/livestream/i)).toBeNull();
  });
});
