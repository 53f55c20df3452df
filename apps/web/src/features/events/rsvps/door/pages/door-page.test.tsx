import {
  churchEventCalls,
  rolePermissions,
  rsvpCalls,
  visitorCalls,
  type UserAccess,
} from '@congregate/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { localeAdminAccess, signedInAdmin } from '../../../../../test/admin-fixtures.ts';
import { crusadeId, makeChurchEvent, makeRsvp, makeSummary } from '../../../../../test/event-fixtures.ts';
import { callsTo, errorBody, fakeServer, ids, json, on } from '../../../../../test/fake-server.ts';
import { renderApp } from '../../../../../test/render-app.tsx';
import { ANSWER_MS } from '../../../../../lib/qr-scan/scan-gate.ts';
import { todayIn } from '../../../../../lib/format/zoned-time.ts';

/** The camera: the test shows it codes through the `onCode` the page gave it. */
const camera = vi.hoisted(() => ({ onCode: null as ((text: string) => void) | null }));
vi.mock('../../../../../lib/qr-scan/index.ts', () => ({
  useQrCamera: ({ onCode }: { onCode: (text: string) => void }) => {
    camera.onCode = onCode;
    return { videoRef: { current: null }, state: 'scanning' };
  },
}));
const show = (code: string) => act(() => camera.onCode!(code));

const leaderAccess: UserAccess = {
  ...localeAdminAccess(),
  userType: 'member',
  isAdmin: false,
  roles: [{ role: 'flock_leader', scopeType: 'flock', scopeId: ids.flock, scopeName: 'C1-Joy' }],
  permissions: [...rolePermissions.flock_leader],
};
const now = Date.now();
const tonight = makeChurchEvent({
  startsAt: new Date(now - 3_600_000).toISOString(),
  endsAt: new Date(now + 3_600_000).toISOString(),
});
const rosa = makeRsvp({
  firstName: 'Rosa',
  lastName: 'Lim',
  partySize: 2,
  firstTime: true,
  status: 'attended',
});
const lost = makeRsvp({ id: 'a0000000-0000-4000-8000-00000000d0d0', firstName: 'Dina', lastName: 'Reyes' });
const refused = (code: string) =>
  json(422, errorBody('invalid_input', 'Refused', { issues: [{ path: 'code', message: 'Refused', code }] }));

const answers: Record<string, () => Response | object> = {
  'code-rosa-0001': () => ({ rsvp: rosa, alreadyArrivedAt: null, previousStatus: 'confirmed' }),
  // 10:42 UTC is 6:42 PM in Manila.
  'code-again-001': () => ({
    rsvp: rosa,
    alreadyArrivedAt: '2026-12-05T10:42:00.000Z',
    previousStatus: 'attended',
  }),
  'forged-code-01': () => json(422, errorBody('card_invalid', 'Not a valid code')),
  'other-event-01': () => refused('rsvp_other_event'),
  'cancelled-0001': () => refused('event_cancelled'),
};

function server(access: UserAccess = leaderAccess) {
  return signedInAdmin(
    [
      on(churchEventCalls.list, () => ({ items: [tonight], nextCursor: null })),
      on(churchEventCalls.get, () => tonight),
      on(rsvpCalls.summary, () => makeSummary({ counts: { arrivedPeople: 41, arrived: 17, rsvps: 60 } })),
      on(rsvpCalls.list, ({ query }) => {
        const found = [lost, { ...rosa, arrivedAt: '2026-12-05T10:42:00.000Z' }].filter((r) =>
          `${r.firstName} ${r.lastName}`.toLowerCase().includes(query.q ?? ''),
        );
        return { items: found, total: found.length, nextCursor: null };
      }),
      on(rsvpCalls.arrive, ({ body }) =>
        body.rsvpId === lost.id
          ? {
              rsvp: { ...lost, status: 'attended' as const },
              alreadyArrivedAt: null,
              previousStatus: 'confirmed' as const,
            }
          : body.code === 'early-guest-01'
            ? body.admitOutsideWindow
              ? { rsvp: rosa, alreadyArrivedAt: null, previousStatus: 'confirmed' as const }
              : json(
                  422,
                  errorBody('invalid_input', 'Too early', {
                    issues: [{ path: 'code', message: 'Too early', code: 'outside_door_window' }],
                    // 11 days ahead: 10:00 UTC is 6:00 PM in Manila.
                    opensAt: '2099-03-12T10:00:00.000Z',
                    startsAt: '2099-03-12T13:00:00.000Z',
                    endsAt: '2099-03-12T16:00:00.000Z',
                  }),
                )
            : (answers[body.code!]!() as never),
      ),
      on(visitorCalls.inviters, () => ({ items: [{ handle: mariaHandle, displayName: 'Maria S.' }] })),
      on(rsvpCalls.walkIn, ({ body }) =>
        makeRsvp({
          firstName: body.firstName,
          lastName: body.lastName,
          partySize: body.partySize,
          source: 'walk-in',
        }),
      ),
    ],
    access,
  );
}

beforeEach(() => {
  camera.onCode = null;
});

const answer = async () => (await screen.findByTestId('entry-answer')).textContent;
/** The answer's three seconds on screen, passed on the test's clock (fake timers that otherwise run in real time). */
const gone = async () => {
  act(() => vi.advanceTimersByTime(ANSWER_MS));
  await waitFor(() => expect(screen.queryByTestId('entry-answer')).toBeNull());
};

/** The inviter search's opaque handle of Maria (never a member id). */
const mariaHandle = `h1.${'M'.repeat(59)}`;

describe('entry', { timeout: 30_000 }, () => {
  it('asks an usher without a session to sign in and come back', async () => {
    localStorage.clear();
    fakeServer([]);
    renderApp(`/entry/${crusadeId}`);
    const link = await screen.findByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe(`/login?returnTo=${encodeURIComponent(`/entry/${crusadeId}`)}`);
  });

  it('lists today’s events of the usher’s locale (today in its time zone)', async () => {
    const calls = server();
    renderApp('/entry');
    const link = await screen.findByRole('link', { name: /^Home Free crusade/ });
    expect(link.getAttribute('href')).toBe(`/entry/${crusadeId}`);
    const query = Object.fromEntries(new URLSearchParams(callsTo(calls, churchEventCalls.list)[0]!.search));
    expect(query).toMatchObject({ localeId: ids.locale, ...todayIn('Asia/Manila') });
  });

  it('admits a scanned guest once, says when they came in before, and words refused codes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    const calls = server();
    renderApp(`/entry/${crusadeId}`);
    await screen.findByRole('heading', { name: 'Home Free crusade' });
    await waitFor(() => expect(camera.onCode).not.toBeNull());
    expect(await screen.findByText('Ready: hold the guest’s QR code up to the camera.')).toBeTruthy();
    show('code-rosa-0001');
    expect(await answer()).toBe('Admitted');
    expect(screen.getByText('Rosa Lim')).toBeTruthy();
    expect(screen.getByText('Party of 2')).toBeTruthy();
    expect(screen.getByText('First time')).toBeTruthy();
    expect(callsTo(calls, rsvpCalls.arrive)[0]!.body).toEqual({ code: 'code-rosa-0001' });
    // This device's count (a flock leader may not read the event's figures).
    expect(within(screen.getByTestId('arrival-count')).getByText('2 people')).toBeTruthy();
    expect(callsTo(calls, rsvpCalls.summary)).toHaveLength(0);
    await gone();
    show('code-again-001');
    expect(await answer()).toMatch(/^Already admitted at 6:42\sPM Philippines Time$/);
    await gone();
    show('forged-code-01');
    expect(await answer()).toBe('This code is not an RSVP of this church.');
    await gone();
    show('other-event-01');
    expect(await answer()).toBe('This RSVP is for another event.');
    await gone();
    show('cancelled-0001');
    expect(await answer()).toBe('This event was cancelled.');
  });

  it('says when the door opens for a guest who comes too early, and admits them only when the usher says so', async () => {
    const calls = server();
    renderApp(`/entry/${crusadeId}`);
    await screen.findByRole('heading', { name: 'Home Free crusade' });
    await waitFor(() => expect(camera.onCode).not.toBeNull());
    show('early-guest-01');
    expect(await answer()).toMatch(/^Too early: the door opens Thu, Mar 12.*6:00\sPM/);
    expect(within(screen.getByTestId('arrival-count')).queryByText('2 people')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Admit anyway' }));
    await waitFor(() => expect(callsTo(calls, rsvpCalls.arrive)).toHaveLength(2));
    expect(await answer()).toBe('Admitted');
    expect(callsTo(calls, rsvpCalls.arrive).map((call) => call.body)).toEqual([
      { code: 'early-guest-01' },
      { code: 'early-guest-01', admitOutsideWindow: true },
    ]);
  });

  it('admits the guest of an RSVP link pasted by hand', async () => {
    const calls = server();
    renderApp(`/entry/${crusadeId}`);
    fireEvent.change(await screen.findByLabelText(/^Or paste the guest’s RSVP link/), {
      target: { value: `https://church.example/invitation/${crusadeId}/m1?rsvp=code-rosa-0001` },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Admit' }));
    expect(await answer()).toBe('Admitted');
    const sent = callsTo(calls, rsvpCalls.arrive);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ code: 'code-rosa-0001' });
  });

  it('registers a walk-in invited by a member found by name, and counts them', async () => {
    const calls = server();
    renderApp(`/entry/${crusadeId}`);
    const form = await screen.findByRole('form', { name: 'A guest without an RSVP' });
    const type = (label: RegExp, value: string) =>
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    type(/^First name/, 'Ben');
    type(/^Last name/, 'Cruz');
    type(/^Mobile number/, '0917 555 0000');
    type(/^Party size/, '3');
    type(/^Who invited them/, 'Mar');
    fireEvent.click(await within(form).findByRole('button', { name: 'Maria S.' }));
    expect(within(form).getByText('Invited by Maria S.')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Register and admit' }));
    expect(await answer()).toBe('Admitted: Ben Cruz (party of 3)');
    expect(callsTo(calls, rsvpCalls.walkIn)[0]!.body).toEqual({
      firstName: 'Ben',
      lastName: 'Cruz',
      mobile: '+639175550000',
      partySize: 3,
      invitedBy: mariaHandle,
      firstTime: true,
      consentToContact: false,
    });
    expect(Object.fromEntries(new URLSearchParams(callsTo(calls, visitorCalls.inviters)[0]!.search))).toEqual(
      {
        localeId: ids.locale,
        q: 'Mar',
      },
    );
    expect(within(screen.getByTestId('arrival-count')).getByText('3 people')).toBeTruthy();
  });

  it('shows an admin the event’s own arrival figures', async () => {
    const calls = server(localeAdminAccess());
    renderApp(`/entry/${crusadeId}`);
    const count = await screen.findByTestId('arrival-count');
    await waitFor(() => expect(within(count).getByText('41 people')).toBeTruthy());
    expect(within(count).getByText('17 of 60 RSVPs')).toBeTruthy();
    expect(callsTo(calls, rsvpCalls.summary).length).toBeGreaterThan(0);
  });

  it('lets an admin admit a guest whose phone is dead, found on the list by name; a flock leader scans only', async () => {
    const calls = server(localeAdminAccess());
    renderApp(`/entry/${crusadeId}`);
    fireEvent.change(await screen.findByLabelText(/^Find the guest by name/), { target: { value: 'rey' } });
    const found = await screen.findByRole('list', { name: 'RSVPs found' });
    expect(within(found).getAllByRole('listitem')).toHaveLength(1);
    expect(within(found).getByText('Dina Reyes')).toBeTruthy();
    expect(new URLSearchParams(callsTo(calls, rsvpCalls.list).at(-1)!.search).get('q')).toBe('rey');
    fireEvent.click(within(found).getByRole('button', { name: 'Admit Dina Reyes' }));
    expect(await answer()).toBe('Admitted');
    expect(callsTo(calls, rsvpCalls.arrive)[0]!.body).toEqual({ rsvpId: lost.id });
    // Rosa came in earlier: her row says so instead of offering to admit her again.
    fireEvent.change(screen.getByLabelText(/^Find the guest by name/), { target: { value: 'rosa' } });
    await waitFor(() => expect(screen.getByText(/^Already admitted at/)).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Admit Rosa Lim' })).toBeNull();
    // Nobody by that name: the usher is told to register them as a guest without an RSVP.
    fireEvent.change(screen.getByLabelText(/^Find the guest by name/), { target: { value: 'zzz' } });
    expect(await screen.findByText(/^No RSVP of this event by that name/)).toBeTruthy();
  });

  it('offers no search by name to a flock leader (who may not read the list)', async () => {
    const calls = server();
    renderApp(`/entry/${crusadeId}`);
    await screen.findByRole('heading', { name: 'Home Free crusade' });
    expect(screen.queryByLabelText(/^Find the guest by name/)).toBeNull();
    expect(callsTo(calls, rsvpCalls.list)).toHaveLength(0);
  });
});
