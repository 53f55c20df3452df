import { memberCardCalls } from '@congregate/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ids, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { at, signedInMember } from '../../../../test/signed-in.ts';

const token = 'eyJhbGciOiJFZERTQSIsInR5cCI6ImNvbmdyZWdhdGUtY2FyZCJ9.eyJzdWIiOiJ4IiwidiI6MX0.c2lnbmF0dXJl';

describe('checkin-modal', () => {
  it('opens from home with the member’s card for the kiosk, and offers the poster scan', async () => {
    signedInMember([
      on(memberCardCalls.card, () => ({
        memberId: ids.member,
        customId: 'M0000042',
        displayName: 'Sis. Maria Santos',
        localeName: 'Quezon City',
        photo: null,
        token,
        version: 1,
        issuedAt: at,
      })),
    ]);
    const { router } = renderApp('/tabs/tab7');
    fireEvent.click(await screen.findByRole('link', { name: 'Check in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check in' });
    expect(dialog).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'QR code of member card M0000042' })).toBeTruthy();
    // No camera in this browser: the scan says so instead of failing silently.
    fireEvent.click(screen.getByText('Scan the code at the door'));
    expect(await screen.findByText('No camera is available on this device.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await screen.findByRole('heading', { level: 1, name: /Maria/ });
    expect(router.state.location.pathname).toBe('/tabs/tab7');
  });
});
