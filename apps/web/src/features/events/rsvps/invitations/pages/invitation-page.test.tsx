import {
  churchEventCalls,
  countriesCalls,
  formTokenCalls,
  guestRsvpSchema,
  localesCalls,
  profileCalls,
  publicEventSchema,
  rsvpCalls,
  rsvpReceiptSchema,
  type GuestRsvp,
  type PublicEvent,
  type RsvpReceipt,
} from '@congregate/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  errorBody,
  fakeServer,
  ids,
  json,
  makeLocale,
  on,
  type FakeRoute,
} from '../../../../../test/fake-server.ts';
import { formTokens, issuedFormToken } from '../../../../../test/form-tokens.ts';
import { renderApp } from '../../../../../test/render-app.tsx';

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
    maxPartySize: 10,
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
    reachBy: { mail: true, phone: true },
    code,
    ...overrides,
  });
}

const receipt = (sentTo: Partial<RsvpReceipt['sentTo']> = {}): RsvpReceipt =>
  rsvpReceiptSchema.parse({ received: true, sentTo: { email: false, mobile: true, ...sentTo } });

/** A 422 of the RSVP form with one issue. */
const refusedWith = (path: string, code: string) =>
  json(
    422,
    errorBody('invalid_input', 'Refused', { issues: [{ path, code, message: 'The server’s own words' }] }),
  );

function server(
  routes: FakeRoute[] = [],
  event: PublicEvent = makePublicEvent(),
  tokens: FakeRoute = formTokens(),
) {
  return fakeServer([
    ...routes,
    tokens,
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

const partyField = () => screen.getByRole('textbox', { name: /How many people/ });
const rsvpButton = () => screen.getByRole('button', { name: 'RSVP' });
const sentTokens = (calls: ReturnType<typeof server>) =>
  callsTo(calls, rsvpCalls.create).map((call) => (call.body as { formToken?: string }).formToken);

describe('invitation page', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the event in its time zone, who invited, and the form without a sign-in', async () => {
    const calls = server();
    renderApp(`/invitation/${eventId}/${ids.member}`);
    expect(await screen.findByRole('heading', { name: 'Easter Crusade' })).toBeTruthy();
    expect(await screen.findByText('Maria S. invited you')).toBeTruthy();
    // 01:00 UTC is 9:00 AM in Manila.
    expect(screen.getByText(/9:00\s?AM/)).toBeTruthy();
    expect(screen.getByText(/Times are in Asia\/Manila/)).toBeTruthy();
    expect(screen.getByText('Araneta Coliseum')).toBeTruthy();
    expect(rsvpButton()).toBeTruthy();
    // The form's token is asked for as the form shows, once.
    await waitFor(() => expect(callsTo(calls, formTokenCalls.issue)).toHaveLength(1));
    expect(callsTo(calls, formTokenCalls.issue)[0]!.body).toEqual({ form: 'rsvp' });
  });

  it('names no inviter for an unknown member', async () => {
    const calls = server();
    renderApp(`/invitation/${eventId}/${unknownMember}`);
    await screen.findByRole('heading', { name: 'Easter Crusade' });
    await waitFor(() => expect(callsTo(calls, profileCalls.publicProfile)).toHaveLength(1));
    expect(screen.queryByText(/invited you/)).toBeNull();
    expect(rsvpButton()).toBeTruthy();
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
    fireEvent.click(rsvpButton());
    expect(await screen.findByText('Give a mobile number or an e-mail address')).toBeTruthy();
    expect(callsTo(calls, rsvpCalls.create)).toHaveLength(0);
    // Fixed as soon as an e-mail is typed.
    type('E-mail address', 'rosa@example.org');
    expect(screen.queryByText('Give a mobile number or an e-mail address')).toBeNull();
  });

  it('sends the RSVP with the inviter and the form’s token, then says where the link went — no QR, no code', async () => {
    const calls = server([on(rsvpCalls.create, () => json(201, receipt({ mobile: true })))]);
    const { router } = renderApp(`/invitation/${eventId}/${ids.member}`);
    await screen.findByRole('button', { name: 'RSVP' });
    fillName();
    type('Mobile number', '0917 555 1234');
    fireEvent.change(partyField(), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /first time/ }));
    fireEvent.click(rsvpButton());
    const status = await screen.findByTestId('rsvp-receipt');
    expect(status.getAttribute('role')).toBe('status');
    const heading = within(status).getByRole('heading', { name: 'Thank you, Rosa! We received your RSVP.' });
    // Focused, so that a screen reader reads it out where the form was.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(within(status).getByText('Check your phone for your RSVP link.')).toBeTruthy();
    expect(screen.queryByAltText('QR code of your RSVP')).toBeNull();
    expect(screen.queryByRole('button', { name: 'RSVP' })).toBeNull();
    const body = callsTo(calls, rsvpCalls.create)[0]!.body as Record<string, unknown>;
    expect(body).toEqual({
      firstName: 'Rosa',
      lastName: 'Lim',
      mobile: '+639175551234',
      partySize: 2,
      invitedBy: ids.member,
      firstTime: true,
      consentToContact: false,
      formToken: issuedFormToken('rsvp', 1),
    });
    // Nothing to show by code: the guest's link is in their messages, not in the address bar.
    expect(router.state.location.search).toBe('');
    expect(callsTo(calls, rsvpCalls.byCode)).toHaveLength(0);
  });

  it('names the e-mail, or both, as the server sent the link', async () => {
    server([on(rsvpCalls.create, ({ body }) => receipt({ email: true, mobile: body.mobile !== undefined }))]);
    renderApp(`/invitation/${eventId}/${ids.member}`);
    await screen.findByRole('button', { name: 'RSVP' });
    fillName();
    type('E-mail address', 'rosa@example.org');
    fireEvent.click(rsvpButton());
    expect(await screen.findByText('Check your e-mail for your RSVP link.')).toBeTruthy();
    // For someone else: an empty form, with a token of its own.
    fireEvent.click(screen.getByRole('button', { name: 'RSVP for someone else' }));
    expect((screen.getByLabelText(field('First name')) as HTMLInputElement).value).toBe('');
    type('First name', 'Ben');
    type('Last name', 'Lim');
    type('Mobile number', '+639175551234');
    type('E-mail address', 'ben@example.org');
    fireEvent.click(rsvpButton());
    expect(await screen.findByText('Check your e-mail or phone for your RSVP link.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Thank you, Ben! We received your RSVP.' })).toBeTruthy();
  });

  it('takes a fresh token after each submission, and asks to send again when the token was refused', async () => {
    let answers = 0;
    const calls = server([
      on(rsvpCalls.create, () => {
        answers += 1;
        return answers === 1 ? refusedWith('formToken', 'form_token_invalid') : receipt();
      }),
    ]);
    renderApp(`/invitation/${eventId}/${ids.member}`);
    await screen.findByRole('button', { name: 'RSVP' });
    fillName();
    type('Mobile number', '+639175551234');
    fireEvent.click(rsvpButton());
    expect(
      await screen.findByText(
        'This form had expired or was already sent, so we refreshed it. Check your details and press RSVP again.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, formTokenCalls.issue)).toHaveLength(2));
    // What was typed stays; sent again, it carries the new token.
    expect((screen.getByLabelText(field('First name')) as HTMLInputElement).value).toBe('Rosa');
    fireEvent.click(rsvpButton());
    expect(await screen.findByText('Check your phone for your RSVP link.')).toBeTruthy();
    expect(sentTokens(calls)).toEqual([issuedFormToken('rsvp', 1), issuedFormToken('rsvp', 2)]);
  });

  it('shows the server’s field errors beside the fields', async () => {
    const calls = server([on(rsvpCalls.create, () => refusedWith('mobile', 'mobile_format'))]);
    renderApp(`/invitation/${eventId}/${ids.member}`);
    await screen.findByRole('button', { name: 'RSVP' });
    fillName();
    type('Mobile number', '+639175551234');
    fireEvent.click(rsvpButton());
    expect(await screen.findByText('Use the international format, e.g. +639171234567')).toBeTruthy();
    expect(screen.queryByText('The server’s own words')).toBeNull();
    // A refused submission spent its token too: the next one has its own.
    await waitFor(() => expect(callsTo(calls, formTokenCalls.issue)).toHaveLength(2));
  });

  it('says so above the form when the server takes the RSVP for a bot’s', async () => {
    const calls = server([on(rsvpCalls.create, () => refusedWith('formToken', 'bot'))]);
    renderApp(`/invitation/${eventId}/${ids.member}`);
    await screen.findByRole('button', { name: 'RSVP' });
    fillName();
    type('E-mail address', 'rosa@example.org');
    fireEvent.click(rsvpButton());
    expect(await screen.findByText(/That was very quick!/)).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, formTokenCalls.issue)).toHaveLength(2));
  });

  it('holds a form filled faster than the token’s minSeconds until the server will take it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const calls = server(
      [on(rsvpCalls.create, () => receipt())],
      makePublicEvent(),
      formTokens({ minSeconds: 3 }),
    );
    renderApp(`/invitation/${eventId}/${ids.member}`);
    await screen.findByRole('button', { name: 'RSVP' });
    await waitFor(() => expect(callsTo(calls, formTokenCalls.issue)).toHaveLength(1));
    fillName();
    type('Mobile number', '+639175551234');
    fireEvent.click(rsvpButton());
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(callsTo(calls, rsvpCalls.create)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    expect(await screen.findByText('Check your phone for your RSVP link.')).toBeTruthy();
    expect(callsTo(calls, rsvpCalls.create)).toHaveLength(1);
  });

  it('takes at most the event’s party size, and words the server’s refusal of a larger party', async () => {
    const calls = server(
      [on(rsvpCalls.create, () => refusedWith('partySize', 'party_too_large'))],
      makePublicEvent({ maxPartySize: 4 }),
    );
    renderApp(`/invitation/${eventId}/${ids.member}`);
    await screen.findByRole('button', { name: 'RSVP' });
    expect(screen.getByText('From 1 to 4 people')).toBeTruthy();
    fillName();
    type('Mobile number', '+639175551234');
    fireEvent.change(partyField(), { target: { value: '5' } });
    fireEvent.click(rsvpButton());
    const tooLarge = 'This event takes at most 4 people per RSVP. For a larger group, ask the church.';
    expect(await screen.findByText(tooLarge)).toBeTruthy();
    expect(callsTo(calls, rsvpCalls.create)).toHaveLength(0);
    fireEvent.change(partyField(), { target: { value: '4' } });
    expect(screen.queryByText(tooLarge)).toBeNull();
    // The server counts the event's limit as it is now (changed meanwhile): its refusal is said on the field.
    fireEvent.click(rsvpButton());
    expect(await screen.findByText(tooLarge)).toBeTruthy();
    expect(callsTo(calls, rsvpCalls.create)).toHaveLength(1);
  });

  it('says when too many RSVPs came from this connection', async () => {
    server([on(rsvpCalls.create, () => json(429, errorBody('rate_limited', 'Too many')))]);
    renderApp(`/invitation/${eventId}/${ids.member}`);
    await screen.findByRole('button', { name: 'RSVP' });
    fillName();
    type('Mobile number', '+639175551234');
    fireEvent.click(rsvpButton());
    expect(await screen.findByText(/Too many RSVPs were sent from this connection/)).toBeTruthy();
  });

  it('warns of the waiting list before an RSVP to a full event', async () => {
    server([on(rsvpCalls.create, () => receipt())], makePublicEvent({ full: true }));
    renderApp(`/invitation/${eventId}/${ids.member}`);
    expect(await screen.findByText(/you will be on the waiting list/)).toBeTruthy();
    fillName();
    type('E-mail address', 'rosa@example.org');
    fireEvent.click(rsvpButton());
    expect(await screen.findByText('Check your phone for your RSVP link.')).toBeTruthy();
  });

  it('says plainly when the event is cancelled, and shows no form', async () => {
    const calls = server([], makePublicEvent({ cancelled: true, rsvpOpen: false }));
    renderApp(`/invitation/${eventId}/${ids.member}`);
    expect(await screen.findByText(/This event was cancelled/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'RSVP' })).toBeNull();
    expect(callsTo(calls, formTokenCalls.issue)).toHaveLength(0);
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

  it('puts the QR first, saves it as a picture and adds the event to the calendar by the guest’s code (issue 37)', async () => {
    server([byCode(makeRsvp())]);
    renderApp(`/invitation/${eventId}/${ids.member}?rsvp=${encodeURIComponent(code)}`);
    const qr = await screen.findByAltText('QR code of your RSVP');
    const title = screen.getByRole('heading', { name: 'You are on the list, Rosa!' });
    // The QR comes before the title in the page's order (what a phone shows first).
    expect(qr.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const calendar = screen.getByRole('link', { name: 'Add to calendar' });
    expect(calendar.getAttribute('href')).toMatch(/\/rsvps\/by-code\/calendar\?code=/);
    expect(new URL(calendar.getAttribute('href')!, 'http://x').searchParams.get('code')).toBe(code);
    // Without a share sheet that takes files, the picture is downloaded.
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Save QR to photos' }));
      await waitFor(() => expect(clicked).toEqual(['rsvp-qr.png']));
    } finally {
      click.mockRestore();
    }
  });

  it('shows a waitlisted guest no door QR, and says how they will hear by the contact they gave (issue 37)', async () => {
    server([
      byCode(makeRsvp({ status: 'waitlisted', waitlistPosition: 2, reachBy: { mail: false, phone: true } })),
    ]);
    renderApp(`/invitation/${eventId}/${ids.member}?rsvp=${encodeURIComponent(code)}`);
    expect(await screen.findByText('On the waiting list: number 2.')).toBeTruthy();
    expect(screen.getByText(/^Keep this link: when a seat frees, your QR code shows here/)).toBeTruthy();
    expect(screen.queryByAltText('QR code of your RSVP')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).toBeNull();
  });

  it('promises an e-mail to a waitlisted guest who gave one', async () => {
    server([
      byCode(makeRsvp({ status: 'waitlisted', waitlistPosition: 1, reachBy: { mail: true, phone: true } })),
    ]);
    renderApp(`/invitation/${eventId}/${ids.member}?rsvp=${encodeURIComponent(code)}`);
    expect(await screen.findByText(/^When a seat frees, we send your QR code by e-mail/)).toBeTruthy();
  });

  it('says when the link is not valid', async () => {
    server([on(rsvpCalls.byCode, () => json(404, errorBody('not_found', 'No such RSVP')))]);
    renderApp(`/invitation/${eventId}/${ids.member}?rsvp=forged-code-123`);
    expect(await screen.findByText(/This RSVP link is not valid/)).toBeTruthy();
  });
});
