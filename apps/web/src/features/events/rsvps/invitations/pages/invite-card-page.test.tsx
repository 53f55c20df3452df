import { churchEventCalls, profileCalls, publicEventSchema } from '@congregate/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody, fakeServer, ids, json, on } from '../../../../../test/fake-server.ts';
import { renderApp } from '../../../../../test/render-app.tsx';
import { qrSvg } from '../../../../../components/ui/qr-image.tsx';

const eventId = '71717171-7171-4171-8171-717171717171';

const event = publicEventSchema.parse({
  id: eventId,
  localeId: ids.locale,
  localeName: 'Quezon City',
  title: 'Easter Crusade',
  type: 'crusade',
  startsAt: '2099-04-05T01:00:00.000Z',
  endsAt: '2099-04-05T04:00:00.000Z',
  timeZone: 'Asia/Manila',
  venue: null,
  description: null,
  flyerUrl: `/api/media/${'a'.repeat(64)}.webp`,
  cancelled: false,
  rsvpOpen: true,
  rsvpOpensAt: null,
  rsvpClosesAt: null,
  full: false,
  maxPartySize: 10,
  seriesId: null,
  updatedAt: '2026-03-01T08:00:00.000Z',
});

function server() {
  return fakeServer([
    on(churchEventCalls.public, ({ params }) =>
      params.id === eventId ? event : json(404, errorBody('not_found', 'No such event')),
    ),
    on(profileCalls.publicProfile, () => ({
      id: ids.member,
      displayName: 'Maria S.',
      photo: null,
      localeName: 'Quezon City',
    })),
  ]);
}

describe('invite card', () => {
  it('shows the flyer art, title, the member’s name and a QR of their invitation link', async () => {
    server();
    renderApp(`/invite/${eventId}/${ids.member}`);
    expect(await screen.findByRole('heading', { name: 'Easter Crusade' })).toBeTruthy();
    expect(await screen.findByText('From Maria S.')).toBeTruthy();
    expect(screen.getByAltText('Flyer of Easter Crusade').getAttribute('src')).toBe(event.flyerUrl);
    const qr = await screen.findByAltText('QR code of the invitation to Easter Crusade');
    const expected = await qrSvg(`${window.location.origin}/invitation/${eventId}/${ids.member}`);
    expect(qr.getAttribute('src')).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(expected.svg)}`,
    );
  });

  it('says so when the event is unknown', async () => {
    server();
    renderApp(`/invite/74747474-7474-4474-8474-747474747474/${ids.member}`);
    expect(await screen.findByText('This invite card does not lead to an event.')).toBeTruthy();
  });
});
