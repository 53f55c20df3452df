import {
  checkInCalls,
  checkInRowSchema,
  FACE_MATCH_DEFAULTS,
  gatheringCalls,
  gatheringSummarySchema,
  kioskCalls,
  memberSearchCalls,
  qrLocationCalls,
  type CheckInRow,
  type GatheringSummary,
} from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import QRCode from 'qrcode';
import { describe, expect, it, vi } from 'vitest';
import { memberItem, page, signedInAdmin } from '../../../../test/admin-fixtures.ts';
import { callsTo, errorBody, ids, json, on, type RecordedCall } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { saveFile } from '../../../../lib/files/save-file.ts';

// The export hands its file to the browser; here, to the test.
vi.mock('../../../../lib/files/save-file.ts', () => ({ saveFile: vi.fn() }));

const sunday: GatheringSummary = gatheringSummarySchema.parse({
  id: '91919191-9191-4191-8191-919191919191',
  localeId: ids.locale,
  title: 'Sunday worship',
  startsAt: '2026-03-01T01:00:00.000Z',
  endsAt: '2026-03-01T03:00:00.000Z',
  checkInOpensAt: '2026-03-01T00:00:00.000Z',
  source: 'schedule',
  cancelledAt: null,
  checkIns: 42,
  firstTimers: 3,
});
const prayer: GatheringSummary = {
  ...sunday,
  id: '92929292-9292-4292-8292-929292929292',
  title: 'Prayer meeting',
  startsAt: '2026-02-25T11:00:00.000Z',
  endsAt: '2026-02-25T12:00:00.000Z',
  checkInOpensAt: '2026-02-25T10:00:00.000Z',
  source: 'ad-hoc',
  checkIns: 0,
  firstTimers: 0,
};

const row = (n: number, overrides: Partial<CheckInRow> = {}): CheckInRow =>
  checkInRowSchema.parse({
    id: `93939393-9393-4393-8393-93939393939${n}`,
    gatheringId: sunday.id,
    member: {
      id: `94949494-9494-4494-8494-94949494949${n}`,
      customId: `M000010${n}`,
      displayName: `Member ${n}`,
      photo: null,
    },
    method: 'qr',
    checkedInAt: '2026-03-01T01:02:00.000Z',
    deviceId: null,
    recordedBy: { userId: ids.user, name: 'Lobby kiosk' },
    firstTime: false,
    faceScore: null,
    ...overrides,
  });

/** A gathering from last year: not in the default list (twelve weeks back), only reachable by its id. */
const lastYear: GatheringSummary = {
  ...sunday,
  id: '95959595-9595-4595-8595-959595959595',
  title: 'Anniversary service',
  startsAt: '2025-03-02T01:00:00.000Z',
  endsAt: '2025-03-02T03:00:00.000Z',
  checkInOpensAt: '2025-03-02T00:00:00.000Z',
  source: 'ad-hoc',
};

const gatheringRoutes = () => [
  on(gatheringCalls.list, () => ({ items: [sunday, prayer], nextCursor: null })),
  on(
    gatheringCalls.one,
    ({ params }) =>
      [sunday, prayer, lastYear].find((g) => g.id === params.id) ?? json(403, errorBody('forbidden', 'No')),
  ),
];
/** A kiosk's face check-in as a new one has it: off, the measured defaults. */
const faceOff = {
  faceMode: false,
  faceThreshold: FACE_MATCH_DEFAULTS.threshold,
  faceMargin: FACE_MATCH_DEFAULTS.margin,
};
const queryOf = (call: RecordedCall) => Object.fromEntries(new URLSearchParams(call.search));

describe('admin-attendances', { timeout: 30_000 }, () => {
  it('lists the locale’s gatherings of the last four weeks and the next two, with counts and first-timers', async () => {
    const calls = signedInAdmin(gatheringRoutes());
    renderApp('/admin-attendances');
    const item = (await screen.findByRole('heading', { name: 'Sunday worship' })).closest('li')!;
    expect(within(item).getByText('42')).toBeTruthy();
    expect(within(item).getByText('3')).toBeTruthy();
    expect(item.textContent).toContain('42 checked in · 3 first-timers');
    // An ad-hoc gathering nobody came to is deleted; a scheduled one is cancelled.
    const adHoc = screen.getByRole('heading', { name: 'Prayer meeting' }).closest('li')!;
    expect(within(adHoc).getByText('Added by hand')).toBeTruthy();
    expect(within(adHoc).getByRole('button', { name: /^Delete Prayer meeting/ })).toBeTruthy();
    expect(within(item).getByRole('button', { name: /^Cancel gathering Sunday worship/ })).toBeTruthy();

    const query = queryOf(callsTo(calls, gatheringCalls.list)[0]!);
    expect(query.localeId).toBe(ids.locale);
    const days = (Date.parse(query.to!) - Date.parse(query.from!)) / 86_400_000;
    expect(days).toBe(28 + 14 + 1);
    expect(Date.parse(query.from!)).toBeLessThan(Date.now() - 27 * 86_400_000);
    expect(Date.parse(query.to!)).toBeGreaterThan(Date.now() + 13 * 86_400_000);
  });

  it('checks an ad-hoc gathering before sending it and says what is wrong', async () => {
    const calls = signedInAdmin([
      ...gatheringRoutes(),
      on(gatheringCalls.create, ({ body }) => ({
        ...sunday,
        id: '95959595-9595-4595-8595-959595959595',
        title: body.title,
        startsAt: body.startsAt,
        endsAt: body.endsAt,
        source: 'ad-hoc' as const,
      })),
    ]);
    renderApp('/admin-attendances');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a gathering' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a gathering' });
    const start = within(dialog).getByLabelText(/Starts/);
    const end = within(dialog).getByLabelText(/Ends/);
    fireEvent.change(start, { target: { value: '2026-03-04T19:00' } });
    fireEvent.change(end, { target: { value: '2026-03-04T18:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add gathering' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(within(dialog).getByText('Must end after it starts')).toBeTruthy();
    fireEvent.change(end, { target: { value: '2026-03-05T20:00' } });
    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: 'Prayer vigil' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add gathering' }));
    expect(await within(dialog).findByText('A gathering lasts at most 24 hours')).toBeTruthy();
    expect(callsTo(calls, gatheringCalls.create)).toHaveLength(0);

    fireEvent.change(end, { target: { value: '2026-03-04T21:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add gathering' }));
    expect(await screen.findByText('“Prayer vigil” was added.')).toBeTruthy();
    // Times typed in the locale's time zone (Manila, UTC+8).
    expect(callsTo(calls, gatheringCalls.create)[0]!.body).toEqual({
      localeId: ids.locale,
      title: 'Prayer vigil',
      startsAt: '2026-03-04T11:00:00.000Z',
      endsAt: '2026-03-04T13:00:00.000Z',
    });
  });

  it('shows a gathering’s check-ins with how and when, adds a member by hand and removes one after asking', async () => {
    const ana = memberItem({ firstName: 'Ana', lastName: 'Reyes' });
    const calls = signedInAdmin([
      ...gatheringRoutes(),
      on(checkInCalls.list, () => ({
        items: [
          row(1),
          row(2, {
            method: 'manual',
            recordedBy: { userId: ids.user, name: 'Grace Secretary' },
            firstTime: true,
          }),
        ],
        total: 2,
        nextCursor: null,
      })),
      on(memberSearchCalls.search, () => page([ana])),
      on(checkInCalls.record, ({ body }) =>
        Response.json(
          {
            checkin: {
              id: '96969696-9696-4696-8696-969696969696',
              gatheringId: body.gatheringId!,
              localeId: ids.locale,
              memberId: body.memberId!,
              method: body.method,
              checkedInAt: '2026-03-01T01:30:00.000Z',
              clientId: body.clientId,
              deviceId: null,
              recordedBy: ids.user,
              faceScore: null,
            },
            member: { id: ana.id, displayName: 'Ana Reyes', salutation: null, photo: null },
          },
          { status: 201 },
        ),
      ),
      on(checkInCalls.remove, () => ({ ok: true as const })),
    ]);
    renderApp('/admin-attendances');
    fireEvent.click(await screen.findByRole('link', { name: /^Check-ins of Sunday worship/ }));
    const list = await screen.findByRole('list', { name: 'Check-ins' });
    expect(within(list).getByText('Member 1')).toBeTruthy();
    // Manila's clock, named: the test device is in UTC.
    expect(within(list).getByText(/M0000101 · 9:02 AM Philippines Time · QR card/)).toBeTruthy();
    expect(within(list).getByText(/M0000102 · 9:02 AM Philippines Time · By an admin/)).toBeTruthy();
    expect(within(list).getByText('Recorded by Grace Secretary')).toBeTruthy();
    expect(within(list).getAllByText('First time')).toHaveLength(1);
    expect(screen.getByText('2 checked in')).toBeTruthy();
    expect(queryOf(callsTo(calls, checkInCalls.list)[0]!)).toMatchObject({ gatheringId: sunday.id });

    // Add by hand: a member of this locale, endorsed, picked from the search.
    fireEvent.click(screen.getByRole('button', { name: 'Add a member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check in a member of Quezon City' });
    fireEvent.change(within(dialog).getByLabelText('Name, email, member ID or mobile'), {
      target: { value: 'ana' },
    });
    fireEvent.click(await within(dialog).findByRole('button', { name: /Ana Reyes/ }));
    expect(await screen.findByText('Ana Reyes is checked in.')).toBeTruthy();
    expect(callsTo(calls, memberSearchCalls.search).at(-1)!.body).toMatchObject({
      q: 'ana',
      localeId: ids.locale,
      endorsed: true,
    });
    const recorded = callsTo(calls, checkInCalls.record);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.body).toEqual({
      gatheringId: sunday.id,
      memberId: ana.id,
      method: 'manual',
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });

    // Remove: asks first; nothing is sent until confirmed.
    fireEvent.click(within(list).getByRole('button', { name: 'Remove the check-in of Member 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this check-in?' });
    expect(
      within(confirm).getByText(/Member 1 will no longer count as present at Sunday worship/),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove this check-in?' })).toBeNull());
    expect(callsTo(calls, checkInCalls.remove)).toHaveLength(0);
    fireEvent.click(within(list).getByRole('button', { name: 'Remove the check-in of Member 1' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove this check-in?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(await screen.findByText('The check-in of Member 1 was removed.')).toBeTruthy();
    const removed = callsTo(calls, checkInCalls.remove);
    expect(removed).toHaveLength(1);
    expect(removed[0]!.url).toBe(`/api/events/checkins/${row(1).id}`);
  });

  it('opens a shared link to any gathering’s check-ins with its title and times, read by its id', async () => {
    const calls = signedInAdmin([
      ...gatheringRoutes(),
      on(checkInCalls.list, () => ({
        items: [row(1, { gatheringId: lastYear.id })],
        total: 1,
        nextCursor: null,
      })),
    ]);
    renderApp(`/admin-attendances?gathering=${lastYear.id}`);
    expect(await screen.findByRole('heading', { name: 'Anniversary service' })).toBeTruthy();
    expect(screen.getByText(/Sun, Mar 2, 9:00 AM/)).toBeTruthy();
    expect(screen.queryByText('This gathering')).toBeNull();
    expect(callsTo(calls, gatheringCalls.one).map((call) => call.url)).toEqual([
      `/api/events/gatherings/${lastYear.id}`,
    ]);
  });

  it('exports every page of the check-ins as CSV', async () => {
    const calls = signedInAdmin([
      ...gatheringRoutes(),
      on(checkInCalls.list, ({ query }) =>
        query.cursor
          ? { items: [row(2)], total: 2, nextCursor: null }
          : { items: [row(1)], total: 2, nextCursor: 'next' },
      ),
    ]);
    renderApp(`/admin-attendances?gathering=${sunday.id}`);
    expect(await screen.findByText('2 checked in')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exported 2 check-ins.')).toBeTruthy();
    const exportCalls = callsTo(calls, checkInCalls.list).filter((call) => queryOf(call).limit === '100');
    expect(exportCalls).toHaveLength(2);
    const [blob, fileName] = vi.mocked(saveFile).mock.calls[0]!;
    expect(fileName).toBe('attendance-2026-03-01-sunday-worship.csv');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blob);
    });
    expect(text.split('\r\n')[0]).toBe(
      '"Member ID","Name","How","Checked in at (UTC)","Recorded by","First time","Face match score"',
    );
    expect(text.split('\r\n')[2]).toBe(
      '"M0000102","Member 2","QR card","2026-03-01T01:02:00.000Z","Lobby kiosk","no",""',
    );
  });

  it('adds a kiosk and shows its one-time code big, with a QR of the pairing link and its expiry', async () => {
    const kiosk = {
      id: '97979797-9797-4797-8797-979797979797',
      localeId: ids.locale,
      name: 'Side door',
      createdAt: '2026-03-01T00:00:00.000Z',
      pairedAt: null,
      pairingExpiresAt: '2026-03-01T00:15:00.000Z',
      ...faceOff,
    };
    const calls = signedInAdmin([
      on(kioskCalls.list, () => ({ items: [] })),
      on(kioskCalls.create, () => ({
        kiosk,
        pairingCode: 'K7QX-M3PD',
        pairingUrl: 'http://localhost:3000/kiosk?code=K7QXM3PD',
        expiresAt: '2026-03-01T00:15:00.000Z',
      })),
    ]);
    renderApp('/admin-attendances?tab=kiosks');
    fireEvent.click(await screen.findByRole('button', { name: 'Add kiosk' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(callsTo(calls, kioskCalls.create)).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Kiosk name'), { target: { value: 'Side door' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add kiosk' }));
    expect((await screen.findByTestId('pairing-code')).textContent).toBe('K7QX-M3PD');
    expect(await screen.findByRole('img', { name: 'QR code to pair Side door' })).toBeTruthy();
    expect(screen.getByText(/^Works until /)).toBeTruthy();
    expect(callsTo(calls, kioskCalls.create)[0]!.body).toEqual({ localeId: ids.locale, name: 'Side door' });
  });

  it('revokes a kiosk only after asking', async () => {
    const kiosk = {
      id: '98989898-9898-4898-8898-989898989898',
      localeId: ids.locale,
      name: 'Lobby kiosk',
      createdAt: '2026-02-01T00:00:00.000Z',
      pairedAt: '2026-02-01T01:00:00.000Z',
      pairingExpiresAt: null,
      ...faceOff,
    };
    const calls = signedInAdmin([
      on(kioskCalls.list, () => ({ items: [kiosk] })),
      on(kioskCalls.revoke, () => ({ ok: true as const })),
    ]);
    renderApp('/admin-attendances?tab=kiosks');
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Lobby kiosk' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke this kiosk?' });
    expect(within(confirm).getByText(/Lobby kiosk will be signed out at once/)).toBeTruthy();
    expect(callsTo(calls, kioskCalls.revoke)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Lobby kiosk was revoked.')).toBeTruthy();
    expect(callsTo(calls, kioskCalls.revoke).map((call) => call.url)).toEqual([
      `/api/events/kiosks/${kiosk.id}`,
    ]);
  });

  it('prints a QR-location poster: locale, room, the QR of its link as the spec draws it', async () => {
    const poster = {
      id: '99999999-9999-4999-8999-999999999999',
      localeId: ids.locale,
      room: 'Main sanctuary',
      url: 'http://localhost:3000/qrloc/99999999-9999-4999-8999-999999999999',
      createdAt: '2026-02-01T00:00:00.000Z',
    };
    signedInAdmin([on(qrLocationCalls.list, () => ({ items: [poster] }))]);
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderApp('/admin-attendances?tab=posters');
    fireEvent.click(await screen.findByRole('link', { name: 'Print the poster for Main sanctuary' }));
    const view = await screen.findByRole('region', { name: 'Poster for Main sanctuary' });
    expect(within(view).getByRole('heading', { name: 'Quezon City' })).toBeTruthy();
    expect(within(view).getByText('Main sanctuary')).toBeTruthy();
    expect(within(view).getByText('Scan to check in')).toBeTruthy();
    const qr = await within(view).findByRole('img', { name: 'QR code to check in at Main sanctuary' });
    // Spec section 9, written out here on purpose: error correction M, margin 4, scale 4.
    const size = QRCode.create(poster.url, { errorCorrectionLevel: 'M' }).modules.size;
    const svg = await QRCode.toString(poster.url, {
      type: 'svg',
      errorCorrectionLevel: 'M',
      margin: 4,
      width: (size + 8) * 4,
    });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    fireEvent.click(screen.getByRole('button', { name: 'Print poster' }));
    expect(print).toHaveBeenCalledOnce();
  });
});
