// Face descriptors and their matching, shared by the web app (enrolment, the kiosk) and the server (checks of
// what is sent): pure code, no zod, so the kiosk's bundle stays small (`@congregate/contracts/face-match`).
// How the defaults were measured: docs/faces.md.

/** Numbers in one face descriptor (`@vladmandic/human`'s faceres model). */
export const FACE_DESCRIPTOR_LENGTH = 1024;

/**
 * The model that computes descriptors. Descriptors of another model (or another version of it) are not
 * comparable: enrolments record it, and a kiosk matches only descriptors of its own model.
 */
export const FACE_MODEL = { name: 'human-faceres', version: '3.3.6' } as const;

/**
 * Cosine similarity a kiosk needs to accept its best match, and by how much that match must beat the best
 * match of any other member. Chosen from the sample faces in bench/face-accuracy.mjs: see docs/faces.md.
 */
export const FACE_MATCH_DEFAULTS = { threshold: 0.65, margin: 0.05 } as const;

export interface FaceMatchOptions {
  threshold: number;
  margin: number;
}

/** The best enrolled member for a face, and whether the match is clear enough to check them in. */
export type FaceMatch =
  | {
      accepted: true;
      reason: 'accepted';
      memberId: string;
      score: number;
      /** Best score of any other member; null when only one member is enrolled. */
      secondScore: number | null;
    }
  | {
      accepted: false;
      reason: 'below-threshold' | 'no-margin';
      memberId: string;
      score: number;
      secondScore: number | null;
    }
  | { accepted: false; reason: 'empty'; memberId: null; score: null; secondScore: null };

export interface FaceIndexEntry {
  memberId: string;
  descriptor: ArrayLike<number>;
}

export interface FaceIndex {
  /** Number of descriptors (a member may have several). */
  readonly size: number;
  match(descriptor: ArrayLike<number>, options?: FaceMatchOptions): FaceMatch;
}

/** A copy of `v` scaled to length 1. Refuses a vector without a direction (all zeros, NaN, infinite). */
export function normalise(v: ArrayLike<number>): Float32Array {
  let sum = 0;
  for (let i = 0; i < v.length; i++) sum += v[i]! * v[i]!;
  const norm = Math.sqrt(sum);
  if (!(norm > 0) || !Number.isFinite(norm))
    throw new RangeError('A face descriptor needs finite, non-zero numbers');
  const unit = new Float32Array(v.length);
  for (let i = 0; i < v.length; i++) unit[i] = v[i]! / norm;
  return unit;
}

/** Cosine similarity of two vectors of the same length: 1 the same direction, 0 unrelated. */
export function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length) throw new RangeError(`Descriptors of ${a.length} and ${b.length} numbers`);
  let dot = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    aa += a[i]! * a[i]!;
    bb += b[i]! * b[i]!;
  }
  return dot / Math.sqrt(aa * bb);
}

/** One descriptor for several captures of a face: the mean of the normalised captures, normalised. */
export function centroid(descriptors: readonly ArrayLike<number>[]): Float32Array {
  const first = descriptors[0];
  if (!first) throw new RangeError('A centroid needs at least one descriptor');
  const sum = new Float64Array(first.length);
  for (const descriptor of descriptors) {
    if (descriptor.length !== first.length) throw new RangeError('Descriptors of different lengths');
    const unit = normalise(descriptor);
    for (let i = 0; i < unit.length; i++) sum[i]! += unit[i]!;
  }
  return normalise(sum);
}

/** True for a descriptor the matcher can use: the model's length, finite numbers, not all zero. */
export function isFaceDescriptor(v: ArrayLike<number>): boolean {
  if (v.length !== FACE_DESCRIPTOR_LENGTH) return false;
  let sum = 0;
  for (let i = 0; i < v.length; i++) {
    if (!Number.isFinite(v[i])) return false;
    sum += v[i]! * v[i]!;
  }
  return sum > 0;
}

// Both in every browser and in Node ≥ 16; declared here because this package compiles without DOM or Node types.
declare function btoa(data: string): string;
declare function atob(data: string): string;

/** A descriptor as text: base64 of its float32 numbers, little-endian (5,464 characters for 1,024 numbers). */
export function encodeDescriptor(v: Float32Array | readonly number[]): string {
  const bytes = new Uint8Array(v.length * 4);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < v.length; i++) view.setFloat32(i * 4, v[i]!, true);
  // btoa takes one character a byte; in chunks, so that the argument list stays short.
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x2000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x2000));
  }
  return btoa(binary);
}

/** The numbers of an `encodeDescriptor` text. Throws on text that is not base64 of whole float32 numbers. */
export function decodeDescriptor(text: string): Float32Array {
  let binary: string;
  try {
    binary = atob(text);
  } catch {
    throw new RangeError('A face descriptor must be base64');
  }
  if (binary.length % 4 !== 0) throw new RangeError('A face descriptor must be whole float32 numbers');
  const view = new DataView(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) view.setUint8(i, binary.charCodeAt(i));
  const v = new Float32Array(binary.length / 4);
  for (let i = 0; i < v.length; i++) v[i] = view.getFloat32(i * 4, true);
  return v;
}

/** Dot product of `probe` with the row of `rows` starting at `offset`, four sums at a time (about 10 % faster in V8). */
function dot(probe: Float32Array, rows: Float32Array, offset: number): number {
  const n = probe.length;
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let i = 0;
  for (; i + 3 < n; i += 4) {
    s0 += probe[i]! * rows[offset + i]!;
    s1 += probe[i + 1]! * rows[offset + i + 1]!;
    s2 += probe[i + 2]! * rows[offset + i + 2]!;
    s3 += probe[i + 3]! * rows[offset + i + 3]!;
  }
  for (; i < n; i++) s0 += probe[i]! * rows[offset + i]!;
  return s0 + s1 + s2 + s3;
}

/**
 * The enrolled descriptors of a roster, normalised once into one contiguous array, so that a match is one
 * pass of dot products (cosine of unit vectors) over memory read in order.
 */
export function createFaceIndex(entries: readonly FaceIndexEntry[]): FaceIndex {
  const length = entries[0]?.descriptor.length ?? FACE_DESCRIPTOR_LENGTH;
  const rows = new Float32Array(entries.length * length);
  const members = entries.map((entry, row) => {
    if (entry.descriptor.length !== length) throw new RangeError('Descriptors of different lengths');
    rows.set(normalise(entry.descriptor), row * length);
    return entry.memberId;
  });

  return {
    size: entries.length,
    match(descriptor, { threshold, margin } = FACE_MATCH_DEFAULTS) {
      if (members.length === 0) {
        return { accepted: false, reason: 'empty', memberId: null, score: null, secondScore: null };
      }
      if (descriptor.length !== length) {
        throw new RangeError(`A descriptor of ${descriptor.length} numbers for an index of ${length}`);
      }
      const probe = normalise(descriptor);
      // The best score, and the best of any other member (a member's second capture is not a rival).
      let best = -Infinity;
      let bestMember = members[0]!;
      let second = -Infinity;
      for (let row = 0; row < members.length; row++) {
        const score = dot(probe, rows, row * length);
        const member = members[row]!;
        if (member === bestMember) {
          if (score > best) best = score;
        } else if (score > best) {
          second = best;
          best = score;
          bestMember = member;
        } else if (score > second) {
          second = score;
        }
      }
      const secondScore = second === -Infinity ? null : second;
      const common = { memberId: bestMember, score: best, secondScore };
      if (best < threshold) return { ...common, accepted: false, reason: 'below-threshold' };
      if (secondScore !== null && best - secondScore < margin) {
        return { ...common, accepted: false, reason: 'no-margin' };
      }
      return { ...common, accepted: true, reason: 'accepted' };
    },
  };
}
