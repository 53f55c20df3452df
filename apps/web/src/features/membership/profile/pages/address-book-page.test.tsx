import { profileCalls, profileSectionCalls, type Address } from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storage } from '../../../../lib/storage/index.ts';
import { callsTo, errorBody, ids, json, makeProfile, on } from '../../../../test/fake-server.ts';
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

async function openAddDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add an address' }));
  return screen.findByRole('dialog', { name: 'Add an address' });
}

function fill(dialog: HTMLElement, label: RegExp, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

describe('address book', () => {
  it('shows an empty state, and "None to add" marks the section complete in the side menu', async () => {
    let noneToAdd = false;
    const calls = signedInMember(
      [
        on(addresses.list, () => ({ addresses: [] })),
        on(profileSectionCalls.setNoneToAdd, ({ params, body }) => {
          noneToAdd = body.noneToAdd;
          return { section: params.section, noneToAdd };
        }),
      ],
      [makeProfile(), makeProfile({ completeness: { addressBook: true }, noneToAdd: { addressBook: true } })],
    );
    renderApp('/tabs/address-book');
    expect(await screen.findByText(/No addresses yet/)).toBeTruthy();
    expect(callsTo(calls, addresses.list)[0]!.url).toBe(`/api/membership/members/${ids.member}/addresses`);
    const toggle = screen.getByRole('switch', { name: /None to add/ });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() => expect(storage.get('profile')?.completeness.addressBook).toBe(true));
    expect(noneToAdd).toBe(true);
    const put = callsTo(calls, profileSectionCalls.setNoneToAdd)[0]!;
    expect(put.url).toBe(`/api/membership/members/${ids.member}/sections/addressBook/none-to-add`);
    expect(put.headers['x-xsrf-token']).toBe('xsrf-1');
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: /None to add/ }) as HTMLInputElement).checked).toBe(true),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Side menu' });
    expect(within(menu).getByRole('link', { name: /Address Book/ }).textContent).toContain('completed');
  });

  it('adds an address, shows it, and refreshes completeness at once', async () => {
    let stored: Address[] = [];
    const calls = signedInMember(
      [
        on(addresses.list, () => ({ addresses: stored })),
        on(addresses.create, ({ body }) => {
          stored = [{ ...home, ...body }];
          return stored[0]!;
        }),
      ],
      [makeProfile(), makeProfile({ completeness: { addressBook: true } })],
    );
    renderApp('/tabs/address-book');
    const dialog = await openAddDialog();
    fill(dialog, /^Type of address/, 'home');
    fill(dialog, /^Country/, 'PH');
    fill(dialog, /^Address line 1/, '12 Mabini St');
    fill(dialog, /^City/, 'Quezon City');
    fireEvent.click(within(dialog).getByRole('switch', { name: /current address/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('“Home: 12 Mabini St” was added.')).toBeTruthy();
    const post = callsTo(calls, addresses.create)[0]!;
    expect(post.body).toEqual({
      label: 'home',
      countryId: 'PH',
      line1: '12 Mabini St',
      line2: null,
      city: 'Quezon City',
      province: null,
      postalCode: null,
      isCurrent: true,
    });
    expect(await screen.findByText('Current')).toBeTruthy();
    await waitFor(() => expect(storage.get('profile')?.completeness.addressBook).toBe(true));
    // Asked on start (the stored copy is revalidated) and once after the save.
    expect(callsTo(calls, profileCalls.myProfile)).toHaveLength(2);
  });

  it('shows the shared schema errors beside the fields and sends nothing', async () => {
    const calls = signedInMember([on(addresses.list, () => ({ addresses: [] }))]);
    renderApp('/tabs/address-book');
    const dialog = await openAddDialog();
    fill(dialog, /^Address line 1/, 'x'.repeat(121));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Required')).toHaveLength(2); // label, city (the country starts at the locale's)
    expect(within(dialog).getByText('At most 120 characters')).toBeTruthy();
    const city = within(dialog).getByLabelText(/^City/);
    expect(city.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(calls, addresses.create)).toHaveLength(0);
  });

  it('maps a 422 from the server to the field it names', async () => {
    signedInMember([
      on(addresses.list, () => ({ addresses: [] })),
      on(addresses.create, () =>
        json(
          422,
          errorBody('invalid_input', 'Invalid input', {
            issues: [
              {
                path: 'body.countryId',
                message: 'Not a country in the country list',
                code: 'country_unknown',
              },
            ],
          }),
        ),
      ),
    ]);
    renderApp('/tabs/address-book');
    const dialog = await openAddDialog();
    fill(dialog, /^Type of address/, 'work');
    fill(dialog, /^Country/, 'SG');
    fill(dialog, /^Address line 1/, '1 Raffles Pl');
    fill(dialog, /^City/, 'Singapore');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose a country')).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/^Country/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('edits an address with PUT on its path', async () => {
    let stored = [home];
    const calls = signedInMember([
      on(addresses.list, () => ({ addresses: stored })),
      on(addresses.update, ({ body }) => {
        stored = [{ ...home, ...body }];
        return stored[0]!;
      }),
    ]);
    renderApp('/tabs/address-book');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Home: 12 Mabini St' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit address' });
    expect((within(dialog).getByLabelText(/^City/) as HTMLInputElement).value).toBe('Quezon City');
    fill(dialog, /^Address line 1/, '14 Rizal Ave');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('“Home: 14 Rizal Ave” was saved.')).toBeTruthy();
    const put = callsTo(calls, addresses.update)[0]!;
    expect(put.url).toBe(`/api/membership/members/${ids.member}/addresses/${home.id}`);
    expect(put.body).toMatchObject({ line1: '14 Rizal Ave', isCurrent: true });
  });

  it('deletes only after confirmation', async () => {
    let stored = [home];
    const calls = signedInMember([
      on(addresses.list, () => ({ addresses: stored })),
      on(addresses.remove, () => {
        stored = [];
        return { ok: true };
      }),
    ]);
    renderApp('/tabs/address-book');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Home: 12 Mabini St' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete this entry?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this entry?' })).toBeNull());
    expect(callsTo(calls, addresses.remove)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Home: 12 Mabini St' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete this entry?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“Home: 12 Mabini St” was deleted.')).toBeTruthy();
    expect(await screen.findByText(/No addresses yet/)).toBeTruthy();
    expect(callsTo(calls, addresses.remove).map((call) => call.url)).toEqual([
      `/api/membership/members/${ids.member}/addresses/${home.id}`,
    ]);
  });
});
