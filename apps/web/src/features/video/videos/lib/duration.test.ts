import { describe, expect, it } from 'vitest';
import { formatDuration, progressPercent, timeLeft } from './duration.ts';

describe('video times', () => {
  it('writes a length as a clock', () => {
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(0)).toBe('0:00');
  });

  it('gives the share watched, and nothing without a length', () => {
    expect(progressPercent(30, 120)).toBe(25);
    expect(progressPercent(30, null)).toBe(0);
    expect(progressPercent(500, 120)).toBe(100);
  });

  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(timeLeft(90_061_000, 0)).toEqual({ total: 90_061, days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(timeLeft(0, 5000).total).toBe(0);
  });
});
