import { describe, expect, it } from 'vitest';
import { addDays, instantOfWallTime, wallTimeOf } from './zoned-time.ts';

describe('wall-clock times of a locale', () => {
  it('reads a Manila time as the instant it names, and back', () => {
    expect(instantOfWallTime('2026-03-01T09:00', 'Asia/Manila')).toBe('2026-03-01T01:00:00.000Z');
    expect(wallTimeOf('2026-03-01T01:00:00.000Z', 'Asia/Manila')).toBe('2026-03-01T09:00');
  });

  it('follows daylight saving time (New York, before and after the change)', () => {
    expect(instantOfWallTime('2026-03-07T09:00', 'America/New_York')).toBe('2026-03-07T14:00:00.000Z');
    expect(instantOfWallTime('2026-03-09T09:00', 'America/New_York')).toBe('2026-03-09T13:00:00.000Z');
  });

  it('refuses what is not a date and time', () => {
    expect(instantOfWallTime('', 'Asia/Manila')).toBeNull();
    expect(instantOfWallTime('2026-03-01', 'Asia/Manila')).toBeNull();
  });

  it('moves a day across a month end', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -28)).toBe('2026-02-01');
  });
});
