import { qrLocationCalls, type QrLocationPublic } from '@congregate/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, errorBody, fakeServer, ids, json, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';

const posterId = '0f8c6c1e-5b7a-4a86-9f51-5a1d2c3b4e5f';
const gatheringId = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const sunday = {
  title: 'Sunday worship',
  startsAt: '2026-03-01T01:00:00.000Z',
  endsAt: '2026-03-01T03:00:00.000Z',
  checkInOpensAt: '2026-03-01T00:00:00.000Z',
};
const poster = (open: boolean): QrLocationPublic => ({
  id: posterId,
  localeName: 'Quezon City',
  timeZone: 'Asia/Manila',
  room: 'Main sanctuary',
  current: open ? sunday : null,
  next: open ? null : sunday,
});
const checkin = (clientId: string) => ({
  id: crypto.randomUUID(),
  gatheringId,
  localeId: ids.locale,
  memberId: ids.member,
  method: 'qr-location' as const,
  checkedInAt: '2026-03-01T00:58:00.000Z',
  clientId,
  deviceId: null,
  recordedBy: ids.user,
  faceScore: null,
});
const member = { id: ids.member, displayName: 'Maria Santos', salutation: 'Sis.', photo: null };

describe('qrloc', () => {
  it('checks a signed-in member in to the gathering open now and greets them', async () => {
    const calls = signedInMember([
      on(qrLocationCalls.publicInfo, () => poster(true)),
      on(qrLocationCalls.checkIn, ({ body }) => json(201, { checkin: checkin(body.clientId), member })),
    ]);
    renderApp(`/qrloc/${posterId}`);
    expect(await screen.findByRole('heading', { name: /Quezon City · Main sanctuary/ })).toBeTruthy();
    expect(await screen.findByText('Welcome, Sis. Maria Santos!')).toBeTruthy();
    expect(screen.getByText('You are checked in.')).toBeTruthy();
    expect(screen.getByText(/Now: Sunday worship, 9:00\sAM – 11:00\sAM/)).toBeTruthy();
    const sent = callsTo(calls, qrLocationCalls.checkIn);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(`/api/events/qr-locations/${posterId}/checkin`);
  });

  it('says since when a member already checked in was there', async () => {
    signedInMember([
      on(qrLocationCalls.publicInfo, () => poster(true)),
      on(qrLocationCalls.checkIn, ({ body }) =>
        json(200, {
          checkin: checkin(body.clientId),
          member,
          alreadyCheckedInAt: '2026-03-01T00:58:00.000Z',
        }),
      ),
    ]);
    renderApp(`/qrloc/${posterId}`);
    expect(
      await screen.findByText(/You were already checked in at 8:58\sAM Philippines Time\./),
    ).toBeTruthy();
  });

  it('outside a gathering says when the next one is, and checks no one in', async () => {
    const calls = signedInMember([on(qrLocationCalls.publicInfo, () => poster(false))]);
    renderApp(`/qrloc/${posterId}`);
    expect(await screen.findByText('No gathering is open for check-in here now.')).toBeTruthy();
    expect(screen.getByText(/Next: Sunday worship, Sun/)).toBeTruthy();
    expect(callsTo(calls, qrLocationCalls.checkIn)).toHaveLength(0);
  });

  it('sends someone not signed in to sign in, and back here afterwards', async () => {
    const calls = fakeServer([on(qrLocationCalls.publicInfo, () => poster(true))]);
    const { router } = renderApp(`/qrloc/${posterId}`);
    fireEvent.click(await screen.findByRole('link', { name: 'Sign in to check in' }));
    expect(await screen.findByRole('heading', { name: /sign in/i })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(`/qrloc/${posterId}`);
    expect(callsTo(calls, qrLocationCalls.checkIn)).toHaveLength(0);
  });

  it('says a removed poster is no longer in use', async () => {
    fakeServer([on(qrLocationCalls.publicInfo, () => json(404, errorBody('not_found', 'No such poster')))]);
    renderApp(`/qrloc/${posterId}`);
    expect(await screen.findByText(/no longer in use/)).toBeTruthy();
  });
});
