import { flockCareCalls, memberNoteCalls, type MemberNote } from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, ids, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { expectNoAxeViolations } from '../../../../test/axe.ts';
import { anaId, flockId, memberDetail, pepId, signedInLeader } from '../test/flock-care-fixtures.ts';

const mine: MemberNote = {
  id: '88888888-8888-4888-8888-888888888881',
  body: 'Asked for prayer for her mother',
  authorId: ids.user,
  authorName: 'Maria Santos',
  createdAt: '2026-02-20T02:00:00.000Z',
  updatedAt: '2026-02-20T02:00:00.000Z',
  mine: true,
};
const theirs: MemberNote = {
  ...mine,
  id: '88888888-8888-4888-8888-888888888882',
  body: 'Visited with the secretary',
  authorId: '99999999-9999-4999-8999-999999999999',
  authorName: 'Sec Retary',
  mine: false,
};

/** A fake notes store: list, create, update, delete. */
function notesServer(start: MemberNote[]) {
  let notes = [...start];
  return [
    on(memberNoteCalls.list, () => ({ items: notes, nextCursor: null })),
    on(memberNoteCalls.create, ({ body }) => {
      const note = { ...mine, id: '88888888-8888-4888-8888-888888888883', body: body.body };
      notes = [note, ...notes];
      return note;
    }),
    on(memberNoteCalls.update, ({ params, body }) => {
      notes = notes.map((n) =>
        n.id === params.id ? { ...n, body: body.body, updatedAt: '2026-02-21T00:00:00.000Z' } : n,
      );
      return notes.find((n) => n.id === params.id)!;
    }),
    on(memberNoteCalls.remove, ({ params }) => {
      notes = notes.filter((n) => n.id !== params.id);
      return { ok: true as const };
    }),
  ];
}

const path = `/flock-member-detail?flockId=${flockId}&id=${anaId}`;

describe('flock-member-detail', { timeout: 30_000 }, () => {
  it('shows contact, relatives, attendance and the PEPs they won', async () => {
    signedInLeader([
      on(flockCareCalls.member, () => memberDetail(), { id: flockId, memberId: anaId }),
      ...notesServer([]),
    ]);
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Ana Reyes' })).toBeTruthy();
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByText('12 Mabini St., Quezon City, PH')).toBeTruthy();
    expect(within(contact).getByText('Married')).toBeTruthy();
    expect(within(contact).getByRole('link', { name: 'Call Ana Reyes' }).getAttribute('href')).toBe(
      'tel:+639171111111',
    );
    expect(screen.getByText('Juan Reyes')).toBeTruthy();
    expect(screen.getByRole('img', { name: /Check-ins per week for the last 12 weeks/ })).toBeTruthy();
    expect(screen.getByText(/Sunday Worship ·/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Paolo Prospect' }).getAttribute('href')).toBe(`/pep/${pepId}`);
    expect(await screen.findByText(/No notes yet/)).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('writes a note, checking it first', async () => {
    const calls = signedInLeader([on(flockCareCalls.member, () => memberDetail()), ...notesServer([])]);
    renderApp(path);
    const field = await screen.findByRole('textbox', { name: 'Note' });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(callsTo(calls, memberNoteCalls.create)).toHaveLength(0);
    fireEvent.change(field, { target: { value: '  Called her on Tuesday  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Called her on Tuesday')).toBeTruthy();
    expect(callsTo(calls, memberNoteCalls.create)[0]?.body).toEqual({ body: 'Called her on Tuesday' });
    expect(screen.getByText('Note saved.')).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toBe('');
  });

  it('edits only one’s own notes', async () => {
    const calls = signedInLeader([
      on(flockCareCalls.member, () => memberDetail()),
      ...notesServer([mine, theirs]),
    ]);
    renderApp(path);
    await screen.findByText('Visited with the secretary');
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const edit = screen.getByRole('textbox', { name: 'Edit the note' });
    fireEvent.change(edit, { target: { value: 'Her mother is better' } });
    const form = edit.closest('form')!;
    fireEvent.click(within(form).getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Her mother is better')).toBeTruthy();
    expect(callsTo(calls, memberNoteCalls.update)[0]?.body).toEqual({ body: 'Her mother is better' });
  });

  it('asks before deleting a note', async () => {
    const calls = signedInLeader([on(flockCareCalls.member, () => memberDetail()), ...notesServer([mine])]);
    renderApp(path);
    await screen.findByText('Asked for prayer for her mother');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this note?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(calls, memberNoteCalls.remove)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete this note?' })).getByRole('button', {
        name: 'Delete note',
      }),
    );
    await waitFor(() => expect(screen.queryByText('Asked for prayer for her mother')).toBeNull());
    expect(callsTo(calls, memberNoteCalls.remove)).toHaveLength(1);
  });

  it('asks for a member when opened without one', async () => {
    signedInLeader([]);
    renderApp(`/flock-member-detail?flockId=${flockId}`);
    expect(await screen.findByText('Choose a member from your flock’s list.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Flock members' }).getAttribute('href')).toBe(
      `/flock-members?flockId=${flockId}`,
    );
  });
});
