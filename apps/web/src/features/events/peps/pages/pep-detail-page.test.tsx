import { churchEventCalls, pepCalls, type FollowUp, type PepDetail } from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../../../test/admin-fixtures.ts';
import { callsTo, on, type FakeRoute } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { at, signedInMember } from '../../../../test/signed-in.ts';
import { baptismEvent, baptismEventId, makePepDetail } from './pep-fixtures.ts';

const followUp: FollowUp = {
  id: 'd1d1d1d1-d1d1-4d1d-8d1d-d1d1d1d1d1d1',
  pepId: 'x',
  dueOn: '2026-02-20',
  assignee: { id: '22222222-2222-4222-8222-222222222222', displayName: 'Maria Santos' },
  note: 'Call after the service',
  done: false,
  doneAt: null,
  overdue: true,
  createdAt: at,
};

/** The PEP's routes; a stage change is kept (the page reads the PEP again after it). */
function routes(pep: PepDetail): FakeRoute[] {
  let current = pep;
  return [
    on(pepCalls.get, () => current),
    on(
      pepCalls.stage,
      ({ body }) =>
        (current = {
          ...pep,
          stage: body.stage,
          droppedReason: body.reason ?? null,
          history: [
            ...pep.history,
            {
              id: 'e1e1e1e1-e1e1-4e1e-8e1e-e1e1e1e1e1e1',
              from: pep.stage,
              to: body.stage,
              reason: body.reason ?? null,
              by: { userId: null, name: 'Maria Santos' },
              at,
            },
          ],
        }),
    ),
    on(pepCalls.followUps, () => ({ items: [{ ...followUp, pepId: pep.id }] })),
    on(pepCalls.updateFollowUp, ({ body }) => ({ ...followUp, pepId: pep.id, done: body.done ?? false })),
    on(pepCalls.addFollowUp, ({ body }) => ({
      ...followUp,
      id: 'd2d2d2d2-d2d2-4d2d-8d2d-d2d2d2d2d2d2',
      ...body,
    })),
    on(pepCalls.uploadPhoto, () => ({ pep, url: '/profile/pep.jpg' })),
    on(churchEventCalls.list, () => ({ items: [baptismEvent], nextCursor: null })),
  ];
}

/** Picks `option` in the Mantine select labelled `label`. */
async function choose(label: RegExp, option: string | RegExp) {
  fireEvent.click(screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT')!);
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('pep/:id', { timeout: 20_000 }, () => {
  it('drops a PEP only with a reason, kept in the history', async () => {
    const pep = makePepDetail({ stage: 'attending' });
    const calls = signedInMember(routes(pep));
    renderApp(`/pep/${pep.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Rosa Lim' });
    await choose(/^Move to/, 'Dropped');
    fireEvent.click(screen.getByRole('button', { name: 'Move to “Dropped”' }));
    expect(await screen.findByText('Say why they are dropped')).toBeTruthy();
    expect(callsTo(calls, pepCalls.stage)).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/Why are they dropped/), { target: { value: 'Moved away' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move to “Dropped”' }));
    expect(await screen.findByText('Moved to “Dropped”.')).toBeTruthy();
    expect(callsTo(calls, pepCalls.stage)[0]!.body).toEqual({ stage: 'dropped', reason: 'Moved away' });
    expect(await screen.findByText('Why: Moved away')).toBeTruthy();
  });

  it('schedules a PEP for a baptism event of the locale, offering baptisms to come or under way only', async () => {
    const pep = makePepDetail({ stage: 'studying' });
    const hour = 3_600_000;
    const at = (fromNow: number) => new Date(Date.now() + fromNow).toISOString();
    // The fixture's baptism is to come; one that is over is not offered (issue 37), one under way still is.
    const upcoming = { ...baptismEvent, startsAt: at(20 * 24 * hour), endsAt: at(20 * 24 * hour + 3 * hour) };
    const over = {
      ...baptismEvent,
      id: crypto.randomUUID(),
      title: 'Last month’s baptism',
      startsAt: at(-30 * 24 * hour),
      endsAt: at(-30 * 24 * hour + 3 * hour),
    };
    const underWay = {
      ...baptismEvent,
      id: crypto.randomUUID(),
      title: 'This morning’s baptism',
      startsAt: at(-hour),
      endsAt: at(2 * hour),
    };
    const calls = signedInMember([
      ...routes(pep).filter((route) => route.call !== churchEventCalls.list),
      on(churchEventCalls.list, () => ({ items: [over, underWay, upcoming], nextCursor: null })),
    ]);
    renderApp(`/pep/${pep.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Rosa Lim' });
    await choose(/^Move to/, 'Scheduled for baptism');
    await waitFor(() => expect(callsTo(calls, churchEventCalls.list)).toHaveLength(1));
    const asked = new URLSearchParams(callsTo(calls, churchEventCalls.list)[0]!.search);
    expect(asked.get('hasBaptism')).toBe('true');
    const picker = () =>
      screen.getAllByLabelText(/^Baptism event/).find((element) => element.tagName === 'INPUT')!;
    await waitFor(() => expect(picker().getAttribute('placeholder')).not.toBe('Loading…'));
    fireEvent.click(picker());
    expect(await screen.findByRole('option', { name: /This morning’s baptism/, hidden: true })).toBeTruthy();
    expect(screen.getByRole('option', { name: /Easter baptism/, hidden: true })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /Last month’s baptism/, hidden: true })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Move to “Scheduled for baptism”' }));
    expect(await screen.findByText('Choose the baptism they are scheduled for')).toBeTruthy();
    await choose(/^Baptism event/, /Easter baptism/);
    fireEvent.click(screen.getByRole('button', { name: 'Move to “Scheduled for baptism”' }));
    await waitFor(() => expect(callsTo(calls, pepCalls.stage)).toHaveLength(1));
    expect(callsTo(calls, pepCalls.stage)[0]!.body).toEqual({ stage: 'scheduled', baptismEventId });
  });

  it('offers “baptized” to an admin only, and links the form to print', async () => {
    const pep = makePepDetail({ stage: 'scheduled' });
    signedInMember(routes(pep));
    const first = renderApp(`/pep/${pep.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Rosa Lim' });
    fireEvent.click(screen.getAllByLabelText(/^Move to/).find((element) => element.tagName === 'INPUT')!);
    await screen.findByRole('option', { name: 'Dropped', hidden: true });
    expect(screen.queryByRole('option', { name: 'Baptized', hidden: true })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Print the baptismal form' })).toBeNull();
    first.unmount();

    signedInAdmin(routes(pep));
    renderApp(`/pep/${pep.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Rosa Lim' });
    const print = await screen.findByRole('link', { name: 'Print the baptismal form' });
    expect(print.getAttribute('href')).toBe(`/pep/${pep.id}/baptismal-form`);
    fireEvent.click(screen.getAllByLabelText(/^Move to/).find((element) => element.tagName === 'INPUT')!);
    expect(await screen.findByRole('option', { name: 'Baptized', hidden: true })).toBeTruthy();
  });

  it('links a baptized PEP to the conversion for an admin', async () => {
    const pep = makePepDetail({ stage: 'baptized' });
    signedInAdmin(routes(pep));
    renderApp(`/pep/${pep.id}`);
    const convert = await screen.findByRole('link', { name: 'Make a member' });
    expect(convert.getAttribute('href')).toBe(`/admin-convert-pep-to-member?pepId=${pep.id}`);
  });

  it('lets an admin delete a prospect after asking, then goes back to the list; a member is offered no delete', async () => {
    const pep = makePepDetail({ stage: 'contacted' });
    signedInMember(routes(pep));
    const first = renderApp(`/pep/${pep.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Rosa Lim' });
    expect(screen.queryByRole('button', { name: 'Delete prospect' })).toBeNull();
    first.unmount();

    const calls = signedInAdmin([...routes(pep), on(pepCalls.remove, () => ({ ok: true as const }))]);
    const { router } = renderApp(`/pep/${pep.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete prospect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Rosa Lim?' });
    expect(callsTo(calls, pepCalls.remove)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete prospect' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-pep'));
    expect(callsTo(calls, pepCalls.remove)).toHaveLength(1);
  });

  it('ticks a follow-up off and adds one', async () => {
    const pep = makePepDetail();
    const calls = signedInMember(routes(pep));
    renderApp(`/pep/${pep.id}`);
    const list = await screen.findByRole('list', { name: 'Follow-ups' });
    expect(within(list).getByText('Overdue')).toBeTruthy();
    fireEvent.click(within(list).getByRole('checkbox', { name: 'Done: Call after the service' }));
    await waitFor(() => expect(callsTo(calls, pepCalls.updateFollowUp)).toHaveLength(1));
    expect(callsTo(calls, pepCalls.updateFollowUp)[0]!.body).toEqual({ done: true });
    fireEvent.click(screen.getByRole('button', { name: 'Add a follow-up' }));
    const form = await screen.findByRole('form', { name: 'Add a follow-up' });
    fireEvent.change(within(form).getByLabelText(/Due date/), { target: { value: '2026-03-10' } });
    fireEvent.change(within(form).getByLabelText(/What to do/), {
      target: { value: 'Invite to Bible study' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(callsTo(calls, pepCalls.addFollowUp)).toHaveLength(1));
    expect(callsTo(calls, pepCalls.addFollowUp)[0]!.body).toEqual({
      dueOn: '2026-03-10',
      note: 'Invite to Bible study',
    });
  });

  it('edits details, sending only what changed', async () => {
    const pep = makePepDetail();
    const calls = signedInMember([on(pepCalls.update, () => pep), ...routes(pep)]);
    renderApp(`/pep/${pep.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
    const form = await screen.findByRole('form', { name: 'Edit details' });
    fireEvent.change(within(form).getByLabelText(/^E-mail address/), {
      target: { value: 'rosa@example.org' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, pepCalls.update)).toHaveLength(1));
    expect(callsTo(calls, pepCalls.update)[0]!.body).toEqual({ email: 'rosa@example.org' });
  });

  it('uploads a photo with the spec’s type and id fields', async () => {
    const pep = makePepDetail({ firstName: 'Rosa Maria', lastName: 'Dela Cruz' });
    const calls = signedInMember(routes(pep));
    const { container } = renderApp(`/pep/${pep.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Rosa Maria Dela Cruz' });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(callsTo(calls, pepCalls.uploadPhoto)).toHaveLength(1));
    const form = callsTo(calls, pepCalls.uploadPhoto)[0]!.form!;
    expect(form.get('type')).toBe(`photo_${pep.id}_Rosa_Maria_Dela_Cruz`);
    expect(form.get('id')).toBe(pep.id);
    expect(form.get('file')).toBeInstanceOf(File);
  });
});
