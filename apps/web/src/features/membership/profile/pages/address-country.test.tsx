import { profileSectionCalls, type Address } from '@congregate/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProfile, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { at, signedInMember } from '../../../../test/signed-in.ts';

const { addresses } = profileSectionCalls.sections;

const home: Address = {
  id: '55555555-5555-4555-8555-555555555555',
  createdAt: at,
  updatedAt: at,
  label: 'home',
  line1: '12 Mabini St',
  line2: null,
  city: 'Quezon City',
  province: 'Metro Manila',
  postalCode: '1100',
  countryId: 'PH',
  isCurrent: true,
};

/** A member of a locale in Singapore. */
const inSingapore = makeProfile();
inSingapore.locale = {
  ...inSingapore.locale,
  name: 'Singapore',
  countryId: 'SG',
  timeZone: 'Asia/Singapore',
};

describe('address country', () => {
  it('saved addresses name their country, not its code', async () => {
    signedInMember([on(addresses.list, () => ({ addresses: [home] }))]);
    renderApp('/tabs/address-book');
    expect(await screen.findByText(/Quezon City · Metro Manila · 1100 · Philippines/)).toBeTruthy();
    expect(screen.queryByText(/· PH$/)).toBeNull();
  });

  it('a new address starts at the country of the member’s locale (dialog and page)', async () => {
    signedInMember([on(addresses.list, () => ({ addresses: [] }))], [inSingapore]);
    const view = renderApp('/tabs/address-book');
    fireEvent.click(await screen.findByRole('button', { name: 'Add an address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an address' });
    expect((within(dialog).getByLabelText(/^Country/) as HTMLSelectElement).value).toBe('SG');
    view.unmount();

    renderApp('/address-modal');
    expect(((await screen.findByLabelText(/^Country/)) as HTMLSelectElement).value).toBe('SG');
  });
});
