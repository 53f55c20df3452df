import { videoCalls, videoCategoryCalls } from '@congregate/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test/axe.ts';
import { callsTo, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';
import { categoryId, makeCategory, makeVideo } from '../test/video-fixtures.ts';

const queryOf = (search: string | undefined) => Object.fromEntries(new URLSearchParams(search ?? ''));

describe('video-category', () => {
  it('shows a category’s videos with its name, pages with "Load more", and passes axe', async () => {
    const calls = signedInMember([
      on(videoCategoryCalls.list, () => [makeCategory()]),
      on(videoCalls.list, ({ query }) =>
        query.cursor === 'page-2'
          ? { items: [makeVideo(3)], nextCursor: null, total: 3 }
          : { items: [makeVideo(1), makeVideo(2)], nextCursor: 'page-2', total: 3 },
      ),
    ]);
    renderApp(`/video-category?id=${categoryId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sermons' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Sermon 1' })).toBeTruthy();
    expect(screen.getByText('3 videos')).toBeTruthy();
    expect(screen.getAllByText(/^10:00 · .*2026 · Quezon City$/)).toHaveLength(2);
    expect(queryOf(callsTo(calls, videoCalls.list)[0]!.search)).toMatchObject({ categoryId });
    await expectNoAxeViolations();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Sermon 3' })).toBeTruthy();
    expect(queryOf(callsTo(calls, videoCalls.list).at(-1)!.search)).toMatchObject({
      categoryId,
      cursor: 'page-2',
    });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('searches as I type, keeping the words in the address', async () => {
    const calls = signedInMember([
      on(videoCategoryCalls.list, () => [makeCategory()]),
      on(videoCalls.list, ({ query }) =>
        query.q === 'grace'
          ? { items: [makeVideo(7, { title: 'Amazing grace' })], nextCursor: null, total: 1 }
          : query.q
            ? { items: [], nextCursor: null, total: 0 }
            : { items: [makeVideo(1)], nextCursor: null, total: 1 },
      ),
    ]);
    const { router } = renderApp('/video-category');
    expect(await screen.findByRole('heading', { level: 1, name: 'All videos' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Sermon 1' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search videos'), { target: { value: 'grace' } });
    expect(await screen.findByRole('link', { name: 'Amazing grace' })).toBeTruthy();
    expect(router.state.location.search).toBe('?q=grace');
    expect(screen.getByText('1 video')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search videos'), { target: { value: 'nothing like it' } });
    expect(await screen.findByText('No videos match “nothing like it”. Try other words.')).toBeTruthy();
    await vi.waitFor(() => expect(queryOf(router.state.location.search)).toEqual({ q: 'nothing like it' }));
    expect(callsTo(calls, videoCalls.list).every((call) => !queryOf(call.search).categoryId)).toBe(true);
  });

  it('says when a category has no videos yet, with a way back to the Videos tab', async () => {
    signedInMember([
      on(videoCategoryCalls.list, () => [makeCategory({ videoCount: 0 })]),
      on(videoCalls.list, () => ({ items: [], nextCursor: null, total: 0 })),
    ]);
    renderApp(`/video-category?id=${categoryId}`);
    expect(
      await screen.findByText(
        'No videos in this category yet. New ones appear here as your locale adds them.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Videos' }).getAttribute('href')).toBe('/tabs/tab6');
    await expectNoAxeViolations();
  });
});
