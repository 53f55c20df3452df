import { FACE_CONSENT_VERSION, faceCalls, profileCalls, type FaceStatus } from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { otherId, otherProfile, signedInSecretary } from '../../../../test/admin-fixtures.ts';
import { callsTo, ids, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { at, signedInMember } from '../../../../test/signed-in.ts';
import type * as FaceEngineModule from '../../../../lib/faces/face-engine.ts';

// The engine is the device's work (WebAssembly models): here it answers what each picture shows.
const engine = vi.hoisted(() => ({
  loads: 0,
  /** What `describe` finds in the next pictures, in order. */
  faces: [] as ('one' | 'none' | 'two')[],
}));
vi.mock('../../../../lib/faces/face-engine.ts', async (importOriginal) => {
  const real = await importOriginal<typeof FaceEngineModule>();
  const face = (n: number) => ({
    descriptor: Float32Array.from({ length: 1024 }, (_, i) => ((i + n) % 7) / 10),
    score: 0.98,
    box: [100, 100, 300, 300] as [number, number, number, number],
    real: 0.9,
    live: 0.9,
  });
  let seen = 0;
  return {
    ...real,
    loadFaceEngine: () => {
      engine.loads += 1;
      return Promise.resolve({
        model: { name: 'human-faceres', version: '3.3.6' },
        describe: () => {
          const what = engine.faces.shift() ?? 'one';
          seen += 1;
          return Promise.resolve(
            what === 'none' ? [] : what === 'two' ? [face(seen), face(seen + 1)] : [face(seen)],
          );
        },
      });
    },
  };
});

const notEnrolled = (memberId: string): FaceStatus => ({
  memberId,
  enrolled: false,
  consentedAt: null,
  consentVersion: null,
  inPerson: false,
  captures: 0,
  model: null,
  currentConsentVersion: FACE_CONSENT_VERSION,
});
const enrolled = (memberId: string, inPerson = false): FaceStatus => ({
  ...notEnrolled(memberId),
  enrolled: true,
  consentedAt: at,
  consentVersion: FACE_CONSENT_VERSION,
  inPerson,
  captures: 3,
  model: { name: 'human-faceres', version: '3.3.6' },
});

const photo = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/jpeg' });

beforeEach(() => {
  engine.loads = 0;
  engine.faces = [];
  // jsdom draws no pictures: a photo "decodes" at once and gets a local URL.
  Object.defineProperty(HTMLImageElement.prototype, 'decode', {
    configurable: true,
    value: () => Promise.resolve(),
  });
  Object.defineProperty(HTMLImageElement.prototype, 'naturalWidth', { configurable: true, get: () => 640 });
  Object.defineProperty(HTMLImageElement.prototype, 'naturalHeight', { configurable: true, get: () => 640 });
  URL.createObjectURL = vi.fn(() => 'blob:local');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

async function choosePhotos(files: File[]) {
  fireEvent.click(await screen.findByRole('radio', { name: 'Choose photos' }));
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
}

describe('face-recognition', () => {
  it('computes nothing before consent, then enrols with three clear photos and only their descriptors', async () => {
    let status = notEnrolled(ids.member);
    const calls = signedInMember([
      on(faceCalls.status, () => status),
      on(faceCalls.enrol, ({ body }) => {
        status = enrolled(ids.member);
        expect(body.descriptors).toHaveLength(3);
        return status;
      }),
    ]);
    renderApp('/face-recognition');
    expect(await screen.findByText('Off. No face descriptors are kept for you.')).toBeTruthy();
    expect(screen.getByText(/Tick the box to agree/)).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Choose photos' })).toBeNull();
    expect(engine.loads).toBe(0);

    fireEvent.click(screen.getByRole('checkbox', { name: 'I have read this and agree to face check-in' }));
    // A picture without a face, then one with two, are refused and not counted.
    engine.faces = ['none', 'two', 'one', 'one', 'one'];
    await choosePhotos([photo('a.jpg'), photo('b.jpg')]);
    expect(await screen.findByText('More than one face. Only you should be in the picture.')).toBeTruthy();
    expect(screen.getByTestId('capture-count').textContent).toBe('0 of 3 captures ready');
    const save = screen.getByRole('button', { name: 'Turn on face check-in' });
    expect(save).toHaveProperty('disabled', true);

    await choosePhotos([photo('c.jpg'), photo('d.jpg'), photo('e.jpg')]);
    await waitFor(() =>
      expect(screen.getByTestId('capture-count').textContent).toBe('3 of 3 captures ready'),
    );
    expect(engine.loads).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Turn on face check-in' }));
    expect(await screen.findByText(/Face check-in is on\. Look at the kiosk/)).toBeTruthy();

    const [sent] = callsTo(calls, faceCalls.enrol);
    const body = sent!.body as Record<string, unknown> & { descriptors: number[][] };
    expect(Object.keys(body).sort()).toEqual(['consent', 'descriptors', 'model']);
    expect(body.consent).toEqual({ accepted: true, textVersion: FACE_CONSENT_VERSION });
    expect(body.descriptors.every((d) => d.length === 1024)).toBe(true);
    expect(await screen.findByText(/On since/)).toBeTruthy();
  });

  it('asks before withdrawing, then deletes', async () => {
    let status = enrolled(ids.member);
    const calls = signedInMember([
      on(faceCalls.status, () => status),
      on(faceCalls.withdraw, () => {
        status = notEnrolled(ids.member);
        return { ok: true as const };
      }),
    ]);
    renderApp('/face-recognition');
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw consent and delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw consent?' });
    expect(callsTo(calls, faceCalls.withdraw)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw and delete' }));
    expect(await screen.findByText('Face check-in is off, and the descriptors are deleted.')).toBeTruthy();
    expect(callsTo(calls, faceCalls.withdraw)).toHaveLength(1);
    expect(await screen.findByText('Off. No face descriptors are kept for you.')).toBeTruthy();
  });

  it('lets an admin enrol a member in person: the member ticks the consent, and the enrolment names them', async () => {
    const calls = signedInSecretary([
      on(profileCalls.memberProfile, () => otherProfile()),
      on(faceCalls.status, ({ query }) =>
        query.memberId === otherId ? notEnrolled(otherId) : notEnrolled(ids.member),
      ),
      on(faceCalls.enrol, ({ body }) => enrolled(body.memberId!, true)),
    ]);
    renderApp(`/face-recognition?memberId=${otherId}`);
    expect(await screen.findByText(/in person/)).toBeTruthy();
    const name = `${otherProfile().member.firstName} ${otherProfile().member.lastName}`;
    fireEvent.click(
      await screen.findByRole('checkbox', { name: `${name} has read this and agrees to face check-in` }),
    );
    await choosePhotos([photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
    await waitFor(() =>
      expect(screen.getByTestId('capture-count').textContent).toBe('3 of 3 captures ready'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Turn on face check-in' }));
    await waitFor(() => expect(callsTo(calls, faceCalls.enrol)).toHaveLength(1));
    expect((callsTo(calls, faceCalls.enrol)[0]!.body as { memberId: string }).memberId).toBe(otherId);
    expect(callsTo(calls, faceCalls.status).every((c) => c.search === `?memberId=${otherId}`)).toBe(true);
  });
});
