import { endorsementCalls, endorsementPageSchema, flocksCalls, userAccessCalls } from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flockConfig, joyId, signedInSecretary } from '../../../../test/admin-fixtures.ts';
import {
  callsTo,
  errorBody,
  ids,
  json,
  makeProfile,
  makeUserAccess,
  on,
  type RecordedCall,
} from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';
import { existingId, outcomeMember, pendingId, registrant } from '../test/fixtures.ts';

const posts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST');

const withHints = {
  member: registrant(),
  duplicates: [
    {
      reason: 'name_birth_date',
      localeName: 'Quezon City',
      member: {
        id: existingId,
        customId: 'M0000100',
        firstName: 'Paolo',
        lastName: 'Pending',
        endorsed: true,
      },
    },
    // Outside the admin's scope: only the reason and the locale's name.
    { reason: 'email', localeName: 'Cebu', member: null },
  ],
};
/** A page of `admin/endorsements`, checked against the contract. */
const page = (items: unknown[], nextCursor: string | null = null, total = items.length) =>
  endorsementPageSchema.parse({ items, total, nextCursor });

describe('endorsement', { timeout: 20_000 }, () => {
  it('shows a registration with its duplicate hints, endorses it with a type and flock, and says so on the list, its filter kept', async () => {
    const calls = signedInSecretary([
      on(endorsementCalls.pending, () => page([withHints])),
      on(flocksCalls.ofLocale, () => flockConfig, { locale: ids.locale }),
      on(endorsementCalls.endorse, () => ({
        outcome: 'endorsed' as const,
        member: outcomeMember({ endorsed: true, type: 'worker' }),
      })),
    ]);
    const { router } = renderApp(`/endorsement?locale=${ids.locale}`);
    const card = await screen.findByRole('article', { name: 'Paolo Pending' });
    expect(within(card).getByText('pending@example.org')).toBeTruthy();
    expect(within(card).getByText('+639171230005')).toBeTruthy();
    expect(within(card).getByText('Feb 14, 1998')).toBeTruthy();
    expect(within(card).getByText('Same name and birth date')).toBeTruthy();
    expect(within(card).getByText('Paolo Pending (M0000100) in Quezon City')).toBeTruthy();
    expect(within(card).getByText(/A record in Cebu, outside your scope/)).toBeTruthy();
    // Only the hint within scope offers a merge.
    expect(within(card).getAllByRole('button', { name: /^Merge/ })).toHaveLength(1);
    expect(screen.getByText('1 waiting')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Endorse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Endorse Paolo Pending' });
    const flock = within(dialog).getByLabelText('Flock') as HTMLSelectElement;
    await waitFor(() => expect(flock.disabled).toBe(false));
    // Flocks are grouped by cluster, after the "no flock" choice.
    expect([...flock.querySelectorAll('optgroup')].map((group) => group.label)).toEqual(['C1', 'C2']);
    fireEvent.change(within(dialog).getByLabelText('Member type'), { target: { value: 'worker' } });
    fireEvent.change(flock, { target: { value: joyId } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Endorse' }));

    expect((await screen.findByRole('status')).textContent).toMatch(
      /Paolo Pending is now an endorsed member/,
    );
    expect(posts(calls)).toEqual([
      expect.objectContaining({
        url: `/api/membership/admin/members/${pendingId}/endorse`,
        body: { type: 'worker', flockId: joyId },
      }),
    ]);
    // She stays on the list, with its filter, and no page of a spent decision was pushed for Back to find.
    expect(router.state.location.pathname).toBe('/endorsement');
    expect(router.state.location.search).toBe(`?locale=${ids.locale}`);
    expect(router.state.historyAction).toBe('POP');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(callsTo(calls, endorsementCalls.pending).length).toBeGreaterThan(1));
  });

  it('asks for a reason before rejecting, then rejects', async () => {
    const calls = signedInSecretary([
      on(endorsementCalls.pending, () => page([{ member: registrant(), duplicates: [] }])),
      on(endorsementCalls.reject, ({ params }) =>
        params.id === pendingId
          ? { outcome: 'rejected' as const, member: outcomeMember() }
          : json(404, errorBody('not_found', 'No such registration')),
      ),
    ]);
    const { router } = renderApp('/endorsement');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Paolo Pending’s registration?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(posts(calls)).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^Reason/), {
      target: { value: 'Not known to the locale' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(/registration was rejected/)).toBeTruthy();
    expect(posts(calls)[0]!.body).toEqual({ reason: 'Not known to the locale' });
    expect(router.state.location.pathname).toBe('/endorsement');
  });

  it('merges into the hinted record after confirming, and says so when the server refuses', async () => {
    let refuse = true;
    const calls = signedInSecretary([
      on(endorsementCalls.pending, () => page([withHints])),
      on(endorsementCalls.merge, () =>
        refuse
          ? json(
              409,
              errorBody('conflict', 'The existing record already has an account', {
                reason: 'merge_target_has_account',
              }),
            )
          : { outcome: 'merged' as const, member: outcomeMember({ id: existingId }) },
      ),
    ]);
    renderApp('/endorsement');
    fireEvent.click(await screen.findByRole('button', { name: /^Merge Paolo Pending’s registration into/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge into the existing record?' });
    expect(within(dialog).getByText(/attached to Paolo Pending \(M0000100\)/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(
      await screen.findByText(
        'The existing record already has an account of its own. — the list was refreshed.',
      ),
    ).toBeTruthy();
    expect(posts(calls)[0]!.body).toEqual({ intoMemberId: existingId });

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: /^Merge Paolo Pending’s registration into/ }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Merge into the existing record?' })).getByRole(
        'button',
        { name: 'Merge' },
      ),
    );
    expect(await screen.findByText(/registration was merged into the existing member record/)).toBeTruthy();
  });

  it('loads the next page with the cursor', async () => {
    const calls = signedInSecretary([
      on(endorsementCalls.pending, ({ query }) =>
        query.cursor === 'next-1'
          ? page(
              [
                {
                  member: registrant({ id: existingId, firstName: 'Second', lastName: 'Person' }),
                  duplicates: [],
                },
              ],
              null,
              2,
            )
          : page([{ member: registrant(), duplicates: [] }], 'next-1', 2),
      ),
    ]);
    renderApp('/endorsement');
    await screen.findByRole('article', { name: 'Paolo Pending' });
    expect(screen.getByText('2 waiting')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Second Person' })).toBeTruthy();
    const lists = callsTo(calls, endorsementCalls.pending);
    expect(lists.map((call) => new URLSearchParams(call.search).get('cursor'))).toEqual([null, 'next-1']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when nobody is waiting', async () => {
    signedInSecretary([on(endorsementCalls.pending, () => page([]))]);
    renderApp('/endorsement');
    expect(await screen.findByText(/Nobody is waiting for endorsement/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload members' }).getAttribute('href')).toBe(
      '/manage-members-upload',
    );
  });

  it('shows a member without admin rights that the page is not for them, and asks the server nothing', async () => {
    const calls = signedInMember(
      [on(userAccessCalls.get, () => makeUserAccess(false), { id: ids.user })],
      [makeProfile()],
    );
    renderApp('/endorsement');
    expect(await screen.findByText('Not for your account')).toBeTruthy();
    expect(calls.some((call) => call.url.includes('/admin/endorsements'))).toBe(false);
  });
});
