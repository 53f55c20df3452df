import {
  announcementCalls,
  churchGroupCalls,
  groupFlockCalls,
  type Announcement,
  type GroupFlock,
} from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cebu, signedInAdmin, twoLocaleAdminAccess } from '../../../../test/admin-fixtures.ts';
import { expectNoAxeViolations } from '../../../../test/axe.ts';
import { callsTo, errorBody, ids, json, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';

const at = '2026-03-01T08:00:00.000Z';
function makeAnnouncement(overrides: Partial<Announcement> = {}): Announcement {
  return {
    id: '81818181-8181-4181-8181-818181818181',
    localeId: ids.locale,
    audience: 'locale',
    audienceRef: null,
    audienceName: 'Quezon City',
    title: 'Thanksgiving Sunday potluck',
    body: 'Bring a dish',
    sendAt: at,
    sentAt: at,
    recipients: 134,
    cancelledAt: null,
    createdBy: { name: 'Grace Villanueva' },
    createdAt: at,
    state: 'sent',
    ...overrides,
  };
}
const scheduled = makeAnnouncement({
  id: '82828282-8282-4282-8282-828282828282',
  title: 'Flock fellowship night',
  audience: 'flock',
  audienceRef: ids.flock,
  audienceName: 'C1-Joy',
  sendAt: '2099-03-08T11:00:00.000Z',
  sentAt: null,
  recipients: null,
  state: 'scheduled',
});
const joy: GroupFlock = {
  id: ids.flock,
  localeId: ids.locale,
  name: 'C1-Joy',
  cluster: 'C1',
  clusterName: null,
  archived: false,
  memberCount: 12,
  leaders: [],
};

function server(options: { items?: Announcement[]; cancelConflict?: boolean } = {}) {
  return signedInAdmin([
    on(announcementCalls.audienceSize, ({ query }) => ({
      recipients: query.audience === 'flock' ? 12 : 134,
    })),
    on(announcementCalls.list, () => ({
      items: options.items ?? [makeAnnouncement(), scheduled],
      nextCursor: null,
    })),
    on(announcementCalls.create, ({ body }) =>
      makeAnnouncement({
        id: '83838383-8383-4383-8383-838383838383',
        title: body.title,
        body: body.body,
        audience: body.audience,
        audienceRef: body.audienceRef ?? null,
        ...(body.sendAt
          ? { state: 'scheduled' as const, sendAt: body.sendAt, sentAt: null, recipients: null }
          : { recipients: body.audience === 'flock' ? 12 : 134 }),
      }),
    ),
    on(announcementCalls.cancel, () =>
      options.cancelConflict
        ? json(409, errorBody('conflict', 'This announcement was sent already', { state: 'sent' }))
        : { ...scheduled, state: 'cancelled' as const, cancelledAt: at },
    ),
    on(groupFlockCalls.list, () => ({ items: [joy], nextCursor: null })),
    on(groupFlockCalls.clusters, () => [{ name: 'C1', flockCount: 1, memberCount: 12 }]),
    on(churchGroupCalls.list, () => ({ items: [], nextCursor: null })),
  ]);
}

describe('admin-announcements', { timeout: 30_000 }, () => {
  it('lists the locale’s announcements with audience, state and reach; passes axe', async () => {
    const calls = server();
    renderApp('/admin-announcements');
    expect(await screen.findByRole('heading', { name: 'Thanksgiving Sunday potluck' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Flock fellowship night' })).toBeTruthy();
    expect(screen.getByText('To flock C1-Joy')).toBeTruthy();
    expect(screen.getByText('To the whole locale Quezon City')).toBeTruthy();
    expect(screen.getByText(/· 134 people/)).toBeTruthy();
    expect(screen.getByText('Scheduled')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Thanksgiving Sunday potluck' }).getAttribute('href')).toBe(
      '/announcement/81818181-8181-4181-8181-818181818181',
    );
    expect(new URLSearchParams(callsTo(calls, announcementCalls.list)[0]!.search).get('localeId')).toBe(
      ids.locale,
    );
    expect(await screen.findByText('Goes to 134 people')).toBeTruthy();
    // Why the count is smaller than the locale's members: the server counts endorsed members with an account.
    expect(
      screen.getByText(/^Only endorsed members with an account of their own receive announcements/),
    ).toBeTruthy();
    expect(screen.queryByText(/leaders are counted too/)).toBeNull();
    await expectNoAxeViolations();
  });

  it('says what to do when there are none yet', async () => {
    server({ items: [] });
    renderApp('/admin-announcements');
    expect(
      await screen.findByText('No announcements yet. Write the first one with the form above.'),
    ).toBeTruthy();
  });

  it('checks the form, then asks “Send to N people?” and sends to a flock', async () => {
    const calls = server();
    renderApp('/admin-announcements');
    fireEvent.click(await screen.findByRole('button', { name: 'Send announcement' }));
    expect((await screen.findAllByText('Required')).length).toBeGreaterThanOrEqual(2);
    expect(callsTo(calls, announcementCalls.create)).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: 'A flock' }));
    const flock = await screen.findByRole('combobox', { name: /^Flock/ });
    await waitFor(() => expect(within(flock).getByRole('option', { name: 'C1-Joy' })).toBeTruthy());
    fireEvent.change(flock, { target: { value: ids.flock } });
    expect(await screen.findByText('Goes to 12 people')).toBeTruthy();
    expect(screen.getByText(/The flocks’ leaders are counted too\.$/)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /^Title/ }), { target: { value: 'Prayer night' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Message/ }), {
      target: { value: 'Friday 7 PM\nat the Bautista home' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send announcement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to 12 people?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('“Prayer night” was sent to 12 people.')).toBeTruthy();
    expect(callsTo(calls, announcementCalls.create)[0]!.body).toEqual({
      localeId: ids.locale,
      audience: 'flock',
      audienceRef: ids.flock,
      title: 'Prayer night',
      body: 'Friday 7 PM\nat the Bautista home',
    });
  });

  it('schedules for a time in the future, refusing one in the past', async () => {
    const calls = server();
    renderApp('/admin-announcements');
    fireEvent.click(await screen.findByRole('radio', { name: 'Schedule' }));
    fireEvent.change(screen.getByRole('textbox', { name: /^Title/ }), { target: { value: 'Next week' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Message/ }), { target: { value: 'See you' } });
    const sendOn = screen.getByLabelText(/^Send on/);
    fireEvent.change(sendOn, { target: { value: '2020-01-01T10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule announcement' }));
    expect(await screen.findByText('Choose a time in the future, or send it now')).toBeTruthy();
    // Next week at 7 PM in the locale's time (Manila, UTC+8), whatever the device's zone.
    const day = new Date(Date.now() + 7 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
    const local = `${day}T19:00`;
    fireEvent.change(sendOn, { target: { value: local } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule announcement' }));
    const dialog = await screen.findByRole('dialog', { name: /^Schedule for/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText(/“Next week” is scheduled for/)).toBeTruthy();
    const sent = callsTo(calls, announcementCalls.create)[0]!.body as { sendAt: string };
    expect(sent.sendAt).toBe(`${day}T11:00:00.000Z`);
  });

  it('shows the server’s refusal of the audience beside its field', async () => {
    signedInAdmin([
      on(announcementCalls.audienceSize, () => ({ recipients: 3 })),
      on(announcementCalls.list, () => ({ items: [], nextCursor: null })),
      on(announcementCalls.create, () =>
        json(
          422,
          errorBody('invalid_input', 'Invalid', {
            issues: [{ path: 'audienceRef', message: 'x', code: 'audience_outside_locale' }],
          }),
        ),
      ),
      on(groupFlockCalls.clusters, () => [{ name: 'C1', flockCount: 1, memberCount: 12 }]),
    ]);
    renderApp('/admin-announcements');
    fireEvent.click(await screen.findByRole('radio', { name: 'A cluster' }));
    const cluster = await screen.findByRole('combobox', { name: /^Cluster/ });
    await waitFor(() => expect(within(cluster).getByRole('option', { name: 'C1' })).toBeTruthy());
    fireEvent.change(cluster, { target: { value: 'C1' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Title/ }), { target: { value: 'T' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Message/ }), { target: { value: 'B' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send announcement' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Send to 3 people?' })).getByRole('button', {
        name: 'Send now',
      }),
    );
    expect(await screen.findByText('Choose a flock, group or cluster of this locale')).toBeTruthy();
  });

  it('cancels a scheduled announcement after asking; a sent one offers no Cancel', async () => {
    const calls = server();
    renderApp('/admin-announcements');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Flock fellowship night' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel “Flock fellowship night”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the announcement' }));
    expect(await screen.findByText('“Flock fellowship night” was cancelled.')).toBeTruthy();
    expect(callsTo(calls, announcementCalls.cancel)[0]!.url).toContain(scheduled.id);
    expect(screen.queryByRole('button', { name: 'Cancel Thanksgiving Sunday potluck' })).toBeNull();
  });

  it('words a 409 on cancel', async () => {
    server({ cancelConflict: true });
    renderApp('/admin-announcements');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Flock fellowship night' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel the announcement' }),
    );
    expect(await screen.findByText('This announcement was sent or cancelled meanwhile.')).toBeTruthy();
  });

  it('lets an admin of two locales choose one', async () => {
    const calls = signedInAdmin(
      [
        on(announcementCalls.audienceSize, () => ({ recipients: 1 })),
        on(announcementCalls.list, () => ({ items: [], nextCursor: null })),
      ],
      twoLocaleAdminAccess(),
    );
    renderApp('/admin-announcements');
    const picker = await screen.findByRole('combobox', { name: 'Locale' });
    expect(await screen.findByText('Goes to 1 person')).toBeTruthy();
    fireEvent.change(picker, { target: { value: cebu.id } });
    await waitFor(() =>
      expect(new URLSearchParams(callsTo(calls, announcementCalls.list).at(-1)!.search).get('localeId')).toBe(
        cebu.id,
      ),
    );
  });

  it('is not for a plain member', async () => {
    signedInMember([]);
    renderApp('/admin-announcements');
    expect(await screen.findByText('Not available for your account')).toBeTruthy();
  });
});
