import { localesCalls } from '@congregate/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeLocale, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';

const cebu = makeLocale({
  id: 'abababab-abab-4bab-8bab-abababababab',
  name: 'Cébu Central',
  address: { line1: null, line2: null, city: 'Cebu City', province: null, postalCode: null },
});
const singapore = makeLocale({
  id: 'cdcdcdcd-cdcd-4dcd-8dcd-cdcdcdcdcdcd',
  name: 'Jurong',
  countryId: 'SG',
  address: { line1: null, line2: null, city: null, province: null, postalCode: null },
});

describe('locale-modal', { timeout: 20_000 }, () => {
  it('lists every locale with its country, own locale first, searchable without accents, each opening its information', async () => {
    signedInMember([on(localesCalls.all, () => [singapore, cebu, makeLocale()])]);
    const { router } = renderApp('/locale-modal');
    const links = await screen.findAllByRole('link', { name: /Quezon City|Cébu Central|Jurong/ });
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^Quezon City/),
      expect.stringMatching(/^Cébu Central/),
      expect.stringMatching(/^Jurong/),
    ]);
    expect(screen.getByText('Your locale')).toBeTruthy();
    expect(screen.getByText('Jurong').closest('a')!.textContent).toContain('Singapore');
    expect(screen.getByText('3 locales')).toBeTruthy();

    const search = screen.getByLabelText('Search by locale, city or country');
    fireEvent.change(search, { target: { value: 'cebu' } });
    expect(await screen.findByText('1 locale')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Cébu Central/ })).toBeTruthy();
    // By country name, from the country list.
    fireEvent.change(search, { target: { value: 'singapore' } });
    const jurong = await screen.findByRole('link', { name: /^Jurong/ });
    expect(screen.queryByRole('link', { name: /^Cébu Central/ })).toBeNull();
    fireEvent.click(jurong);
    await waitFor(() => expect(router.state.location.pathname).toBe('/locale-information'));
    expect(router.state.location.search).toBe(`?localeId=${singapore.id}`);
  });

  it('says when no locale matches', async () => {
    signedInMember([on(localesCalls.all, () => [makeLocale()])]);
    renderApp('/locale-modal?q=zzz');
    expect(await screen.findByText(/No locale matches “zzz”/)).toBeTruthy();
  });
});
