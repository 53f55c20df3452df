import { householdCalls } from '@congregate/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../test/axe.ts';
import { callsTo, errorBody, json, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';
import { makeHousehold, makeRequest, requestId } from './fixtures.ts';

describe('house-hold-request', () => {
  it('says so when nothing is waiting either way', async () => {
    signedInMember([on(householdCalls.requests, () => ({ toMe: [], fromMe: [] }))]);
    renderApp('/house-hold-request');
    expect(await screen.findByText('Nothing waits for your answer.')).toBeTruthy();
    expect(screen.getByText('You have not sent any household requests.')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('accepts an invitation and links to the household', async () => {
    let invitation = makeRequest();
    const calls = signedInMember([
      on(householdCalls.requests, () => ({ toMe: [invitation], fromMe: [] })),
      on(householdCalls.accept, ({ params }) => {
        if (params.id !== requestId) return json(404, errorBody('not_found', 'No request'));
        invitation = { ...invitation, status: 'accepted', canDecide: false };
        return makeHousehold();
      }),
    ]);
    renderApp('/house-hold-request');
    const item = await screen.findByRole('article', { name: 'Santos family: Jose Santos invited you' });
    expect(within(item).getByText('“Come home”')).toBeTruthy();
    await expectNoAxeViolations();
    fireEvent.click(within(item).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('You are now in the household Santos family.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See my household' }).getAttribute('href')).toBe('/house-hold');
    expect(callsTo(calls, householdCalls.accept)).toHaveLength(1);
    expect(await screen.findByText('Accepted')).toBeTruthy();
  });

  it('asks before declining, and says when the request was already answered', async () => {
    const calls = signedInMember([
      on(householdCalls.requests, () => ({ toMe: [makeRequest()], fromMe: [] })),
      on(householdCalls.decline, () => json(409, errorBody('request_decided', 'Decided'))),
    ]);
    renderApp('/house-hold-request');
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this request?' });
    expect(callsTo(calls, householdCalls.decline)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('This request was already answered.')).toBeTruthy();
  });

  it('withdraws a request I sent, after asking', async () => {
    let mine = makeRequest({
      kind: 'join',
      canDecide: false,
      canCancel: true,
      requestedByName: 'Maria Santos',
    });
    const calls = signedInMember([
      on(householdCalls.requests, () => ({ toMe: [], fromMe: [mine] })),
      on(householdCalls.decline, () => {
        mine = { ...mine, status: 'cancelled', canCancel: false };
        return mine;
      }),
    ]);
    renderApp('/house-hold-request');
    expect(await screen.findByText('You asked to join')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this request?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdrawn')).toBeTruthy();
    expect(callsTo(calls, householdCalls.decline)).toHaveLength(1);
  });
});
