import { rolePermissions, videoCalls, type UserAccess } from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cebu, localeAdminAccess } from '../../../../../test/admin-fixtures.ts';
import { expectNoAxeViolations } from '../../../../../test/axe.ts';
import { callsTo, errorBody, ids, json, makeLocale, on } from '../../../../../test/fake-server.ts';
import { renderApp } from '../../../../../test/render-app.tsx';
import { signedInMember } from '../../../../../test/signed-in.ts';
import { localesCalls } from '@congregate/contracts';
import { makeVideo, sundayVideoId, uploadId, videoAdminServer } from '../test/video-fixtures.ts';

const MB = 1024 * 1024;
const mp4 = (name = 'Easter service.mp4', bytes = 2 * MB) =>
  new File([new Uint8Array(bytes)], name, { type: 'video/mp4' });

async function openAddVideo() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add video' }));
  return screen.findByRole('dialog', { name: 'Add video' });
}

const choose = (dialog: HTMLElement, file: File) =>
  fireEvent.change(dialog.querySelector('input[type="file"]')!, { target: { files: [file] } });

/** A district admin of Quezon City's district (its locales are theirs too). */
function districtAdminAccess(districtId: string): UserAccess {
  return {
    ...localeAdminAccess(),
    roles: [
      { role: 'member', scopeType: 'self', scopeId: null, scopeName: null },
      { role: 'district_admin', scopeType: 'district', scopeId: districtId, scopeName: 'Metro Manila' },
    ],
    permissions: [...rolePermissions.district_admin],
  };
}

describe('admin-videos: videos', { timeout: 30_000 }, () => {
  it('lists the videos the admin may edit at their locale, with category, audience, source and date', async () => {
    const calls = videoAdminServer([
      on(videoCalls.list, () => ({
        items: [
          makeVideo(),
          makeVideo({
            id: ids.flock,
            title: 'Youth night',
            publishedAt: '2099-01-01T10:00:00.000Z',
            source: 'embed',
            category: null,
          }),
        ],
        nextCursor: null,
        total: 2,
      })),
    ]);
    renderApp('/admin-videos');
    expect(await screen.findByRole('heading', { name: 'Sunday sermon' })).toBeTruthy();
    const query = Object.fromEntries(new URLSearchParams(callsTo(calls, videoCalls.list)[0]!.search));
    expect(query).toMatchObject({ manage: 'true', localeId: ids.locale });
    const sunday = screen.getByRole('heading', { name: 'Sunday sermon' }).closest('li')!;
    expect(within(sunday).getByText('Sermons')).toBeTruthy();
    expect(within(sunday).getByText('Quezon City')).toBeTruthy();
    expect(within(sunday).getByText('Uploaded file')).toBeTruthy();
    expect(within(sunday).getByText(/^Published /)).toBeTruthy();
    expect(within(sunday).queryByText('Scheduled')).toBeNull();
    const youth = screen.getByRole('heading', { name: 'Youth night' }).closest('li')!;
    expect(within(youth).getByText('Scheduled')).toBeTruthy();
    expect(within(youth).getByText('Embedded player')).toBeTruthy();
    expect(within(youth).getByText('No category')).toBeTruthy();
    expect(screen.getByText('2 videos')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search videos' }), {
      target: { value: 'youth' },
    });
    await waitFor(() =>
      expect(callsTo(calls, videoCalls.list).some((call) => call.search?.includes('q=youth'))).toBe(true),
    );
  });

  it('uploads an MP4 with a progress bar, then publishes it with the describe form', async () => {
    let finish: (() => void) | null = null;
    const calls = videoAdminServer([
      on(
        videoCalls.upload,
        () =>
          new Promise((resolve) => {
            finish = () =>
              resolve({
                uploadId,
                contentType: 'video/mp4',
                sizeBytes: 2 * MB,
                fileName: 'Easter service.mp4',
              });
          }),
      ),
      on(videoCalls.create, ({ body }) => makeVideo({ id: ids.flock, title: body.title })),
    ]);
    renderApp('/admin-videos');
    const dialog = await openAddVideo();
    // Nothing to describe before the file is in.
    expect(within(dialog).queryByRole('button', { name: 'Publish video' })).toBeNull();
    choose(dialog, mp4());
    expect(await within(dialog).findByText('50% — 1.0 MB of 2.0 MB')).toBeTruthy();
    expect(within(dialog).getByRole('progressbar', { name: 'Video file (MP4)' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel upload' })).toBeTruthy();
    const upload = callsTo(calls, videoCalls.upload)[0]!;
    expect(upload.headers['x-xsrf-token']).toBe('xsrf-1');
    expect(upload.credentials).toBe('include');
    expect((upload.form!.get('file') as File).name).toBe('Easter service.mp4');

    finish!();
    expect(
      await within(dialog).findByText('Easter service.mp4 is uploaded. Now describe the video.'),
    ).toBeTruthy();
    const title = within(dialog).getByRole('textbox', { name: /^Title/ });
    expect((title as HTMLInputElement).value).toBe('Easter service');
    // A locale admin publishes for the locale only: no audience choice.
    expect(within(dialog).queryByRole('radio', { name: 'Everyone' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish video' }));
    expect(await screen.findByText('“Easter service” was added.')).toBeTruthy();
    expect(callsTo(calls, videoCalls.create)[0]!.body).toMatchObject({
      title: 'Easter service',
      source: 'upload',
      uploadId,
      audience: 'locale',
      localeId: ids.locale,
      categoryId: null,
    });
  });

  it('cancels an upload on the way', async () => {
    const calls = videoAdminServer([on(videoCalls.upload, () => new Promise(() => {}))]);
    renderApp('/admin-videos');
    const dialog = await openAddVideo();
    choose(dialog, mp4());
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Cancel upload' }));
    expect(await within(dialog).findByText(/The upload was cancelled/)).toBeTruthy();
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
    expect(callsTo(calls, videoCalls.upload)).toHaveLength(1);
    expect(callsTo(calls, videoCalls.create)).toHaveLength(0);
  });

  it('refuses a file that is not an MP4, or too large, before sending it', async () => {
    const calls = videoAdminServer();
    renderApp('/admin-videos');
    const dialog = await openAddVideo();
    choose(dialog, new File(['%PDF-'], 'notes.pdf', { type: 'application/pdf' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Choose an MP4 video file. Other kinds of files are not accepted.',
    );
    const huge = mp4('long.mp4', 1);
    Object.defineProperty(huge, 'size', { value: 1025 * MB });
    choose(dialog, huge);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This file is larger than 1024 MB. Choose a smaller file.',
    );
    expect(callsTo(calls, videoCalls.upload)).toHaveLength(0);
  });

  it('says the server’s own limit when it refuses a file as too large', async () => {
    videoAdminServer([
      on(videoCalls.upload, () =>
        json(413, errorBody('payload_too_large', 'Too large', { maxBytes: 100 * MB })),
      ),
    ]);
    renderApp('/admin-videos');
    const dialog = await openAddVideo();
    choose(dialog, mp4());
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This file is larger than 100 MB. Choose a smaller file.',
    );
  });

  it('checks a linked video’s address, and shows a host off the allow-list on the field', async () => {
    const calls = videoAdminServer([
      on(videoCalls.create, () => json(422, errorBody('host_not_allowed', 'Not allowed'))),
    ]);
    renderApp('/admin-videos');
    const dialog = await openAddVideo();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Embed' }));
    const address = within(dialog).getByRole('textbox', { name: /^Player address/ });
    expect(
      within(dialog).getByText(/www\.youtube\.com, www\.youtube-nocookie\.com, player\.vimeo\.com/),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Title/ }), { target: { value: 'Choir' } });
    fireEvent.change(address, { target: { value: 'youtube video' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish video' }));
    expect(await within(dialog).findByText('Enter a full address that starts with https://')).toBeTruthy();
    expect(callsTo(calls, videoCalls.create)).toHaveLength(0);

    fireEvent.change(address, { target: { value: 'https://videos.example.net/embed/1' } });
    await waitFor(() =>
      expect(within(dialog).queryByText('Enter a full address that starts with https://')).toBeNull(),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish video' }));
    expect(await within(dialog).findByText(/Videos from this site cannot be shown/)).toBeTruthy();
    expect(callsTo(calls, videoCalls.create)[0]!.body).toMatchObject({
      source: 'embed',
      url: 'https://videos.example.net/embed/1',
    });
  });

  it('offers a district admin their district as the audience', async () => {
    const districtId = '9a9a9a9a-9a9a-4a9a-8a9a-9a9a9a9a9a9a';
    const calls = videoAdminServer(
      [
        on(localesCalls.all, () => [makeLocale({ districtId, districtName: 'Metro Manila' }), cebu]),
        on(videoCalls.create, ({ body }) => makeVideo({ title: body.title })),
      ],
      districtAdminAccess(districtId),
    );
    renderApp('/admin-videos');
    const dialog = await openAddVideo();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Link an HLS stream' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Stream address/ }), {
      target: { value: 'https://app.example.org/live/a.m3u8' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Title/ }), { target: { value: 'Rally' } });
    expect(within(dialog).queryByRole('radio', { name: 'Everyone' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Our district' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish video' }));
    await waitFor(() => expect(callsTo(calls, videoCalls.create)).toHaveLength(1));
    expect(callsTo(calls, videoCalls.create)[0]!.body).toMatchObject({
      source: 'hls',
      audience: 'district',
      districtId,
      localeId: null,
    });
  });

  it('edits a video’s title and keeps its publication time', async () => {
    const calls = videoAdminServer([
      on(videoCalls.update, ({ body }) => makeVideo({ ...body, category: null } as never)),
    ]);
    renderApp('/admin-videos');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Sunday sermon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Sunday sermon”' });
    // 02:00 UTC is 10:00 in Manila.
    expect((within(dialog).getByLabelText('Publish at') as HTMLInputElement).value).toBe('2026-03-01T10:00');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Title/ }), { target: { value: 'Faith' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('“Faith” was saved.')).toBeTruthy();
    const patch = callsTo(calls, videoCalls.update)[0]!;
    expect(patch.url).toContain(sundayVideoId);
    expect(patch.body).toEqual({
      title: 'Faith',
      description: 'Faith that works',
      categoryId: expect.any(String),
    });
  });

  it('deletes a video only after asking', async () => {
    const calls = videoAdminServer([on(videoCalls.remove, () => ({ ok: true as const }))]);
    renderApp('/admin-videos');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Sunday sermon' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete “Sunday sermon”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, videoCalls.remove)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Sunday sermon' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete “Sunday sermon”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete video' }));
    expect(await screen.findByText('“Sunday sermon” was deleted.')).toBeTruthy();
    expect(callsTo(calls, videoCalls.remove)).toHaveLength(1);
  });

  it('tells a plain member the page is not for them', async () => {
    const calls = signedInMember([]);
    renderApp('/admin-videos');
    expect(await screen.findByRole('heading', { name: 'Not available for your account' })).toBeTruthy();
    expect(callsTo(calls, videoCalls.list)).toHaveLength(0);
  });

  it('passes axe in light and dark, with the add dialog open', async () => {
    videoAdminServer();
    renderApp('/admin-videos');
    await screen.findByRole('heading', { name: 'Sunday sermon' });
    await expectNoAxeViolations();
    await openAddVideo();
    await expectNoAxeViolations();
  });
});
