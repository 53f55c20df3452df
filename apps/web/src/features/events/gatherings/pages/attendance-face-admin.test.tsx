import {
  checkInCalls,
  checkInRowSchema,
  FACE_MATCH_DEFAULTS,
  gatheringCalls,
  gatheringSummarySchema,
  kioskCalls,
  kioskSchema,
  type CheckInRow,
  type Kiosk,
} from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../../../test/admin-fixtures.ts';
import { callsTo, errorBody, ids, json, on, type RecordedCall } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const lobby: Kiosk = kioskSchema.parse({
  id: '98989898-9898-4898-8898-989898989898',
  localeId: ids.locale,
  name: 'Lobby kiosk',
  createdAt: '2026-02-01T00:00:00.000Z',
  pairedAt: '2026-02-01T01:00:00.000Z',
  pairingExpiresAt: null,
  faceMode: false,
  faceThreshold: FACE_MATCH_DEFAULTS.threshold,
  faceMargin: FACE_MATCH_DEFAULTS.margin,
});

/** The kiosks as the server keeps them: a PATCH changes what the next list answers. */
function kioskRoutes(answerPatch?: () => Response) {
  let kiosk = lobby;
  return [
    on(kioskCalls.list, () => ({ items: [kiosk] })),
    on(kioskCalls.update, ({ body }) => {
      if (answerPatch) return answerPatch();
      kiosk = { ...kiosk, ...body };
      return kiosk;
    }),
  ];
}

const sunday = gatheringSummarySchema.parse({
  id: '91919191-9191-4191-8191-919191919191',
  localeId: ids.locale,
  title: 'Sunday worship',
  startsAt: '2026-03-01T01:00:00.000Z',
  endsAt: '2026-03-01T03:00:00.000Z',
  checkInOpensAt: '2026-03-01T00:00:00.000Z',
  source: 'schedule',
  cancelledAt: null,
  checkIns: 3,
  firstTimers: 0,
});

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
    method: 'face',
    checkedInAt: '2026-03-01T01:02:00.000Z',
    deviceId: null,
    recordedBy: { userId: ids.user, name: 'Lobby kiosk' },
    firstTime: false,
    faceScore: null,
    ...overrides,
  });

const queryOf = (call: RecordedCall) => Object.fromEntries(new URLSearchParams(call.search));

describe('admin-attendances: face check-in', { timeout: 30_000 }, () => {
  it('turns a kiosk’s face check-in on only after saying what it does, and off without asking', async () => {
    const calls = signedInAdmin(kioskRoutes());
    renderApp('/admin-attendances?tab=kiosks');
    const toggle = await screen.findByRole('switch', { name: 'Face check-in at Lobby kiosk' });
    expect((toggle as HTMLInputElement).checked).toBe(false);

    fireEvent.click(toggle);
    const confirm = await screen.findByRole('dialog', { name: 'Turn on face check-in at Lobby kiosk?' });
    expect(within(confirm).getByText(/receive the face descriptors .* who consented/)).toBeTruthy();
    expect(within(confirm).getByText(/did not consent are never identified/)).toBeTruthy();
    expect(within(confirm).getByText(/Cards and name search stay available/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, kioskCalls.update)).toHaveLength(0);
    expect((toggle as HTMLInputElement).checked).toBe(false);

    fireEvent.click(toggle);
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: /^Turn on face check-in/ })).getByRole('button', {
        name: 'Turn on face check-in',
      }),
    );
    expect(await screen.findByText('Face check-in is on at Lobby kiosk.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const patches = callsTo(calls, kioskCalls.update);
    expect(patches.map((call) => [call.url, call.body])).toEqual([
      [`/api/events/kiosks/${lobby.id}`, { faceMode: true }],
    ]);
    await waitFor(() =>
      expect(
        (screen.getByRole('switch', { name: 'Face check-in at Lobby kiosk' }) as HTMLInputElement).checked,
      ).toBe(true),
    );

    fireEvent.click(screen.getByRole('switch', { name: 'Face check-in at Lobby kiosk' }));
    expect(await screen.findByText('Face check-in is off at Lobby kiosk.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(calls, kioskCalls.update).at(-1)!.body).toEqual({ faceMode: false });
  });

  it('refuses a threshold out of range in the form, saves one in range, and resets to the defaults', async () => {
    const calls = signedInAdmin(kioskRoutes());
    renderApp('/admin-attendances?tab=kiosks');
    const adjust = await screen.findByRole('button', { name: 'Adjust matching' });
    expect(adjust.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(adjust);
    expect(adjust.getAttribute('aria-expanded')).toBe('true');
    const form = screen.getByRole('form', { name: 'Face matching of Lobby kiosk' });
    const threshold = within(form).getByLabelText('Match threshold');
    const margin = within(form).getByLabelText('Margin over the next best');
    expect((threshold as HTMLInputElement).value).toBe('0.65');
    expect(within(form).getByText(/0\.30 to 0\.99\. Default 0\.65\./)).toBeTruthy();
    expect(within(form).getByText(/0 to 0\.50\. Default 0\.05\./)).toBeTruthy();

    fireEvent.change(threshold, { target: { value: '1.5' } });
    fireEvent.change(margin, { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save matching' }));
    const error = await within(form).findByText('Choose a number from 0.30 to 0.99');
    expect(threshold.getAttribute('aria-invalid')).toBe('true');
    expect(threshold.getAttribute('aria-describedby')).toContain(error.id);
    expect(within(form).getByText('Required')).toBeTruthy();
    expect(callsTo(calls, kioskCalls.update)).toHaveLength(0);

    fireEvent.change(threshold, { target: { value: '0.72' } });
    fireEvent.change(margin, { target: { value: '0.08' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save matching' }));
    expect(await screen.findByText('The matching of Lobby kiosk was saved.')).toBeTruthy();
    expect(callsTo(calls, kioskCalls.update)[0]!.body).toEqual({ faceThreshold: 0.72, faceMargin: 0.08 });

    fireEvent.click(within(form).getByRole('button', { name: 'Reset to defaults' }));
    expect(await screen.findByText('The matching of Lobby kiosk is back to the defaults.')).toBeTruthy();
    expect(callsTo(calls, kioskCalls.update)[1]!.body).toEqual({
      faceThreshold: FACE_MATCH_DEFAULTS.threshold,
      faceMargin: FACE_MATCH_DEFAULTS.margin,
    });
    expect((threshold as HTMLInputElement).value).toBe('0.65');
  });

  it('puts the server’s refusal of a setting beside its field', async () => {
    signedInAdmin(
      kioskRoutes(() =>
        json(
          422,
          errorBody('invalid_input', 'Invalid input', {
            issues: [{ path: 'faceMargin', message: 'Too big', code: 'too_big' }],
          }),
        ),
      ),
    );
    renderApp('/admin-attendances?tab=kiosks');
    fireEvent.click(await screen.findByRole('button', { name: 'Adjust matching' }));
    const form = screen.getByRole('form', { name: 'Face matching of Lobby kiosk' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save matching' }));
    expect(await within(form).findByText('Choose a number from 0.00 to 0.50')).toBeTruthy();
    expect(within(form).getByLabelText('Margin over the next best').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(screen.queryByText('Too big')).toBeNull();
  });

  it('lists face check-ins alone with their scores, marks doubtful ones in words, and removes one after asking', async () => {
    const face = [
      row(1, { faceScore: 0.82 }),
      row(2, { faceScore: 0.66 }),
      row(3, { faceScore: FACE_MATCH_DEFAULTS.threshold + 0.05 }),
    ];
    const calls = signedInAdmin([
      on(gatheringCalls.one, () => sunday),
      on(checkInCalls.list, ({ query }) =>
        query.method === 'face'
          ? { items: face, total: 3, nextCursor: null }
          : { items: [row(4, { method: 'qr' }), ...face], total: 4, nextCursor: null },
      ),
      on(checkInCalls.remove, () => ({ ok: true as const })),
    ]);
    renderApp(`/admin-attendances?gathering=${sunday.id}`);
    expect(await screen.findByText('4 checked in')).toBeTruthy();
    expect(queryOf(callsTo(calls, checkInCalls.list)[0]!).method).toBeUndefined();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Face check-ins only' }));
    expect(await screen.findByText('Face check-ins: 3')).toBeTruthy();
    expect(queryOf(callsTo(calls, checkInCalls.list).at(-1)!)).toMatchObject({
      gatheringId: sunday.id,
      method: 'face',
    });
    const list = screen.getByRole('list', { name: 'Check-ins' });
    expect(within(list).queryByText('Member 4')).toBeNull();
    const item = (name: string) => within(list).getByText(name).closest('li')!;
    expect(
      within(item('Member 1')).getByText(/M0000101 · 9:02 AM Philippines Time · Face · 0\.82/),
    ).toBeTruthy();
    expect(within(item('Member 1')).queryByText(/Doubtful/)).toBeNull();
    // 0.70 is the line: below it is doubtful, at it is not.
    expect(within(item('Member 3')).queryByText(/Doubtful/)).toBeNull();
    const doubtful = within(item('Member 2')).getByText(/Doubtful — check/);
    expect(doubtful.textContent).toContain(
      'The face match scored 0.66, below 0.70: make sure this was Member 2.',
    );

    fireEvent.click(
      within(item('Member 2')).getByRole('button', { name: 'Remove the check-in of Member 2' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Remove this check-in?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The check-in of Member 2 was removed.')).toBeTruthy();
    expect(callsTo(calls, checkInCalls.remove).map((call) => call.url)).toEqual([
      `/api/events/checkins/${face[1]!.id}`,
    ]);
  });
});
