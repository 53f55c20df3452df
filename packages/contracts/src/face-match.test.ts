import { describe, expect, it } from 'vitest';
import {
  FACE_DESCRIPTOR_LENGTH,
  FACE_MATCH_DEFAULTS,
  centroid,
  cosine,
  createFaceIndex,
  decodeDescriptor,
  encodeDescriptor,
  isFaceDescriptor,
  normalise,
} from './face-match.ts';

/** A reproducible pseudo-random descriptor (numbers in -1..1). */
function descriptor(seed: number, length = FACE_DESCRIPTOR_LENGTH): Float32Array {
  let state = seed >>> 0 || 1;
  const v = new Float32Array(length);
  for (let i = 0; i < length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    v[i] = ((state >>> 0) / 0xffffffff) * 2 - 1;
  }
  return v;
}

/** `base` moved towards `other` so that their cosine is about `similarity` (both unit length first). */
function blend(base: Float32Array, other: Float32Array, similarity: number): Float32Array {
  const a = normalise(base);
  const b = normalise(other);
  // b minus its part along a: a direction orthogonal to a.
  const along = cosine(a, b);
  const orthogonal = normalise(b.map((x, i) => x - along * a[i]!));
  const sine = Math.sqrt(1 - similarity * similarity);
  return a.map((x, i) => similarity * x + sine * orthogonal[i]!);
}

describe('normalise, cosine, centroid', () => {
  it('scales to length 1 and keeps the direction', () => {
    const unit = normalise([3, 4]);
    expect(Array.from(unit)).toEqual([expect.closeTo(0.6, 6), expect.closeTo(0.8, 6)]);
    expect(cosine([3, 4], unit)).toBeCloseTo(1, 6);
  });

  it('refuses a vector without a direction', () => {
    expect(() => normalise([0, 0])).toThrow(RangeError);
    expect(() => normalise([1, Number.NaN])).toThrow(RangeError);
  });

  it('gives 1 for the same direction, 0 for orthogonal and -1 for opposite vectors', () => {
    expect(cosine([1, 0], [5, 0])).toBeCloseTo(1);
    expect(cosine([1, 0], [0, 2])).toBeCloseTo(0);
    expect(cosine([1, 1], [-2, -2])).toBeCloseTo(-1);
    expect(() => cosine([1], [1, 2])).toThrow(RangeError);
  });

  it('weighs each capture the same, whatever its length', () => {
    const mean = centroid([
      [10, 0],
      [0, 1],
    ]);
    expect(mean[0]).toBeCloseTo(Math.SQRT1_2, 6);
    expect(mean[1]).toBeCloseTo(Math.SQRT1_2, 6);
    expect(() => centroid([])).toThrow(RangeError);
  });
});

describe('encodeDescriptor / decodeDescriptor', () => {
  it('round-trips a descriptor exactly, as base64 of little-endian float32', () => {
    const v = descriptor(7);
    const text = encodeDescriptor(v);
    expect(text).toHaveLength(5464);
    expect(decodeDescriptor(text)).toEqual(v);
    // 1.0 in float32 little-endian is 00 00 80 3f.
    expect(encodeDescriptor([1])).toBe('AACAPw==');
    expect(Array.from(decodeDescriptor(encodeDescriptor([1, -2.5])))).toEqual([1, -2.5]);
  });

  it('refuses text that is not base64 of whole numbers', () => {
    expect(() => decodeDescriptor('not base64!')).toThrow(RangeError);
    // 'YWJj' is base64 of three bytes: not a whole float32.
    expect(() => decodeDescriptor('YWJj')).toThrow(RangeError);
  });

  it('tells a usable descriptor from a wrong one', () => {
    expect(isFaceDescriptor(descriptor(1))).toBe(true);
    expect(isFaceDescriptor(descriptor(1, 512))).toBe(false);
    expect(isFaceDescriptor(new Float32Array(FACE_DESCRIPTOR_LENGTH))).toBe(false);
    const withNaN = descriptor(1);
    withNaN[3] = Number.NaN;
    expect(isFaceDescriptor(withNaN)).toBe(false);
  });
});

describe('createFaceIndex().match', () => {
  const options = { threshold: 0.6, margin: 0.1 };
  const anna = descriptor(1);
  const ben = descriptor(2);
  const carla = descriptor(3);

  it('accepts the enrolled member a face is clearly closest to', () => {
    const index = createFaceIndex([
      { memberId: 'anna', descriptor: anna },
      { memberId: 'ben', descriptor: ben },
      { memberId: 'carla', descriptor: carla },
    ]);
    const match = index.match(blend(anna, descriptor(99), 0.8), options);
    expect(match).toMatchObject({ accepted: true, reason: 'accepted', memberId: 'anna' });
    expect(match.score).toBeCloseTo(0.8, 2);
    expect(match.secondScore).toBeLessThan(0.2);
  });

  it('refuses a best match below the threshold', () => {
    const index = createFaceIndex([
      { memberId: 'anna', descriptor: anna },
      { memberId: 'ben', descriptor: ben },
    ]);
    expect(index.match(blend(anna, descriptor(99), 0.5), options)).toMatchObject({
      accepted: false,
      reason: 'below-threshold',
      memberId: 'anna',
    });
  });

  it('refuses a face that two members resemble almost equally', () => {
    const twin = blend(anna, descriptor(98), 0.95);
    const index = createFaceIndex([
      { memberId: 'anna', descriptor: anna },
      { memberId: 'twin', descriptor: twin },
    ]);
    const match = index.match(anna, options);
    expect(match).toMatchObject({ accepted: false, reason: 'no-margin', memberId: 'anna' });
    expect(match.secondScore).toBeCloseTo(0.95, 2);
  });

  it("does not count a member's own other captures as the second best", () => {
    const index = createFaceIndex([
      { memberId: 'anna', descriptor: anna },
      { memberId: 'anna', descriptor: blend(anna, descriptor(97), 0.97) },
      { memberId: 'ben', descriptor: ben },
    ]);
    const match = index.match(anna, options);
    expect(match).toMatchObject({ accepted: true, memberId: 'anna' });
    expect(match.score).toBeCloseTo(1, 5);
    expect(match.secondScore).toBeCloseTo(cosine(anna, ben), 5);
  });

  it('finds the best member wherever its rows are, and the best rival before or after it', () => {
    const entries = [ben, carla, anna, descriptor(4)].map((d, i) => ({ memberId: `m${i}`, descriptor: d }));
    const probe = blend(anna, carla, 0.7);
    const match = createFaceIndex(entries).match(probe, { threshold: 0, margin: 0 });
    expect(match.memberId).toBe('m2');
    expect(match.secondScore).toBeCloseTo(cosine(probe, carla), 5);
  });

  it('matches the only enrolled member on the threshold alone', () => {
    const match = createFaceIndex([{ memberId: 'anna', descriptor: anna }]).match(anna);
    expect(match).toMatchObject({ accepted: true, memberId: 'anna', secondScore: null });
  });

  it('answers empty for an empty roster, and refuses a probe of the wrong length', () => {
    expect(createFaceIndex([]).match(anna)).toEqual({
      accepted: false,
      reason: 'empty',
      memberId: null,
      score: null,
      secondScore: null,
    });
    const index = createFaceIndex([{ memberId: 'anna', descriptor: anna }]);
    expect(() => index.match(descriptor(1, 512))).toThrow(RangeError);
    expect(index.size).toBe(1);
  });

  it('uses the measured defaults unless told otherwise', () => {
    const index = createFaceIndex([
      { memberId: 'anna', descriptor: anna },
      { memberId: 'ben', descriptor: ben },
    ]);
    const near = blend(anna, descriptor(99), FACE_MATCH_DEFAULTS.threshold + 0.05);
    const far = blend(anna, descriptor(99), FACE_MATCH_DEFAULTS.threshold - 0.05);
    expect(index.match(near).accepted).toBe(true);
    expect(index.match(far)).toMatchObject({ accepted: false, reason: 'below-threshold' });
  });
});
