import {
  churchEventCalls,
  moduleConfigCalls,
  publicEventSchema,
  type PublicEvent,
} from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, errorBody, fakeServer, ids, json, on, type FakeRoute } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';

const eventId = '71717171-7171-4171-8171-717171717171';
const otherEventId = '75757575-7575-4575-8575-757575757575';
const seriesId = '76767676-7676-4676-8676-767676767676';
const unknownMember = '73737373-7373-4373-8373-737373737373';

function makeEvent(overrides: Partial<PublicEvent> = {}): PublicEvent {
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
    description: null,
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

const member = { id: ids.member, displayName: 'Maria S.', photo: null };
const upcoming = (items: PublicEvent[]) =>
  on(churchEventCalls.upcoming, ({ query }) =>
    query.memberId === ids.member ? { member, items } : json(404, errorBody('not_found', 'No such member')),
  );
const png = () =>
  on(
    churchEventCalls.flyer,
    () => new Response(new Blob([new Uint8Array([137, 80, 78, 71])]), { status: 200 }),
  );

function server(routes: FakeRoute[]) {
  return fakeServer(routes);
}

const flyerPath = (format: string, event = eventId) =>
  `/api/events/events/${event}/flyers/${ids.member}/${format}`;
const invitation = `${window.location.origin}/invitation/${eventId}/${ids.member}`;

/** Installs (or removes, with undefined) a browser API on `navigator` for one test. */
function setNavigator(name: 'clipboard' | 'share' | 'canShare', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

afterEach(() => {
  setNavigator('clipboard', undefined);
  setNavigator('share', undefined);
  setNavigator('canShare', undefined);
});

describe('share pages (flyers, flyers2)', () => {
  it('shows each upcoming event’s generated square flyer, with download and the invite card', async () => {
    server([upcoming([makeEvent(), makeEvent({ id: otherEventId, title: 'Youth Night' })])]);
    renderApp(`/flyers/${ids.member}`);
    expect(await screen.findByText(/Flyers of Maria S\./)).toBeTruthy();
    const flyer = screen.getByAltText('Flyer of Easter Crusade, Square post');
    expect(flyer.getAttribute('src')).toBe(flyerPath('square'));
    expect(screen.getByAltText('Flyer of Youth Night, Square post').getAttribute('src')).toBe(
      flyerPath('square', otherEventId),
    );
    const download = screen.getByRole('link', { name: 'Download the flyer of Easter Crusade' });
    expect(download.getAttribute('href')).toBe(flyerPath('square'));
    expect(download.getAttribute('download')).toBe('easter-crusade-square.png');
    expect(screen.getAllByRole('link', { name: 'Open invite card' })[0]!.getAttribute('href')).toBe(
      `/invite/${eventId}/${ids.member}`,
    );
    // No Web Share in this browser: no Share button.
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    // The other format is a link away.
    expect(screen.getByRole('link', { name: 'Story (vertical)' }).getAttribute('href')).toBe(
      `/flyers2/${ids.member}`,
    );
  });

  it('shows story flyers on flyers2', async () => {
    server([upcoming([makeEvent()])]);
    renderApp(`/flyers2/${ids.member}`);
    const flyer = await screen.findByAltText('Flyer of Easter Crusade, Story (vertical)');
    expect(flyer.getAttribute('src')).toBe(flyerPath('story'));
    expect(screen.getByRole('link', { name: 'Square post' }).getAttribute('href')).toBe(
      `/flyers/${ids.member}`,
    );
  });

  it('copies the invitation link and says Copied', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    setNavigator('clipboard', { writeText });
    server([upcoming([makeEvent()])]);
    renderApp(`/flyers/${ids.member}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(invitation);
  });

  it('shows the link to select when the clipboard refuses', async () => {
    setNavigator('clipboard', { writeText: () => Promise.reject(new Error('denied')) });
    server([upcoming([makeEvent()])]);
    renderApp(`/flyers/${ids.member}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    const field = (await screen.findByRole('textbox', { name: 'Invitation link' })) as HTMLInputElement;
    expect(field.value).toBe(invitation);
    expect(screen.getByText(/Select the link and copy it yourself/)).toBeTruthy();
  });

  it('shares the flyer image with the link where the device takes files', async () => {
    const share = vi.fn((_data: ShareData) => Promise.resolve());
    setNavigator('share', share);
    setNavigator('canShare', (data: ShareData) => Boolean(data.files?.length));
    const calls = server([upcoming([makeEvent()]), png()]);
    renderApp(`/flyers/${ids.member}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const data = share.mock.calls[0]![0];
    expect(data.url).toBe(invitation);
    expect(data.title).toBe('Easter Crusade');
    expect(data.files?.[0]?.name).toBe('easter-crusade-square.png');
    expect(callsTo(calls, churchEventCalls.flyer)[0]!.url).toBe(flyerPath('square'));
  });

  it('falls back to sharing the link where files cannot be shared', async () => {
    const share = vi.fn((_data: ShareData) => Promise.resolve());
    setNavigator('share', share);
    setNavigator('canShare', () => false);
    server([upcoming([makeEvent()]), png()]);
    renderApp(`/flyers/${ids.member}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share.mock.calls[0]![0]).toEqual({ url: invitation, title: 'Easter Crusade' });
  });

  it('says what to do when no event is coming', async () => {
    server([upcoming([])]);
    renderApp(`/flyers/${ids.member}`);
    expect(await screen.findByText(/Your church has no upcoming event yet/)).toBeTruthy();
  });

  it('says so for an unknown member', async () => {
    server([upcoming([makeEvent()])]);
    renderApp(`/flyers/${unknownMember}`);
    expect(await screen.findByText(/There are no flyers for this link/)).toBeTruthy();
  });
});

describe('homefree-sg', () => {
  const homefree = (config: Record<string, unknown>) =>
    on(moduleConfigCalls.get, ({ params }) =>
      params.module === 'homefree'
        ? { module: 'homefree', config, updatedAt: '2026-03-01T08:00:00.000Z' }
        : json(404, errorBody('not_found', 'No such module')),
    );
  const sg = { title: 'Home Free Singapore', tagline: 'Come home.', seriesId, artUrl: null };

  it('shows the leg’s copy and the locale’s event of its series with both flyers', async () => {
    server([
      homefree({ legs: { sg } }),
      upcoming([makeEvent({ id: otherEventId, title: 'Youth Night' }), makeEvent({ seriesId })]),
    ]);
    renderApp(`/homefree-sg/${ids.member}`);
    expect(await screen.findByRole('heading', { name: 'Home Free Singapore' })).toBeTruthy();
    expect(screen.getByText('Come home.')).toBeTruthy();
    expect(screen.getByAltText('Flyer of Easter Crusade, Square post').getAttribute('src')).toBe(
      flyerPath('square'),
    );
    expect(screen.getByAltText('Flyer of Easter Crusade, Story (vertical)').getAttribute('src')).toBe(
      flyerPath('story'),
    );
    expect(screen.queryByText('Youth Night')).toBeNull();
  });

  it('explains when the locale has no event of the series', async () => {
    server([homefree({ legs: { sg } }), upcoming([makeEvent()])]);
    renderApp(`/homefree-sg/${ids.member}`);
    expect(await screen.findByText(/no event of this campaign yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All my flyers' }).getAttribute('href')).toBe(
      `/flyers/${ids.member}`,
    );
  });

  it('explains when the leg is not set up', async () => {
    server([homefree({ legs: {} }), upcoming([makeEvent({ seriesId })])]);
    renderApp(`/homefree-sg/${ids.member}`);
    expect(await screen.findByText(/This campaign page is not set up yet/)).toBeTruthy();
  });
});

describe('flyer-modal', () => {
  it('lets a member choose an event and a format and shows that flyer', async () => {
    signedInMember([upcoming([makeEvent(), makeEvent({ id: otherEventId, title: 'Youth Night' })])]);
    renderApp('/flyer-modal');
    expect(await screen.findByText('Choose an event to see its flyer.')).toBeTruthy();
    fireEvent.click(screen.getAllByLabelText('Event').find((element) => element.tagName === 'INPUT')!);
    fireEvent.click(await screen.findByRole('option', { name: /Youth Night/, hidden: true }));
    const flyer = await screen.findByAltText('Flyer of Youth Night, Square post');
    expect(flyer.getAttribute('src')).toBe(flyerPath('square', otherEventId));
    fireEvent.click(within(screen.getByRole('radiogroup')).getByLabelText('Story (vertical)'));
    expect((await screen.findByAltText('Flyer of Youth Night, Story (vertical)')).getAttribute('src')).toBe(
      flyerPath('story', otherEventId),
    );
  });
});
