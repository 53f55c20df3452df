import { recordBoardCalls } from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, errorBody, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';
import { expectNoAxeViolations } from '../../../../test/axe.ts';
import { makeEntry, settingsFor } from '../test/record-fixtures.ts';
import { categoryCalls } from '@congregate/contracts';

const picture = {
  id: 'a1a1a1a1-a1a1-4a1a-8a1a-a1a1a1a1a1a1',
  name: 'Outreach.webp',
  contentType: 'image/webp' as const,
  bytes: 48_000,
  width: 960,
  height: 640,
  url: '/api/groups/record-board/attachments/a1a1a1a1-a1a1-4a1a-8a1a-a1a1a1a1a1a1',
};
const minutesPdf = {
  id: 'b2b2b2b2-b2b2-4b2b-8b2b-b2b2b2b2b2b2',
  name: 'Minutes.pdf',
  contentType: 'application/pdf' as const,
  bytes: 2048,
  width: null,
  height: null,
  url: '/api/groups/record-board/attachments/b2b2b2b2-b2b2-4b2b-8b2b-b2b2b2b2b2b2',
};

describe('rrb-detail', { timeout: 30_000 }, () => {
  it('shows the entry: body as plain text with its line breaks, pictures that open, PDFs to open', async () => {
    const entry = makeEntry({
      body: 'Line one\nLine two <img src=x onerror="alert(1)">',
      attachments: [picture, minutesPdf],
      attachmentCount: 2,
    });
    signedInMember([on(recordBoardCalls.get, () => entry)]);
    renderApp(`/rrb-detail?id=${entry.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: entry.title })).toBeTruthy();
    expect(screen.getByText('Minutes of Meetings')).toBeTruthy();
    expect(screen.getByText(/^Posted .*2026/)).toBeTruthy();
    expect(screen.getByText(/By Sec Retary/)).toBeTruthy();
    const body = screen.getByText(/Line one/);
    expect(body.textContent).toBe('Line one\nLine two <img src=x onerror="alert(1)">');
    expect(document.querySelector('img[src="x"]')).toBeNull();
    const open = screen.getByRole('link', { name: 'Open Minutes.pdf' });
    expect(open.getAttribute('href')).toBe(minutesPdf.url);
    expect(open.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('img', { name: 'Outreach.webp' }).getAttribute('src')).toBe(picture.url);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    await expectNoAxeViolations();
  });

  it('lets its editor delete it after confirming, then goes back to the board', async () => {
    const entry = makeEntry({ canEdit: true });
    const calls = signedInMember([
      on(recordBoardCalls.get, () => entry),
      on(recordBoardCalls.remove, () => ({ ok: true as const })),
      on(recordBoardCalls.settings, () => settingsFor()),
      on(recordBoardCalls.list, () => ({ items: [], nextCursor: null, total: 0 })),
      on(categoryCalls.list, () => []),
    ]);
    const { router } = renderApp(`/rrb-detail?id=${entry.id}`);
    expect((await screen.findByRole('link', { name: 'Edit' })).getAttribute('href')).toBe(
      `/rrb-modal?id=${entry.id}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this entry?' });
    expect(callsTo(calls, recordBoardCalls.remove)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete entry' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rrb'));
    expect(callsTo(calls, recordBoardCalls.remove)[0]!.url).toBe(`/api/groups/record-board/${entry.id}`);
  });

  it('says when the entry is outside the caller’s locale', async () => {
    signedInMember([
      on(recordBoardCalls.get, () => json(403, errorBody('forbidden', 'This entry is outside your scope'))),
    ]);
    renderApp('/rrb-detail?id=e9e9e9e9-e9e9-4e9e-8e9e-e9e9e9e9e9e9');
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
