import { categoryCalls, recordBoardCalls, type RecordEntry } from '@congregate/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, ids, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';
import { expectNoAxeViolations } from '../../../../test/axe.ts';
import { makeEntry, minutes, settingsFor } from '../test/record-fixtures.ts';

const uploaded = {
  id: 'd3d3d3d3-d3d3-4d3d-8d3d-d3d3d3d3d3d3',
  name: 'agenda.pdf',
  contentType: 'application/pdf' as const,
  bytes: 1234,
  width: null,
  height: null,
  url: '/api/groups/record-board/attachments/d3d3d3d3-d3d3-4d3d-8d3d-d3d3d3d3d3d3',
};

function routes(saved: { entry: RecordEntry | null }) {
  return [
    on(recordBoardCalls.settings, () => settingsFor({ canPost: true, whoMayPost: 'members' })),
    on(categoryCalls.list, () => [minutes]),
    on(recordBoardCalls.upload, () => uploaded),
    on(recordBoardCalls.create, ({ body }) => {
      saved.entry = makeEntry({
        title: body.title,
        entryDate: body.entryDate,
        body: body.body,
        category: body.categoryId ? { id: minutes.id, name: minutes.name, color: minutes.color } : null,
        attachments: body.attachmentIds.length ? [uploaded] : [],
        canEdit: true,
      });
      return saved.entry;
    }),
    on(recordBoardCalls.get, () => saved.entry!),
  ];
}

describe('rrb-modal', { timeout: 30_000 }, () => {
  it('checks the form before sending, uploads a file, and posts the entry', async () => {
    const saved: { entry: RecordEntry | null } = { entry: null };
    const calls = signedInMember(routes(saved));
    const { router } = renderApp('/rrb-modal');
    expect(await screen.findByRole('heading', { level: 1, name: 'New entry' })).toBeTruthy();
    expect(document.title).toBe('New record · Congregate');
    await expectNoAxeViolations();

    fireEvent.click(screen.getByRole('button', { name: 'Save entry' }));
    expect(await screen.findByText(/required|Fill in/i)).toBeTruthy();
    expect(callsTo(calls, recordBoardCalls.create)).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Budget meeting' } });
    fireEvent.change(screen.getByLabelText('Date', { selector: 'input' }), {
      target: { value: '2026-03-02' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Body' }), { target: { value: 'Line 1\nLine 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Category' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Minutes of Meetings' }));

    const input = screen.getByLabelText('Attach files');
    fireEvent.change(input, {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(await screen.findByText('notes.txt is not an image or a PDF')).toBeTruthy();
    expect(callsTo(calls, recordBoardCalls.upload)).toHaveLength(0);
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.4'], 'agenda.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('agenda.pdf')).toBeTruthy();
    const upload = callsTo(calls, recordBoardCalls.upload)[0]!;
    expect(upload.search).toBe(`?localeId=${ids.locale}`);
    expect((upload.form!.get('file') as File).name).toBe('agenda.pdf');

    fireEvent.click(screen.getByRole('button', { name: 'Save entry' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rrb-detail'));
    expect(callsTo(calls, recordBoardCalls.create)[0]!.body).toEqual({
      localeId: ids.locale,
      title: 'Budget meeting',
      categoryId: minutes.id,
      entryDate: '2026-03-02',
      body: 'Line 1\nLine 2',
      attachmentIds: [uploaded.id],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Budget meeting' })).toBeTruthy();
  });

  it('edits an entry: removing a file sends the list without it', async () => {
    const entry = makeEntry({ canEdit: true, attachments: [uploaded], attachmentCount: 1 });
    const calls = signedInMember([
      on(recordBoardCalls.settings, () => settingsFor({ canPost: true })),
      on(categoryCalls.list, () => [minutes]),
      on(recordBoardCalls.get, () => entry),
      on(recordBoardCalls.update, ({ body }) => ({
        ...entry,
        title: body.title ?? entry.title,
        attachments: [],
      })),
    ]);
    renderApp(`/rrb-modal?id=${entry.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit entry' })).toBeTruthy();
    expect(document.title).toBe('Edit record · Congregate');
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe(entry.title);
    fireEvent.click(screen.getByRole('button', { name: 'Remove agenda.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save entry' }));
    await waitFor(() => expect(callsTo(calls, recordBoardCalls.update)).toHaveLength(1));
    expect(callsTo(calls, recordBoardCalls.update)[0]!.body).toMatchObject({ attachmentIds: [] });
  });

  it('tells someone who may not post', async () => {
    signedInMember([on(recordBoardCalls.settings, () => settingsFor())]);
    renderApp('/rrb-modal');
    expect(await screen.findByText(/Posting on this board is not open to you/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save entry' })).toBeNull();
  });
});
