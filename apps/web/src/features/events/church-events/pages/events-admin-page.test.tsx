import {
  churchEventCalls,
  localesCalls,
  mediaCalls,
  rolePermissions,
  rsvpCalls,
  type UserAccess,
} from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localeAdminAccess, signedInAdmin } from '../../../../test/admin-fixtures.ts';
import { crusadeId, makeChurchEvent, makeSummary } from '../../../../test/event-fixtures.ts';
import { callsTo, ids, makeLocale, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const crusade = makeChurchEvent();
const districtId = '9a9a9a9a-9a9a-4a9a-8a9a-9a9a9a9a9a9a';
const sg = makeLocale({
  id: '8b8b8b8b-8b8b-4b8b-8b8b-8b8b8b8b8b8b',
  name: 'Singapore',
  timeZone: 'Asia/Singapore',
  districtId,
  districtName: 'Asia',
});
const qc = makeLocale({ districtId, districtName: 'Asia' });

function server(options: { access?: UserAccess; rsvps?: number } = {}) {
  return signedInAdmin(
    [
      on(localesCalls.all, () => [qc, sg]),
      on(churchEventCalls.list, () => ({ items: [crusade], nextCursor: null })),
      on(churchEventCalls.create, ({ body }) =>
        makeChurchEvent({ id: '12121212-1212-4212-8212-121212121212', title: body.title }),
      ),
      on(churchEventCalls.createForDistrict, ({ body }) => ({
        items: body.copies.map((copy) => makeChurchEvent({ localeId: copy.localeId, title: body.title })),
      })),
      on(churchEventCalls.update, ({ body }) => ({ ...crusade, ...body }) as never),
      on(rsvpCalls.summary, () => makeSummary({ counts: { rsvps: options.rsvps ?? 0, cancelled: 0 } })),
      on(churchEventCalls.remove, () =>
        (options.rsvps ?? 0) > 0
          ? { outcome: 'cancelled' as const, guestsTold: 4 }
          : { outcome: 'deleted' as const, guestsTold: 0 },
      ),
      on(mediaCalls.upload, () => ({ url: `/api/media/${'a'.repeat(64)}.webp`, width: 800, height: 800 })),
    ],
    options.access,
  );
}

/** A year ahead: a new event starts in the future (issue 37), whatever day the tests run. */
const NEXT = new Date().getFullYear() + 1;

const field = (text: string) => new RegExp(`^${text}\\s*\\*?$`);
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(field(label)), { target: { value } });

async function openNewEvent() {
  fireEvent.click(await screen.findByRole('button', { name: 'New event' }));
  return screen.findByRole('dialog', { name: 'New event' });
}

describe('admin-events', { timeout: 30_000 }, () => {
  it('lists the locale’s upcoming events with links to their RSVPs, entry and minister pages', async () => {
    const calls = server();
    renderApp('/admin-events');
    expect(await screen.findByRole('heading', { name: 'Home Free crusade' })).toBeTruthy();
    const query = Object.fromEntries(new URLSearchParams(callsTo(calls, churchEventCalls.list)[0]!.search));
    expect(query.localeId).toBe(ids.locale);
    expect(Date.parse(query.to!)).toBeGreaterThan(Date.now());
    expect(screen.getByRole('link', { name: 'RSVPs' }).getAttribute('href')).toBe(
      `/admin-rsvp?eventId=${crusadeId}`,
    );
    expect(screen.getByRole('link', { name: 'Entry (ushers)' }).getAttribute('href')).toBe(
      `/entry/${crusadeId}`,
    );
    expect(screen.getByRole('link', { name: 'Minister’s page' }).getAttribute('href')).toBe(
      `/minister-page?eventId=${crusadeId}`,
    );
    // Shown in the locale's zone: 10:00 UTC is 6:00 PM in Manila.
    expect(screen.getByText(/6:00\sPM/)).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by title' }), {
      target: { value: 'youth' },
    });
    expect(await screen.findByText(/No event title matches/)).toBeTruthy();
  });

  it('says the end must be after the start, then creates the event in the locale’s time zone', async () => {
    const calls = server();
    renderApp('/admin-events');
    const dialog = await openNewEvent();
    type('Title', 'Youth night');
    type('Starts', `${NEXT}-12-12T19:00`);
    type('Ends', `${NEXT}-12-12T18:00`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the event' }));
    expect(await within(dialog).findByText('The end must be after the start.')).toBeTruthy();
    expect(callsTo(calls, churchEventCalls.create)).toHaveLength(0);
    type('Ends', `${NEXT}-12-12T21:00`);
    // Letters in a number field ask for a number (not "Required").
    type('Capacity \\(seats\\)', 'many');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the event' }));
    expect(await within(dialog).findByText('Enter a number')).toBeTruthy();
    expect(callsTo(calls, churchEventCalls.create)).toHaveLength(0);
    type('Capacity \\(seats\\)', '150');
    // A guest's own RSVP brings at most 20 people, and the event's own limit is checked before it is sent.
    expect((within(dialog).getByLabelText(field('Largest party per RSVP')) as HTMLInputElement).value).toBe(
      '10',
    );
    type('Largest party per RSVP', '25');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the event' }));
    expect(await within(dialog).findByText('A whole number from 1 to 20')).toBeTruthy();
    expect(callsTo(calls, churchEventCalls.create)).toHaveLength(0);
    type('Largest party per RSVP', '6');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the event' }));
    expect(await screen.findByText('“Youth night” was created.')).toBeTruthy();
    expect(callsTo(calls, churchEventCalls.create)[0]!.body).toEqual({
      localeId: ids.locale,
      title: 'Youth night',
      type: 'worship',
      capacity: 150,
      maxPartySize: 6,
      hasBaptism: false,
      startsAt: `${NEXT}-12-12T11:00:00.000Z`,
      endsAt: `${NEXT}-12-12T13:00:00.000Z`,
    });
  });

  it('creates a district-wide event: a copy per locale, filled from the first row', async () => {
    const access: UserAccess = {
      ...localeAdminAccess(),
      roles: [{ role: 'district_admin', scopeType: 'district', scopeId: districtId, scopeName: 'Asia' }],
      permissions: [...rolePermissions.district_admin],
    };
    const calls = server({ access });
    renderApp('/admin-events');
    const dialog = await openNewEvent();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'A whole district' }));
    type('Title', 'Home Free');
    const starts = within(dialog).getAllByLabelText(field('Starts'));
    const ends = within(dialog).getAllByLabelText(field('Ends'));
    expect(starts).toHaveLength(2);
    fireEvent.change(starts[0]!, { target: { value: `${NEXT}-12-05T18:00` } });
    fireEvent.change(ends[0]!, { target: { value: `${NEXT}-12-05T21:00` } });
    // The second locale's row followed the first.
    expect((starts[1] as HTMLInputElement).value).toBe(`${NEXT}-12-05T18:00`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the event' }));
    expect(await screen.findByText('“Home Free” was created for 2 locales.')).toBeTruthy();
    const body = callsTo(calls, churchEventCalls.createForDistrict)[0]!.body as {
      districtId: string;
      copies: { localeId: string; startsAt: string }[];
    };
    expect(body.districtId).toBe(districtId);
    // Quezon City and Singapore are both UTC+8 (18:00 there is 10:00 UTC).
    expect(body.copies).toEqual([
      { localeId: qc.id, startsAt: `${NEXT}-12-05T10:00:00.000Z`, endsAt: `${NEXT}-12-05T13:00:00.000Z` },
      { localeId: sg.id, startsAt: `${NEXT}-12-05T10:00:00.000Z`, endsAt: `${NEXT}-12-05T13:00:00.000Z` },
    ]);
  });

  it('refuses a start that has passed until the admin says they record a past event, which lists under Past', async () => {
    const calls = server();
    renderApp('/admin-events');
    const dialog = await openNewEvent();
    const lastYear = NEXT - 2;
    type('Title', 'Prayer night');
    type('Starts', `${lastYear}-03-01T19:00`);
    type('Ends', `${lastYear}-03-01T21:00`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the event' }));
    expect(await within(dialog).findByText(/That start has passed/)).toBeTruthy();
    expect(callsTo(calls, churchEventCalls.create)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('switch', { name: /This event already happened/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the event' }));
    expect(await screen.findByText('“Prayer night” was created.')).toBeTruthy();
    expect(callsTo(calls, churchEventCalls.create)[0]!.body).toMatchObject({
      startsAt: `${lastYear}-03-01T11:00:00.000Z`,
      recordsPast: true,
    });
    // Past asks for everything before now, latest first: no past event is out of reach.
    fireEvent.change(screen.getByRole('combobox', { name: 'When' }), { target: { value: 'past' } });
    const lists = () =>
      callsTo(calls, churchEventCalls.list).map((call) =>
        Object.fromEntries(new URLSearchParams(call.search)),
      );
    await waitFor(() => expect(lists().some((query) => query.order === 'desc')).toBe(true));
    const past = lists().find((query) => query.order === 'desc')!;
    expect(Date.parse(past.from!)).toBeLessThan(Date.parse('1950-01-01'));
    expect(Date.parse(past.to!)).toBeLessThanOrEqual(Date.now());
    const upcoming = lists().find((query) => query.order === 'asc')!;
    expect(Date.parse(upcoming.to!)).toBeGreaterThan(Date.parse(`${NEXT + 50}-01-01`));
  });

  it('asks before deleting, says the event will be cancelled because guests RSVP’d, and says so after', async () => {
    const calls = server({ rsvps: 12 });
    renderApp('/admin-events');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Home Free crusade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this event?' });
    expect(
      await within(dialog).findByText(/12 guests RSVP’d to “Home Free crusade”, so it will be cancelled/),
    ).toBeTruthy();
    expect(callsTo(calls, churchEventCalls.remove)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the event' }));
    expect(
      await screen.findByText(
        '“Home Free crusade” was cancelled because guests had RSVP’d; 4 were told by e-mail.',
      ),
    ).toBeTruthy();
    expect(callsTo(calls, churchEventCalls.remove)).toHaveLength(1);
  });

  it('edits an event and uploads its flyer art', async () => {
    const calls = server();
    renderApp('/admin-events');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Home Free crusade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Home Free crusade”' });
    expect((within(dialog).getByLabelText(field('Starts')) as HTMLInputElement).value).toBe(
      '2026-12-05T18:00',
    );
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'art.png', { type: 'image/png' })] } });
    expect(await within(dialog).findByRole('img', { name: 'Flyer art of the event' })).toBeTruthy();
    expect(callsTo(calls, mediaCalls.upload)[0]!.form?.get('image')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('“Home Free crusade” was saved.')).toBeTruthy();
    expect(callsTo(calls, churchEventCalls.update)[0]!.body).toMatchObject({
      startsAt: crusade.startsAt,
      flyerUrl: `/api/media/${'a'.repeat(64)}.webp`,
      capacity: 300,
      maxPartySize: 10,
      venue: 'Amoranto Stadium',
    });
  });

  it('tells a member without the right that the page is not for them', async () => {
    server({ access: { ...localeAdminAccess(), permissions: ['profile.self'] } });
    renderApp('/admin-events');
    await waitFor(() => expect(screen.getByText('Not available for your account')).toBeTruthy());
  });
});
