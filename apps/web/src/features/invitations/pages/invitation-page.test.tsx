import {
  churchEventCalls,
  countriesCalls,
  guestRsvpSchema,
  localesCalls,
  profileCalls,
  publicEventSchema,
  rsvpCalls,
  type GuestRsvp,
  type PublicEvent,
} from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  callsTo,
  errorBody,
  fakeServer,
  ids,
  json,
  makeLocale,
  on,
  type FakeRoute,
} from '../../../test/fake-server.ts';
import { renderApp } from '../../../test/render-app.tsx';

const eventId = '71717171-7171-4171-8171-717171717171';
const rsvpId = '72727272-7272-4272-8272-727272727272';
const unknownMember = '73737373-7373-4373-8373-737373737373';
const code = 'eyJhbGciOiJFUzI1NiJ9.rsvp-code.signature';

function makePublicEvent(overrides: Partial<PublicEvent> = {}): PublicEvent {
  return publicEventSchema.parse({
    id: eventId,
    localeId: ids.locale,
    localeName: 'Quezon City',
    title: 'Easter Crusade',
    type: 'crusade',
    startsAt: '2099-04-05T01:00:00.000Z',
    endsAt: '2099-04-05T04:00:00.000Z',
    timeZone: 'Asia/Manila',
    venue: 'Araneta Coliseum',
    description: 'A night of worship.',
    flyerUrl: null,
    cancelled: false,
    rsvpOpen: true,
    rsvpOpensAt: null,
    rsvpClosesAt: null,
    full: false,
    seriesId: null,
    updatedAt: '2026-03-01T08:00:00.000Z',
    ...overrides,
  });
}

function makeRsvp(overrides: Partial<GuestRsvp> = {}): GuestRsvp {
  return guestRsvpSchema.parse({
    id: rsvpId,
    eventId,
    firstName: 'Rosa',
    lastName: 'Lim',
    partySize: 2,
    status: 'confirmed',
    waitlistPosition: null,
    arrivedAt: null,
    createdAt: '2026-03-01T08:00:00.000Z',
    code,
    ...overrides,
  });
}

function server(routes: FakeRoute[] = [], event: PublicEvent = makePublicEvent()) {
  return fakeServer([
    ...routes,
    on(localesCalls.all, () => [makeLocale()]),
    on(countriesCalls.list, () => [{ id: 'PH', name: 'Philippines', callingCode: '+63' }]),
    on(churchEventCalls.public, ({ params }) =>
      params.id === eventId ? event : json(404, errorBody('not_found', 'No such event')),
    ),
    on(profileCalls.publicProfile, ({ params }) =>
      params.id === ids.member
        ? { id: ids.member, displayName: 'Maria S.', photo: null, localeName: 'Quezon City' }
        : json(404, errorBody('not_found', 'No such member')),
    ),
  ]);
}

const field = (text: string) => new RegExp(`^${text.replace(/[?.()]/g, '\\$&')}\\s*\\*?$`);
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(field(label)), { target: { value } });

function fillName() {
  type('First name', 'Rosa');
  type('Last name', 'Lim');
}

describe('invitation page', () => {
  it('shows the event in its time zone, who invited, and the form without a sign-in', async () => {
    server();
    renderApp(`/invitation/${eventId}/${ids.member}`);
    expect(await screen.findByRole('heading', { name: 'Easter Crusade' })).toBeTruthy();
    expect(await screen.findByText('Maria S. invited you')).toBeTruthy();
    // 01:00 UTC is 9:00 AM in Manila.
    expect(screen.getByText(/9:00\s?AM/)).toBeTruthy();
    expect(screen.getByText(/Times are in Asia\/Manila/)).toBeTruthy();
    expect(screen.getByText('Araneta Coliseum')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'RSVP' })).toBeTruthy();
  });

  it('names no inviter for an unknown member', async () => {
    const calls = server();
    renderApp(`/invitation/${eventId}/${unknownMember}`);
    await screen.findByRole('heading', { name: 'Easter Crusade' });
    await waitFor(() => expect(callsTo(calls, profileCalls.publicProfile)).toHaveLength(1));
    expect(screen.queryByText(/invited you/)).toBeNull();
    expect(screen.getByRole('button', { name: 'RSVP' })).toBeTruthy();
  });

  it('asks for no inviter on a link without one (-)', async () => {
    const none = server();
    renderApp(`/invitation/${eventId}/-`);
    await screen.findByRole('heading', { name: 'Easter Crusade' });
    expect(screen.queryByText(/invited you/)).toBeNull();
    expect(callsTo(none, profileCalls.publicProfile)).toHaveLength(0);
  });

  it('asks for a mobile or an e-mail and sends nothing without one', async () => {
    const calls = server();
    renderApp(`/invitation/${eventId}/${ids.member}`);
    await screen.findByRole('button', { name: 'RSVP' });
    fillName();
    fireEvent.click(screen.getByRole('button', { name: 'RSVP' }));
    expect(await screen.findByText('Give a mobile number or an e-mail address')).toBeTruthy();
    expect(callsTo(calls, rsvpCalls.create)).toHaveLength(0);
    // Fixed as soon as an e-mail is typed.
    type('E-mail address', 'rosa@example.org');
    expect(screen.queryByText('Give a mobile number or an e-mail address')).toBeNull();
  });

  it('shows the server’s field errors beside the fields', async () => {
    server([
      on(rsvpCalls.create, () =>
        json(
          422,
          errorBody('invalid_input', 'Invalid body', {
            issues: [{ path: 'mobile', code: 'mobile_format', message: 'Bad mobile' }],
          }),
        ),
      ),
    ]);
    renderApp(`/invitation/${eventId}/${ids.member}`);
    await screen.findByRole('button', { name: 'RSVP' });
    fillName();
    type('Mobile number', '+639175551234');
    fireEvent.click(screen.getByRole('button', { name: 'RSVP' }));
    expect(await screen.findByText('Use the international format, e.g. +639171234567')).toBeTruthy();
    expect(screen.queryByText('Bad mobile')).toBeNull();
  });

  it('says so above the form when the server takes the RSVP for a bot’s', async () => {
    server([
      on(rsvpCalls.create, () =>
        json(
          422,
          errorBody('invalid_input', 'Refused', {
            issues: [{ path: 'website', code: 'bot', message: 'Bot' }],
          }),
        ),
      ),
    ]);
    renderApp(`/invitation/${eventId}/${ids.member}`);
    await screen.findByRole('button', { name: 'RSVP' });
    fillName();
    type('E-mail address', 'rosa@example.org');
    fireEvent.click(screen.getByRole('button', { name: 'RSVP' }));
    expect(await screen.findByText(/That was very quick!/)).toBeTruthy();
  });

  it('sends the RSVP with the inviter and openedAt, then shows the QR, the status and the guest’s link', async () => {
    const calls = server([on(rsvpCalls.create, () => json(201, makeRsvp()))]);
    const before = Date.now();
    const { router } = renderApp(`/invitation/${eventId}/${ids.member}`);
    await screen.findByRole('button', { name: 'RSVP' });
    fillName();
    type('Mobile number', '0917 555 1234');
    fireEvent.change(screen.getByRole('textbox', { name: /How many people/ }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /first time/ }));
    fireEvent.click(screen.getByRole('button', { name: 'RSVP' }));
    expect(await screen.findByRole('heading', { name: 'You are on the list, Rosa!' })).toBeTruthy();
    expect(screen.getByText('Confirmed: your seat is reserved.')).toBeTruthy();
    expect(await screen.findByAltText('QR code of your RSVP')).toBeTruthy();
    expect(screen.getByText('Show this at the door.')).toBeTruthy();
    const body = callsTo(calls, rsvpCalls.create)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      firstName: 'Rosa',
      lastName: 'Lim',
      mobile: '+639175551234',
      partySize: 2,
      invitedBy: ids.member,
      firstTime: true,
      consentToContact: false,
    });
    expect(body.website).toBeUndefined();
    expect(body.openedAt).toBeGreaterThanOrEqual(before);
    // The guest's own link: this page with their code.
    expect(router.state.location.search).toBe(`?rsvp=${encodeURIComponent(code)}`);
    const link = screen.getByRole('textbox', { name: 'Your link' }) as HTMLInputElement;
    expect(link.value).toBe(
      `${window.location.origin}/invitation/${eventId}/${ids.member}?rsvp=${encodeURIComponent(code)}`,
    );
    expect(callsTo(calls, rsvpCalls.byCode)).toHaveLength(0);
  });

  it('words a waitlisted RSVP with its place, and warns of the waiting list before', async () => {
    server(
      [on(rsvpCalls.create, () => json(201, makeRsvp({ status: 'waitlisted', waitlistPosition: 3 })))],
      makePublicEvent({ full: true }),
    );
    renderApp(`/invitation/${eventId}/${ids.member}`);
    expect(await screen.findByText(/you will be on the waiting list/)).toBeTruthy();
    fillName();
    type('E-mail address', 'rosa@example.org');
    fireEvent.click(screen.getByRole('button', { name: 'RSVP' }));
    expect(await screen.findByText(/On the waiting list: number 3/)).toBeTruthy();
  });

  it('says plainly when the event is cancelled, and shows no form', async () => {
    server([], makePublicEvent({ cancelled: true, rsvpOpen: false }));
    renderApp(`/invitation/${eventId}/${ids.member}`);
    expect(await screen.findByText(/This event was cancelled/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'RSVP' })).toBeNull();
  });

  it('says when RSVPs open when they are not open yet', async () => {
    server([], makePublicEvent({ rsvpOpen: false, rsvpOpensAt: '2099-03-01T01:00:00.000Z' }));
    renderApp(`/invitation/${eventId}/${ids.member}`);
    expect(await screen.findByText(/RSVPs open on/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'RSVP' })).toBeNull();
  });
});

describe('the guest’s own link (?rsvp=code)', () => {
  const byCode = (rsvp: GuestRsvp) => on(rsvpCalls.byCode, () => ({ rsvp, event: makePublicEvent() }));

  it('shows their RSVP and confirms one a flock leader made', async () => {
    const calls = server([
      byCode(makeRsvp({ status: 'registered' })),
      on(rsvpCalls.confirmByCode, () => makeRsvp({ status: 'confirmed' })),
    ]);
    renderApp(`/invitation/${eventId}/${ids.member}?rsvp=${encodeURIComponent(code)}`);
    expect(await screen.findByText(/Registered for you/)).toBeTruthy();
    expect(callsTo(calls, rsvpCalls.byCode)[0]!.search).toBe(`?code=${encodeURIComponent(code)}`);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm that I am coming' }));
    expect(await screen.findByText('Confirmed: your seat is reserved.')).toBeTruthy();
    expect(callsTo(calls, rsvpCalls.confirmByCode)[0]!.body).toEqual({ code });
    expect(screen.queryByRole('button', { name: 'Confirm that I am coming' })).toBeNull();
  });

  it('asks before cancelling, then cancels', async () => {
    const calls = server([
      byCode(makeRsvp()),
      on(rsvpCalls.cancelByCode, () => makeRsvp({ status: 'cancelled' })),
    ]);
    renderApp(`/invitation/${eventId}/${ids.member}?rsvp=${encodeURIComponent(code)}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel my RSVP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your RSVP?' });
    expect(callsTo(calls, rsvpCalls.cancelByCode)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, rsvpCalls.cancelByCode)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel my RSVP' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancel your RSVP?' })).getByRole('button', {
        name: 'Yes, cancel it',
      }),
    );
    expect(await screen.findByText(/^Cancelled\./)).toBeTruthy();
    expect(callsTo(calls, rsvpCalls.cancelByCode)[0]!.body).toEqual({ code });
    expect(screen.queryByAltText('QR code of your RSVP')).toBeNull();
    expect(screen.getByRole('link', { name: 'RSVP for someone else' })).toBeTruthy();
  });

  it('says when the link is not valid', async () => {
    server([on(rsvpCalls.byCode, () => json(404, errorBody('not_found', 'No such RSVP')))]);
    renderApp(`/invitation/${eventId}/${ids.member}?rsvp=forged-code-123`);
    expect(await screen.findByText(/This RSVP link is not valid/)).toBeTruthy();
  });
});
