import { describe, expect, it } from 'vitest';
import { deviceTimeZone, formatClock, formatDay, formatDayIn, formatMoment, formatWhen } from './date.ts';

// 01:00 UTC is 9:00 AM in Manila (UTC+8) and 8:00 PM the day before in New York (UTC−5 in March).
const nineInManila = '2026-03-01T01:00:00.000Z';

/** Runs `check` on a device set to `timeZone` (Node follows `process.env.TZ` as it changes), then back to UTC. */
function onDeviceIn(timeZone: string, check: () => void) {
  process.env.TZ = timeZone;
  try {
    check();
  } finally {
    process.env.TZ = 'UTC';
  }
}

describe('times in a locale’s zone', () => {
  it('runs on a device in UTC, as vite.config.ts sets it', () => {
    expect(deviceTimeZone()).toBe('UTC');
  });

  it('shows a Manila time on a UTC device on Manila’s clock, naming the zone', () => {
    expect(formatClock(nineInManila, 'en', 'Asia/Manila')).toBe('9:00 AM Philippines Time');
    expect(formatWhen(nineInManila, 'en', 'Asia/Manila')).toBe('Sun, Mar 1, 9:00 AM Philippines Time');
    expect(formatMoment(nineInManila, 'en', 'Asia/Manila')).toBe('Mar 1, 2026, 9:00 AM Philippines Time');
  });

  it('names the zone in Filipino for a Filipino reader', () => {
    expect(formatClock(nineInManila, 'fil', 'Asia/Manila')).toBe('9:00 AM Oras sa Pilipinas');
    expect(formatMoment(nineInManila, 'fil', 'Asia/Manila')).toBe('Mar 1, 2026, 9:00 AM Oras sa Pilipinas');
  });

  it('names no zone on a device in the locale’s own zone', () => {
    onDeviceIn('Asia/Manila', () => {
      expect(deviceTimeZone()).toBe('Asia/Manila');
      expect(formatClock(nineInManila, 'en', 'Asia/Manila')).toBe('9:00 AM');
      expect(formatWhen(nineInManila, 'fil', 'Asia/Manila')).not.toMatch(/Oras/);
    });
    expect(formatClock(nineInManila, 'en', 'UTC')).toBe('1:00 AM');
  });

  it('shows the locale’s clock, not the device’s, when the device is elsewhere', () => {
    onDeviceIn('Asia/Manila', () => {
      expect(formatClock(nineInManila, 'en', 'America/New_York')).toBe('8:00 PM ET');
      // UTC has no generic name: its short one, not "GMT+0".
      expect(formatClock(nineInManila, 'en', 'UTC')).toBe('1:00 AM UTC');
    });
  });

  it('takes another name of the device’s zone as the same zone', () => {
    expect(formatClock(nineInManila, 'en', 'Etc/UTC')).toBe('1:00 AM');
  });

  it('names the zone once in a period: the start without it', () => {
    const start = formatClock(nineInManila, 'en', 'Asia/Manila', { zoneName: false });
    const end = formatClock('2026-03-01T03:00:00.000Z', 'en', 'Asia/Manila');
    expect(`${start} – ${end}`).toBe('9:00 AM – 11:00 AM Philippines Time');
  });

  it('falls back to the device’s clock for a zone it does not know, and keeps what is not a time', () => {
    expect(formatClock(nineInManila, 'en', 'Mars/Olympus_Mons')).toBe('1:00 AM');
    expect(formatClock('soon', 'en', 'Asia/Manila')).toBe('soon');
  });
});

describe('days', () => {
  it('gives the day of a moment in the locale’s zone, not the UTC day', () => {
    // 7:00 AM on 3 May in Manila is still 2 May in UTC.
    expect(formatDayIn('2026-05-02T23:00:00.000Z', 'en', 'Asia/Manila')).toBe('May 3, 2026');
    expect(formatDay('2026-05-02T23:00:00.000Z', 'en')).toBe('May 2, 2026');
    expect(formatDayIn('2026-05-02T23:00:00.000Z', 'fil', 'Asia/Manila')).toBe(
      formatDay('2026-05-03', 'fil'),
    );
  });

  it('names no zone beside a day', () => {
    expect(formatDayIn(nineInManila, 'en', 'America/New_York')).toBe('Feb 28, 2026');
  });
});
