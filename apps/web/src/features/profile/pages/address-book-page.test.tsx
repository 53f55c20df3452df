import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storage } from '../../../lib/storage/index.ts';
import { errorBody, ids, json, makeProfile } from '../../../test/fake-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { at, memberPath, signedInMember } from '../../../test/signed-in.ts';

const home = {
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
      {
        [`GET ${memberPath('/addresses')}`]: () => json(200, { addresses: [] }),
        [`PUT ${memberPath('/sections/addressBook/none-to-add')}`]: (call) => {
          noneToAdd = (call.body as { noneToAdd: boolean }).noneToAdd;
          return json(200, { section: 'addressBook', noneToAdd });
        },
      },
      [makeProfile(), makeProfile({ completeness: { addressBook: true }, noneToAdd: { addressBook: true } })],
    );
    renderApp('/tabs/address-book');
    expect(await screen.findByText(/No addresses yet/)).toBeTruthy();
    const toggle = screen.getByRole('switch', { name: /None to add/ });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() => expect(storage.get('profile')?.completeness.addressBook).toBe(true));
    expect(noneToAdd).toBe(true);
    expect(calls.find((call) => call.method === 'PUT')!.headers['x-xsrf-token']).toBe('xsrf-1');
    await waitFor(() => expect((screen.getByRole('switch', { name: /None to add/ }) as HTMLInputElement).checked).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Side menu' });
    expect(within(menu).getByRole('link', { name: /Address Book/ }).textContent).toContain('completed');
  });

  it('adds an address, shows it, and refreshes completeness at once', async () => {
    let stored: unknown[] = [];
    const calls = signedInMember(
      {
        [`GET ${memberPath('/addresses')}`]: () => json(200, { addresses: stored }),
        [`POST ${memberPath('/addresses')}`]: (call) => {
          stored = [{ ...home, ...(call.body as object) }];
          return json(201, stored[0]);
        },
      },
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
    const post = calls.find((call) => call.method === 'POST')!;
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
    expect(calls.filter((call) => call.url === '/api/membership/members/myProfile')).toHaveLength(1);
  });

  it('shows the shared schema errors beside the fields and sends nothing', async () => {
    const calls = signedInMember({ [`GET ${memberPath('/addresses')}`]: () => json(200, { addresses: [] }) });
    renderApp('/tabs/address-book');
    const dialog = await openAddDialog();
    fill(dialog, /^Address line 1/, 'x'.repeat(121));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Required')).toHaveLength(3); // label, country, city
    expect(within(dialog).getByText('Too long')).toBeTruthy();
    const city = within(dialog).getByLabelText(/^City/);
    expect(city.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('maps a 422 from the server to the field it names', async () => {
    signedInMember({
      [`GET ${memberPath('/addresses')}`]: () => json(200, { addresses: [] }),
      [`POST ${memberPath('/addresses')}`]: () =>
        json(
          422,
          errorBody('invalid_input', 'Invalid input', {
            issues: [{ path: 'body.countryId', message: 'Not a country in the country list' }],
          }),
        ),
    });
    renderApp('/tabs/address-book');
    const dialog = await openAddDialog();
    fill(dialog, /^Type of address/, 'work');
    fill(dialog, /^Country/, 'SG');
    fill(dialog, /^Address line 1/, '1 Raffles Pl');
    fill(dialog, /^City/, 'Singapore');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose a country')).toBeTruthy();
    expect(within(dialog).getByLabelText(/^Country/).getAttribute('aria-invalid')).toBe('true');
  });

  it('edits an address with PUT on its path', async () => {
    let stored = [home];
    const calls = signedInMember({
      [`GET ${memberPath('/addresses')}`]: () => json(200, { addresses: stored }),
      [`PUT ${memberPath(`/addresses/${home.id}`)}`]: (call) => {
        stored = [{ ...home, ...(call.body as object) }];
        return json(200, stored[0]);
      },
    });
    renderApp('/tabs/address-book');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Home: 12 Mabini St' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit address' });
    expect((within(dialog).getByLabelText(/^City/) as HTMLInputElement).value).toBe('Quezon City');
    fill(dialog, /^Address line 1/, '14 Rizal Ave');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('“Home: 14 Rizal Ave” was saved.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({ line1: '14 Rizal Ave', isCurrent: true });
  });

  it('deletes only after confirmation', async () => {
    let stored = [home];
    const calls = signedInMember({
      [`GET ${memberPath('/addresses')}`]: () => json(200, { addresses: stored }),
      [`DELETE ${memberPath(`/addresses/${home.id}`)}`]: () => {
        stored = [];
        return json(200, { ok: true });
      },
    });
    renderApp('/tabs/address-book');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Home: 12 Mabini St' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete this entry?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this entry?' })).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Home: 12 Mabini St' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete this entry?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“Home: 12 Mabini St” was deleted.')).toBeTruthy();
    expect(await screen.findByText(/No addresses yet/)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      `/api/membership/members/${ids.member}/addresses/${home.id}`,
    ]);
  });
});
