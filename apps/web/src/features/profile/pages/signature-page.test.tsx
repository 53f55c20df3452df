import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ids, json } from '../../../test/fake-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { at, signedInMember } from '../../../test/signed-in.ts';

const drawn = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const pad = vi.hoisted(() => ({ empty: true, cleared: 0 }));

// jsdom has no canvas: a stand-in pad that is "drawn on" when the test says so.
vi.mock('signature_pad', () => ({
  default: class {
    isEmpty = () => pad.empty;
    toDataURL = () => drawn;
    clear = () => {
      pad.cleared += 1;
      pad.empty = true;
    };
    off = () => {};
  },
}));

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

const getPath = `GET /api/membership/members/get-signature/${ids.member}`;

describe('signature', () => {
  it('asks for a drawing, then saves it as a PNG data URL and shows it', async () => {
    pad.empty = true;
    const calls = signedInMember({
      [getPath]: () => json(200, { memberId: ids.member, signature: null, savedAt: null }),
      'POST /api/membership/members/saveSignature': (call) =>
        json(200, { memberId: ids.member, signature: (call.body as { signature: string }).signature, savedAt: at }),
    });
    renderApp('/signature');
    expect(await screen.findByText('No signature saved yet.')).toBeTruthy();
    expect(screen.getByRole('img', { name: /Signature pad/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save signature' }));
    expect(await screen.findByText('Draw your signature first.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    pad.empty = false;
    fireEvent.click(screen.getByRole('button', { name: 'Save signature' }));
    expect(await screen.findByText('Your signature was saved.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ signature: drawn });
    expect(screen.getByRole('img', { name: 'Saved signature of Maria Santos' }).getAttribute('src')).toBe(drawn);
  });

  it('clears the pad, redraws over a saved signature, and deletes after confirmation', async () => {
    pad.empty = false;
    const calls = signedInMember({
      [getPath]: () => json(200, { memberId: ids.member, signature: drawn, savedAt: at }),
      [`DELETE /api/membership/members/${ids.member}/signature`]: () => json(200, { ok: true }),
    });
    renderApp('/signature');
    expect(await screen.findByRole('img', { name: 'Saved signature of Maria Santos' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Draw again' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Clear' }));
    expect(pad.cleared).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Saved signature' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Delete signature' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the signature?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete signature' }));
    expect(await screen.findByText('The signature was deleted.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(await screen.findByText('No signature saved yet.')).toBeTruthy();
  });
});
