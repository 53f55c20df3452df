import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';
import { sameOriginPath, viewableImagePath } from '../lib/safe-paths.ts';

const media = `/api/media/${'a'.repeat(64)}.webp`;

describe('image-modal', () => {
  it('shows one of the app’s pictures, zooms with the buttons and the keyboard, and Escape goes back', async () => {
    signedInMember([]);
    const { router } = renderApp('/tabs/tab7');
    await screen.findByRole('heading', { level: 1, name: /Maria/ });
    await act(() => router.navigate(`/image-modal?src=${encodeURIComponent(media)}`));
    const picture = await screen.findByRole('img', { name: 'Picture' });
    expect(picture.getAttribute('src')).toBe(media);
    expect(screen.getByText('Zoom 100%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByText('Zoom 125%')).toBeTruthy();
    expect(picture.style.transform).toContain('scale(1.25)');
    const viewer = screen.getByRole('group', { name: /Image: Picture/ });
    fireEvent.keyDown(viewer, { key: '+' });
    expect(screen.getByText('Zoom 156%')).toBeTruthy();
    fireEvent.keyDown(viewer, { key: '0' });
    expect(screen.getByText('Zoom 100%')).toBeTruthy();
    fireEvent.wheel(viewer, { deltaY: -100 });
    expect(screen.getByText('Zoom 125%')).toBeTruthy();
    fireEvent.keyDown(viewer, { key: 'Escape' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/tabs/tab7'));
  });

  it('refuses a picture from another site', async () => {
    signedInMember([]);
    renderApp(`/image-modal?src=${encodeURIComponent('https://evil.example/x.png')}`);
    expect(await screen.findByText(/This picture cannot be shown here/)).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Picture' })).toBeNull();
  });

  it('accepts only the app’s media and profile paths', () => {
    expect(viewableImagePath(media)).toBe(media);
    expect(viewableImagePath('/profile/abc/photo.jpg')).toBe('/profile/abc/photo.jpg');
    for (const refused of [
      '//evil.example/api/media/x.webp',
      'https://evil.example/api/media/x.webp',
      'javascript:alert(1)',
      '/api/media/../../secret',
      '/other/picture.png',
      '/\\evil.example/x.png',
      null,
    ])
      expect(viewableImagePath(refused)).toBeNull();
  });
});

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
