import { describe, expect, it } from 'vitest';
import { checkCapture, type DescribedFace } from './face-capture.ts';

const image = { width: 640, height: 480 };

function face(overrides: Partial<DescribedFace> = {}): DescribedFace {
  return {
    descriptor: new Float32Array(1024).fill(0.1),
    score: 0.99,
    box: [200, 100, 240, 250],
    real: 0.7,
    live: 0.95,
    ...overrides,
  };
}

describe('checkCapture', () => {
  it('accepts one clear, large enough face', () => {
    const only = face();
    expect(checkCapture([only], image)).toEqual({ ok: true, face: only });
  });

  it('refuses an image without a face', () => {
    expect(checkCapture([], image)).toEqual({ ok: false, reason: 'no-face' });
  });

  it('refuses two clear faces, but ignores a doubtful one in the background', () => {
    expect(checkCapture([face(), face({ box: [10, 10, 120, 120] })], image)).toEqual({
      ok: false,
      reason: 'several-faces',
    });
    expect(checkCapture([face(), face({ score: 0.3 })], image)).toMatchObject({ ok: true });
  });

  it('refuses a face the detector is unsure of', () => {
    expect(checkCapture([face({ score: 0.7 })], image)).toEqual({ ok: false, reason: 'unclear' });
    expect(checkCapture([face({ score: 0.3 })], image)).toEqual({ ok: false, reason: 'unclear' });
  });

  it('refuses a face smaller than 15 % of the shorter side', () => {
    // 15 % of 480 is 72 px.
    expect(checkCapture([face({ box: [300, 200, 60, 70] })], image)).toEqual({
      ok: false,
      reason: 'too-small',
    });
    expect(checkCapture([face({ box: [300, 200, 60, 72] })], image)).toMatchObject({ ok: true });
  });

  it('refuses a face either model clearly takes for a reproduction', () => {
    expect(checkCapture([face({ real: 0.1 })], image)).toEqual({ ok: false, reason: 'spoof' });
    expect(checkCapture([face({ live: 0.1 })], image)).toEqual({ ok: false, reason: 'spoof' });
    expect(checkCapture([face({ real: 0.3, live: 0.3 })], image)).toMatchObject({ ok: true });
    expect(checkCapture([face({ real: null, live: null })], image)).toMatchObject({ ok: true });
  });
});
