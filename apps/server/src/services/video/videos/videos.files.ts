import { pipeline, Transform, type Readable } from 'node:stream';
import { sniffVideoType, tooLarge, type UploadStream } from '../../../integrations/storage/uploads.ts';
import { AppError } from '../../../lib/errors.ts';

/** Bytes read before the type is decided: the `ftyp` box's size and type, and its brand. */
const SNIFF_BYTES = 12;

const notMp4 = () =>
  new AppError('unsupported_media_type', 'Upload an MP4 video', { accepted: ['video/mp4'] });

/**
 * The upload's bytes as they arrive, refused on the way: not an MP4 (read from its first bytes, never its name)
 * 415 before anything past them is stored; over `maxBytes` 413 as soon as the limit is passed. Either error
 * fails the storage's `putStream`, which then keeps nothing.
 */
export function checkedVideoStream(upload: UploadStream, maxBytes: number): Readable {
  let head: Buffer | null = Buffer.alloc(0);
  const check = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (head === null) return done(null, chunk);
      head = Buffer.concat([head, chunk]);
      if (head.length < SNIFF_BYTES) return done();
      if (sniffVideoType(head) !== 'video/mp4') return done(notMp4());
      const first = head;
      head = null;
      done(null, first);
    },
    flush(done) {
      if (upload.file.truncated) return done(tooLarge('The video', maxBytes));
      if (head !== null) return done(notMp4());
      done();
    },
  });
  upload.file.once('limit', () => check.destroy(tooLarge('The video', maxBytes)));
  // Errors of either side reach the other: the storage sees the refusal, the request stops being read.
  return pipeline(upload.file, check, () => {});
}

/** The bytes a `Range` header asks for (inclusive), `unsatisfiable` (416), or null: answer the whole file. */
export type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

const SPEC = /^(\d*)-(\d*)$/;

/**
 * Reads `Range: bytes=…` (RFC 9110 §14) for a file of `size` bytes: `a-b`, `a-` and the suffix `-n`. Several
 * ranges are answered with the whole file (allowed; players ask for one); another unit or a malformed header
 * is ignored, as the RFC says, and the whole file answered too.
 */
export function parseRange(header: string | undefined, size: number): ByteRange {
  if (!header) return null;
  const match = /^bytes=(.+)$/i.exec(header.trim());
  if (!match || match[1]!.includes(',')) return null;
  const spec = SPEC.exec(match[1]!.trim());
  if (!spec) return null;
  const [, first, last] = spec;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return { start, end };
}
