import { categoryCalls, recordBoardCalls } from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../../../test/admin-fixtures.ts';
import { callsTo, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';
import { forms, makeEntry, minutes, settingsFor, summaryOf } from '../test/record-fixtures.ts';
import { expectNoAxeViolations } from '../../../../test/axe.ts';

const older = makeEntry({
  title: 'Año Nuevo report',
  entryDate: '2026-01-05',
  category: null,
  attachmentCount: 2,
});
const newer = makeEntry({ title: 'Council meeting — minutes' });

describe('rrb', { timeout: 30_000 }, () => {
  it('shows a member the board under its label, newest first, without "New entry"; filters and searches', async () => {
    const calls = signedInMember([
      on(recordBoardCalls.settings, () => settingsFor({ label: 'Board of Records' })),
      on(categoryCalls.list, () => [forms, minutes]),
      on(recordBoardCalls.list, ({ query }) => {
        const all = [newer, older].filter(
          (e) =>
            (!query.categoryId || e.category?.id === query.categoryId) &&
            (!query.q || e.title.toLowerCase().includes(query.q.toLowerCase())),
        );
        return { items: all.map(summaryOf), nextCursor: null, total: all.length };
      }),
    ]);
    renderApp('/rrb');
    expect(await screen.findByRole('heading', { level: 1, name: 'Board of Records' })).toBeTruthy();
    const links = await screen.findAllByRole('link', { name: /minutes|report/ });
    expect(links.map((l) => l.textContent)).toEqual(['Council meeting — minutes', 'Año Nuevo report']);
    expect(links[0]!.getAttribute('href')).toBe(`/rrb-detail?id=${newer.id}`);
    expect(screen.getByText('2 files')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New entry' })).toBeNull();
    expect(screen.queryByText('Who may post on this board')).toBeNull();
    await expectNoAxeViolations();

    fireEvent.click(screen.getByRole('button', { name: 'Category' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Minutes of Meetings' }));
    await waitFor(() =>
      expect(callsTo(calls, recordBoardCalls.list).at(-1)!.search).toContain(`categoryId=${minutes.id}`),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Año Nuevo report' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Category' }));
    fireEvent.click(await screen.findByRole('option', { name: 'All categories' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the board' }), {
      target: { value: 'nuevo' },
    });
    await waitFor(() => expect(callsTo(calls, recordBoardCalls.list).at(-1)!.search).toContain('q=nuevo'));
    expect(await screen.findByRole('link', { name: 'Año Nuevo report' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Council meeting — minutes' })).toBeNull());
  });

  it('tells a reader the board is empty, and a poster what to do', async () => {
    signedInMember([
      on(recordBoardCalls.settings, () => settingsFor({ canPost: true, whoMayPost: 'members' })),
      on(categoryCalls.list, () => []),
      on(recordBoardCalls.list, () => ({ items: [], nextCursor: null, total: 0 })),
    ]);
    renderApp('/rrb');
    expect(await screen.findByText('Nothing on the board yet')).toBeTruthy();
    expect(screen.getByText(/Post the first entry with “New entry”/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New entry' }).getAttribute('href')).toContain(
      '/rrb-modal?localeId=',
    );
  });

  it('pages with "Load more"', async () => {
    const calls = signedInMember([
      on(recordBoardCalls.settings, () => settingsFor()),
      on(categoryCalls.list, () => []),
      on(recordBoardCalls.list, ({ query }) =>
        query.cursor
          ? { items: [summaryOf(older)], nextCursor: null, total: 2 }
          : { items: [summaryOf(newer)], nextCursor: 'next-page', total: 2 },
      ),
    ]);
    renderApp('/rrb');
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Año Nuevo report' })).toBeTruthy();
    expect(callsTo(calls, recordBoardCalls.list).at(-1)!.search).toContain('cursor=next-page');
  });

  it('lets the locale’s admin choose who may post, and links the categories', async () => {
    const calls = signedInAdmin([
      on(recordBoardCalls.settings, () => settingsFor({ canPost: true, canManage: true })),
      on(recordBoardCalls.saveSettings, ({ body }) =>
        settingsFor({ canPost: true, canManage: true, whoMayPost: body.whoMayPost }),
      ),
      on(categoryCalls.list, () => [minutes]),
      on(recordBoardCalls.list, () => ({ items: [summaryOf(newer)], nextCursor: null, total: 1 })),
    ]);
    renderApp('/rrb');
    expect((await screen.findByRole('link', { name: 'Categories' })).getAttribute('href')).toContain(
      '/category-popover?localeId=',
    );
    expect(screen.getByRole('link', { name: 'New entry' })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Who may post on this board' }), {
      target: { value: 'leaders' },
    });
    expect(await screen.findByText('Saved: the board follows the new setting.')).toBeTruthy();
    expect(callsTo(calls, recordBoardCalls.saveSettings)[0]!.body).toMatchObject({ whoMayPost: 'leaders' });
    await expectNoAxeViolations();
    const settings = screen.getByRole('region', { name: 'Who may post' });
    expect(within(settings).getByRole('combobox', { name: 'Who may post on this board' })).toBeTruthy();
  });
});
