import { livestreamCalls, videoCategoryCalls } from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../test/axe.ts';
import { callsTo, errorBody, ids, json, on } from '../../../../../test/fake-server.ts';
import { renderApp } from '../../../../../test/render-app.tsx';
import { makeLivestream, sermons, streamId, videoAdminServer } from '../test/video-fixtures.ts';

const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(new RegExp(`^${label}\\s*\\*?$`));
const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(field(dialog, label), { target: { value } });

describe('admin-videos: livestreams', { timeout: 30_000 }, () => {
  it('lists the locale’s livestreams with their state and a preview link; ended ones on request', async () => {
    const calls = videoAdminServer([
      on(livestreamCalls.list, ({ query }) => ({
        items: query.past
          ? [makeLivestream(), makeLivestream({ id: ids.flock, title: 'Last Sunday', state: 'ended' })]
          : [makeLivestream(), makeLivestream({ id: ids.flock, title: 'Prayer night', state: 'live' })],
        nextCursor: null,
      })),
    ]);
    renderApp('/admin-videos?tab=livestreams');
    const row = (await screen.findByRole('heading', { name: 'Sunday worship live' })).closest('li')!;
    expect(within(row).getByText('Scheduled')).toBeTruthy();
    expect(within(row).getByText('HLS stream')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Preview Sunday worship live' }).getAttribute('href')).toBe(
      `/livestream-modal?id=${streamId}`,
    );
    const live = screen.getByRole('heading', { name: 'Prayer night' }).closest('li')!;
    expect(within(live).getByText('Live')).toBeTruthy();
    expect(new URLSearchParams(callsTo(calls, livestreamCalls.list)[0]!.search).get('localeId')).toBe(
      ids.locale,
    );

    fireEvent.click(screen.getByRole('checkbox', { name: 'Show ended livestreams' }));
    const ended = (await screen.findByRole('heading', { name: 'Last Sunday' })).closest('li')!;
    expect(within(ended).getByText('Ended')).toBeTruthy();
    expect(callsTo(calls, livestreamCalls.list).some((c) => c.search?.includes('past=true'))).toBe(true);
  });

  it('schedules a livestream in the locale’s time zone, and asks for an end after the start', async () => {
    const calls = videoAdminServer([
      on(livestreamCalls.create, ({ body }) => makeLivestream({ title: body.title })),
    ]);
    renderApp('/admin-videos?tab=livestreams');
    fireEvent.click(await screen.findByRole('button', { name: 'Schedule livestream' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule livestream' });
    expect(within(dialog).getByText('Times in Asia/Manila.')).toBeTruthy();
    expect(within(dialog).getByText(/Linked automatically to the service at that time/)).toBeTruthy();
    type(dialog, 'Title', 'Easter sunrise');
    type(dialog, 'Stream or player address', 'https://app.example.org/live/easter.m3u8');
    type(dialog, 'Starts', '2026-04-05T10:00');
    type(dialog, 'Ends', '2026-04-05T09:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText('The end must be after the start.')).toBeTruthy();
    expect(callsTo(calls, livestreamCalls.create)).toHaveLength(0);

    type(dialog, 'Ends', '2026-04-05T11:30');
    await waitFor(() => expect(within(dialog).queryByText('The end must be after the start.')).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('“Easter sunrise” is scheduled.')).toBeTruthy();
    expect(callsTo(calls, livestreamCalls.create)[0]!.body).toEqual({
      localeId: ids.locale,
      title: 'Easter sunrise',
      source: 'hls',
      url: 'https://app.example.org/live/easter.m3u8',
      // 10:00 in Manila is 02:00 UTC.
      startsAt: '2026-04-05T02:00:00.000Z',
      endsAt: '2026-04-05T03:30:00.000Z',
    });
  });

  it('shows a stream host off the allow-list on the address', async () => {
    videoAdminServer([
      on(livestreamCalls.update, () => json(422, errorBody('host_not_allowed', 'Not allowed'))),
    ]);
    renderApp('/admin-videos?tab=livestreams');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Sunday worship live' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Sunday worship live”' });
    expect((field(dialog, 'Starts') as HTMLInputElement).value).toBe('2099-03-01T09:00');
    type(dialog, 'Stream or player address', 'https://cdn.example.net/a.m3u8');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Videos from this site cannot be shown/)).toBeTruthy();
  });

  it('deletes a livestream only after asking', async () => {
    const calls = videoAdminServer([on(livestreamCalls.remove, () => ({ ok: true as const }))]);
    renderApp('/admin-videos?tab=livestreams');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Sunday worship live' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Sunday worship live”?' });
    expect(callsTo(calls, livestreamCalls.remove)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete livestream' }));
    expect(await screen.findByText('“Sunday worship live” was deleted.')).toBeTruthy();
    expect(callsTo(calls, livestreamCalls.remove)[0]!.url).toContain(streamId);
  });
});

describe('admin-videos: categories', { timeout: 30_000 }, () => {
  it('lists the locale’s video categories with their counts; shared ones stay for super admins', async () => {
    const calls = videoAdminServer();
    renderApp('/admin-videos?tab=categories');
    expect(await screen.findByText('Sermons')).toBeTruthy();
    expect(screen.getByText('3 videos')).toBeTruthy();
    expect(screen.getByText('1 video · Shared by every locale')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rename or recolour Sermons' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rename or recolour Church news' })).toBeNull();
    expect(new URLSearchParams(callsTo(calls, videoCategoryCalls.list)[0]!.search).get('localeId')).toBe(
      ids.locale,
    );
    await expectNoAxeViolations();
  });

  it('adds, renames and recolours, and deletes after asking', async () => {
    const calls = videoAdminServer([
      on(videoCategoryCalls.create, ({ body }) =>
        body.name === 'Sermons'
          ? json(409, errorBody('conflict', 'Taken'))
          : { ...sermons, id: ids.flock, name: body.name, color: body.color },
      ),
      on(videoCategoryCalls.update, ({ body }) => ({ ...sermons, ...body })),
      on(videoCategoryCalls.remove, () => ({ ok: true as const })),
    ]);
    renderApp('/admin-videos?tab=categories');
    await screen.findByText('Sermons');

    const name = screen.getByRole('textbox', { name: 'New category' });
    fireEvent.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('Enter a name.')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Sermons' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('This locale has a category of that name already.')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Youth' } });
    fireEvent.click(screen.getAllByRole('radio', { name: 'Green' })[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('“Youth” was added.')).toBeTruthy();
    expect(callsTo(calls, videoCategoryCalls.create).at(-1)!.body).toEqual({
      localeId: ids.locale,
      name: 'Youth',
      color: 'green',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Rename or recolour Sermons' }));
    const editor = screen.getByRole('textbox', { name: 'Name' });
    fireEvent.change(editor, { target: { value: 'Preaching' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('“Preaching” was saved.')).toBeTruthy();
    expect(callsTo(calls, videoCategoryCalls.update)[0]!.body).toEqual({
      name: 'Preaching',
      color: 'indigo',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Delete Sermons' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Sermons”?' });
    expect(callsTo(calls, videoCategoryCalls.remove)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete category' }));
    expect(await screen.findByText('“Sermons” was deleted.')).toBeTruthy();
    expect(callsTo(calls, videoCategoryCalls.remove)[0]!.url).toContain(sermons.id);
  });
});
