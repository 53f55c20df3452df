import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ids } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';

describe('home: Invite friends', () => {
  it('leads to the member’s own share page and to the flyer maker; the side menu too', async () => {
    signedInMember([]);
    renderApp('/tabs/tab7');
    expect(await screen.findByRole('heading', { name: 'Invite friends' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My flyers' }).getAttribute('href')).toBe(
      `/flyers/${ids.member}`,
    );
    expect(screen.getByRole('link', { name: 'Make a flyer' }).getAttribute('href')).toBe('/flyer-modal');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menuLink = await screen.findByRole('link', { name: 'Invite friends' });
    expect(menuLink.getAttribute('href')).toBe('/flyer-modal');
  });
});
