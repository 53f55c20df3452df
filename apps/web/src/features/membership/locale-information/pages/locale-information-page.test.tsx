import { localeInformationCalls, type LocaleInformation } from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, errorBody, ids, json, on } from '../../../../test/fake-server.ts';
import { signedInAdmin } from '../../../../test/admin-fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';

const jurongId = 'cdcdcdcd-cdcd-4dcd-8dcd-cdcdcdcdcdcd';

function information(overrides: Partial<LocaleInformation> = {}): LocaleInformation {
  return {
    id: ids.locale,
    name: 'Quezon City',
    countryId: 'PH',
    countryName: 'Philippines',
    districtName: 'Metro Manila North',
    address: {
      line1: '12 Mabini St.',
      line2: null,
      city: 'Quezon City',
      province: 'Metro Manila',
      postalCode: '1100',
    },
    phone: '+63 2 8123 4567',
    email: 'qc@example.org',
    timeZone: 'Asia/Manila',
    serviceSchedule: [
      { day: 3, time: '19:00', name: 'Prayer Meeting', durationMinutes: 90 },
      { day: 0, time: '09:00', name: 'Sunday Worship', durationMinutes: 120 },
    ],
    flockCount: 4,
    officers: [
      { displayName: 'Grace Secretary', role: 'locale_admin', flockName: null },
      { displayName: 'Ben Treasurer', role: 'finance', flockName: null },
      { displayName: 'Lea Leader', role: 'flock_leader', flockName: 'C1-Joy' },
    ],
    ...overrides,
  };
}
describe('locale-information', { timeout: 20_000 }, () => {
  it('shows the member’s own locale by default: address with a map link, contact, services by day, officers', async () => {
    const calls = signedInMember([
      on(localeInformationCalls.information, ({ params }) => information({ id: params.localeId })),
    ]);
    renderApp('/locale-information');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quezon City' })).toBeTruthy();
    expect(screen.getByText('12 Mabini St., Quezon City, Metro Manila 1100, Philippines')).toBeTruthy();
    const map = screen.getByRole('link', {
      name: 'Open in a map: the address of Quezon City in OpenStreetMap (new tab)',
    });
    // The name starts with the visible text, so speech input finds the link by what it shows.
    expect(map.getAttribute('aria-label')).toMatch(new RegExp(`^${map.textContent}`));
    expect(map.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/search?query=12%20Mabini%20St.%2C%20Quezon%20City%2C%20Metro%20Manila%201100%2C%20Philippines',
    );
    expect(map.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: '+63 2 8123 4567' }).getAttribute('href')).toBe(
      'tel:+63281234567',
    );
    expect(screen.getByRole('link', { name: 'qc@example.org' }).getAttribute('href')).toBe(
      'mailto:qc@example.org',
    );
    const schedule = screen.getByRole('table', { name: 'Services' });
    expect(
      within(schedule)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Sunday09:00Sunday Worship120 min', 'Wednesday19:00Prayer Meeting90 min']);
    expect(screen.getByText('Times are local time in Asia/Manila.')).toBeTruthy();
    expect(screen.getByText('District: Metro Manila North')).toBeTruthy();
    expect(screen.getByText('4 flocks')).toBeTruthy();
    const officers = screen.getByRole('region', { name: 'Officers' });
    expect(
      within(officers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Grace Secretary · Locale admin',
      'Ben Treasurer · Finance',
      'Lea Leader · Flock leader, C1-Joy',
    ]);
    expect(callsTo(calls, localeInformationCalls.information).map((call) => call.url)).toContain(
      `/api/membership/locales/${ids.locale}/information`,
    );
  });

  it('shows another locale named in the URL, with empty sections explained', async () => {
    signedInMember([
      on(localeInformationCalls.information, ({ params }) =>
        params.localeId !== jurongId
          ? json(404, errorBody('not_found', 'Only Jurong is asked for'))
          : information({
              id: jurongId,
              name: 'Jurong',
              countryId: 'SG',
              countryName: 'Singapore',
              districtName: null,
              address: { line1: null, line2: null, city: null, province: null, postalCode: null },
              phone: null,
              email: null,
              serviceSchedule: [],
              flockCount: 0,
              officers: [],
            }),
      ),
    ]);
    renderApp(`/locale-information?localeId=${jurongId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Jurong' })).toBeTruthy();
    expect(screen.getByText(/No address on record/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /OpenStreetMap/ })).toBeNull();
    expect(screen.getByText('No phone or email on record.')).toBeTruthy();
    expect(screen.getByText('No weekly services on record yet.')).toBeTruthy();
    expect(screen.getByText('No officers are listed for this locale yet.')).toBeTruthy();
  });

  it('says when the locale does not exist', async () => {
    signedInMember([
      on(localeInformationCalls.information, () =>
        json(404, errorBody('not_found', 'The locale was not found')),
      ),
    ]);
    renderApp(`/locale-information?localeId=${jurongId}`);
    expect(await screen.findByText('This record does not exist (any more).')).toBeTruthy();
  });

  it('shows when check-in opens, and lets the locale’s admin change it (0–720 minutes)', async () => {
    const calls = signedInAdmin([
      on(localeInformationCalls.information, ({ params }) =>
        information({ id: params.localeId, checkInOpensMinutes: 60 }),
      ),
      on(localeInformationCalls.update, ({ params, body }) =>
        information({ id: params.localeId, checkInOpensMinutes: body.checkInOpensMinutes }),
      ),
    ]);
    renderApp('/locale-information');
    const section = await screen.findByRole('region', { name: 'Check-in' });
    expect(within(section).getByText('Check-in opens 60 minutes before a service.')).toBeTruthy();
    const input = await within(section).findByLabelText(/Minutes before a service that check-in opens/);
    fireEvent.change(input, { target: { value: '721' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('Enter whole minutes from 0 to 720.')).toBeTruthy();
    expect(callsTo(calls, localeInformationCalls.update)).toHaveLength(0);

    fireEvent.change(input, { target: { value: '30' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, localeInformationCalls.update)).toHaveLength(1));
    const sent = callsTo(calls, localeInformationCalls.update)[0]!;
    expect(sent.url).toBe(`/api/membership/locales/${ids.locale}/information`);
    expect(sent.body).toEqual({ checkInOpensMinutes: 30 });
    expect(await screen.findByText('Check-in opens 30 minutes before a service.')).toBeTruthy();
  });

  it('shows a member when check-in opens, without the setting', async () => {
    signedInMember([
      on(localeInformationCalls.information, ({ params }) =>
        information({ id: params.localeId, checkInOpensMinutes: 0 }),
      ),
    ]);
    renderApp('/locale-information');
    const section = await screen.findByRole('region', { name: 'Check-in' });
    expect(within(section).getByText('Check-in opens when a service starts.')).toBeTruthy();
    expect(within(section).queryByRole('textbox')).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
