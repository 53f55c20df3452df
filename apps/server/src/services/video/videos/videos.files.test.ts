import { describe, expect, it } from 'vitest';
import { parseRange } from './videos.files.ts';

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    ['Bytes= 5-5 ', { start: 5, end: 5 }],
  ])('reads %s', (header, range) => {
    expect(parseRange(header, 1000)).toEqual(range);
  });

  it.each(['bytes=1000-', 'bytes=1000-1001', 'bytes=-0'])('finds %s outside a 1000-byte file', (header) => {
    expect(parseRange(header, 1000)).toBe('unsatisfiable');
  });

  it.each([undefined, '', 'bytes=0-1,5-6', 'items=0-5', 'bytes=5-1', 'bytes=-', 'bytes=a-b'])(
    'answers the whole file for %s',
    (header) => {
      expect(parseRange(header, 1000)).toBeNull();
    },
  );
});
