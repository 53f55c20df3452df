import { pepCalls } from '@congregate/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../../../test/admin-fixtures.ts';
import { callsTo, errorBody, ids, json, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { makePep } from '../testing/pep-fixtures.ts';

const ana = makePep({
  firstName: 'Ana',
  lastName: 'Cruz',
  email: 'ana.cruz@example.com',
  stage: 'baptized',
  baptizedAt: '2026-12-05T02:00:00.000Z',
});
const existingId = '88888888-8888-4888-8888-888888888888';
const newMemberId = '99999999-9999-4999-8999-999999999999';

const detail = { ...ana, history: [] };

describe('admin-newly-baptized and admin-convert-pep-to-member', { timeout: 30_000 }, () => {
  it('lists the baptized not yet members, each with “Make member”', async () => {
    const calls = signedInAdmin([on(pepCalls.list, () => ({ items: [ana], total: 1, nextCursor: null }))]);
    renderApp('/admin-newly-baptized');
    const link = await screen.findByRole('link', { name: 'Make member: Ana Cruz' });
    expect(link.getAttribute('href')).toBe(`/admin-convert-pep-to-member?pepId=${ana.id}`);
    const query = new URLSearchParams(callsTo(calls, pepCalls.list)[0]!.search);
    expect(query.get('stage')).toBe('baptized');
    expect(query.get('localeId')).toBe(ids.locale);
  });

  it('makes the member and says whether an invitation was e-mailed', async () => {
    const calls = signedInAdmin([
      on(pepCalls.get, () => detail, { id: ana.id }),
      on(pepCalls.convert, () => ({ memberId: newMemberId, merged: false, invitationSent: true, emailUnconfirmed: false }), {
        id: ana.id,
      }),
    ]);
    renderApp(`/admin-convert-pep-to-member?pepId=${ana.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Make Ana Cruz a member' }));
    expect(await screen.findByText('Ana Cruz is now a member.')).toBeTruthy();
    expect(screen.getByText('An invitation to create an account was e-mailed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the member’s admin page' }).getAttribute('href')).toBe(
      `/edit-member2?memberId=${newMemberId}`,
    );
    expect(callsTo(calls, pepCalls.convert)[0]!.body).toEqual({});
  });

  it('on a possible duplicate lists the members found and merges into the one chosen', async () => {
    const calls = signedInAdmin([
      on(pepCalls.get, () => detail, { id: ana.id }),
      on(
        pepCalls.convert,
        ({ body }) =>
          body.mergeIntoMemberId
            ? { memberId: body.mergeIntoMemberId, merged: true, invitationSent: false, emailUnconfirmed: false }
            : json(
                409,
                errorBody('conflict', 'A member may be this person', {
                  reason: 'possible_duplicate',
                  members: [{ id: existingId, displayName: 'Ana Cruz', customId: 'M0000042' }],
                }),
              ),
        { id: ana.id },
      ),
    ]);
    renderApp(`/admin-convert-pep-to-member?pepId=${ana.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Make Ana Cruz a member' }));
    const found = await screen.findByText('This may be someone who is a member already');
    const alert = found.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('Ana Cruz (M0000042)')).toBeTruthy();
    // "Different person": what to do, and no way to force a second record.
    fireEvent.click(screen.getByRole('button', { name: 'Different person' }));
    expect(screen.getByText(/Change the PEP’s name, mobile or e-mail on their page first/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the PEP’s page' }).getAttribute('href')).toBe(
      `/pep/${ana.id}`,
    );
    fireEvent.click(
      screen.getByRole('button', { name: 'This is the same person — merge: Ana Cruz (M0000042)' }),
    );
    expect(await screen.findByText('Ana Cruz was merged into the existing member.')).toBeTruthy();
    expect(screen.getByText(/No invitation was e-mailed/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the member’s admin page' }).getAttribute('href')).toBe(
      `/edit-member2?memberId=${existingId}`,
    );
    expect(callsTo(calls, pepCalls.convert).map((call) => call.body)).toEqual([
      {},
      { mergeIntoMemberId: existingId },
    ]);
  });

  it('does not offer to convert someone not baptized yet', async () => {
    const calls = signedInAdmin([
      on(pepCalls.get, () => ({ ...detail, stage: 'studying' as const }), { id: ana.id }),
    ]);
    renderApp(`/admin-convert-pep-to-member?pepId=${ana.id}`);
    expect(await screen.findByText(/This person is at the stage “Studying”/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make Ana Cruz a member' })).toBeNull();
    expect(callsTo(calls, pepCalls.convert)).toHaveLength(0);
  });
});
