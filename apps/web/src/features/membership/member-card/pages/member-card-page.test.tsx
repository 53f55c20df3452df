import { memberCardCalls } from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import QRCode from 'qrcode';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, errorBody, ids, json, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { at, signedInMember } from '../../../../test/signed-in.ts';

const card = (version: number, token: string) => ({
  memberId: ids.member,
  customId: 'M0000042',
  displayName: 'Sis. Maria Santos',
  localeName: 'Quezon City',
  photo: '/profile/maria.jpg',
  token,
  version,
  issuedAt: at,
});
/** Only the signed-in member's card is answered, as the real server would for a plain member. */
const notTheirs = () => json(403, errorBody('forbidden', 'Not your card'));
const firstToken =
  'eyJhbGciOiJFZERTQSIsInR5cCI6ImNvbmdyZWdhdGUtY2FyZCJ9.eyJzdWIiOiJ4IiwidiI6MX0.c2lnbmF0dXJl';
const secondToken =
  'eyJhbGciOiJFZERTQSIsInR5cCI6ImNvbmdyZWdhdGUtY2FyZCJ9.eyJzdWIiOiJ4IiwidiI6Mn0.bmV3LXNpZ25hdHVyZQ';

/** Spec section 9, written out here on purpose: error correction M, margin 4, scale 4. */
async function expectedQr(token: string) {
  const size = QRCode.create(token, { errorCorrectionLevel: 'M' }).modules.size;
  const width = (size + 2 * 4) * 4;
  const svg = await QRCode.toString(token, { type: 'svg', errorCorrectionLevel: 'M', margin: 4, width });
  return { src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, width };
}

describe('view-qr', () => {
  it('shows the card (name, photo, locale, member id) with the token drawn as the spec says', async () => {
    signedInMember([
      on(memberCardCalls.card, ({ params }) =>
        params.id === ids.member ? card(1, firstToken) : notTheirs(),
      ),
    ]);
    renderApp('/view-qr');
    const qr = await screen.findByRole('img', { name: 'QR code of member card M0000042' });
    const expected = await expectedQr(firstToken);
    expect(qr.getAttribute('src')).toBe(expected.src);
    expect(qr.getAttribute('width')).toBe(String(expected.width));
    // A different error-correction level would draw a different code.
    const low = await QRCode.toString(firstToken, {
      type: 'svg',
      errorCorrectionLevel: 'L',
      margin: 4,
      width: expected.width,
    });
    expect(qr.getAttribute('src')).not.toContain(encodeURIComponent(low));
    expect(screen.getByRole('heading', { name: 'Sis. Maria Santos' })).toBeTruthy();
    expect(screen.getByText('M0000042')).toBeTruthy();
    expect(screen.getByText(/Quezon City/)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Photo of Sis. Maria Santos' })).toBeTruthy();
  });

  it('prints, and re-issues only after confirmation, showing the new code', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const calls = signedInMember([
      on(memberCardCalls.card, ({ params }) =>
        params.id === ids.member ? card(1, firstToken) : notTheirs(),
      ),
      on(memberCardCalls.reissue, ({ params }) =>
        params.id === ids.member ? card(2, secondToken) : notTheirs(),
      ),
    ]);
    renderApp('/view-qr');
    await screen.findByRole('img', { name: /QR code/ });
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Re-issue card' }));
    const confirm = await screen.findByRole('dialog', { name: 'Re-issue the card?' });
    expect(callsTo(calls, memberCardCalls.reissue)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Re-issue card' }));
    expect(await screen.findByText('A new card was issued. Earlier cards no longer work.')).toBeTruthy();
    const expected = await expectedQr(secondToken);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: /QR code/ }).getAttribute('src')).toBe(expected.src),
    );
    expect(screen.getByText(/Card 2, issued/)).toBeTruthy();
  });
});
