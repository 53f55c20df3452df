import { memberPhotoCalls } from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../../lib/storage/index.ts';
import { callsTo, errorBody, ids, json, makeProfile, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';

// jsdom draws nothing: the crop itself is the browser's job (checked by the Playwright journey).
vi.mock('../lib/crop-image.ts', () => ({
  cropToSquare: vi.fn(async () => new Blob(['cropped'], { type: 'image/jpeg' })),
}));

const newPhoto = `/profile/${ids.member}/2-400.webp`;

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: () => {} }),
  );
});

/** The first bytes of a PNG file: what the photo check reads to know it is a picture. */
const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function choose(file: File) {
  fireEvent.change(screen.getByLabelText('Choose a photo'), { target: { files: [file] } });
}

describe('profile photo', () => {
  it('refuses a wrong type or a file over 10 MB before sending anything', async () => {
    const calls = signedInMember({});
    renderApp('/tabs/profile-photo');
    await screen.findByRole('img', { name: 'Photo of Maria Santos' });
    choose(new File(['gif'], 'cat.gif', { type: 'image/gif' }));
    expect(await screen.findByText(/not a JPEG, PNG or WebP image/)).toBeTruthy();
    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    choose(big);
    expect(await screen.findByText('This photo is larger than 10 MB. Choose a smaller one.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(calls, memberPhotoCalls.upload)).toHaveLength(0);
  });

  it('says in place that a file which is not a picture is not one, and opens no empty crop dialog', async () => {
    const calls = signedInMember({});
    renderApp('/tabs/profile-photo');
    await screen.findByRole('img', { name: 'Photo of Maria Santos' });
    // Named and typed as a JPEG (as a renamed file or a phone's picker may say), but text inside.
    choose(new File(['these are my notes'], 'notes.jpg', { type: 'image/jpeg' }));
    const problem = await screen.findByText(/is not a picture/);
    expect(problem.closest('[role="alert"]')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    // A picture whose type the browser did not say is still taken.
    choose(new File([pngBytes], 'me', { type: '' }));
    expect(await screen.findByRole('dialog', { name: 'Crop your photo' })).toBeTruthy();
    expect(screen.queryByText(/is not a picture/)).toBeNull();
    expect(callsTo(calls, memberPhotoCalls.upload)).toHaveLength(0);
  });

  it('offers the phone camera with a capture input', async () => {
    signedInMember({});
    renderApp('/tabs/profile-photo');
    const camera = await screen.findByLabelText('Take a picture');
    expect(camera.getAttribute('capture')).toBe('user');
    expect(camera.getAttribute('accept')).toBe('image/*');
  });

  it('crops, uploads the photo field with progress, and refreshes the profile', async () => {
    const calls = signedInMember(
      [on(memberPhotoCalls.upload, () => ({ photo: newPhoto }))],
      [makeProfile({ photo: null, completeness: { profilePhoto: false } }), makeProfile({ photo: newPhoto })],
    );
    renderApp('/tabs/profile-photo');
    expect(await screen.findByText('No photo yet: the default picture is shown.')).toBeTruthy();
    choose(new File([pngBytes], 'me.png', { type: 'image/png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crop your photo' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use this photo' }));
    expect(await screen.findByText('Your photo was updated.')).toBeTruthy();
    const upload = callsTo(calls, memberPhotoCalls.upload)[0]!;
    expect(upload.url).toBe(`/api/membership/members/${ids.member}/updatePhoto`);
    expect(upload.headers['x-xsrf-token']).toBe('xsrf-1');
    const sent = upload.form!.get('photo') as File;
    expect(sent.type).toBe('image/jpeg');
    expect(sent.size).toBe('cropped'.length);
    await waitFor(() => expect(storage.get('profile')?.completeness.profilePhoto).toBe(true));
    expect(storage.get('photo')).toBe(newPhoto);
  });

  it('shows the server refusing the photo', async () => {
    signedInMember([
      on(memberPhotoCalls.upload, () => json(415, errorBody('unsupported_media_type', 'Not an image'))),
    ]);
    renderApp('/tabs/profile-photo');
    await screen.findByRole('img', { name: 'Photo of Maria Santos' });
    choose(new File([pngBytes], 'me.png', { type: 'image/png' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Use this photo' }),
    );
    expect(await screen.findByText('This kind of file is not accepted.')).toBeTruthy();
  });

  it('removes the photo after confirmation', async () => {
    const calls = signedInMember(
      [on(memberPhotoCalls.remove, () => ({ ok: true }))],
      [makeProfile(), makeProfile({ photo: null, completeness: { profilePhoto: false } })],
    );
    renderApp('/edit-member-photo');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove photo' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove the photo?' });
    expect(callsTo(calls, memberPhotoCalls.remove)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText('The photo was removed.')).toBeTruthy();
    await waitFor(() => expect(storage.get('profile')?.member.photo).toBeNull());
    expect(storage.get('photo')).toBeNull();
  });
});
