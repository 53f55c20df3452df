import { localesCalls, memberRequestsCalls } from '@congregate/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, errorBody, ids, json, makeLocale, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { at, signedInMember } from '../../../../test/signed-in.ts';

const cebu = makeLocale({ id: 'abababab-abab-4bab-8bab-abababababab', name: 'Cebu' });
const request = {
  id: 'cdcdcdcd-cdcd-4dcd-8dcd-cdcdcdcdcdcd',
  memberId: ids.member,
  fromLocaleId: ids.locale,
  fromLocaleName: 'Quezon City',
  toLocaleId: cebu.id,
  toLocaleName: 'Cebu',
  reason: 'We moved',
  status: 'pending' as const,
  requestedAt: at,
};

/** Only the signed-in member's requests are answered, as the real server would for a plain member. */
const notTheirs = () => json(403, errorBody('forbidden', 'Not your requests'));

describe('edit-member-locale', () => {
  it('records a transfer request to another locale and lists it as waiting for the admins', async () => {
    let requests: (typeof request)[] = [];
    const calls = signedInMember([
      on(localesCalls.all, () => [makeLocale(), cebu]),
      on(memberRequestsCalls.listTransfers, ({ params }) =>
        params.id === ids.member ? { requests } : notTheirs(),
      ),
      on(memberRequestsCalls.requestTransfer, ({ params }) => {
        if (params.id !== ids.member) return notTheirs();
        requests = [request];
        return request;
      }),
    ]);
    renderApp('/edit-member-locale');
    expect(await screen.findByText('No transfer requests yet.')).toBeTruthy();
    const select = (await screen.findByLabelText(/^New locale/)) as HTMLSelectElement;
    // The current locale is not offered.
    expect([...select.options].map((option) => option.text)).toEqual(['…', 'Cebu']);
    fireEvent.click(screen.getByRole('button', { name: 'Request the transfer' }));
    expect(await screen.findByText('Required')).toBeTruthy();

    fireEvent.change(select, { target: { value: cebu.id } });
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: 'We moved' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request the transfer' }));
    expect(await screen.findByText(/Your request to move to Cebu was recorded/)).toBeTruthy();
    expect(callsTo(calls, memberRequestsCalls.requestTransfer)[0]!.body).toEqual({
      toLocaleId: cebu.id,
      reason: 'We moved',
    });
    expect(await screen.findByText('Quezon City → Cebu')).toBeTruthy();
    expect(screen.getByText('Waiting for the admins')).toBeTruthy();
  });
});
