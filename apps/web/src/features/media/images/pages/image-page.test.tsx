import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';
import { viewableImagePath } from '../../../../lib/routing/safe-paths.ts';

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
