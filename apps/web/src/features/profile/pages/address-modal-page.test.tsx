import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { at, memberPath, signedInMember } from '../../../test/signed-in.ts';

const address = {
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
    const calls = signedInMember({
      [`GET ${memberPath('/addresses')}`]: () => json(200, { addresses: [address] }),
      [`PUT ${memberPath(`/addresses/${address.id}`)}`]: (call) => json(200, { ...address, ...(call.body as object) }),
    });
    const { router } = renderApp(`/address-modal?id=${address.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit address' })).toBeTruthy();
    expect(((await screen.findByLabelText(/^City/)) as HTMLInputElement).value).toBe('Makati');
    fireEvent.change(screen.getByLabelText(/^City/), { target: { value: 'Taguig' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tabs/address-book'));
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({ city: 'Taguig', label: 'work' });
  });
});
