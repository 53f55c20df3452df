import { householdCalls } from '@congregate/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test/axe.ts';
import { callsTo, errorBody, json, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';
import { householdId, makeHousehold, makeRequest, requestId } from './fixtures.ts';

describe('house-hold', () => {
  it('explains households when I have none, and shows the invitations waiting for me', async () => {
    signedInMember([
      on(householdCalls.mine, () => ({ household: null })),
      on(householdCalls.requests, () => ({ toMe: [makeRequest()], fromMe: [] })),
    ]);
    renderApp('/house-hold');
    expect(await screen.findByText('You are not in a household yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start a household' }).getAttribute('href')).toBe(
      '/household-modal',
    );
    expect(await screen.findByText('Invitations waiting for you: 1')).toBeTruthy();
    expect(screen.getByText('Jose Santos invited you')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('shows the head my household and invites a person by e-mail', async () => {
    let household = makeHousehold();
    const calls = signedInMember([
      on(householdCalls.mine, () => ({ household })),
      on(householdCalls.request, ({ params, body }) => {
        if (params.id !== householdId) return json(404, errorBody('not_found', 'No household'));
        if (body.email === 'taken@example.org') return json(409, errorBody('request_pending', 'Pending'));
        const request = makeRequest({
          kind: 'invite',
          email: body.email ?? null,
          memberName: null,
          canDecide: false,
          canCancel: true,
          requestedByName: 'Maria Santos',
        });
        household = { ...household, pendingRequests: [request] };
        return json(201, request);
      }),
    ]);
    renderApp('/house-hold');
    expect(await screen.findByRole('heading', { name: 'Santos family' })).toBeTruthy();
    expect(screen.getByText('Head')).toBeTruthy();
    expect(screen.getByText('12 Mabini St.')).toBeTruthy();
    expect(screen.getByText(/Child · \d+ years old/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit household' }).getAttribute('href')).toBe(
      `/household-modal?id=${householdId}`,
    );
    expect(screen.getByText('No pending requests.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^E-mail address/), { target: { value: 'taken@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('This person already has a pending request or invitation.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^E-mail address/), { target: { value: 'jose@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to jose@example.org.')).toBeTruthy();
    expect(callsTo(calls, householdCalls.request).at(-1)!.body).toEqual({
      kind: 'invite',
      email: 'jose@example.org',
      message: '',
    });
    expect(await screen.findByText('Maria Santos invited jose@example.org')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('asks before I leave the household, then leaves it', async () => {
    let household: ReturnType<typeof makeHousehold> | null = makeHousehold();
    const calls = signedInMember([
      on(householdCalls.mine, () => ({ household })),
      on(householdCalls.requests, () => ({ toMe: [], fromMe: [] })),
      on(householdCalls.removeMember, () => {
        household = null;
        return { ok: true };
      }),
    ]);
    renderApp('/house-hold');
    fireEvent.click(await screen.findByRole('button', { name: 'Leave household' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the household?' });
    expect(callsTo(calls, householdCalls.removeMember)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('You are not in a household yet.')).toBeTruthy();
    expect(callsTo(calls, householdCalls.removeMember)).toHaveLength(1);
  });

  it('lets the head add a dependant, validated like the server', async () => {
    const calls = signedInMember([
      on(householdCalls.mine, () => ({ household: makeHousehold({ dependants: [] }) })),
      on(householdCalls.addDependant, ({ body }) =>
        json(201, { id: requestId, ...body, birthDate: body.birthDate ?? null }),
      ),
    ]);
    renderApp('/house-hold');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a dependant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a dependant' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^First name/), { target: { value: 'Ben' } });
    fireEvent.change(within(dialog).getByLabelText(/^Relationship/), { target: { value: 'grandchild' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText(
      'No dependants yet. Add children or others who have no member record of their own.',
    );
    await vi.waitFor(() => expect(callsTo(calls, householdCalls.addDependant)).toHaveLength(1));
    expect(callsTo(calls, householdCalls.addDependant)[0]!.body).toEqual({
      firstName: 'Ben',
      lastName: 'Santos',
      birthDate: null,
      relationship: 'grandchild',
    });
  });
});
