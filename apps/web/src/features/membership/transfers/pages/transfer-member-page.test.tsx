import { profileCalls, transferCalls, transferSchema } from '@congregate/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  cebu,
  otherId,
  otherProfile,
  signedInSecretary,
  twoLocaleAdminAccess,
} from '../../../../test/admin-fixtures.ts';
import { errorBody, ids, json, on, type RecordedCall } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { at } from '../../../../test/signed-in.ts';

/** The transfer of Ana Reyes (`otherId`) as the server answers it; another member is 404. */
const transferOf = (answer: () => ReturnType<typeof transfer> | Response) =>
  on(transferCalls.transfer, ({ params }) =>
    params.id === otherId ? answer() : json(404, errorBody('not_found', 'No such member')),
  );
const transfer = (status: 'accepted' | 'pending') =>
  transferSchema.parse({
    id: 'efefefef-efef-4fef-8fef-efefefefefef',
    memberId: otherId,
    fromLocaleId: ids.locale,
    fromLocaleName: 'Quezon City',
    toLocaleId: cebu.id,
    toLocaleName: 'Cebu',
    reason: 'Moved to Cebu',
    status,
    requestedAt: at,
    member: { id: otherId, customId: 'M0000077', firstName: 'Ana', lastName: 'Reyes' },
    decidedAt: status === 'accepted' ? at : null,
    decisionReason: null,
  });
const posts = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => call.body);

describe('locale-modal2', { timeout: 20_000 }, () => {
  it('sends a transfer request to the other locale after a confirmation that says so, and says it waits', async () => {
    const calls = signedInSecretary([
      on(profileCalls.memberProfile, () => otherProfile(), { id: otherId }),
      transferOf(() => transfer('pending')),
    ]);
    renderApp(`/locale-modal2?memberId=${otherId}`);
    expect(await screen.findByText('Now in Quezon City')).toBeTruthy();
    // The member's own locale is not offered.
    const options = await screen.findAllByRole('radio');
    expect(options.map((radio) => radio.getAttribute('value'))).toEqual([
      cebu.id,
      'cdcdcdcd-cdcd-4dcd-8dcd-cdcdcdcdcdcd',
    ]);
    fireEvent.change(screen.getByLabelText('Find the new locale'), { target: { value: 'ceb' } });
    expect(screen.getAllByRole('radio')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Choose the new locale')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /^Cebu/ }));
    // The secretary looks after Quezon City only: the transfer is a request Cebu accepts, and she is told so.
    expect(screen.getByText('An admin of Cebu accepts the transfer before Ana Reyes moves.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: 'Moved to Cebu' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a transfer request for Ana Reyes?' });
    expect(within(dialog).getByText(/This sends a request to the admins of Cebu/)).toBeTruthy();
    expect(
      within(dialog).getByText(/Ana Reyes stays in Quezon City until one of them accepts it/),
    ).toBeTruthy();
    expect(posts(calls)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText(/It waits for the admins of Cebu to accept it/)).toBeTruthy();
    expect(posts(calls)).toEqual([{ toLocaleId: cebu.id, reason: 'Moved to Cebu' }]);
  });

  it('says the member moves at once when the admin looks after both locales, and that they moved', async () => {
    signedInSecretary(
      [
        on(profileCalls.memberProfile, () => otherProfile(), { id: otherId }),
        transferOf(() => transfer('accepted')),
      ],
      twoLocaleAdminAccess(),
    );
    renderApp(`/locale-modal2?memberId=${otherId}`);
    fireEvent.click(await screen.findByRole('radio', { name: /^Cebu/ }));
    expect(
      screen.getByText('You look after both Quezon City and Cebu: Ana Reyes moves at once.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer Ana Reyes now?' });
    expect(within(dialog).getByText(/moves from Quezon City to Cebu at once/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer now' }));
    expect(
      await screen.findByText(
        'Ana Reyes was moved to Cebu at once. Assign a flock there when you are ready.',
      ),
    ).toBeTruthy();
  });

  it('shows the server’s refusal when a transfer is already waiting', async () => {
    signedInSecretary([
      on(profileCalls.memberProfile, () => otherProfile(), { id: otherId }),
      transferOf(() =>
        json(
          409,
          errorBody('conflict', 'Another transfer of this member is waiting', { reason: 'transfer_pending' }),
        ),
      ),
    ]);
    renderApp(`/locale-modal2?memberId=${otherId}`);
    fireEvent.click(await screen.findByRole('radio', { name: /^Cebu/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send the request' }),
    );
    expect(
      await screen.findByText('A transfer of this member is already waiting for an answer.'),
    ).toBeTruthy();
  });
});
