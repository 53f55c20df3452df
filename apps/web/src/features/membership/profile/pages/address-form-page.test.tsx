import { profileSectionCalls, type Address } from '@congregate/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, ids, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { at, signedInMember } from '../../../../test/signed-in.ts';

const { addresses } = profileSectionCalls.sections;

const address: Address = {
  id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
  createdAt: at,
  updatedAt: at,
  label: 'work',
  line1: '5 Ayala Ave',
  line2: null,
  city: 'Makati',
  province: null,
  postalCode: null,
  countryId: 'PH',
  isCurrent: false,
};

describe('address-modal', () => {
  it('edits the address named by ?id= with the same form, then goes back to the address book', async () => {
    const calls = signedInMember([
      on(addresses.list, () => ({ addresses: [address] })),
      on(addresses.update, ({ body }) => ({ ...address, ...body })),
    ]);
    const { router } = renderApp(`/address-modal?id=${address.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit address' })).toBeTruthy();
    expect(((await screen.findByLabelText(/^City/)) as HTMLInputElement).value).toBe('Makati');
    fireEvent.change(screen.getByLabelText(/^City/), { target: { value: 'Taguig' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tabs/address-book'));
    const put = callsTo(calls, addresses.update)[0]!;
    expect(put.url).toBe(`/api/membership/members/${ids.member}/addresses/${address.id}`);
    expect(put.body).toMatchObject({ city: 'Taguig', label: 'work' });
  });
});
