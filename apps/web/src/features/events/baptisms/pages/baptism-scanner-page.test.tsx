import { churchEventCalls, pepCalls } from '@congregate/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANSWER_MS } from '../../../../lib/qr-scan/scan-gate.ts';
import { signedInAdmin } from '../../../../test/admin-fixtures.ts';
import { callsTo, errorBody, json, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { baptismEventId, makeEvent, makePep, otherEventId } from '../testing/pep-fixtures.ts';

/** The camera: the test shows it codes through the `onCode` the scanner gave it. */
const camera = vi.hoisted(() => ({ onCode: null as ((text: string) => void) | null }));
vi.mock('../../../../lib/qr-scan/index.ts', () => ({
  useQrCamera: ({ onCode }: { onCode: (text: string) => void }) => {
    camera.onCode = onCode;
    return { videoRef: { current: null }, state: 'scanning' };
  },
}));

const show = (code: string) => act(() => camera.onCode!(code));

const ana = makePep({ firstName: 'Ana', lastName: 'Cruz' });
const today = new Date();
const held = makeEvent({
  title: 'Sunday baptism',
  startsAt: new Date(today.getTime() - 3_600_000).toISOString(),
  endsAt: new Date(today.getTime() + 3_600_000).toISOString(),
});
const later = makeEvent({
  id: otherEventId,
  title: 'Youth camp',
  startsAt: new Date(today.getTime() + 30 * 86_400_000).toISOString(),
  endsAt: new Date(today.getTime() + 30 * 86_400_000 + 3_600_000).toISOString(),
});

const answers: Record<string, () => Response | object> = {
  'form-ana': () => ({ pep: { ...ana, stage: 'baptized' }, alreadyBaptizedAt: null }),
  'form-again': () => ({ pep: ana, alreadyBaptizedAt: '2026-12-05T02:05:00.000Z' }),
  'form-other': () =>
    json(
      422,
      errorBody('invalid_input', 'This form is for another event (Youth camp)', {
        issues: [{ path: 'token', message: 'This form is for another event', code: 'baptism_other_event' }],
      }),
    ),
  'member-card': () =>
    json(
      422,
      errorBody('invalid_input', 'This is not a baptismal form of this church', {
        issues: [{ path: 'token', message: 'Not a form', code: 'baptism_form_invalid' }],
      }),
    ),
};

const server = () =>
  signedInAdmin([
    on(churchEventCalls.list, () => ({ items: [later, held], nextCursor: null })),
    on(pepCalls.scanBaptism, ({ body }) => answers[body.token]!() as never),
  ]);

beforeEach(() => {
  camera.onCode = null;
});

async function pickHeldEvent() {
  const select = await screen.findByRole('combobox', { name: 'Baptism being held' });
  const options = [...(select as HTMLSelectElement).options].map((o) => o.text);
  // Today's event first, named so.
  expect(options[1]).toMatch(/^Today: Sunday baptism/);
  expect(options[2]).toMatch(/^Youth camp/);
  fireEvent.change(select, { target: { value: baptismEventId } });
  await waitFor(() => expect(camera.onCode).not.toBeNull());
}

/** The answer's three seconds on screen, passed on the test's clock (fake timers that otherwise run in real time). */
async function answerGone() {
  act(() => vi.advanceTimersByTime(ANSWER_MS));
  await waitFor(() => expect(screen.queryByTestId('scan-answer')).toBeNull());
}

describe('baptism-scanner', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('marks the person of a scanned form baptized at the chosen event, once, and reads again after 3 s', async () => {
    const calls = server();
    renderApp('/baptism-scanner');
    await pickHeldEvent();
    expect(await screen.findByText('Ready: hold a form’s QR code up to the camera.')).toBeTruthy();
    show('form-ana');
    expect((await screen.findByTestId('scan-answer')).textContent).toBe('Baptized: Ana Cruz');
    expect(callsTo(calls, pepCalls.scanBaptism)[0]!.body).toEqual({
      token: 'form-ana',
      eventId: baptismEventId,
    });
    // The same form still held up, and any code while the answer shows: not sent.
    show('form-ana');
    show('form-again');
    expect(callsTo(calls, pepCalls.scanBaptism)).toHaveLength(1);
    await answerGone();
    show('form-ana');
    expect(callsTo(calls, pepCalls.scanBaptism)).toHaveLength(1);
    show('form-again');
    expect((await screen.findByTestId('scan-answer')).textContent).toMatch(
      /^Already marked baptized at .+: Ana Cruz$/,
    );
    expect(callsTo(calls, pepCalls.scanBaptism)).toHaveLength(2);
  });

  it('says why a code is refused: a form of another event, a card that is not a form', async () => {
    server();
    renderApp('/baptism-scanner');
    await pickHeldEvent();
    // Codes count once the scanner says it is ready for the chosen event (the camera may be handed codes sooner).
    expect(await screen.findByText('Ready: hold a form’s QR code up to the camera.')).toBeTruthy();
    show('form-other');
    expect((await screen.findByTestId('scan-answer')).textContent).toBe(
      'This form is for another event. Check the event chosen above.',
    );
    await answerGone();
    show('member-card');
    expect((await screen.findByTestId('scan-answer')).textContent).toBe(
      'This code is not a baptismal form of this church.',
    );
  });
});
