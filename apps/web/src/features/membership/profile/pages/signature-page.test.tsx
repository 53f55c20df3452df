import { memberSignatureCalls } from '@congregate/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, ids, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { at, signedInMember } from '../../../../test/signed-in.ts';

const drawn =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
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

describe('signature', () => {
  it('asks for a drawing, then saves it as a PNG data URL and shows it', async () => {
    pad.empty = true;
    const calls = signedInMember([
      on(memberSignatureCalls.get, () => ({ memberId: ids.member, signature: null, savedAt: null })),
      on(memberSignatureCalls.save, ({ body }) => ({
        memberId: ids.member,
        signature: body.signature,
        savedAt: at,
      })),
    ]);
    renderApp('/signature');
    expect(await screen.findByText('No signature saved yet.')).toBeTruthy();
    expect(callsTo(calls, memberSignatureCalls.get)[0]!.url).toBe(
      `/api/membership/members/get-signature/${ids.member}`,
    );
    expect(screen.getByRole('img', { name: /Signature pad/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save signature' }));
    expect(await screen.findByText('Draw your signature first.')).toBeTruthy();
    expect(callsTo(calls, memberSignatureCalls.save)).toHaveLength(0);

    pad.empty = false;
    fireEvent.click(screen.getByRole('button', { name: 'Save signature' }));
    expect(await screen.findByText('Your signature was saved.')).toBeTruthy();
    expect(callsTo(calls, memberSignatureCalls.save)[0]!.body).toEqual({ signature: drawn });
    expect(screen.getByRole('img', { name: 'Saved signature of Maria Santos' }).getAttribute('src')).toBe(
      drawn,
    );
  });

  it('clears the pad, redraws over a saved signature, and deletes after confirmation', async () => {
    pad.empty = false;
    const calls = signedInMember([
      on(memberSignatureCalls.get, () => ({ memberId: ids.member, signature: drawn, savedAt: at })),
      on(memberSignatureCalls.remove, () => ({ ok: true })),
    ]);
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
    expect(callsTo(calls, memberSignatureCalls.remove).map((call) => call.url)).toEqual([
      `/api/membership/members/${ids.member}/signature`,
    ]);
    expect(await screen.findByText('No signature saved yet.')).toBeTruthy();
  });
});
