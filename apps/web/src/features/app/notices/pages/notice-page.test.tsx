import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';
import { sameOriginPath } from '../../../../lib/routing/safe-paths.ts';

describe('generic-modal', () => {
  it('shows a known notice and continues to a path inside the app', async () => {
    signedInMember([]);
    renderApp('/generic-modal?notice=rsvp-cancelled&next=%2Fadmin-rsvp%3Fevent%3D1');
    expect(await screen.findByRole('heading', { name: 'RSVP cancelled' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/admin-rsvp?event=1');
  });

  it('refuses a next that leads to another site (//evil) and goes home instead', async () => {
    signedInMember([]);
    renderApp('/generic-modal?notice=saved&next=%2F%2Fevil.example');
    expect(await screen.findByRole('heading', { name: 'Saved' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/tabs/tab7');
  });

  it('shows a neutral message and a way home for an unknown notice', async () => {
    signedInMember([]);
    renderApp('/generic-modal?notice=%3Cb%3Ehacked%3C%2Fb%3E&next=%2Fsomewhere');
    expect(await screen.findByRole('heading', { name: 'Nothing to show' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/tabs/tab7');
    expect(screen.queryByText(/hacked/)).toBeNull();
  });

  it('lets only same-origin paths through', () => {
    expect(sameOriginPath('/tabs/tab7')).toBe('/tabs/tab7');
    for (const refused of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'evil',
      '',
      null,
      '/a\nb',
    ])
      expect(sameOriginPath(refused)).toBeNull();
  });
});
